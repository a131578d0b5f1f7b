/**
 * What a form's action answers when it does not redirect, on every screen
 * (public forms, sign-in and account, admin): whether it worked, the toast
 * to show (null: none) and Conform's result (field errors and the values to
 * keep, or an emptied form), plus what a screen adds. The server builds it
 * with app/server/kernel/answers.server.ts; the page shows the toast with
 * useToastFrom. Types only, so both sides read them.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { ToastMessage } from "~/lib/toast";

export type FormAnswer = {
  ok: boolean;
  toast: ToastMessage | null;
  /** Conform's reply: field errors and the values to keep (or a reset). */
  result?: SubmissionResult<string[]>;
};

/** How a visitor form's submission ended. */
export type PublicFormOutcome = "success" | "invalid" | "slot-taken" | "limited" | "error";

/** The action data of every visitor form: the answer and how it ended. */
export type PublicFormData = FormAnswer & { outcome: PublicFormOutcome };
