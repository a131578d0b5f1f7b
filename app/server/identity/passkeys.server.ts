/**
 * Passkeys (WebAuthn, decision 0023) with @simplewebauthn/server: a signed-in
 * person registers, renames and removes their own; anyone signs in with one
 * instead of a password; and after a right password, a passkey can be the
 * second factor of a pending sign-in (pending-sign-in.server.ts).
 *
 * The relying party is the site's own origin (SITE_URL, or the address the
 * browser reached: site-origin.server.ts), so http://localhost:<port> works
 * for a local run. Each ceremony's challenge lives in a signed 5-minute
 * cookie and is used once (passkey-challenge.server.ts, decision 0023).
 *
 * The library checks the signature, origin, RP ID, user presence (and user
 * verification where asked) and the signature counter: a counter that did
 * not grow, when either side counts, is refused as a cloned authenticator.
 * Every change is written to the record of changes in its own transaction.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { COSEALG } from "@simplewebauthn/server/helpers";
import type { RouterContextProvider } from "react-router";
import * as v from "valibot";
import { looseFields } from "~/models/text";
import { siteSettingsFor } from "~/server/site/site-settings.server";
import { PASSKEYS_TEXT as T } from "~/content/passkeys";
import { currentActor, recordActivity, type ActivityActor } from "../activity/activity.server";
import { db, type Executor } from "../db/client.server";
import { announceMailQueued } from "../mail/outbox-queries.server";
import { queueSecurityNotice } from "./account-security-mail.server";
import { challengeCookie, takeChallenge } from "./passkey-challenge.server";
import { completePendingSignIn, getPendingSignIn, notePendingSignInFailure, readPendingSignInToken } from "./pending-sign-in.server";
import { hit, undoHit } from "../kernel/rate-limit.server";
import { recordSignIn, recordSignInFailure, type SignInMethod } from "./second-factor.server";
import { openSignInSession, SIGN_IN_LIMITS, signInClientKey } from "./sign-in.server";
import {
  ADMIN_ROLE,
  credentialById,
  deleteOwnPasskey,
  hasRole,
  insertPasskey,
  lockOwnPasskeyName,
  notePasskeyUse,
  passkeyDescriptorsOf,
  renameOwnPasskey,
  type PasskeyListing,
  type StoredCredential,
  type User,
} from "./queries.server";

/** Who the browser talks to: the RP ID is the origin's host name (no port, no scheme). */
export type RelyingParty = { id: string; origin: string; name: string };

export function relyingPartyFor(siteOrigin: string, name: string): RelyingParty {
  const url = new URL(siteOrigin);
  return { id: url.hostname, origin: url.origin, name };
}

/**
 * The signature algorithms accepted for new passkeys: EdDSA, ES256, RS256,
 * what every current authenticator offers. Named here rather than left to
 * the library's default, which probes Node for post-quantum ML-DSA support,
 * an experimental Node API that writes a warning to the server log.
 */
const SUPPORTED_ALGORITHMS = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/** How long the browser waits for the person to use their device. */
const CEREMONY_TIMEOUT_MS = 120_000;
/** Credential ids are at most 1023 bytes (WebAuthn level 3), base64url. */
const MAX_CREDENTIAL_ID_LENGTH = 1400;

function toBytes(base64url: string) {
  return new Uint8Array(Buffer.from(base64url, "base64url"));
}

/** The WebAuthn user handle: the account's id (a uuid), as bytes. */
function userHandle(userId: string) {
  return new Uint8Array(Buffer.from(userId, "utf8"));
}

// ---------------------------------------------------------------- registration

