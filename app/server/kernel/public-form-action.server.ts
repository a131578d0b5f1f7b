/**
 * The one action every public form runs (booking, contact, membership,
 * newsletter): guard, parse, store, answer. Each form says only what differs
 * (its schema, its words, how it stores, how a known refusal reads); the
 * order of the steps and the status codes live here once:
 *
 * 1. guard: over the rate limit -> 429 with Retry-After and the wait message;
 * 2. parse: invalid input -> 400 with the form's own toast, typed values kept;
 * 3. a bot (honeypot, too fast) gets the answer a person gets, nothing stored;
 * 4. store: a known refusal (a taken slot) -> its own answer; anything else is
 *    logged and answered with the form's "unexpected error" toast, values kept;
 * 5. success -> the success toast and an emptied form.
 */
import type { Submission } from "@conform-to/react";
import { parseSubmission } from "~/lib/parse-submission";
import { data, type RouterContextProvider } from "react-router";
import type * as v from "valibot";
import type { PublicFormData, PublicFormOutcome } from "~/lib/form-answer";
import { markFailureHandled } from "./availability.server";
import { guardPublicForm, type PublicFormName } from "./public-form.server";
import { makeToast, type ToastInput } from "./toast.server";

/** How a submission ended, before it is turned into a response. */
export type PublicFormAnswer<Value> = {
  outcome: PublicFormOutcome;
  status: number;
  toast: ToastInput | null;
  /** Empty the form (after a success); otherwise every typed value stays. */
  reset: boolean;
  /** Seconds to wait, for a rate-limited answer. */
  retryAfterSeconds?: number;
  submission: Submission<unknown, string[], Value>;
  /** What was posted (a form may read more than its schema, e.g. where to return to). */
  formData: FormData;
};

/** A refusal the store step knows how to explain (e.g. a slot taken meanwhile). */
export type PublicFormRefusal = { outcome: PublicFormOutcome; status: number; description: string };

export type PublicFormSpec<Schema extends v.GenericSchema, Reply> = {
  form: PublicFormName;
  request: Request;
  context: Readonly<RouterContextProvider>;
  schema: Schema;
  /** Title and text of the toast for a failure that is not the visitor's fault. */
  failure: { title: string; description: string };
  /** Title of the rate-limit toast (defaults to the failure title). */
  limitedTitle?: string;
  /** HTTP status when storing fails unexpectedly (500 unless the form says otherwise). */
  failureStatus?: number;
  /** The toast for invalid input, from the field messages by field name; null shows the field errors only. */
  invalidToast: (errors: Record<string, string[] | null>) => ToastInput | null;
  successToast: (value: v.InferOutput<Schema>) => ToastInput;
  store: (value: v.InferOutput<Schema>) => Promise<unknown>;
  /** Turns a known error from `store` into an answer; anything else is unexpected. */
  refusal?: (error: unknown) => PublicFormRefusal | null;
  /** Turns the answer into the response; the visitor forms' action data by default. */
  respond?: (answer: PublicFormAnswer<v.InferOutput<Schema>>) => Reply;
};

/** The visitor forms' answer: Conform's reply, a toast and the outcome, with its status. */
export function publicFormData<Value>(answer: PublicFormAnswer<Value>) {
  const { outcome, status, toast, reset, retryAfterSeconds, submission } = answer;
  const headers: HeadersInit | undefined =
    retryAfterSeconds === undefined ? undefined : { "Retry-After": String(retryAfterSeconds) };
  const body: PublicFormData = {
    ok: outcome === "success",
    outcome,
    result: submission.reply(reset ? { resetForm: true } : undefined),
    toast: toast ? makeToast(toast) : null,
  };
  return data(body, { status, headers });
}

export async function handlePublicForm<Schema extends v.GenericSchema, Reply = ReturnType<typeof publicFormData>>(
  spec: PublicFormSpec<Schema, Reply>,
): Promise<Reply> {
  type Value = v.InferOutput<Schema>;
  const respond = spec.respond ?? (publicFormData as (answer: PublicFormAnswer<Value>) => Reply);
  const formData = await spec.request.formData();
  const submission = parseSubmission(formData, { schema: spec.schema }) as Submission<unknown, string[], Value>;
  const error = (description: string): ToastInput => ({ type: "error", title: spec.failure.title, description });
  const failed = () => {
    // The form answers the failure itself (its toast, every value kept): the
    // database-outage middleware must not swap this answer for its 503 page,
    // which a fetcher cannot read (logged where it was caught).
    markFailureHandled(spec.context);
    return respond({ outcome: "error", status: spec.failureStatus ?? 500, toast: error(spec.failure.description), reset: false, submission, formData });
  };

  let guard: Awaited<ReturnType<typeof guardPublicForm>>;
  try {
    // The rate limit is counted in the database: an outage answers with the
    // form's error toast and keeps what was typed, never an error page.
    guard = await guardPublicForm(spec.form, formData, spec.context);
  } catch (cause) {
    console.error(`[${spec.form}] could not check the form's guard:`, cause);
    return failed();
  }

  if (guard.kind === "limited") {
    return respond({
      outcome: "limited",
      status: 429,
      toast: { type: "error", title: spec.limitedTitle ?? spec.failure.title, description: guard.message },
      reset: false,
      retryAfterSeconds: guard.retryAfterSeconds,
      submission,
      formData,
    });
  }

  if (submission.status !== "success") {
    return respond({ outcome: "invalid", status: 400, toast: spec.invalidToast(submission.error ?? {}), reset: false, submission, formData });
  }

  const value = submission.value as Value;
  const success: PublicFormAnswer<Value> = {
    outcome: "success",
    status: 200,
    toast: { type: "success", ...spec.successToast(value) },
    reset: true,
    submission,
    formData,
  };
  // A bot is answered like a person, and nothing is stored.
  if (guard.kind === "bot") return respond(success);

  try {
    await spec.store(value);
    return respond(success);
  } catch (cause) {
    const refusal = spec.refusal?.(cause);
    if (refusal) {
      return respond({ outcome: refusal.outcome, status: refusal.status, toast: error(refusal.description), reset: false, submission, formData });
    }
    console.error(`[${spec.form}] could not store a submission:`, cause);
    return failed();
  }
}
