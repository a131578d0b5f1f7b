/**
 * The defences every public form shares (booking, contact, membership,
 * newsletter): a honeypot field, a minimum fill time and a per-client rate
 * limit. A bot gets the same answer as a person and nothing is stored; a
 * person who posts too often gets a clear 429 message.
 */
import type { RouterContextProvider } from "react-router";
import { HONEYPOT_FIELD, MIN_FILL_MS, STARTED_AT_FIELD } from "~/lib/form-guard";
import { clientKey } from "./client-address.server";
import { env } from "./env.server";
import { stampTime } from "./form-stamp.server";
import { hit, type RateLimitRule } from "./rate-limit.server";
import { requestInfoContext } from "./request-context.server";

export type PublicFormName = "booking" | "contact" | "membership" | "newsletter";

/** Submissions allowed per client and window, per form. */
export const PUBLIC_FORM_LIMITS: Record<PublicFormName, RateLimitRule> = {
  booking: { limit: 5, windowMs: 60 * 60 * 1000 },
  contact: { limit: 5, windowMs: 10 * 60 * 1000 },
  membership: { limit: 3, windowMs: 60 * 60 * 1000 },
  newsletter: { limit: 10, windowMs: 60 * 60 * 1000 },
};

export type GuardResult =
  | { kind: "ok" }
  | { kind: "bot"; reason: "honeypot" | "too-fast" | "no-stamp" }
  | { kind: "limited"; retryAfterSeconds: number; message: string };

export function tooManyRequestsMessage(retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `You have sent this form too many times. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/** True when the submission looks automated. */
export function looksAutomated(
  formData: FormData,
  now = Date.now(),
  minFillMs = env().formMinFillMs ?? MIN_FILL_MS,
): GuardResult & { kind: "ok" | "bot" } {
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { kind: "bot", reason: "honeypot" };
  // Every real form sends the stamp of the page it was shown on; a missing,
  // altered or made-up one (a bare clock time, say) is a bot.
  const shownAt = stampTime(formData.get(STARTED_AT_FIELD), now);
  if (shownAt === undefined) return { kind: "bot", reason: "no-stamp" };
  if (now - shownAt < minFillMs) return { kind: "bot", reason: "too-fast" };
  return { kind: "ok" };
}

export async function guardPublicForm(
  form: PublicFormName,
  formData: FormData,
  context: Readonly<RouterContextProvider>,
): Promise<GuardResult> {
  const { clientIp } = context.get(requestInfoContext);
  const limit = await hit(`form:${form}:${clientKey(clientIp)}`, PUBLIC_FORM_LIMITS[form]);
  if (!limit.allowed) {
    return {
      kind: "limited",
      retryAfterSeconds: limit.retryAfterSeconds,
      message: tooManyRequestsMessage(limit.retryAfterSeconds),
    };
  }
  return looksAutomated(formData);
}
