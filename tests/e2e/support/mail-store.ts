/**
 * Where the browser tests' SMTP server keeps what it receives: one JSON file
 * per message, in a folder per test server (written by server.ts, read by
 * mailbox.ts in the tests).
 */
import fs from "node:fs";
import path from "node:path";
import { calendarPart, type ReceivedMail } from "~/server/testing/smtp-server";
import { e2eStateDir } from "./config";

export type StoredMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string | undefined;
  /** The text/calendar attachment, if any. */
  calendar: string | undefined;
  /** The List-* header lines as they arrived, by lower-case name ("list-unsubscribe"), folding undone. */
  listHeaders: Record<string, string>;
  receivedAt: string;
};

/** The folder a test server at this port writes its received mail to. */
export function mailboxDir(port: number) {
  return path.join(e2eStateDir, `mail-${port}`);
}

let sequence = 0;
/** Written by the test server for each message its SMTP server receives. */
export function storeMail(port: number, mail: ReceivedMail) {
  const stored: StoredMail = {
    to: mail.envelopeTo,
    subject: mail.subject ?? "",
    text: mail.text ?? "",
    html: typeof mail.html === "string" ? mail.html : "",
    replyTo: mail.replyTo?.text,
    calendar: calendarPart(mail),
    listHeaders: Object.fromEntries(
      mail.headerLines
        .filter((l) => l.key.startsWith("list-"))
        .map((l) => [l.key, l.line.slice(l.line.indexOf(":") + 1).replace(/\r?\n\s+/g, " ").trim()]),
    ),
    receivedAt: new Date().toISOString(),
  };
  const dir = mailboxDir(port);
  fs.mkdirSync(dir, { recursive: true });
  const name = `${Date.now()}-${String(++sequence).padStart(6, "0")}.json`;
  // Written under another name first, so a reader never sees half a file.
  fs.writeFileSync(path.join(dir, `.${name}`), JSON.stringify(stored));
  fs.renameSync(path.join(dir, `.${name}`), path.join(dir, name));
}

