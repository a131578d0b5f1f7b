import { pageMeta } from "~/components/site/page-meta";
import { fieldMessages, submitOrExplain, useScrollToTopOnOpen } from "~/components/site/public-form";
import { CONTACT_TEXT, contactHero, contactMeta } from "~/content/contact";
import { useToastFrom } from "~/lib/toast";
import { contactSchema } from "~/models/contact";
import { createContactMessage } from "~/server/inbox/contact-messages.server";
import { handlePublicForm } from "~/server/kernel/public-form-action.server";
import type { Route } from "./+types/contact";
import { passRetryAfter } from "~/lib/retry-after";
import { validationToast, MessageForm } from "~/components/site/contact-form";
import { GetInTouch, FindUs } from "~/components/site/contact-sections";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: contactMeta.title,
    description: contactMeta.description,
    keywords: contactMeta.keywords,
    path: "/contact",
  });

/** A rate-limited answer says when to try again. */
export const headers = passRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    form: "contact",
    request,
    context,
    schema: contactSchema,
    failure: { title: CONTACT_TEXT.errorTitle, description: CONTACT_TEXT.errorMessage },
    invalidToast: (errors) => {
      const messages = fieldMessages(errors);
      const toast = validationToast(messages);
      return {
        type: "error",
        title: toast?.title ?? CONTACT_TEXT.errorTitle,
        description: toast?.description ?? messages[0] ?? CONTACT_TEXT.errorMessage,
      };
    },
    successToast: () => ({ title: CONTACT_TEXT.successTitle, description: CONTACT_TEXT.successMessage }),
    store: (message) => createContactMessage(message),
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitOrExplain(serverAction, { title: CONTACT_TEXT.errorTitle, description: CONTACT_TEXT.errorMessage });
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  useScrollToTopOnOpen();
  useToastFrom(actionData);
  return (
    <>
      <section aria-labelledby="contact-heading" className="bg-gradient-to-b from-accent/60 to-background pb-12 pt-32 sm:pt-40">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-primary">{contactHero.eyebrow}</p>
          <h1 id="contact-heading" className="text-4xl font-extrabold leading-tight sm:text-5xl">
            {contactHero.heading}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">{contactHero.intro}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8">
        <GetInTouch />
        <MessageForm actionData={actionData} />
      </div>
      <FindUs />
    </>
  );
}

