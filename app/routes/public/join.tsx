import { useEffect } from "react";
import { pageMeta } from "~/components/site/page-meta";
import { submitOrExplain, useScrollToTopOnOpen } from "~/components/site/public-form";
import { MEMBERSHIP_TEXT, joinMeta } from "~/content/join";
import { useToastFrom } from "~/lib/toast";
import { applicationSchema } from "~/models/membership";
import { createApplication } from "~/server/inbox/membership-applications.server";
import { handlePublicForm } from "~/server/kernel/public-form-action.server";
import type { Route } from "./+types/join";
import { passRetryAfter } from "~/lib/retry-after";
import { ApplicationForm } from "~/components/site/application-form";
import { FORM_ANCHOR, Hero, Values, Submitted } from "~/components/site/join-sections";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: joinMeta.title,
    description: joinMeta.description,
    keywords: joinMeta.keywords,
    path: "/join",
  });

/** A rate-limited answer says when to try again. */
export const headers = passRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  return handlePublicForm({
    form: "membership",
    request,
    context,
    schema: applicationSchema,
    failure: { title: MEMBERSHIP_TEXT.errorTitle, description: MEMBERSHIP_TEXT.errorMessage },
    // Each field shows its own message; no toast.
    invalidToast: () => null,
    successToast: () => ({ title: MEMBERSHIP_TEXT.successTitle, description: MEMBERSHIP_TEXT.successMessage }),
    store: (application) => createApplication(application),
  });
}

export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return submitOrExplain(serverAction, { title: MEMBERSHIP_TEXT.errorTitle, description: MEMBERSHIP_TEXT.errorMessage });
}

export default function JoinPage({ actionData }: Route.ComponentProps) {
  useScrollToTopOnOpen();
  useToastFrom(actionData);
  const submitted = actionData?.outcome === "success";

  // The spec: the page scrolls to the top after a submission went through.
  useEffect(() => {
    if (submitted) window.scrollTo(0, 0);
  }, [submitted, actionData]);

  if (submitted) return <Submitted />;
  return (
    <>
      <Hero />
      <Values />
      <section id={FORM_ANCHOR} aria-labelledby="apply-heading" className="scroll-mt-20 bg-muted py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <div className="mb-10 text-center">
            <h2 id="apply-heading" className="text-3xl font-bold sm:text-4xl">
              {MEMBERSHIP_TEXT.heading}
            </h2>
            <p className="mt-3 text-muted-foreground">{MEMBERSHIP_TEXT.intro}</p>
          </div>
          <ApplicationForm actionData={actionData} />
        </div>
      </section>
    </>
  );
}