/** Options for adding a passkey to `user`'s account, and the cookie holding their challenge. */
export async function registrationOptions(
  user: User,
  rp: RelyingParty,
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; cookie: string }> {
  const existing = await passkeyDescriptorsOf(user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.email,
    userID: userHandle(user.id),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: "none",
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    // One passkey per device: the browser refuses a device that already holds one of these.
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    // Discoverable where the device can (sign-in without typing an email); verified where it can.
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  return { options, cookie: challengeCookie("register", options.challenge, user.id) };
}

export type RegistrationResult =
  | { ok: true; passkey: PasskeyListing }
  | { ok: false; reason: "expired" | "invalid" | "duplicate" };

/**
 * Verifies the browser's answer to `registrationOptions` and stores the
 * passkey under `name`, with its record entry, in one transaction.
 */
export async function finishRegistration(input: {
  request: Request;
  user: User;
  name: string;
  response: RegistrationResponseJSON;
  rp: RelyingParty;
  actor?: ActivityActor;
}): Promise<RegistrationResult> {
  const challenge = await takeChallenge(input.request, "register", input.user.id);
  if (!challenge.ok) return { ok: false, reason: challenge.reason === "expired" ? "expired" : "invalid" };
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: input.rp.origin,
    expectedRPID: input.rp.id,
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    // A security key without a PIN still proves possession; sign-in without a password asks for verification itself.
    requireUserVerification: false,
  }).catch((error: unknown) => {
    console.warn("[passkeys] registration not verified:", error instanceof Error ? error.message : error);
    return undefined;
  });
  if (!verification?.verified) return { ok: false, reason: "invalid" };
  const info = verification.registrationInfo;
  const actor = input.actor ?? currentActor();
  return db().transaction(async (tx) => {
    const stored = await insertPasskey(tx, {
      id: info.credential.id,
      userId: input.user.id,
      name: input.name,
      publicKey: Buffer.from(info.credential.publicKey).toString("base64url"),
      counter: info.credential.counter,
      transports: info.credential.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
    });
    if (!stored) return { ok: false, reason: "duplicate" } as const;
    await recordActivity(
      tx,
      { action: "passkey-add", entityKind: "passkey", entityId: stored.id, summary: T.activity.added(stored.name), changes: { name: { from: null, to: stored.name } } },
      actor,
    );
    await queueSecurityNotice(tx, input.user.id, { kind: "passkey-added", name: stored.name });
    return { ok: true, passkey: stored } as const;
  }).then(announced);
}

/** Wakes the mail worker after a change whose notice was queued (it commits first). */
function announced<R extends { ok: boolean }>(result: R): R {
  if (result.ok) announceMailQueued();
  return result;
}

// ---------------------------------------------------------------- rename, remove

/** Renames one of `userId`'s own passkeys; another person's (or an unknown id) is `not_found`. */
export async function renamePasskey(
  userId: string,
  id: string,
  name: string,
  actor: ActivityActor = currentActor(),
): Promise<{ ok: true; from: string } | { ok: false; reason: "not_found" }> {
  return db().transaction(async (tx) => {
    const before = await lockOwnPasskeyName(tx, userId, id);
    if (before === undefined) return { ok: false, reason: "not_found" } as const;
    await renameOwnPasskey(tx, userId, id, name);
    if (before !== name) {
      await recordActivity(
        tx,
        { action: "passkey-rename", entityKind: "passkey", entityId: id, summary: T.activity.renamed(before, name), changes: { name: { from: before, to: name } } },
        actor,
      );
    }
    return { ok: true, from: before } as const;
  });
}

/** Removes one of `userId`'s own passkeys; another person's (or an unknown id) is `not_found`. */
export async function removePasskey(
  userId: string,
  id: string,
  actor: ActivityActor = currentActor(),
): Promise<{ ok: true; name: string } | { ok: false; reason: "not_found" }> {
  return db().transaction((tx) => removePasskeyIn(tx, userId, id, actor)).then(announced);
}

/** Removes one of `userId`'s own passkeys inside the caller's transaction (a password reset removes them too), recorded, the owner told. */
export async function removePasskeyIn(
  tx: Executor,
  userId: string,
  id: string,
  actor: ActivityActor,
): Promise<{ ok: true; name: string } | { ok: false; reason: "not_found" }> {
  const removed = await deleteOwnPasskey(tx, userId, id);
  if (removed === undefined) return { ok: false, reason: "not_found" } as const;
  await recordActivity(
    tx,
    { action: "passkey-remove", entityKind: "passkey", entityId: id, summary: T.activity.removed(removed), changes: { name: { from: removed, to: null } } },
    actor,
  );
  await queueSecurityNotice(tx, userId, { kind: "passkey-removed", name: removed });
  return { ok: true, name: removed } as const;
}

// ---------------------------------------------------------------- assertions

async function findCredential(id: string): Promise<StoredCredential | undefined> {
  if (!id || id.length > MAX_CREDENTIAL_ID_LENGTH) return undefined;
  return credentialById(id);
}

