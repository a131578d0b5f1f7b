import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseSubmission } from "~/lib/parse-submission";
import { Loader2, Mail } from "lucide-react";
import { useActionData, useFetcher, useLocation } from "react-router";
import { FormGuardFields } from "~/components/site/form-guard-fields";
import { NoScriptNotice } from "~/components/site/no-script-notice";
import type { PublicFormData } from "~/lib/form-answer";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { newsletterCopy } from "~/content/blog";
import { useHydrated } from "~/hooks/use-hydrated";
import { useToastFrom } from "~/lib/toast";
import { newsletterSchema } from "~/models/newsletter";

/**
 * The blog's newsletter box. With JavaScript it posts to /newsletter with a
 * fetcher (no navigation): a busy button, the answer as a toast, the field
 * cleared on success and kept on failure. Without JavaScript (or before the
 * page is hydrated) it is a plain form posting to the page it is on, whose
 * action answers with this page: the message under the field, the typed
 * address kept, and the outcome written under the box.
 */
export function BlogNewsletter() {
  const fetcher = useFetcher<PublicFormData>({ key: "newsletter" });
  const hydrated = useHydrated();
  const location = useLocation();
  // The page's own answer to a post made without JavaScript.
  const pageReply = useActionData<PublicFormData>();
  const busy = fetcher.state !== "idle";
  const reply = fetcher.state === "idle" ? (fetcher.data ?? pageReply) : undefined;
  useToastFrom(reply);

  const [form, fields] = useForm({
    id: "newsletter",
    lastResult: reply?.result,
    onValidate: ({ formData }) => parseSubmission(formData, { schema: newsletterSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  return (
    <section aria-labelledby="newsletter-heading" className="bg-secondary py-16 text-secondary-foreground">
      <div className="mx-auto grid max-w-5xl items-center gap-8 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
        <div>
          <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-secondary-foreground/10">
            <Mail className="size-6" aria-hidden="true" />
          </span>
          <h2 id="newsletter-heading" className="text-3xl font-bold">
            {newsletterCopy.heading}
          </h2>
          <p className="mt-3 text-secondary-foreground/90">{newsletterCopy.text}</p>
        </div>
        <fetcher.Form
          method="post"
          action={hydrated ? "/newsletter" : `${location.pathname}${location.search}`}
          className="relative"
          data-hydrated={hydrated ? "true" : "false"}
          {...getFormProps(form)}
        >
          <FormGuardFields />
          <label htmlFor={fields.email.id} className="mb-2 block text-sm font-medium">
            {newsletterCopy.emailLabel}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              {...getInputProps(fields.email, { type: "email" })}
              key={fields.email.key}
              autoComplete="email"
              placeholder={newsletterCopy.emailPlaceholder}
              fieldSize="lg"
              className="text-foreground"
            />
            <Button type="submit" size="xl" variant="default" disabled={busy}>
              {busy ? (
                <>
                  <Loader2 className="animate-spin" aria-hidden="true" />
                  {newsletterCopy.submitting}
                </>
              ) : (
                newsletterCopy.submit
              )}
            </Button>
          </div>
          <FieldError
            id={fields.email.errorId}
            errors={fields.email.errors}
            className="mt-2 font-medium text-secondary-foreground"
          />
          <NoScriptNotice toast={pageReply?.toast} className="mt-3 bg-background text-foreground" />
        </fetcher.Form>
      </div>
    </section>
  );
}
