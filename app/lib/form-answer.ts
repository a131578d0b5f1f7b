/**
 * The answers form actions give the page (types only, so both the server
 * and the browser code read them).
 */
import type { SubmissionResult } from "@conform-to/react";
import type { ToastMessage } from "~/lib/toast";

/** How a submission ended. */
export type PublicFormOutcome = "success" | "invalid" | "slot-taken" | "limited" | "error";

/** The action data of every visitor form. */
export type PublicFormData = {
  outcome: PublicFormOutcome;
  /** Conform's reply: field errors and the values to keep (or a reset). */
  result?: SubmissionResult<string[]>;
  toast: ToastMessage | null;
};
