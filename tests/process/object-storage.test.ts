/**
 * Uploads in S3-compatible object storage (STORAGE_URL), against a real
 * S3-protocol server (s3rver) started here: the server says which storage it
 * uses, refuses to start when the bucket cannot be reached, and (PostgreSQL)
 * two app processes behind a round-robin proxy serve an image uploaded
 * through either one.
 */
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestS3Server, TEST_S3_CREDENTIALS, type TestS3Server } from "../../app/server/testing/s3-server";
import { startRoundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy";
import { createPgDatabase, runScript, startServer, tempDir, type RunningServer } from "./support";

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server("proc-uploads");
});
afterAll(async () => {
  await s3?.close();
});
const running: RunningServer[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop("SIGKILL")));
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const ADMIN = { email: "uploads-admin@example.com", password: "password-123" };

async function signIn(base: string) {
  const response = await fetch(`${base}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams(ADMIN).toString(),
  });
  expect(response.status).toBe(302);
  return response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** Uploads a blog image the way the editor does (intent=upload-image) and returns its address. */
async function uploadBlogImage(base: string, cookie: string, bytes: Buffer) {
  const form = new FormData();
  form.set("intent", "upload-image");
  form.set("image", new File([new Uint8Array(bytes)], "photo.png", { type: "image/png" }));
  const response = await fetch(`${base}/admin/blogs/new.data`, { method: "POST", headers: { cookie, Origin: base }, body: form });
  const body = await response.text();
  expect(response.status, body).toBe(200);
  const url = /\/storage\/blog-assets\/blog-images\/[0-9a-f-]{36}\.webp/.exec(body)?.[0];
  expect(url, body).toBeDefined();
  return url!;
}

const png = (background: string) =>
  sharp({ create: { width: 700, height: 400, channels: 3, background } }).png().toBuffer();

describe("uploads in object storage", () => {
  it("a server refuses to start when the bucket cannot be reached, naming it and not the secret", async () => {
    const server = await startServer(
      {
        DATA_DIR: tempDir("proc-s3-refused-"),
        SEED_DEMO: "false",
        STORAGE_URL: s3.storageUrl("no-such-bucket"),
        AWS_ACCESS_KEY_ID: "S3RVER",
        AWS_SECRET_ACCESS_KEY: "do-not-print-me",
      },
      { waitForReady: false },
    );
    running.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Storage unavailable: the S3 bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be reached: no such bucket/);
    expect(server.output()).not.toContain("do-not-print-me");
    expect(server.output()).not.toMatch(/^\s+at /m); // a message, not a stack trace
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "two processes on one PostgreSQL and one bucket, behind a round-robin proxy, both serve an upload made through either",
    async () => {
      const database = await createPgDatabase("proc_two_apps");
      cleanups.push(() => database.drop());
      const env = { DATABASE_URL: database.url, SEED_DEMO: "false", STORAGE_URL: s3.storageUrl(), ...TEST_S3_CREDENTIALS };
      expect((await runScript("user:create", ["--email", ADMIN.email, "--password", ADMIN.password, "--admin"], env)).code).toBe(0);
      // Each process has a data directory of its own: nothing on it matters.
      const apps = [
        await startServer({ ...env, DATA_DIR: tempDir("proc-app-a-") }),
        await startServer({ ...env, DATA_DIR: tempDir("proc-app-b-") }),
      ];
      running.push(...apps);
      for (const app of apps) expect(app.output()).toContain(`Uploads stored in S3 bucket "${s3.bucket}" at ${s3.endpoint}.`);
      const proxy: RoundRobinProxy = await startRoundRobinProxy(apps.map((a) => a.url));
      cleanups.push(() => proxy.close());

      // Signed in through one process; the session lives in PostgreSQL.
      const cookie = await signIn(proxy.url);
      const uploaded = [await uploadBlogImage(proxy.url, cookie, await png("#b91c1c")), await uploadBlogImage(proxy.url, cookie, await png("#1d4ed8"))];
      for (const url of uploaded) {
        const answers = await Promise.all(apps.map((app) => fetch(app.url + url)));
        const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())));
        for (const answer of answers) {
          expect(answer.status).toBe(200);
          expect(answer.headers.get("content-type")).toBe("image/webp");
          // Sent next to the site-wide policy (as before object storage); browsers enforce both.
          expect(answer.headers.get("content-security-policy")).toContain("default-src 'none'; sandbox");
        }
        expect(bodies[0]!.length).toBeGreaterThan(0);
        expect(bodies[1]).toEqual(bodies[0]);
        // A resized variant is made by each process from the bucket, into its own cache.
        for (const app of apps) {
          const variant = await fetch(`${app.url}/img/320${url}`);
          expect(variant.status).toBe(200);
          expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(320);
        }
      }
    },
  );
});
