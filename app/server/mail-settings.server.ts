/**
 * E-mail settings, read once from the environment in the style of
 * env.server.ts: anything invalid stops the process at start-up with a
 * message naming the variable. Every setting has a safe default, and without
 * SMTP_URL nothing is sent: messages wait in the outbox (decision 0017).
 */
import { z } from "zod";
import { siteSettings } from "~/config/site.server";

const emailAddress = z.email();

/** "Name <a@b.c>" or "a@b.c" -> { name, address }; undefined when it is not one mailbox. */
export function parseMailbox(value: string): { name: string; address: string } | undefined {
  const match = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(value);
  if (!match) return undefined;
  const address = match[2] ?? match[3]!;
  if (!emailAddress.safeParse(address).success) return undefined;
  return { name: (match[1] ?? "").trim(), address };
}

const mailEnvSchema = z.object({
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS). */
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || /^smtps?:\/\/[^/?#]+/i.test(v), "must start with smtp:// or smtps:// and name a host")
    .refine((v) => v === undefined || URL.canParse(v), "is not a valid URL (escape special characters in the password, e.g. @ as %40)"),
  /** The sender: "Name <address>" or an address. Default: the site's name and SITE_EMAIL. */
  MAIL_FROM: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || parseMailbox(v) !== undefined, 'must be an address or "Name <address>"'),
  /** Who hears of each new request: one address or a comma-separated list. Default: SITE_EMAIL. */
  STAFF_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.split(",").map((a) => a.trim()).filter(Boolean) : []))
    .refine((list) => list.every((a) => emailAddress.safeParse(a).success), "must be addresses separated by commas"),
  /** The longest one delivery may take before it is abandoned and retried later. */
  MAIL_SEND_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
  /** The gap between two messages of one newsletter send (decision 25): 0 sends them as fast as the worker goes. */
  NEWSLETTER_SEND_INTERVAL_MS: z.coerce.number().int().min(0).max(600_000).default(1_000),
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
  const parsed = mailEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration in the environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
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
