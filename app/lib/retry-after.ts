import type { HeadersFunction } from "react-router";

/**
 * A route's `headers` export for forms that can be rate limited: passes the
 * action's Retry-After on to the document response (React Router forwards
 * only Set-Cookie from actions by itself).
 */
export const passRetryAfter: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};
