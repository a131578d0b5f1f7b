/**
 * A degraded page is never cached. A page rendered while
 * PostgreSQL is away (its loader swallows the error and shows an empty
 * section, with a 200) goes out as `no-store` and is not kept by the page
 * cache, so once the database is back visitors get the real page. And
 * `npm run restore` on a running site leaves no process serving the pages
 * of before the restore. PostgreSQL only: the outage needs a database
 * server to take away, and a restore on a running site needs one too.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPgDatabase, freePort, postForm, runScript, startServer, tempDir, type RunningServer } from "./support";
import { TcpProxy } from "./tcp-proxy";

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
const running: RunningServer[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop("SIGKILL")));
  for (const cleanup of cleanups) await cleanup();
});

async function visit(server: RunningServer, pathname: string) {
  const response = await fetch(server.url + pathname);
  return {
    status: response.status,
    cache: response.headers.get("x-cache"),
    cacheControl: response.headers.get("cache-control"),
    html: await response.text(),
  };
}

/** The team-leader page shows its pictures from the database, and shows none if it cannot read them. */
const PICTURE = /<img[^>]+src="\/(img\/\d+\/)?images\/demo\/team-leader\//;

describe.runIf(hasPostgres)("a page rendered during a database outage", () => {
  it("is not cached, by the app or a CDN, and the real page is served once the database is back", async () => {
    const database = await createPgDatabase("degraded");
    cleanups.push(database.drop);
    const real = new URL(database.url);
    const proxy = new TcpProxy(await freePort(), { host: real.hostname, port: Number(real.port || 5432) });
    await proxy.open();
    cleanups.push(() => proxy.cut().catch(() => {}));
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const server = await startServer({ DATABASE_URL: viaProxy.toString(), DATA_DIR: tempDir("proc-degraded-") });
    running.push(server);

    const pages = ["/team-leader", "/hire", "/work/projects", "/team-leader.data"];
    await proxy.cut();
    for (const page of pages) {
      const during = await visit(server, page);
      // The page still answers (the spec: a failed load shows an empty section)...
      expect(during.status, page).toBe(200);
      // ...but nothing may keep it.
      expect(during.cacheControl, page).toBe("no-store");
    }
    expect(PICTURE.test((await visit(server, "/team-leader")).html)).toBe(false);

    await proxy.open();
    await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 30_000, interval: 250 }).toBe(200);
    for (const page of pages) {
      const after = await visit(server, page);
      expect(after.cache, page).toBe("MISS");
      expect(after.cacheControl, page).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    }
    const healed = await visit(server, "/team-leader");
    expect(healed.cache).toBe("HIT");
    expect(healed.html).toMatch(PICTURE);
  });
});

describe.runIf(hasPostgres)("npm run restore on a running site", () => {
  it("leaves no process serving the pages of before the restore", async () => {
    const database = await createPgDatabase("restorecache");
    cleanups.push(database.drop);
    const env = { DATABASE_URL: database.url };
    const admin = { email: "restore-admin@example.com", password: "password-123" };
    await runScript("user:create", ["--email", admin.email, "--password", admin.password, "--admin"], env);
    const a = await startServer({ ...env, DATA_DIR: tempDir("proc-restore-a-") });
    const b = await startServer({ ...env, DATA_DIR: tempDir("proc-restore-b-") });
    running.push(a, b);

    const feed = (await visit(a, "/blog/rss.xml")).html;
    // The post's address (slug, as the list links it) and its id (the guid's).
    const [, slug, id] = /<item>[\s\S]*?<link>[^<]*\/blog\/([^<]+)<\/link>[\s\S]*?<guid[^>]*>[^<]*\/blog\/([0-9a-f-]{36})<\/guid>/.exec(feed) ?? [];
    expect(id).toBeTruthy();

    const dir = tempDir("proc-restore-file-");
    const file = path.join(dir, "before.ndjson.gz");
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    expect((await runScript("backup", ["--out", file], env)).code).toBe(0);

    // Staff unpublish the post; both processes cache the list without it.
    const signIn = await postForm(a, "/auth", admin);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    expect((await postForm(a, "/admin/blogs", { intent: "publish", id: id!, published: "false" }, { cookie })).status).toBeLessThan(400);
    for (const server of [a, b]) {
      await expect.poll(async () => (await visit(server, "/blog")).html.includes(`/blog/${slug}"`), { timeout: 5_000 }).toBe(false);
      expect((await visit(server, "/blog")).cache).toBe("HIT");
    }

    // The backup from before is restored while both run: the post is back, on both.
    const restored = await runScript("restore", [file], env);
    expect(restored.code, restored.stderr).toBe(0);
    for (const server of [a, b]) {
      await expect.poll(async () => (await visit(server, "/blog")).html.includes(`/blog/${slug}"`), { timeout: 5_000 }).toBe(true);
    }
    // Four scripts and two servers: slow on a busy machine.
  }, 360_000);
});
