/**
 * The newsletter's signed links: confirm a subscription, and unsubscribe.
 * A link carries the address itself and an HMAC over it (with a key derived
 * from the server secret, form-stamp.server.ts), so no token is stored. A
 * confirmation link expires after 7 days; an unsubscribe link does not (it
 * sits in every newsletter mail, however old, and only ever stops mail).
 *
 * Token: `<purpose>.<expiry, seconds, base36>.<address, base64url>.<mac, base64url>`.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { SiteSettings } from "~/config/site";
import { derivedSecret } from "../kernel/form-stamp.server";

export const CONFIRM_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const CONFIRM_PATH = "/newsletter/confirm";
export const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

type Purpose = "confirm" | "unsubscribe";
const PURPOSE_CODE: Record<Purpose, string> = { confirm: "c", unsubscribe: "u" };
const MAC_BYTES = 18;
/** Longer than any address we store plus its signature: anything else is not read. */
const MAX_TOKEN_LENGTH = 600;

function sign(body: string): string {
  return createHmac("sha256", derivedSecret("newsletter-link")).update(body).digest().subarray(0, MAC_BYTES).toString("base64url");
}

export function newsletterToken(purpose: Purpose, email: string, now = Date.now()): string {
  const expiry = purpose === "confirm" ? Math.ceil((now + CONFIRM_LINK_LIFETIME_MS) / 1000).toString(36) : "0";
  const body = `${PURPOSE_CODE[purpose]}.${expiry}.${Buffer.from(email, "utf8").toString("base64url")}`;
  return `${body}.${sign(body)}`;
}

export type LinkCheck = { state: "valid"; email: string } | { state: "invalid" } | { state: "expired"; email: string };

/** Reads a link's token: invalid when tampered or malformed, expired after its time. */
export function readNewsletterToken(purpose: Purpose, token: string | null, now = Date.now()): LinkCheck {
  if (!token || token.length > MAX_TOKEN_LENGTH) return { state: "invalid" };
  const parts = token.split(".");
  if (parts.length !== 4) return { state: "invalid" };
  const [code, expiry, address, mac] = parts as [string, string, string, string];
  if (code !== PURPOSE_CODE[purpose] || !/^[0-9a-z]{1,12}$/.test(expiry)) return { state: "invalid" };
  const expected = Buffer.from(sign(`${code}.${expiry}.${address}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { state: "invalid" };
  const email = Buffer.from(address, "base64url").toString("utf8");
  if (!email.includes("@")) return { state: "invalid" };
  if (purpose === "confirm" && parseInt(expiry, 36) * 1000 < now) return { state: "expired", email };
  return { state: "valid", email };
}

export function confirmUrl(site: Pick<SiteSettings, "siteUrl">, email: string, now = Date.now()): string {
  return `${site.siteUrl}${CONFIRM_PATH}?token=${newsletterToken("confirm", email, now)}`;
}

export function unsubscribeUrl(site: Pick<SiteSettings, "siteUrl">, email: string): string {
  return `${site.siteUrl}${UNSUBSCRIBE_PATH}?token=${newsletterToken("unsubscribe", email)}`;
}

/**
 * The headers every newsletter mail carries (RFC 2369 and RFC 8058): mail
 * programs show their own unsubscribe button, which POSTs
 * `List-Unsubscribe=One-Click` to the same address.
 */
export function newsletterHeaders(site: Pick<SiteSettings, "siteUrl">, email: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(site, email)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
