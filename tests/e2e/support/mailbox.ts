/**
 * The browser tests' mailbox: each test server runs a real SMTP server and
 * the site sends to it through its outbox (mail-store.ts keeps what arrives).
 */
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { mailboxDir, type StoredMail } from "./mail-store";

export type { StoredMail };

/** Every message the test server at `baseURL` has received so far, oldest first. */
export function readMailbox(baseURL: string): StoredMail[] {
  const dir = mailboxDir(Number(new URL(baseURL).port));
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as StoredMail);
}

/**
 * Waits for the messages to one address (test addresses are unique per test)
 * until `count` have arrived whose subject contains `subject`; returns them, oldest first.
 */
export async function waitForMail(
  baseURL: string,
  to: string,
  options: { subject?: string; count?: number; timeout?: number } = {},
): Promise<StoredMail[]> {
  const { subject = "", count = 1, timeout = 30_000 } = options;
  const matching = () =>
    readMailbox(baseURL).filter(
      (m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase()) && m.subject.includes(subject),
    );
  await expect
    .poll(() => matching().length, { timeout, message: `${count} message(s) to ${to} with "${subject}"` })
    .toBeGreaterThanOrEqual(count);
  return matching();
}
