/**
 * Values the server keeps encrypted at rest (AES-256-GCM): TOTP secrets and
 * the secret parts of queued mails' links. Each purpose has its own key,
 * derived from the server secret (form-stamp.server.ts), so a copy of the
 * database alone opens nothing, and a value sealed for one purpose cannot
 * be opened as another.
 *
 * Format: `v1.<iv (12 bytes) | tag (16) | ciphertext>`, base64url.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { derivedSecret } from "./form-stamp.server";

export type SealPurpose = "totp-secret-encryption" | "outbox-secrets";

export function sealBytes(purpose: SealPurpose, plain: Uint8Array, key: Buffer = derivedSecret(purpose)): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** Throws when the value was not sealed for `purpose` with this key (or was altered). */
export function openBytes(purpose: SealPurpose, sealed: string, key: Buffer = derivedSecret(purpose)): Uint8Array {
  if (!sealed.startsWith("v1.")) throw new Error("Unknown sealed value format");
  const raw = Buffer.from(sealed.slice(3), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return new Uint8Array(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]));
}
