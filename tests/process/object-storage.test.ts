/**
 * Uploads in S3-compatible object storage (STORAGE_URL), against a real
 * S3-protocol server (s3rver) started here: the server says which storage it
 * uses, refuses to start when the bucket cannot be reached, and (PostgreSQL)
 * two app processes behind a round-robin proxy serve an image uploaded
 * through either one, a post edited through one is fresh on both, and a
 * process killed mid-upload leaves no record naming a missing file.
 */
import http from "node:http";
import pg from "pg";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readStorageSettings } from "../../app/server/storage/storage-settings.server";
import { s3Driver } from "../../app/server/storage/s3.server";
import { startTestS3Server, TEST_S3_CREDENTIALS, type TestS3Server } from "../../app/server/testing/s3-server";
import { startRoundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy";
import {
  createPgDatabase,
  postForm,
  runScript,
  siteDataDir,
  startServer,
  tempDir,
  type RunningServer,
} from "./support";
import { createPicture, noisePng, pictureForm, png, signIn, UPLOAD_ADMIN as ADMIN, uploadBlogImage } from "./uploads";

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

describe("uploads in object storage", () => {
  it("a server refuses to start when the bucket cannot be reached, naming it and not the secret", async () => {
    const server = await startServer(
      {
        DATA_DIR: siteDataDir("proc-s3-refused-"),
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

});

/**
 * Several app processes need one shared database: the embedded one (PGlite)
 * belongs to a single process, so this part runs when TEST_DATABASE_URL names
 * a PostgreSQL server (as in CI) and is skipped without it.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("two processes on one PostgreSQL and one bucket, behind a round-robin proxy", () => {
  const apps: RunningServer[] = [];
  const teardown: (() => Promise<void>)[] = [];
  let env: Record<string, string>;
  let proxy: RoundRobinProxy;
  let cookie: string;
  let uploaded: string[] = [];
  let databaseUrl: string;

  beforeAll(async () => {
    const database = await createPgDatabase("proc_two_apps");
    teardown.push(() => database.drop());
    databaseUrl = database.url;
    env = { DATABASE_URL: database.url, SEED_DEMO: "false", STORAGE_URL: s3.storageUrl(), ...TEST_S3_CREDENTIALS };
    expect((await runScript("user:create", ["--email", ADMIN.email, "--password", ADMIN.password, "--admin"], env)).code).toBe(0);
    // Each process has a data directory of its own: nothing on it matters.
    apps.push(await startServer({ ...env, DATA_DIR: tempDir("proc-app-a-") }), await startServer({ ...env, DATA_DIR: tempDir("proc-app-b-") }));
    proxy = await startRoundRobinProxy(apps.map((a) => a.url));
    teardown.push(() => proxy.close());
    // Signed in through one process; the session lives in PostgreSQL.
    cookie = await signIn(proxy.url);
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.stop("SIGKILL")));
    for (const step of teardown.reverse()) await step();
  });

  /** Rows of the shared database, read directly. */
  async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  it("both serve an upload made through either", async () => {
    const [a, b] = apps;
    for (const app of apps) expect(app.output()).toContain(`Uploads stored in S3 bucket "${s3.bucket}" at ${s3.endpoint}.`);
    uploaded = [await uploadBlogImage(proxy.url, cookie, await png("#b91c1c")), await uploadBlogImage(proxy.url, cookie, await png("#1d4ed8"))];
    for (const url of uploaded) {
      const answers = await Promise.all([a!, b!].map((app) => fetch(app.url + url)));
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
      for (const app of [a!, b!]) {
        const variant = await fetch(`${app.url}/img/320${url}`);
        expect(variant.status).toBe(200);
        expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(320);
      }
    }
  });

  it("a post edited through one is fresh on both", async () => {
    const [a, b] = apps as [RunningServer, RunningServer];
    const fields = {
      intent: "save",
      title: "Rehearsal notes from Kathmandu",
      excerpt: "What the band learned this week.",
      author: "Ekadash",
      content: "Long days, good sound.",
      category: "Other",
      published: "on",
      imageUrl: uploaded[0] ?? "",
      imageAlt: "The band rehearsing in a small room in Kathmandu",
    };
    expect((await postForm(a, "/admin/blogs/new", fields, { cookie })).status).toBe(302);
    const [post] = await query<{ id: string; slug: string }>("select id, slug from blog_posts where title = $1", [fields.title]);
    const page = `/blog/${post!.slug}`;
    const visit = async (app: RunningServer) => {
      const response = await fetch(app.url + page);
      return { status: response.status, cache: response.headers.get("x-cache"), html: await response.text() };
    };
    // Both processes hold the page in their caches.
    for (const app of [a, b]) {
      expect((await visit(app)).status).toBe(200);
      const cached = await visit(app);
      expect(cached.cache).toBe("HIT");
      expect(cached.html).toContain(fields.title);
    }

    // Edited through process A...
    const edited = { ...fields, title: "Rehearsal notes from Pokhara" };
    expect((await postForm(a, `/admin/blogs/edit/${post!.id}`, edited, { cookie })).status).toBe(302);
    // ...A shows it on the very next request, and B as soon as the notification lands (milliseconds).
    const onA = await visit(a);
    expect(onA.cache).toBe("MISS");
    expect(onA.html).toContain(edited.title);
    expect(onA.html).not.toContain(fields.title);
    await expect.poll(async () => (await visit(b)).html.includes(edited.title), { timeout: 2_000, interval: 20 }).toBe(true);
    expect((await visit(b)).html).not.toContain(fields.title);
    // The post's image is the one uploaded through the proxy, served by both.
    for (const app of [a, b]) expect((await fetch(app.url + uploaded[0]!)).status).toBe(200);
  });

  it("a process killed mid-upload leaves no broken record, and the site works through the other", async () => {
    const [a, b] = apps as [RunningServer, RunningServer];
    const bucket = s3Driver(readStorageSettings({ STORAGE_URL: s3.storageUrl(), ...TEST_S3_CREDENTIALS }) as never);
    const large = await noisePng(1200, 1000); // ~3.6 MB, under the 5 MB limit; slow to re-encode

    /** Sends a new picture with its file to `app` in 64 KiB pieces; `during` runs after `afterBytes` were sent. */
    async function upload(app: RunningServer, id: string, afterBytes: number, during: (answered: Promise<unknown>) => Promise<void>) {
      const request = new Request(`${app.url}/admin/team-leader-pictures/new.data`, { method: "POST", body: pictureForm(id, large) });
      const body = Buffer.from(await request.arrayBuffer());
      const req = http.request(`${app.url}/admin/team-leader-pictures/new.data`, {
        method: "POST",
        headers: { cookie, Origin: app.url, "Content-Type": request.headers.get("content-type")!, "Content-Length": body.length },
      });
      const answered = new Promise<number | undefined>((resolve) => {
        req.on("response", (res) => {
          res.resume();
          resolve(res.statusCode);
        });
        req.on("error", () => resolve(undefined));
      });
      for (let sent = 0; sent < Math.min(afterBytes, body.length); sent += 65_536) {
        if (!req.write(body.subarray(sent, Math.min(sent + 65_536, afterBytes, body.length)))) {
          await new Promise((resolve) => req.once("drain", resolve));
        }
      }
      if (afterBytes >= body.length) req.end();
      await during(answered);
      req.destroy();
      return answered;
    }

    // 1. Process A dies with half of a large upload received.
    const halfId = crypto.randomUUID();
    const killedA = await upload(a, halfId, 1_800_000, async () => {
      expect(await a.stop("SIGKILL")).toBeNull();
    });
    expect(killedA).toBeUndefined();

    // 2. A third process dies once the whole upload is in, at the moment its file reaches
    //    the bucket (the row is written next) or, if it is quicker than we look, as it answers.
    const c = await startServer({ ...env, DATA_DIR: tempDir("proc-app-c-") });
    apps.push(c);
    const wholeId = crypto.randomUUID();
    const key = `images/team-leader-pictures/${wholeId}-portrait.webp`;
    await upload(c, wholeId, Number.MAX_SAFE_INTEGER, async (answered) => {
      let settled = false;
      void answered.then(() => (settled = true));
      while (!settled && !(await bucket.head(key))) await new Promise((r) => setTimeout(r, 5));
      await c.stop("SIGKILL");
    });
    expect(c.child.signalCode).toBe("SIGKILL");

    // No row names a file the bucket does not hold; the half-sent picture has no row at all.
    const rows = await query<{ id: string; image_path: string }>("select id, image_path from team_leader_pictures");
    expect(rows.some((r) => r.id === halfId)).toBe(false);
    for (const row of rows) {
      expect(row.image_path.startsWith("/storage/images/team-leader-pictures/")).toBe(true);
      expect(await bucket.head(row.image_path.slice("/storage/".length)), row.image_path).toBeDefined();
    }
    const posts = await query<{ image_url: string | null }>("select image_url from blog_posts where image_url like '/storage/%'");
    for (const post of posts) expect(await bucket.head(post.image_url!.slice("/storage/".length)), post.image_url!).toBeDefined();

    // The site goes on through process B: pages, the pictures, and a new upload.
    expect((await fetch(`${b.url}/team-leader`)).status).toBe(200);
    for (const row of rows) expect((await fetch(b.url + row.image_path)).status).toBe(200);
    const fresh = await createPicture(b.url, cookie, await png("#ca8a04"));
    expect((await fetch(b.url + fresh)).status).toBe(200);
    expect(await (await fetch(`${b.url}/team-leader`)).text()).toContain("/team-leader-pictures/");
  });
});
