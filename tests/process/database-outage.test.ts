/**
 * PostgreSQL going away: pages answer 503 (the process does not crash), and
 * the site recovers by itself when the database is back. The app reaches
 * PostgreSQL through a TCP proxy that the test can cut and restore.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createPgDatabase, freePort, postForm, runScript, startServer, type RunningServer } from "./support";
import { TcpProxy } from "./tcp-proxy";

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Needs a PostgreSQL server to take away: runs when TEST_DATABASE_URL is set (as in CI).
describe.runIf(hasPostgres)("when PostgreSQL goes away", () => {
  let server: RunningServer | undefined;
  let drop: (() => Promise<void>) | undefined;
  let proxy: TcpProxy | undefined;
  afterAll(async () => {
    await server?.stop("SIGKILL");
    await proxy?.cut().catch(() => {});
    await drop?.();
  });

  it("answers 503 instead of crashing, and recovers on its own", async () => {
    const database = await createPgDatabase("outage");
    drop = database.drop;
    const viaProxy = TcpProxy.forDatabase(database.url, await freePort());
    proxy = viaProxy.proxy;
    await proxy.open();
    const env = { DATABASE_URL: viaProxy.url, SEED_DEMO: "false" };
    const created = await runScript("user:create", ["--email", "staff@example.com", "--password", "password-123", "--admin"], env);
    expect(created.stderr).toContain("Created admin user");
    server = await startServer(env);

    // Signed in, every page load checks the session in the database.
    const signIn = await postForm(server, "/auth", { email: "staff@example.com", password: "password-123" });
    expect(signIn.status).toBe(302);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const page = () => fetch(`${server!.url}/admin`, { headers: { cookie }, redirect: "manual" });
    expect((await page()).status).toBe(200);

    await proxy.cut();
    const during = await page();
    expect(during.status).toBe(503);
    expect(during.headers.get("retry-after")).toBe("30");
    expect(await during.text()).toContain("briefly unavailable");
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
    // Anonymous pages that need no database still work.
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();

    await proxy.open();
    await expect.poll(async () => (await page()).status, { timeout: 20_000, interval: 500 }).toBe(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
