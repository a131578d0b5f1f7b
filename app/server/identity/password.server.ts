/**
 * Password hashing with scrypt (memory-hard), at the cost OWASP's Password
 * Storage Cheat Sheet lists as equivalent to its baseline: N=2^15, r=8, p=3
 * (32 MiB per hash). Stored as `scrypt$N$r$p$salt$hash` so the cost can be
 * raised later without breaking existing hashes.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { env } from "../kernel/env.server";

export type PasswordCost = { N: number; r: number; p: number };

/**
 * "test" is for test servers only (PASSWORD_HASH_COST=test): a standard hash
 * takes over a second on a loaded 2-core machine, and the suites make
 * hundreds. Checking a password always uses the cost stored with its hash.
 */
export const PASSWORD_COSTS = {
  standard: { N: 2 ** 15, r: 8, p: 3 },
  test: { N: 2 ** 10, r: 8, p: 1 },
} as const satisfies Record<string, PasswordCost>;

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize("NFKC"), salt, keylen, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const maxmem = (n: number, r: number, p: number) => 128 * n * r * p + 16 * 1024 * 1024;

export async function hashPassword(
  password: string,
  { N, r, p }: PasswordCost = PASSWORD_COSTS[env().passwordHashCost],
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r, p) });
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split("$");
  if (scheme !== "scrypt" || !saltB64 || !keyB64) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every(Number.isSafeInteger)) return false;
  const expected = Buffer.from(keyB64, "base64");
  const actual = await scrypt(password, Buffer.from(saltB64, "base64"), expected.length, {
    ...params,
    maxmem: maxmem(params.N, params.r, params.p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// A real hash of a random password: checking against it when the email is
// unknown takes as long as a wrong password, so timing does not reveal which
// accounts exist.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}
