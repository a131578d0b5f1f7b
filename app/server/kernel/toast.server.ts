/**
 * One-shot toasts that survive a redirect: an action sets the `toast` cookie
 * on its redirect, the root loader reads it on the next request, hands it to
 * the page and clears it.
 */
import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import { redirect } from "react-router";
import * as v from "valibot";
import { fields } from "~/models/text";
import type { ToastMessage } from "~/lib/toast";
import { env } from "./env.server";

/**
 * In production (Secure cookies) the name carries `__Host-`, like the session
 * cookie's: the browser then keeps it only if it is Secure, for this host and
 * path=/, so a sibling subdomain or a plain-HTTP page cannot plant a toast.
 */
export function toastCookieName() {
  return env().secureCookies ? "__Host-toast" : "toast";
}

const toastSchema = fields({
  id: v.pipe(v.string(), v.maxLength(40)),
  type: v.picklist(["success", "error", "info", "message"]),
  title: v.pipe(v.string(), v.maxLength(200)),
  description: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export type Toast = v.InferOutput<typeof toastSchema>;
export type ToastInput = Omit<Toast, "id" | "type"> & { type?: Toast["type"] };

/** A toast for an action's data (shown by `useToastFrom`). */
export function makeToast(input: ToastInput): ToastMessage {
  return { id: crypto.randomUUID(), type: input.type ?? "message", ...input };
}

function toastCookie(value: string, maxAge: number) {
  return serializeCookie(toastCookieName(), value, {
    httpOnly: true,
    secure: env().secureCookies,
    sameSite: "lax",
    path: "/",
    maxAge,
  });
}

export function toastHeader(input: ToastInput): string {
  const toast: Toast = { id: crypto.randomUUID(), type: input.type ?? "message", ...input };
  return toastCookie(Buffer.from(JSON.stringify(toast)).toString("base64url"), 60);
}

export function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", toastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** The pending toast, if any, and the header that clears it. */
export function readToast(request: Request): { toast: Toast | null; headers: Headers } {
  const headers = new Headers();
  const raw = parseCookies(request.headers.get("cookie") ?? "")[toastCookieName()];
  if (!raw) return { toast: null, headers };
  headers.append("Set-Cookie", toastCookie("", 0));
  try {
    const parsed = v.safeParse(toastSchema, JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return { toast: parsed.success ? parsed.output : null, headers };
  } catch {
    return { toast: null, headers };
  }
}
