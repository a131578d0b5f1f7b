/**
 * Secret links in queued mail. A password-reset, invitation, booking-manage or
 * newsletter link works for whoever reads it, so the outbox never stores one
 * in a message: the builder names the link's secret (`OutgoingMessage.secrets`),
 * and `sealSecrets` puts a placeholder in its place in the subject, bodies and
 * headers. The secrets wait in outbox_secrets (kept by outbox-queries.server.ts),
 * encrypted with a key derived from the server secret
 * (kernel/sealed-box.server.ts), until the worker opens them at send time
 * (`openSealedMessage`, with `openSecrets`); once the message is sent, failed
 * or expired they are deleted. So the Emails screen, its data
 * requests and backups see the message with its link hidden, and a copy of
 * the database holds no working link.
 */
import { randomBytes } from "node:crypto";
import { openBytes, sealBytes } from "../kernel/sealed-box.server";

/** What staff see where a secret link was (in the list, the dialog and its data). */
export const HIDDEN_LINK_TEXT = "[link hidden]";

/** `[hidden-link:<16 hex, random per message>:<n>]`: no visitor's text can spell one by chance. */
const PLACEHOLDER = /\[hidden-link:[0-9a-f]{16}:\d+\]/g;

type Sealable = {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  secrets?: string[];
};

type Pair = [placeholder: string, secret: string];

function replaceAll<T extends Sealable>(message: T, pairs: Pair[], from: 0 | 1): T {
  const swap = (value: string) => pairs.reduce((out, pair) => out.split(pair[from]).join(pair[1 - from]!), value);
  return {
    ...message,
    subject: swap(message.subject),
    text: swap(message.text),
    html: swap(message.html),
    headers: message.headers && Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [name, swap(value)])),
  };
}

/**
 * The message as it is stored (each secret replaced by a placeholder) and
 * its secrets sealed for outbox_secrets; `sealed` is null when it has none.
 */
export function sealSecrets<T extends Sealable>(message: T): { stored: T; sealed: string | null } {
  const secrets = [...new Set((message.secrets ?? []).filter((secret) => secret.length > 0))];
  if (secrets.length === 0) return { stored: message, sealed: null };
  const nonce = randomBytes(8).toString("hex");
  const pairs: Pair[] = secrets.map((secret, i) => [`[hidden-link:${nonce}:${i}]`, secret]);
  const stored = replaceAll(message, pairs, 1);
  return { stored, sealed: sealBytes("outbox-secrets", Buffer.from(JSON.stringify(pairs), "utf8")) };
}

type StoredMessage = { subject: string; textBody: string; htmlBody: string; headers: Record<string, string> | null };

/** The stored message with its placeholders filled in again from its `sealed` secrets (to be sent). */
export function openSecrets<M extends StoredMessage>(message: M, sealed: string): M {
  const pairs = JSON.parse(Buffer.from(openBytes("outbox-secrets", sealed)).toString("utf8")) as Pair[];
  const opened = replaceAll(
    { subject: message.subject, text: message.textBody, html: message.htmlBody, headers: message.headers ?? undefined },
    pairs,
    0,
  );
  return { ...message, subject: opened.subject, textBody: opened.text, htmlBody: opened.html, headers: opened.headers ?? null };
}

/** A stored text as staff see it: every placeholder reads "[link hidden]". */
export function withLinksHidden(text: string): string {
  return text.replace(PLACEHOLDER, HIDDEN_LINK_TEXT);
}
