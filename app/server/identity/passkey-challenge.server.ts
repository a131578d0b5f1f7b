/**
 * The challenge of a passkey ceremony, kept between the request that issues
 * the options and the one that answers them (decision 0023): in an httpOnly
 * cookie for 5 minutes, signed with a key derived from the server secret
 * (form-stamp.server.ts), so no table is needed and every app process
 * sharing the database accepts it. The signature binds the challenge to its
 * purpose and to whom it was issued for (the signed-in person for
 * registration, the pending sign-in for a second factor), so a challenge
 * issued for one cannot be answered for another. A challenge is used once:
 * its first use is claimed in the database (rate-limit.server.ts
 * `claimOnce`), and a replay of the same cookie and answer fails.
 *
 * Value: `<purpose>.<expiry, seconds, base36>.<bound to>.<challenge>.<mac>`.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import { env } from "../kernel/env.server";
import { derivedSecret } from "../kernel/form-stamp.server";
import { claimOnce } from "../kernel/rate-limit.server";

export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type ChallengePurpose = "register" | "sign-in" | "second-factor";

const MAC_BYTES = 18;
/** A challenge and its binding are short; anything longer is not read. */
const MAX_COOKIE_LENGTH = 400;

export function challengeCookieName(purpose: ChallengePurpose) {
  const name = `passkey_${purpose.replace("-", "_")}`;
  return env().secureCookies ? `__Host-${name}` : name;
}

function sign(body: string) {
  return createHmac("sha256", derivedSecret("passkey-challenge")).update(body).digest().subarray(0, MAC_BYTES).toString("base64url");
}

function cookieFor(purpose: ChallengePurpose, value: string, maxAgeSeconds: number) {
  return serializeCookie(challengeCookieName(purpose), value, {
    httpOnly: true,
    secure: env().secureCookies,
    sameSite: "strict",
    path: "/",
    maxAge: maxAgeSeconds,
  });
}

/** The Set-Cookie value that holds `challenge` for `purpose`, bound to `boundTo` ("" for nobody yet). */
export function challengeCookie(purpose: ChallengePurpose, challenge: string, boundTo: string, now = Date.now()) {
  const expiry = Math.ceil((now + PASSKEY_CHALLENGE_TTL_MS) / 1000).toString(36);
  const body = `${purpose}.${expiry}.${Buffer.from(boundTo, "utf8").toString("base64url")}.${challenge}`;
  return cookieFor(purpose, `${body}.${sign(body)}`, PASSKEY_CHALLENGE_TTL_MS / 1000);
}

/** Forgets the challenge cookie of `purpose` (sent with every answer to a ceremony). */
export function clearedChallengeCookie(purpose: ChallengePurpose) {
  return cookieFor(purpose, "", 0);
}

export type ChallengeCheck = { ok: true; challenge: string } | { ok: false; reason: "missing" | "invalid" | "expired" | "used" };

/**
 * The challenge this browser was given for `purpose` and `boundTo`, claimed
 * for its one use. Anything tampered, issued for someone else, past its 5
 * minutes or already used is refused.
 */
export async function takeChallenge(request: Request, purpose: ChallengePurpose, boundTo: string, now = Date.now()): Promise<ChallengeCheck> {
  const header = request.headers.get("cookie");
  const value = header ? parseCookies(header)[challengeCookieName(purpose)] : undefined;
  if (!value) return { ok: false, reason: "missing" };
  if (value.length > MAX_COOKIE_LENGTH) return { ok: false, reason: "invalid" };
  const parts = value.split(".");
  if (parts.length !== 5) return { ok: false, reason: "invalid" };
  const [cookiePurpose, expiry, bound, challenge, mac] = parts as [string, string, string, string, string];
  const body = `${cookiePurpose}.${expiry}.${bound}.${challenge}`;
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
  if (cookiePurpose !== purpose || Buffer.from(bound, "base64url").toString("utf8") !== boundTo) return { ok: false, reason: "invalid" };
  const expiresAt = parseInt(expiry, 36) * 1000;
  if (!Number.isFinite(expiresAt) || expiresAt <= now) return { ok: false, reason: "expired" };
  // The key outlives the cookie, so a replay within the cookie's life always finds it.
  if (!(await claimOnce(`passkey-challenge:${challenge}`, PASSKEY_CHALLENGE_TTL_MS, new Date(now)))) return { ok: false, reason: "used" };
  return { ok: true, challenge };
}
