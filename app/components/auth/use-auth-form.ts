/**
 * The form of every sign-in screen: Conform checking the screen's schema as
 * the server will, once submitted and then on every input, starting from the
 * action's answer; a refusal the action gives (`error`) shown as the spec's
 * error toast (and on the page, AuthRefusal in auth-card.tsx).
 */
import { useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import type * as v from "valibot";
import { parseSubmission } from "~/lib/parse-submission";
import { showToast } from "~/lib/toast";

/** What a sign-in screen's action answers when it does not redirect. */
export type AuthAnswer = { result?: SubmissionResult<string[]> | null; error?: string | null };

export function useAuthForm<Schema extends v.GenericSchema>(
  schema: Schema,
  answer: AuthAnswer | undefined,
  errorTitle: string,
) {
  const form = useForm({
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseSubmission(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (answer?.error) showToast({ type: "error", title: errorTitle, description: answer.error });
  }, [answer, errorTitle]);
  return form;
}
