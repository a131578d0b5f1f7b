/**
 * A form post whose body cannot be read as multipart/form-data (cut short, no
 * boundary, broken part headers) is the sender's fault: it gets a 400 with a
 * clear message here, before any action reads it, instead of the 500 that the
 * action's `request.formData()` throwing would give. URL-encoded bodies need
 * no check: their parser takes any bytes.
 */
import type { MiddlewareFunction } from "react-router";
import { fallbackPageHtml } from "./fallback-page.server";

export const MALFORMED_FORM_TITLE = "Bad request";
export const MALFORMED_FORM_MESSAGE = "The form could not be read: its data arrived broken. Please send it again from the page.";

function isMultipart(request: Request) {
  return (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

export const readableFormBodyMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (request.method === "GET" || request.method === "HEAD" || !isMultipart(request)) return next();
  try {
    // A copy is parsed, so the action still reads the body itself (bodies are
    // bounded by the HTTP layer's size limits).
    await request.clone().formData();
  } catch {
    return new Response(fallbackPageHtml(MALFORMED_FORM_TITLE, MALFORMED_FORM_MESSAGE), {
      status: 400,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return next();
};