/** The library's verdict on an assertion for `credential`: its new counter, or undefined when refused. */
async function verifyAssertion(
  response: AuthenticationResponseJSON,
  challenge: string,
  credential: StoredCredential,
  rp: RelyingParty,
  requireUserVerification: boolean,
) {
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: { id: credential.id, publicKey: toBytes(credential.publicKey), counter: credential.counter, transports: credential.transports },
    requireUserVerification,
  }).catch((error: unknown) => {
    // A counter that did not grow lands here too (a cloned authenticator).
    console.warn("[passkeys] assertion not verified:", error instanceof Error ? error.message : error);
    return undefined;
  });
  if (!verification?.verified) return undefined;
  return verification.authenticationInfo;
}

/** How the person signed in, as the record names it (the same names as the TOTP sign-in's). */

/** A passkey sign-in: the passkey's counter and last use with its record, together (the session set the last sign-in). */
async function noteSignIn(
  credential: StoredCredential,
  info: { newCounter: number; credentialBackedUp: boolean },
  method: SignInMethod,
  clientIp: string,
  now: Date,
) {
  await db().transaction(async (tx) => {
    await notePasskeyUse(tx, credential.id, { counter: info.newCounter, backedUp: info.credentialBackedUp, at: now });
    await recordSignIn(tx, { userId: credential.userId, email: credential.email, method, clientIp });
  });
}

/** A refused passkey sign-in; the account is named when the passkey was known. */
function noteFailure(credential: StoredCredential | undefined, reason: string, clientIp: string) {
  return recordSignInFailure(db(), { userId: credential?.userId ?? null, email: credential?.email ?? null, reason, clientIp });
}

/** Options for signing in with any passkey of this site (the browser lets the person choose). */
export async function signInOptions(rp: RelyingParty): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; cookie: string }> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, timeout: CEREMONY_TIMEOUT_MS, userVerification: "required" });
  return { options, cookie: challengeCookie("sign-in", options.challenge, "") };
}

export type PasskeySignInResult =
  | { ok: true; cookie: string; isAdmin: boolean; userId: string }
  | { ok: false; reason: "refused" | "expired" | "disabled" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

/**
 * Signs in without a password. Throttled like a password sign-in (the same
 * per-client counter: a failure here uses up the same allowance), and the
 * session is opened by the same code (sign-in.server.ts). The passkey must
 * verify its person (fingerprint, face, PIN): it is the only factor.
 */
export async function signInWithPasskey(input: {
  request: Request;
  response: AuthenticationResponseJSON;
  rp: RelyingParty;
  clientIp: string;
  userAgent?: string | null;
  previousToken?: string | null;
  now?: Date;
}): Promise<PasskeySignInResult> {
  const now = input.now ?? new Date();
  const clientKey = signInClientKey(input.clientIp);
  const perClient = await hit(clientKey, SIGN_IN_LIMITS.perClient, now);
  if (!perClient.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: perClient.retryAfterSeconds };
  const credential = await findCredential(input.response.id);
  const refuse = async (reason: "refused" | "expired" | "disabled", why: string): Promise<PasskeySignInResult> => {
    await noteFailure(credential, why, input.clientIp);
    return { ok: false, reason };
  };
  const challenge = await takeChallenge(input.request, "sign-in", "", now.getTime());
  if (!challenge.ok) return refuse(challenge.reason === "expired" ? "expired" : "refused", `passkey, challenge ${challenge.reason}`);
  if (!credential) return refuse("refused", "unknown passkey");
  // The user handle the authenticator returns must name the credential's owner.
  const handle = input.response.response.userHandle;
  if (handle && Buffer.from(handle, "base64url").toString("utf8") !== credential.userId) return refuse("refused", "passkey of another account");
  const info = await verifyAssertion(input.response, challenge.challenge, credential, input.rp, true);
  if (!info) return refuse("refused", "passkey not verified");
  // Only told once the passkey proved to be theirs: nobody else learns the account is disabled.
  if (credential.disabledAt) return refuse("disabled", "account disabled");
  await noteSignIn(credential, info, "passkey", input.clientIp, now);
  await undoHit(clientKey);
  const session = await openSignInSession(credential.userId, input);
  return { ok: true, ...session, userId: credential.userId };
}

// ---------------------------------------------------------------- second factor

/**
 * Options for the second factor of the pending sign-in this browser holds:
 * only that person's passkeys are offered. Undefined when there is no live
 * pending sign-in, or the account has no passkey.
 */
export async function secondFactorOptions(
  request: Request,
  rp: RelyingParty,
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; cookie: string } | undefined> {
  const token = readPendingSignInToken(request);
  const pending = token ? await getPendingSignIn(token) : undefined;
  if (!pending) return undefined;
  const own = await passkeyDescriptorsOf(pending.userId);
  if (own.length === 0) return undefined;
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CEREMONY_TIMEOUT_MS,
    allowCredentials: own.map((p) => ({ id: p.id, transports: p.transports })),
    // The password was the first factor; holding the passkey is the second.
    userVerification: "preferred",
  });
  return { options, cookie: challengeCookie("second-factor", options.challenge, pending.id) };
}

