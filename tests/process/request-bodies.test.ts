/**
 * Bodies a server must refuse, sent the way clients really send them: a
 * broken multipart/form-data body gets a 4xx with a clear message (never a
 * 500), and a client that writes a whole oversized body (as a browser
 * uploading a large file does) reads the 413, not a reset connection.
 * The database plays no part here: embedded database only.
 */
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MALFORMED_FORM_MESSAGE } from "~/server/kernel/form-body.server";
import { FALLBACK_PAGES } from "~/server/kernel/fallback-page.server";
import { siteDataDir, startServer, type RunningServer } from "./support";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ DATA_DIR: siteDataDir("proc-bodies-"), SEED_DEMO: "false" });
});
afterAll(() => server?.stop("SIGKILL"));

/** Sends a whole body (however long it takes) and reads the answer, or the socket error. */
function send(path: string, body: Buffer, contentType: string): Promise<{ status?: number; text: string; error?: string }> {
  return new Promise((resolve) => {
    const request = http.request(`${server.url}${path}`, {
      method: "POST",
      headers: { "Content-Type": contentType, "Content-Length": body.length, Origin: server.url },
    });
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode, text }));
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ text: "", error: error.code ?? error.message }));
    request.end(body);
  });
}

const part = (name: string, value: string) => `--XX\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

describe("malformed form bodies", () => {
  const broken: [string, string, string][] = [
    ["cut off in a part header", "multipart/form-data; boundary=XX", `${part("name", "Bob")}--XX\r\nContent-Disp`],
    ["no boundary in the type", "multipart/form-data", `${part("name", "Bob")}--XX--\r\n`],
    ["no closing boundary", "multipart/form-data; boundary=XX", part("name", "Bob")],
    ["a different boundary", "multipart/form-data; boundary=YY", `${part("name", "Bob")}--XX--\r\n`],
    ["garbage", "multipart/form-data; boundary=XX", "\u0000\u0001 not multipart at all"],
  ];
  for (const path of ["/contact", "/join", "/hire", "/newsletter", "/auth"]) {
    it(`${path}: every broken multipart body gets a 400 with a clear message`, async () => {
      for (const [what, type, body] of broken) {
        const answer = await send(path, Buffer.from(body), type);
        expect(answer.status, `${what}: ${answer.text.slice(0, 200)}`).toBe(400);
        expect(answer.text, what).toContain(MALFORMED_FORM_MESSAGE);
      }
    });
  }

  it("a well-formed multipart post still reaches the form (and gets its own answer)", async () => {
    const answer = await send("/contact", Buffer.from(`${part("name", "")}--XX--\r\n`), "multipart/form-data; boundary=XX");
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("Please fill in all required fields.");
  });
});

describe("an oversized body", () => {
  it("a client that writes all 5 MB reads the 413 and its message, every time", async () => {
    const body = Buffer.alloc(5 * 1024 * 1024, "a");
    for (let i = 0; i < 3; i++) {
      const answer = await send("/contact", body, "application/x-www-form-urlencoded");
      expect(answer.error, "the connection must not be reset").toBeUndefined();
      expect(answer.status).toBe(413);
      expect(answer.text).toContain(FALLBACK_PAGES[413].message.replace("'", "&#39;"));
    }
    // The server is still fine.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("a client still sending long after the 413 came (a slow upload) finishes sending and reads it", async () => {
    // The test above passes with a server that answers and closes at once
    // too, when the whole body fits in the socket buffers before the close.
    // A slow upload does not: it is still writing when the answer arrives,
    // and a server that hung up then resets it (EPIPE/ECONNRESET), so the
    // person never sees the "too large" message. A raw socket, so that what
    // the server does to the connection is seen as it is.
    const chunk = Buffer.alloc(64 * 1024, "a");
    const chunks = 80; // 5 MB
    const socket = net.connect(server.port, "127.0.0.1");
    let received = "";
    let error: string | undefined;
    let closed = false;
    socket.setEncoding("utf8");
    socket.on("data", (data: string) => (received += data));
    socket.on("error", (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    socket.on("close", () => (closed = true));
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${chunk.length * chunks}\r\n\r\n`,
    );
    let written = 0;
    for (; written < chunks && !error && !closed; written++) {
      const flushed = socket.write(chunk);
      await new Promise<void>((next) => {
        const go = () => setTimeout(next, 10);
        if (flushed) return go();
        const stop = setTimeout(next, 10_000); // a server that stopped reading
        socket.once("drain", () => (clearTimeout(stop), go()));
        socket.once("close", () => (clearTimeout(stop), next()));
      });
    }
    await expect.poll(() => received.includes("</html>") || Boolean(error) || closed, { timeout: 30_000 }).toBe(true);
    socket.destroy();
    expect(error, `the connection must not be reset (after ${written} of ${chunks} chunks)`).toBeUndefined();
    expect(written, "the whole body was sent").toBe(chunks);
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).toContain(FALLBACK_PAGES[413].message.replace("'", "&#39;"));
  });
});
