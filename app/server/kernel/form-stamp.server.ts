/**
 * Signed page stamps: the proof of when a public form was shown.
 *
 * Every response gets one stamp, which is also its CSP nonce: 16 random bytes
 * (the nonce's unpredictability), the time it was made, and an HMAC over both
 * with a secret only the server knows. A form carries its page's stamp in a
 * hidden field, so the server can tell how long ago it handed the form out
 * without trusting the visitor's clock, and a forged or missing stamp is a bot.
 *
 * Being the nonce is what keeps it per response: the page cache already
 * rewrites the nonce into every cached page it serves (page-cache.server.ts),
 * so a cached page carries a stamp made for this very response. See
 * decision 13.
 *
 * The secret is generated on first start and kept in the database (table
 * server_secrets), so every app process sharing a database accepts the others'
 * stamps and a restart does not invalidate forms people have open.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server";
import { queryRows } from "../db/client.server";

const RANDOM_BYTES = 16;
const TIME_BYTES = 6;
const MAC_BYTES = 16;
const STAMP_BYTES = RANDOM_BYTES + TIME_BYTES + MAC_BYTES;
/** Clocks of processes sharing a database may differ a little. */
const CLOCK_SKEW_MS = 5_000;
const SECRET_NAME = "form-stamp";

let secret: Buffer | undefined;

/** The server secret of `database`, made there if it has none yet. */
export async function readServerSecret(database: Database): Promise<Buffer> {
  const fresh = randomBytes(32).toString("base64url");
  // Insert-if-missing then read: two processes starting together agree on one secret.
  await database.execute(sql`insert into server_secrets (name, value) values (${SECRET_NAME}, ${fresh}) on conflict (name) do nothing`);
  const [row] = await queryRows<{ value: string }>(database, sql`select value from server_secrets where name = ${SECRET_NAME}`);
  return Buffer.from(row!.value, "base64url");
}

/** Reads the stamp secret, creating it on the first start. Called at start-up. */
export async function loadFormStampSecret(database: Database): Promise<void> {
  secret = await readServerSecret(database);
}

/** True once the secret is loaded. */
export function formStampSecretLoaded() {
  return secret !== undefined;
}

/** For tests: stamp with a given secret instead of the database's. */
export function useFormStampSecret(value: Buffer | undefined) {
  secret = value;
}

function currentSecret(): Buffer {
  if (!secret) throw new Error("The form stamp secret is not loaded (startApp loads it).");
  return secret;
}

/**
 * A key for another signed value (e.g. newsletter links), derived from the
 * stamp secret: one secret to keep in server_secrets, and a signature made for
 * one purpose is never valid for another.
 */
export function derivedSecret(purpose: string, from: Buffer = currentSecret()): Buffer {
  return createHmac("sha256", from).update(`derived:${purpose}`).digest();
}

function mac(key: Buffer, body: Buffer) {
  return createHmac("sha256", key).update(body).digest().subarray(0, MAC_BYTES);
}

/** A new stamp made at `now` (base64url, usable as a CSP nonce). */
export function issueStamp(now = Date.now(), key = currentSecret()): string {
  const body = Buffer.alloc(RANDOM_BYTES + TIME_BYTES);
  randomBytes(RANDOM_BYTES).copy(body, 0);
  body.writeUIntBE(now, RANDOM_BYTES, TIME_BYTES);
  return Buffer.concat([body, mac(key, body)]).toString("base64url");
}

/** When a stamp was made, or undefined if this server did not make it. */
export function stampTime(stamp: unknown, now = Date.now(), key = secret): number | undefined {
  if (typeof stamp !== "string" || !key || stamp.length > 64) return undefined;
  const bytes = Buffer.from(stamp, "base64url");
  if (bytes.length !== STAMP_BYTES || bytes.toString("base64url") !== stamp) return undefined;
  const body = bytes.subarray(0, RANDOM_BYTES + TIME_BYTES);
  if (!timingSafeEqual(mac(key, body), bytes.subarray(RANDOM_BYTES + TIME_BYTES))) return undefined;
  const issuedAt = body.readUIntBE(RANDOM_BYTES, TIME_BYTES);
  return issuedAt > now + CLOCK_SKEW_MS ? undefined : issuedAt;
}
