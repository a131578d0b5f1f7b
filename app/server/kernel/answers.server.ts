/**
 * One way to answer a form (app/lib/form-answer.ts: `{ ok, toast, result,
 * ...extra }`) with the status that says what happened, and one way to
 * answer an unexpected failure: logged for the operator, marked handled so
 * the outage middleware does not swap the answer for its 503 page
 * (availability.server.ts), and worded for people, never with SQL text.
 * A redirect carries its toast in a cookie instead (redirectWithToast,
 * toast.server.ts).
 */
import type { SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import type { FormAnswer } from "~/lib/form-answer";
import type { ToastMessage } from "~/lib/toast";
import { errorMessageOf } from "../db/errors.server";
import { markFailureHandled } from "./availability.server";
import { makeToast, type ToastInput } from "./toast.server";

type Body = { ok: boolean; toast: ToastInput | null; result?: SubmissionResult<string[]> };

/** An answer with this status; `toast: null` shows none (the field errors say it). */
export function answer<E extends object = object>(status: number, body: Body & E, headers?: HeadersInit) {
  const toast = body.toast ? makeToast(body.toast) : null;
  return data<FormAnswer & E>({ ...body, toast } as FormAnswer & E, { status, headers });
}

/** A failed answer: an error toast with this status (4xx for bad input or a missing record, 500 for our fault). */
export function refuse<E extends object = { result?: SubmissionResult<string[]> }>(status: number, toast: ToastInput, extra: E = {} as E) {
  return data<FormAnswer & { toast: ToastMessage } & E>({ ok: false, toast: makeToast({ ...toast, type: "error" }), ...extra }, { status });
}

/** A successful answer with its toast. */
export function succeed<E extends object = { result?: SubmissionResult<string[]> }>(
  toast: ToastInput,
  extra: E = {} as E,
): FormAnswer & { toast: ToastMessage } & E {
  return { ok: true, toast: makeToast({ type: "success", ...toast }), ...extra };
}

/** Logs a failure for the operator and gives the words to show staff (never the SQL text). */
export function failureMessage(where: string, error: unknown): string {
  console.error(`[${where}] failed:`, error);
  return errorMessageOf(error);
}

/**
 * An unexpected failure the route answers itself (its toast, what was typed
 * kept): logged, and marked handled so the answer reaches the page even
 * while the database is down.
 */
export function answeredFailure(context: Readonly<RouterContextProvider>, where: string, error: unknown): void {
  console.error(`[${where}] failed:`, error);
  markFailureHandled(context);
}
