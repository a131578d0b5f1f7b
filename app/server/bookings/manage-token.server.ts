/**
 * The visitor's private manage link (/booking/manage/<token>): 32 random
 * bytes, base64url (43 characters). Only the token's SHA-256 is stored
 * (bookings.manage_token_hash), so a leaked database copy holds no working
 * link; the token itself exists only in the visitor's confirmation mail.
 */
import { createHash, randomBytes } from "node:crypto";
import type { SiteSettings } from "~/config/site";

const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newManageToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

/** True for something shaped like a token (anything else is not looked up). */
export function isWellFormedManageToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export function hashManageToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const MANAGE_PATH = "/booking/manage";

export function manageUrl(site: Pick<SiteSettings, "siteUrl">, token: string): string {
  return `${site.siteUrl}${MANAGE_PATH}/${token}`;
}
