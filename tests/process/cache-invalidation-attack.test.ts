/**
 * Nobody but staff can empty the page cache. Anonymous
 * visitors and signed-in non-admins post to every admin address in the route
 * table (and a refused booking goes to /hire); a cached public page stays a
 * cache hit throughout. An admin's real change still empties it. On the
 * embedded database, and on PostgreSQL when TEST_DATABASE_URL is set (where
 * an invalidation is also sent to every other process).
 */
import { afterAll, describe, expect, it } from "vitest";
import { adminAddresses, SAMPLE_ID } from "./admin-routes";
import {
  createPgDatabase,
  postForm,
  runScript,
  siteDataDir,
  startServer,
  tempDir,
  type RunningServer,
  type ServerEnv,
} from "./support";

const running: RunningServer[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop("SIGKILL")));
  for (const cleanup of cleanups) await cleanup();
});

const ADMIN = { email: "cache-owner@example.com", password: "password-123" };
const MEMBER = { email: "cache-member@example.com", password: "password-123" };

async function signIn(server: RunningServer, who: { email: string; password: string }) {
  const response = await postForm(server, "/auth", who);
  expect(response.status).toBe(302);
  return response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** Whether a page came from the cache. The body is read to its end: a page is stored once it has been sent whole. */
async function cacheOf(server: RunningServer, pathname: string) {
  const response = await fetch(server.url + pathname);
  await response.text();
  return response.headers.get("x-cache");
}

/** Fields that would make any admin form do something, if it were let through. */
const ATTACK_FIELDS = { intent: "delete", id: SAMPLE_ID, published: "false", status: "approved", userId: SAMPLE_ID, email: MEMBER.email };

async function attack(env: ServerEnv) {
  await runScript("user:create", ["--email", ADMIN.email, "--password", ADMIN.password, "--admin"], env);
  await runScript("user:create", ["--email", MEMBER.email, "--password", MEMBER.password], env);
  const server = await startServer(env);
  running.push(server);
  const member = await signIn(server, MEMBER);

  await cacheOf(server, "/blog");
  expect(await cacheOf(server, "/blog")).toBe("HIT");

  const addresses = adminAddresses();
  expect(addresses).toContain("/admin/blogs");
  expect(addresses).toContain("/admin.data");
  for (const address of addresses) {
    for (const [who, cookie] of [["anonymous", undefined], ["non-admin", member]] as const) {
      const response = await postForm(server, address, ATTACK_FIELDS, cookie ? { cookie } : {});
      expect([202, 204, 302, 404, 405], `${who} POST ${address}`).toContain(response.status);
      expect(await cacheOf(server, "/blog"), `after ${who} POST ${address}`).toBe("HIT");
    }
  }

  // A booking that is refused (invalid) or looks like a bot's (answered as a
  // success, nothing stored) takes no slot either.
  expect((await postForm(server, "/hire", { name: "x" })).status).toBe(400);
  expect(await cacheOf(server, "/blog")).toBe("HIT");
  expect((await postForm(server, "/hire", { website: "spam", formStartedAt: "1" })).status).toBeLessThan(500);
  expect(await cacheOf(server, "/blog")).toBe("HIT");

  // A real staff change still empties it: unpublishing the newest post.
  const feed = await (await fetch(`${server.url}/blog/rss.xml`)).text();
  // The newest post's id, from its guid (its <link> is the slug address).
  const id = /<guid[^>]*>[^<]*\/blog\/([0-9a-f-]{36})<\/guid>/.exec(feed)?.[1];
  expect(id).toBeTruthy();
  const admin = await signIn(server, ADMIN);
  expect(await cacheOf(server, "/blog")).toBe("HIT");
  const response = await postForm(server, "/admin/blogs", { intent: "publish", id: id!, published: "false" }, { cookie: admin });
  expect(response.status).toBeLessThan(400);
  expect(await cacheOf(server, "/blog")).toBe("MISS");
}

describe("posts that are not staff changes", () => {
  it("leave the page cache alone (embedded database)", async () => {
    await attack({ DATA_DIR: siteDataDir("proc-inval-") });
    // Two user:create runs and a first start of the embedded database: minutes on a busy machine.
  }, 600_000);

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))("leave the page cache alone (PostgreSQL)", async () => {
    const database = await createPgDatabase("inval");
    cleanups.push(database.drop);
    await attack({ DATABASE_URL: database.url, DATA_DIR: tempDir("proc-inval-pg-") });
  }, 300_000);
});
