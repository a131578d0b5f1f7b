/**
 * Addresses that are private to whoever holds them, as the router reads
 * them. React Router matches a path percent-decoded and whatever its case
 * (/BLOG/PREVIEW/<token> and /blog/%70review/<token> open the preview page),
 * so every rule about such addresses (never cached, no Referer to other
 * sites) is checked on the same reading, or a respelled address slips past it.
 */

/** The path as the router matches it: percent-decoded once, lower-cased; undefined when it cannot be decoded. */
export function routedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return undefined;
  }
}

// A person's own pages, sign-in, files, and the links that hold a secret (booking/manage, blog/preview).
const NEVER_CACHED = /^\/(admin|account|auth|storage|healthz|newsletter|booking\/manage|blog\/preview)(\/|\.data|$)/;
// Pages whose address holds a secret: no other site may see it in a Referer.
const SECRET_IN_ADDRESS = /^\/(booking\/manage|blog\/preview|auth\/reset|auth\/invite)\//;

/** True when the page cache must never keep an answer for this path (an undecodable one included). */
export function isNeverCached(path: string): boolean {
  const routed = routedPath(path);
  return routed === undefined || NEVER_CACHED.test(routed);
}

/** True when the path holds a secret (a manage, preview, reset or invitation token). */
export function holdsSecret(path: string): boolean {
  const routed = routedPath(path);
  return routed === undefined || SECRET_IN_ADDRESS.test(routed);
}
