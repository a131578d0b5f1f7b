/**
 * The browser's side of a passkey ceremony: post a step to the server (a
 * urlencoded form, like every form on the site), and load
 * @simplewebauthn/browser only when a ceremony starts, so pages that merely
 * show a passkey button do not carry it.
 */
import { PASSKEYS_TEXT as T } from "~/content/passkeys";

export type StepAnswer = {
  ok: boolean;
  error?: string;
  options?: unknown;
  redirectTo?: string;
  restart?: string;
  toast?: { id: string; type: "success" | "error" | "info" | "message"; title: string; description?: string };
  result?: { error?: Record<string, string[] | null> };
};

export async function postStep(url: string, fields: Record<string, string>): Promise<StepAnswer> {
  const response = await fetch(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  try {
    return (await response.json()) as StepAnswer;
  } catch {
    return { ok: false, error: T.unknownError };
  }
}

export function loadWebAuthn() {
  return import("@simplewebauthn/browser");
}

/** What to tell the person when the browser's ceremony failed (cancelled, timed out, no support). */
export function ceremonyErrorMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  const code = (error as { code?: string } | null)?.code;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError") return T.alreadyRegistered;
  if (name === "NotAllowedError" || name === "AbortError" || code === "ERROR_CEREMONY_ABORTED") return T.cancelled;
  if (name === "NotSupportedError" || (error instanceof Error && /does not support WebAuthn/i.test(error.message))) return T.unsupported;
  return T.unknownError;
}
