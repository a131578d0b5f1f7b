/**
 * Bodies a server must refuse, sent the way clients really send them: a
 * broken multipart/form-data body gets a 4xx with a clear message (never a
 * 500), and a client that writes a whole oversized body (as a browser
 * uploading a large file does) reads the 413, not a reset connection.
 * The database plays no part here: embedded database only.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MALFORMED_FORM_MESSAGE } from "~/server/form-body.server";
import { FALLBACK_PAGES } from "~/server/fallback-page.server";
import { startServer, tempDir, type RunningServer } from "./support";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ DATA_DIR: tempDir("proc-bodies-"), SEED_DEMO: "false" });
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
});
