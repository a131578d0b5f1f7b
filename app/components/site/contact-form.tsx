/**
 * The message form of Contact (/contact): Conform with the contact schema
 * (app/models/contact.ts), checked again by the route's action; works before
 * JavaScript loads (decision 0029).
 */
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { formConstraint, parseSubmission } from "~/lib/parse-submission";
import { Form } from "react-router";
import { FormGuardFields } from "~/components/site/form-guard-fields";
import { useHydrated } from "~/hooks/use-hydrated";
import { NoScriptOutcome, SubmitButton, fieldMessages, isVisitorSubmit, useFormBusy } from "~/components/site/public-form";
import type { PublicFormData } from "~/lib/form-answer";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { CONTACT_TEXT, messageFormIntro } from "~/content/contact";
import { showToast } from "~/lib/toast";
import {
  CONTACT_INVALID_EMAIL_MESSAGE,
  CONTACT_MISSING_MESSAGE,
  DEFAULT_CONTACT_SUBJECT,
  contactErrorTitle,
  contactSchema,
} from "~/models/contact";

/** The toast for a list of field messages: "Missing information" before "Invalid email". */
export function validationToast(messages: readonly string[]): { title: string; description: string } | null {
  const title = contactErrorTitle(messages);
  if (!title) return null;
  const description = messages.includes(CONTACT_MISSING_MESSAGE) ? CONTACT_MISSING_MESSAGE : CONTACT_INVALID_EMAIL_MESSAGE;
  return { title, description };
}

export function MessageForm({ actionData }: { actionData: PublicFormData | undefined }) {
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
