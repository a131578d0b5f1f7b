import { getCollectionProps, getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { formConstraint, parseSubmission } from "~/lib/parse-submission";
import { CheckCircle2, PartyPopper } from "lucide-react";
import { useEffect } from "react";
import { Form } from "react-router";
import { FormGuardFields } from "~/components/site/form-guard-fields";
import { pageMeta } from "~/components/site/page-meta";
import {
  NoScriptOutcome,
  SubmitButton,
  submitOrExplain,
  useFormBusy,
  useScrollToTopOnOpen,
} from "~/components/site/public-form";
import type { PublicFormData } from "~/lib/form-answer";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { MEMBERSHIP_TEXT, joinFormSections, joinHero, joinMeta, joinSuccess, joinValues } from "~/content/join";
import { useToastFrom } from "~/lib/toast";
import { applicationSchema, MIN_APPLICANT_AGE, MIN_MOTIVATION_LENGTH, SKILL_IDS, SKILL_LABELS } from "~/models/membership";
import { createApplication } from "~/server/inbox/membership-applications.server";
import { handlePublicForm } from "~/server/kernel/public-form-action.server";
import type { Route } from "./+types/join";
import { siteSettingsFor } from "~/server/site/site-settings.server";
import { passRetryAfter } from "~/lib/retry-after";
import { ResponsiveImage } from "~/components/site/responsive-image";

const FORM_ANCHOR = "apply";

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
    store: (application) => createApplication(application, { site: siteSettingsFor(context) }),
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

function Hero() {
  return (
    <section aria-labelledby="join-heading" className="relative isolate overflow-hidden pb-16 pt-32 sm:pb-20 sm:pt-40">
      <ResponsiveImage
        src={joinHero.image.src}
        alt={joinHero.image.alt}
        width={1600}
        height={1000}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-background/90 via-background/85 to-background" aria-hidden="true" />
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <Badge variant="outline-primary" size="lg" className="mb-6 border-primary/40 bg-background/80">
          {joinHero.badge}
        </Badge>
        <h1 id="join-heading" className="text-4xl font-extrabold leading-tight sm:text-6xl">
          {joinHero.heading}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-foreground/80 sm:text-xl">{joinHero.intro}</p>
        <Button asChild size="lg" className="mt-10">
          <a href={`#${FORM_ANCHOR}`}>{MEMBERSHIP_TEXT.heading}</a>
        </Button>
      </div>
    </section>
  );
}

function Values() {
  return (
    <section aria-labelledby="values-heading" className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
      <div className="grid gap-12 lg:grid-cols-2">
        <div>
          <h2 id="values-heading" className="text-3xl font-bold sm:text-4xl">
            {joinValues.heading}
          </h2>
          <div className="mt-6 space-y-4 text-lg text-muted-foreground">
            {joinValues.paragraphs.map((p) => (
              <p key={p.slice(0, 32)}>{p}</p>
            ))}
          </div>
        </div>
        <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          <h3 className="text-xl font-semibold">{joinValues.lookingForHeading}</h3>
          <ul className="mt-5 space-y-4">
            {joinValues.lookingFor.map((item) => (
              <li key={item} className="flex items-start gap-3">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function Submitted() {
  return (
    <section aria-labelledby="submitted-heading" className="flex min-h-[70vh] items-center justify-center px-4 pb-16 pt-32">
      <div className="max-w-xl rounded-2xl border bg-card p-8 text-center shadow-lg sm:p-12">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary">
          <PartyPopper className="size-8" aria-hidden="true" />
        </span>
        <h1 id="submitted-heading" className="mt-6 text-3xl font-bold sm:text-4xl">
          {joinSuccess.heading}
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">{joinSuccess.text}</p>
        {/* A plain GET back to /join: an empty form again, with or without JavaScript. */}
        <Form method="get" action="/join" className="mt-8">
          <Button type="submit" size="lg">
            {joinSuccess.resetLabel}
          </Button>
        </Form>
      </div>
    </section>
  );
}

function FormSection({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <fieldset className="min-w-0 space-y-5">
        <legend className="w-full">
          <h3 className="text-xl font-semibold">{title}</h3>
        </legend>
        <p className="!mt-1 text-sm text-muted-foreground">{description}</p>
        {children}
      </fieldset>
    </div>
  );
}

function ApplicationForm({ actionData }: { actionData: PublicFormData | undefined }) {
  const busy = useFormBusy();
  const [form, fields] = useForm({
    id: "membership-form",
    lastResult: actionData?.result,
    constraint: formConstraint(applicationSchema),
    onValidate: ({ formData }) => parseSubmission(formData, { schema: applicationSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const T = MEMBERSHIP_TEXT;
  const S = joinFormSections;
  const skillsErrorId = fields.skills.errorId;
  const skillsDescriptionId = `${fields.skills.id}-description`;

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-8">
      <FormGuardFields />
      <FormSection title={S.personal.title} description={S.personal.description}>
        <Field label={T.fullNameLabel} htmlFor={fields.fullName.id} errors={fields.fullName.errors}>
          <Input
            {...getInputProps(fields.fullName, { type: "text" })}
            key={fields.fullName.key}
            autoComplete="name"
            placeholder={T.fullNamePlaceholder}
          />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={T.emailLabel} htmlFor={fields.email.id} errors={fields.email.errors}>
            <Input
              {...getInputProps(fields.email, { type: "email" })}
              key={fields.email.key}
              autoComplete="email"
              placeholder={T.emailPlaceholder}
            />
          </Field>
          <Field label={T.phoneLabel} htmlFor={fields.phone.id} errors={fields.phone.errors}>
            <Input
              {...getInputProps(fields.phone, { type: "tel" })}
              key={fields.phone.key}
              autoComplete="tel"
              placeholder={T.phonePlaceholder}
            />
          </Field>
        </div>
        <Field label={T.ageLabel} htmlFor={fields.age.id} errors={fields.age.errors} className="sm:max-w-40">
          <Input
            {...getInputProps(fields.age, { type: "number" })}
            key={fields.age.key}
            min={MIN_APPLICANT_AGE}
            step={1}
            inputMode="numeric"
          />
        </Field>
      </FormSection>

      <FormSection title={S.social.title} description={S.social.description}>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <Field
            label={T.handleLabel}
            htmlFor={fields.socialMediaHandle.id}
            errors={fields.socialMediaHandle.errors}
            description={T.handleDescription}
          >
            <Input
              {...getInputProps(fields.socialMediaHandle, { type: "text", ariaDescribedBy: `${fields.socialMediaHandle.id}-description` })}
              key={fields.socialMediaHandle.key}
              placeholder={T.handlePlaceholder}
            />
          </Field>
          <Field
            label={T.followersLabel}
            htmlFor={fields.followersCount.id}
            errors={fields.followersCount.errors}
            description={T.followersDescription}
          >
            <Input
              {...getInputProps(fields.followersCount, {
                type: "number",
                ariaDescribedBy: `${fields.followersCount.id}-description`,
              })}
              key={fields.followersCount.key}
              min={0}
              step={1}
              inputMode="numeric"
              placeholder={T.followersPlaceholder}
            />
          </Field>
        </div>
      </FormSection>

      <FormSection title={S.skills.title} description={S.skills.description}>
        <fieldset
          aria-describedby={[skillsDescriptionId, fields.skills.errors ? skillsErrorId : null].filter(Boolean).join(" ")}
          aria-invalid={fields.skills.errors ? true : undefined}
        >
          <legend className="text-sm font-medium">{T.skillsLegend}</legend>
          <p id={skillsDescriptionId} className="mt-1 text-sm text-muted-foreground">
            {T.skillsDescription}
          </p>
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {getCollectionProps(fields.skills, { type: "checkbox", options: [...SKILL_IDS] }).map(({ key, ...props }) => (
              <label
                key={key}
                htmlFor={props.id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border bg-background px-3 py-2.5 text-sm transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input {...props} className="size-4 shrink-0 accent-[var(--primary)]" />
                {SKILL_LABELS[props.value as keyof typeof SKILL_LABELS]}
              </label>
            ))}
          </div>
          <FieldError id={skillsErrorId} errors={fields.skills.errors} className="mt-3" />
        </fieldset>
        <Field
          label={T.motivationLabel}
          htmlFor={fields.motivation.id}
          errors={fields.motivation.errors}
          description={T.motivationDescription(MIN_MOTIVATION_LENGTH)}
        >
          <Textarea
            {...getTextareaProps(fields.motivation, { ariaDescribedBy: `${fields.motivation.id}-description` })}
            key={fields.motivation.key}
            rows={5}
            placeholder={T.motivationPlaceholder}
            className="min-h-32"
          />
        </Field>
      </FormSection>

      <NoScriptOutcome toast={actionData?.toast} />
      <div className="flex justify-center">
        <SubmitButton busy={busy} label={T.submit} busyLabel={MEMBERSHIP_TEXT.submitting} className="min-w-64" />
      </div>
    </Form>
  );
}
