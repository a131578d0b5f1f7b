/**
 * The membership application form of Join (/join): Conform with the
 * application schema (app/models/membership.ts), checked again by the route's
 * action; works before JavaScript loads (decision 0029).
 */
import { getCollectionProps, getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { formConstraint, parseSubmission } from "~/lib/parse-submission";
import { Form } from "react-router";
import { FormGuardFields } from "~/components/site/form-guard-fields";
import { NoScriptOutcome, SubmitButton, useFormBusy } from "~/components/site/public-form";
import type { PublicFormData } from "~/lib/form-answer";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { MEMBERSHIP_TEXT, joinFormSections } from "~/content/join";
import { applicationSchema, MIN_APPLICANT_AGE, MIN_MOTIVATION_LENGTH, SKILL_IDS, SKILL_LABELS } from "~/models/membership";

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

export function ApplicationForm({ actionData }: { actionData: PublicFormData | undefined }) {
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
