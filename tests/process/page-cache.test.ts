/**
 * The public page cache never shows stale content after a staff change: on
 * one process, and across two processes sharing one PostgreSQL (the change
 * made through one empties the other's cache through LISTEN/NOTIFY).
 */
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import { blogPosts } from "~/server/db/schema";
import {
  createPgDatabase,
  postForm,
  runScript,
  siteDataDir,
  startServer,
  tempDir,
  type RunningServer,
} from "./support";

const running: RunningServer[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop("SIGKILL")));
  for (const cleanup of cleanups) await cleanup();
});

const ADMIN = { email: "cache-admin@example.com", password: "password-123" };

async function signIn(server: RunningServer) {
  const response = await postForm(server, "/auth", ADMIN);
  expect(response.status).toBe(302);
  return response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** An anonymous visitor's view of a page, and whether it came from the cache. */
async function anonymous(server: RunningServer, pathname: string) {
  const response = await fetch(server.url + pathname);
  return { status: response.status, cache: response.headers.get("x-cache"), html: await response.text() };
}

async function unpublish(server: RunningServer, cookie: string, id: string) {
  const response = await postForm(server, "/admin/blogs", { intent: "publish", id, published: "false" }, { cookie });
  expect(response.status).toBeLessThan(400);
}

describe("the public page cache", () => {
  it("serves repeat visits from memory, and shows a staff change on the very next request", async () => {
    const dataDir = siteDataDir("proc-cache-");
    await runScript("user:create", ["--email", ADMIN.email, "--password", ADMIN.password, "--admin"], { DATA_DIR: dataDir });
    const server = await startServer({ DATA_DIR: dataDir });
    running.push(server);

    // The newest published post, from the RSS feed: its address (slug) and its id (the guid's).
    const feed = (await anonymous(server, "/blog/rss.xml")).html;
    const [, slug, id] = /<item>[\s\S]*?<link>[^<]*\/blog\/([^<]+)<\/link>[\s\S]*?<guid[^>]*>[^<]*\/blog\/([0-9a-f-]{36})<\/guid>/.exec(feed) ?? [];
    expect(id).toBeTruthy();
    const before = await anonymous(server, "/blog");
    expect(before.html).toContain(`/blog/${slug}"`);
    expect((await anonymous(server, "/blog")).cache).toBe("HIT");
    expect((await anonymous(server, `/blog/${slug}`)).status).toBe(200);

    // Hits are compressed as the browser asks, and still carry their own nonce.
    for (const encoding of ["gzip", "br, gzip", "identity"]) {
      const response = await fetch(server.url + "/blog", { headers: { "Accept-Encoding": encoding } });
      expect(response.headers.get("x-cache")).toBe("HIT");
      expect(response.headers.get("content-encoding")).toBe(encoding === "identity" ? null : "gzip");
      expect(response.headers.get("vary")?.toLowerCase()).toContain("accept-encoding");
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      const html = await response.text();
      expect(html).toContain(`nonce="${nonce}"`);
      expect(html).toContain(`/blog/${slug}"`);
    }

    await unpublish(server, await signIn(server), id!);

    const after = await anonymous(server, "/blog");
    expect(after.cache).toBe("MISS");
    expect(after.html).not.toContain(`/blog/${slug}"`);
    expect((await anonymous(server, `/blog/${slug}`)).status).toBe(404);
  });

  // Two processes need a shared database: runs when TEST_DATABASE_URL is set (as in CI).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))("a change through one process empties the cache of another", async () => {
    const database = await createPgDatabase("cache");
    cleanups.push(database.drop);
    const env = { DATABASE_URL: database.url };
    await runScript("user:create", ["--email", ADMIN.email, "--password", ADMIN.password, "--admin"], env);
    const a = await startServer({ ...env, DATA_DIR: tempDir("proc-cache-a-") });
    const b = await startServer({ ...env, DATA_DIR: tempDir("proc-cache-b-") });
    running.push(a, b);

    // The newest published post, straight from the database.
    const handle = await openDatabase({ kind: "postgres", url: database.url });
    const [post] = await handle.db.select({ id: blogPosts.id, slug: blogPosts.slug, title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.published, true)).limit(1);
    await handle.close();

    // Process B has the post's page cached.
    expect((await anonymous(b, `/blog/${post!.slug}`)).status).toBe(200);
    const cached = await anonymous(b, `/blog/${post!.slug}`);
    expect(cached.cache).toBe("HIT");
    expect(cached.html).toContain(post!.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));

    // Staff unpublish it through process A...
    await unpublish(a, await signIn(a), post!.id);

    // ...and process B stops serving it straight away (the notification takes milliseconds).
    await expect.poll(async () => (await anonymous(b, `/blog/${post!.slug}`)).status, { timeout: 2_000, interval: 20 }).toBe(404);
  });
});
