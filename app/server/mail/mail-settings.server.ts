/**
 * E-mail settings, read once from the environment in the style of
 * env.server.ts: anything invalid stops the process at start-up with a
 * message naming the variable. Every setting has a safe default, and without
 * SMTP_URL nothing is sent: messages wait in the outbox (decision 0017).
 */
import * as v from "valibot";
import { fields, SIMPLE_EMAIL_PATTERN } from "~/models/text";
import { siteSettings } from "~/server/site/site-settings.server";

// zod's e-mail rule, which these settings have always used (decision 33).
const emailAddress = v.pipe(v.string(), v.regex(SIMPLE_EMAIL_PATTERN));

/** "Name <a@b.c>" or "a@b.c" -> { name, address }; undefined when it is not one mailbox. */
export function parseMailbox(value: string): { name: string; address: string } | undefined {
  const match = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(value);
  if (!match) return undefined;
  const address = match[2] ?? match[3]!;
  if (!v.safeParse(emailAddress, address).success) return undefined;
  return { name: (match[1] ?? "").trim(), address };
}

/** Trimmed; unset or blank reads as undefined. */
const blankToUndefined = v.pipe(
  v.optional(v.pipe(v.string(), v.trim())),
  v.transform((value: string | undefined) => value || undefined),
);

/** A whole number from the environment, within [min, max]. */
const intFromEnv = (min: number, max: number) =>
  v.pipe(v.unknown(), v.transform(Number), v.number(), v.safeInteger(), v.minValue(min), v.maxValue(max));

const mailEnvSchema = fields({
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS). */
  SMTP_URL: v.pipe(
    blankToUndefined,
    v.check((value) => value === undefined || /^smtps?:\/\/[^/?#]+/i.test(value), "must start with smtp:// or smtps:// and name a host"),
    v.check(
      (value) => value === undefined || URL.canParse(value),
      "is not a valid URL (escape special characters in the password, e.g. @ as %40)",
    ),
  ),
  /** The sender: "Name <address>" or an address. Default: the site's name and SITE_EMAIL. */
  MAIL_FROM: v.pipe(
    blankToUndefined,
    v.check((value) => value === undefined || parseMailbox(value) !== undefined, 'must be an address or "Name <address>"'),
  ),
  /** Who hears of each new request: one address or a comma-separated list. Default: SITE_EMAIL. */
  STAFF_EMAIL: v.pipe(
    v.union([v.pipe(v.string(), v.trim()), v.undefined()]),
    v.transform((value: string | undefined) => (value ? value.split(",").map((a) => a.trim()).filter(Boolean) : [])),
    v.check((list) => list.every((a) => v.safeParse(emailAddress, a).success), "must be addresses separated by commas"),
  ),
  /** The longest one delivery may take before it is abandoned and retried later. */
  MAIL_SEND_TIMEOUT_MS: v.optional(intFromEnv(1_000, 600_000), 60_000),
  /** The gap between two messages of one newsletter send (decision 25): 0 sends them as fast as the worker goes. */
  NEWSLETTER_SEND_INTERVAL_MS: v.optional(intFromEnv(0, 600_000), 1_000),
});

export type MailSettings = {
  /** undefined: e-mail is not configured, messages wait in the outbox. */
  smtpUrl: string | undefined;
  from: { name: string; address: string };
  staffRecipients: string[];
  sendTimeoutMs: number;
  newsletterIntervalMs: number;
};

export function readMailSettings(source: NodeJS.ProcessEnv = process.env): MailSettings {
  const parsed = v.safeParse(mailEnvSchema, source);
  if (!parsed.success) {
    const lines = parsed.issues.map((i) => `  ${(i.path ?? []).map((p) => String(p.key)).join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration in the environment:\n${lines.join("\n")}`);
  }
  const e = parsed.output;
  const site = siteSettings();
  return {
    smtpUrl: e.SMTP_URL,
    from: e.MAIL_FROM ? parseMailbox(e.MAIL_FROM)! : { name: site.brandName, address: site.email },
    staffRecipients: e.STAFF_EMAIL.length ? e.STAFF_EMAIL : [site.email],
    sendTimeoutMs: e.MAIL_SEND_TIMEOUT_MS,
    newsletterIntervalMs: e.NEWSLETTER_SEND_INTERVAL_MS,
  };
}

/** The SMTP server as it may be logged: without the password. */
export function describeSmtp(smtpUrl: string | undefined): string {
  if (!smtpUrl) return "not configured";
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`;
}

let cached: MailSettings | undefined;
/** The e-mail settings of this process (read on first use). */
export function mailSettings(): MailSettings {
  cached ??= readMailSettings();
  return cached;
}