export type SecondFactorResult =
  | { ok: true; cookies: string[]; isAdmin: boolean; userId: string }
  | { ok: false; reason: "expired" | "disabled" }
  | { ok: false; reason: "refused"; exhausted: boolean };

/**
 * Completes the pending sign-in this browser holds with a passkey of its
 * person, exactly once (completePendingSignIn deletes it as it opens the
 * session). A wrong answer counts against the pending sign-in like a wrong
 * code; past the limit it is dropped and the person starts again.
 */
export async function completeSecondFactorWithPasskey(input: {
  request: Request;
  response: AuthenticationResponseJSON;
  rp: RelyingParty;
  clientIp: string;
  userAgent?: string | null;
  now?: Date;
}): Promise<SecondFactorResult> {
  const now = input.now ?? new Date();
  const token = readPendingSignInToken(input.request);
  const pending = token ? await getPendingSignIn(token, now) : undefined;
  if (!token || !pending) return { ok: false, reason: "expired" };
  const found = await findCredential(input.response.id);
  // Only the pending person's own passkeys count.
  const credential = found?.userId === pending.userId ? found : undefined;
  const refuse = async (why: string): Promise<SecondFactorResult> => {
    const { exhausted } = await notePendingSignInFailure(pending.id);
    await recordSignInFailure(db(), { userId: pending.userId, email: null, reason: why, clientIp: input.clientIp });
    return { ok: false, reason: "refused", exhausted };
  };
  const challenge = await takeChallenge(input.request, "second-factor", pending.id, now.getTime());
  if (!challenge.ok) return refuse(`passkey, challenge ${challenge.reason}`);
  if (!credential) return refuse(found ? "passkey of another account" : "unknown passkey");
  const info = await verifyAssertion(input.response, challenge.challenge, credential, input.rp, false);
  if (!info) return refuse("passkey not verified");
  if (credential.disabledAt) return { ok: false, reason: "disabled" };
  const completed = await completePendingSignIn(token, { userAgent: input.userAgent, ipAddress: input.clientIp }, now);
  if (!completed) return { ok: false, reason: "expired" };
  await noteSignIn(credential, info, "password+passkey", input.clientIp, now);
  const isAdmin = await hasRole(credential.userId, ADMIN_ROLE).catch(() => false);
  return { ok: true, cookies: completed.cookies, isAdmin, userId: credential.userId };
}

// ---------------------------------------------------------------- requests

/** The relying party of the request being answered (the site's origin, its brand name). */
export function relyingPartyOf(context: Readonly<RouterContextProvider>): RelyingParty {
  const site = siteSettingsFor(context);
  return relyingPartyFor(site.siteUrl, site.brandName);
}

/** Enough of a credential's JSON to hand to the library, which checks the rest. */
const credentialJson = looseFields({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_CREDENTIAL_ID_LENGTH)),
  rawId: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_CREDENTIAL_ID_LENGTH)),
  type: v.literal("public-key"),
  response: looseFields({
    clientDataJSON: v.pipe(v.string(), v.maxLength(20_000)),
    userHandle: v.optional(v.pipe(v.string(), v.maxLength(200))),
  }),
  clientExtensionResults: v.optional(v.optional(looseFields({})), {}),
});

/** A form field holding the browser's answer as JSON; undefined when it is not one. */
export function readCredentialField<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(value: FormDataEntryValue | null): T | undefined {
  if (typeof value !== "string" || value.length > 60_000) return undefined;
  try {
    const parsed = v.safeParse(credentialJson, JSON.parse(value));
    return parsed.success ? (parsed.output as unknown as T) : undefined;
  } catch {
    return undefined;
  }
}
