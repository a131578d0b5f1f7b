/**
 * The sending worker, started with the server (lifecycle.server.ts). It takes
 * due messages from the outbox one at a time, sends each over SMTP
 * (nodemailer) and records the outcome. Without SMTP_URL it only marks
 * messages expired when their send-by time passes; the rest wait.
 *
 * A message is claimed for twice the send timeout (MAIL_SEND_TIMEOUT_MS) and
 * the send is aborted at the timeout, so a live worker records the outcome
 * while its claim holds; a claim runs out unanswered only when its process
 * died, and then another worker (or this one after a restart) sends it.
 */
import nodemailer, { type Transporter } from "nodemailer";
import { describeSmtp, type MailSettings } from "./mail-settings.server";
import {
  claimDueMessages,
  expireOverdueMessages,
  markFailed,
  markSent,
  onMailQueued,
  openSealedMessage,
  type OutboxMessage,
} from "./outbox-queries.server";

/** Why a message whose secret links are no longer kept is not sent (its stored copy has them hidden). */
export const LINKS_GONE = "Its one-time link is no longer kept, so it cannot be sent.";

/** How often the worker looks for due messages (other processes' and retries). */
const POLL_MS = 5_000;

export type MailWorker = {
  /** Looks for due messages now. */
  wake(): void;
  /** Stops looking and waits for the message being sent, if any. */
  stop(): Promise<void>;
};

type SmtpError = Error & { code?: string; responseCode?: number };

/** The server refused the message or its recipients for good (5xx): retrying cannot help. */
export function isPermanentRefusal(error: unknown): boolean {
  const e = error as SmtpError;
  return (e.code === "EENVELOPE" || e.code === "EMESSAGE") && (e.responseCode ?? 0) >= 500;
}

function domainOf(address: string) {
  return address.slice(address.lastIndexOf("@") + 1) || "localhost";
}

export function createTransport(settings: MailSettings): Transporter | undefined {
  if (!settings.smtpUrl) return undefined;
  return nodemailer.createTransport(settings.smtpUrl, {
    from: { name: settings.from.name, address: settings.from.address },
  });
}

/** Sends one claimed message. The Message-ID comes from the row, so a copy would be recognisable. */
export async function deliver(transport: Transporter, settings: MailSettings, message: OutboxMessage) {
  await transport.sendMail({
    messageId: `<${message.id}@${domainOf(settings.from.address)}>`,
    to: message.recipients,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.textBody,
    html: message.htmlBody,
    headers: message.headers ?? undefined,
    icalEvent: message.calendar
      ? { method: message.calendar.method, filename: message.calendar.filename, content: message.calendar.content }
      : undefined,
    signal: AbortSignal.timeout(settings.sendTimeoutMs),
  });
}

export function startMailWorker(settings: MailSettings, options: { pollMs?: number } = {}): MailWorker {
  const transport = createTransport(settings);
  const pollMs = options.pollMs ?? POLL_MS;
  const leaseMs = 2 * settings.sendTimeoutMs;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wakeAgain = false;

  async function sendOne(message: OutboxMessage) {
    try {
      // Its secret links are filled in only now, in memory (outbox-secrets.server.ts).
      const opened = await openSealedMessage(message);
      if (!opened) {
        await markFailed(message, LINKS_GONE, { permanent: true });
        console.error(`[mail] ${message.kind} ${message.id} not sent: ${LINKS_GONE}`);
        return;
      }
      await deliver(transport!, settings, opened);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const status = await markFailed(message, reason, { permanent: isPermanentRefusal(error) });
      console.error(`[mail] ${message.kind} ${message.id} not sent (attempt ${message.attempts}, now ${status}): ${reason}`);
      return;
    }
    if (await markSent(message)) console.log(`[mail] sent ${message.kind} ${message.id}`);
    else console.error(`[mail] ${message.kind} ${message.id} was delivered after its claim ran out.`);
  }

  async function work() {
    await expireOverdueMessages();
    if (!transport) return;
    while (!stopped) {
      const [message] = await claimDueMessages(1, leaseMs);
      if (!message) return;
      await sendOne(message);
    }
  }

  function schedule(delay: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, delay);
    timer.unref();
  }

  function run() {
    if (stopped) return;
    if (running) {
      wakeAgain = true;
      return;
    }
    running = work()
      .catch((error: unknown) => console.error("[mail] outbox worker:", error instanceof Error ? error.message : error))
      .finally(() => {
        running = undefined;
        schedule(wakeAgain ? 0 : pollMs);
        wakeAgain = false;
      });
  }

  const unsubscribe = onMailQueued(() => run());
  console.log(
    transport
      ? `E-mail: sending through ${describeSmtp(settings.smtpUrl)}.`
      : "E-mail is not configured (SMTP_URL unset): messages wait in the outbox.",
  );
  schedule(0);

  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      await running;
      transport?.close();
    },
  };
}
