/**
 * A real SMTP server for the tests (smtp-server, in this process): it asks
 * for the credentials in its URL, receives what the site sends and parses
 * each message with mailparser. It can refuse recipients, or hold messages
 * unanswered to stand for a server that hangs mid-delivery.
 */
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

export type TestSmtpServer = {
  /** smtp://user:password@127.0.0.1:port */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Waits until at least `count` messages have arrived. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Messages whose DATA is being held (hold mode). */
  held(): number;
  waitForHeld(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

export type TestSmtpOptions = {
  /** Listen here (0: any free port). */
  port?: number;
  /** Recipients refused with 550. */
  refuse?: (address: string) => boolean;
  /** Never answer DATA: the sender waits until it gives up or dies. */
  hold?: boolean;
  /** Answer DATA only after this long (to keep senders busy). */
  delayMs?: number;
  /** Called with each message received (before it is answered). */
  onMessage?: (mail: ReceivedMail) => void;
};

const USER = "site";
const PASSWORD = "test-secret";

async function waitUntil(check: () => boolean, timeoutMs: number, what: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startTestSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  let heldCount = 0;
  const server = new SMTPServer({
    logger: false,
    // Plain SMTP on the loopback: no STARTTLS with smtp-server's test certificate.
    hideSTARTTLS: true,
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: USER });
      callback(new Error("Invalid username or password"));
    },
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const error = new Error(`No such mailbox: ${address.address}`) as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
      simpleParser(stream)
        .then(async (parsed) => {
          if (options.hold) {
            heldCount++;
            return; // never answered
          }
          if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
          const mail = Object.assign(parsed, { envelopeTo });
          messages.push(mail);
          options.onMessage?.(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    port,
    messages,
    async waitForMessages(count, timeoutMs = 30_000) {
      await waitUntil(() => messages.length >= count, timeoutMs, () => `${count} messages (have ${messages.length})`);
      return messages;
    },
    held: () => heldCount,
    async waitForHeld(count, timeoutMs = 30_000) {
      await waitUntil(() => heldCount >= count, timeoutMs, () => `${count} held messages (have ${heldCount})`);
    },
    close() {
      // Held sessions would keep close() waiting for its grace period: end them now.
      for (const connection of server.connections) connection.close();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The attachment of a message that is its calendar invite (text/calendar). */
export function calendarPart(mail: ParsedMail): string | undefined {
  const attachment = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  return attachment?.content.toString("utf8");
}
