import type { HeadersFunction } from "react-router";

/**
 * Headers of a page that must never be kept anywhere (a secret link, a
 * person's own account): not stored by any cache, not indexed; an action's
 * Retry-After is passed on.
 */
export const privatePageHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
