import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { mailtoHref } from "~/lib/mailto";
import { formConstraint, parseSubmission } from "~/lib/parse-submission";
import { Mail, MapPin, MapPinned, Phone } from "lucide-react";
import { Form } from "react-router";
import { FormGuardFields } from "~/components/site/form-guard-fields";
import { pageMeta } from "~/components/site/page-meta";
import { useHydrated } from "~/hooks/use-hydrated";
import {
  NoScriptOutcome,
  SubmitButton,
  fieldMessages,
  isVisitorSubmit,
  submitOrExplain,
  useFormBusy,
  useScrollToTopOnOpen,
} from "~/components/site/public-form";
import type { PublicFormData } from "~/lib/form-answer";
import { FacebookIcon, InstagramIcon, LinkedinIcon } from "~/components/site/social-icons";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { CONTACT_TEXT, contactHero, contactMeta, findUs, getInTouch, messageFormIntro } from "~/content/contact";
import { useSiteSettings } from "~/lib/root-data";
import { showToast, useToastFrom } from "~/lib/toast";
import {
  CONTACT_INVALID_EMAIL_MESSAGE,
  CONTACT_MISSING_MESSAGE,
  DEFAULT_CONTACT_SUBJECT,
  contactErrorTitle,
  contactSchema,
} from "~/models/contact";
import { createContactMessage } from "~/server/inbox/contact-messages.server";
import { handlePublicForm } from "~/server/kernel/public-form-action.server";
import type { Route } from "./+types/contact";
import { siteSettingsFor } from "~/server/site/site-settings.server";
import { passRetryAfter } from "~/lib/retry-after";
import { socialNetworkNames } from "~/content/navigation";

const FIND_US_ANCHOR = "find-us";


export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: contactMeta.title,
    description: contactMeta.description,
    keywords: contactMeta.keywords,
    path: "/contact",
  });

/** The toast for a list of field messages: "Missing information" before "Invalid email". */
function validationToast(messages: readonly string[]): { title: string; description: string } | null {
  const title = contactErrorTitle(messages);
  if (!title) return null;
  const description = messages.includes(CONTACT_MISSING_MESSAGE) ? CONTACT_MISSING_MESSAGE : CONTACT_INVALID_EMAIL_MESSAGE;
  return { title, description };
}

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
    store: (message) => createContactMessage(message, { site: siteSettingsFor(context) }),
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

function GetInTouch() {
  const site = useSiteSettings();
  const copy = getInTouch;
  const details = [
    { icon: Mail, label: copy.emailLabel, value: site.email, href: mailtoHref(site.email) },
    { icon: Phone, label: copy.phoneLabel, value: site.phone, href: `tel:${site.phone.replace(/[^+\d]/g, "")}` },
    {
      icon: MapPin,
      label: copy.locationLabel,
      value: `${site.streetAddress}, ${site.city}, ${site.countryName}`,
    },
  ];
  // Placeholders: the icons point at this page's Find Us section, not at the networks.
  const socials = [
    { name: socialNetworkNames.instagram, icon: InstagramIcon },
    { name: socialNetworkNames.facebook, icon: FacebookIcon },
    { name: socialNetworkNames.linkedin, icon: LinkedinIcon },
  ];
  return (
    <section aria-labelledby="get-in-touch" className="space-y-8">
      <div>
        <h2 id="get-in-touch" className="text-2xl font-bold sm:text-3xl">
          {copy.heading}
        </h2>
        <p className="mt-3 text-muted-foreground">{copy.intro}</p>
      </div>
      <ul className="space-y-5">
        {details.map(({ icon: Icon, label, value, href }) => (
          <li key={label} className="flex items-start gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm font-medium text-muted-foreground">{label}</p>
              {href ? (
                <a href={href} className="font-semibold underline-offset-4 hover:text-primary hover:underline">
                  {value}
                </a>
              ) : (
                <p className="font-semibold">{value}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <div>
        <p className="text-sm font-medium text-muted-foreground">{copy.socialLabel}</p>
        <ul className="mt-3 flex gap-3">
          {socials.map(({ name, icon: Icon }) => (
            <li key={name}>
              <a
                href={`#${FIND_US_ANCHOR}`}
                aria-label={name}
                className="flex size-11 items-center justify-center rounded-full border bg-card text-foreground transition-colors hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <Icon className="size-5" />
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted-foreground">{copy.replyPromise}</p>
      </div>
    </section>
  );
}

function MessageForm({ actionData }: { actionData: PublicFormData | undefined }) {
  const hydrated = useHydrated();
  const busy = useFormBusy();
  const [form, fields] = useForm({
    id: "contact-form",
    lastResult: actionData?.result,
    constraint: formConstraint(contactSchema),
    onValidate: ({ formData }) => parseSubmission(formData, { schema: contactSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const formProps = getFormProps(form);
  const T = CONTACT_TEXT;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (hydrated && isVisitorSubmit(event)) {
      const check = parseSubmission(new FormData(event.currentTarget), { schema: contactSchema });
      if (check.status !== "success") {
        const toast = validationToast(fieldMessages(check.error));
        if (toast) showToast({ type: "error", ...toast });
      }
    }
    formProps.onSubmit(event);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="text-2xl">{messageFormIntro.heading}</h2>
        </CardTitle>
        <CardDescription>{messageFormIntro.intro}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...formProps} onSubmit={onSubmit} className="space-y-5">
          <FormGuardFields />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={T.nameLabel} htmlFor={fields.name.id} errors={fields.name.errors}>
              <Input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} autoComplete="name" placeholder={T.namePlaceholder} />
            </Field>
            <Field label={T.emailLabel} htmlFor={fields.email.id} errors={fields.email.errors}>
              <Input
                {...getInputProps(fields.email, { type: "email" })}
                key={fields.email.key}
                autoComplete="email"
                placeholder={T.emailPlaceholder}
              />
            </Field>
          </div>
          <Field label={T.subjectLabel} htmlFor={fields.subject.id} errors={fields.subject.errors}>
            <Input {...getInputProps(fields.subject, { type: "text" })} key={fields.subject.key} placeholder={DEFAULT_CONTACT_SUBJECT} />
          </Field>
          <Field label={T.messageLabel} htmlFor={fields.message.id} errors={fields.message.errors}>
            <Textarea
              {...getTextareaProps(fields.message)}
              key={fields.message.key}
              placeholder={T.messagePlaceholder}
              className="min-h-[150px]"
            />
          </Field>
          <NoScriptOutcome toast={actionData?.toast} />
          <SubmitButton busy={busy} label={CONTACT_TEXT.submit} busyLabel={CONTACT_TEXT.submitting} />
        </Form>
      </CardContent>
    </Card>
  );
}

function FindUs() {
  return (
    <section id={FIND_US_ANCHOR} aria-labelledby="find-us-heading" className="scroll-mt-20 bg-muted py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2 id="find-us-heading" className="text-2xl font-bold sm:text-3xl">
          {findUs.heading}
        </h2>
        <div className="mt-6 flex min-h-64 flex-col items-center justify-center gap-4 rounded-2xl border-2 border-dashed border-border bg-card p-8 text-center">
          <MapPinned className="size-10 text-primary" aria-hidden="true" />
          <p className="max-w-md text-muted-foreground">{findUs.placeholder}</p>
          <address className="not-italic">
            <span className="block text-sm font-medium text-muted-foreground">{findUs.sampleAddressLabel}</span>
            {findUs.sampleAddress.map((line) => (
              <span key={line} className="block font-semibold">
                {line}
              </span>
            ))}
          </address>
        </div>
      </div>
    </section>
  );
}
