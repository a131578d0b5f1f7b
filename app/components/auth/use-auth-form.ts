/**
 * The form of every sign-in screen: Conform checking the screen's schema as
 * the server will, once submitted and then on every input, starting from the
 * action's answer (app/lib/form-answer.ts); its toast shown (a refusal is
 * also said on the page: AuthRefusal in auth-card.tsx).
 */
import { useForm, type SubmissionResult } from "@conform-to/react";
import type * as v from "valibot";
import { parseSubmission } from "~/lib/parse-submission";
import { useToastFrom, type ToastMessage } from "~/lib/toast";

/** What a sign-in screen's action answers when it does not redirect (a FormAnswer). */
export type AuthAnswer = { ok?: boolean; toast?: ToastMessage | null; result?: SubmissionResult<string[]> | null };

export function useAuthForm<Schema extends v.GenericSchema>(schema: Schema, answer: AuthAnswer | undefined) {
  const form = useForm({
    lastResult: answer?.result,
    onValidate: ({ formData }) => parseSubmission(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  useToastFrom(answer);
  return form;
}
