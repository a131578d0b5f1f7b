/**
 * PostgreSQL going away: pages answer 503 (the process does not crash), and
 * the site recovers by itself when the database is back. The app reaches
 * PostgreSQL through a TCP proxy that the test can cut and restore.
 */
import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { createPgDatabase, freePort, postForm, runScript, startServer, type RunningServer } from "./support";

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

class TcpProxy {
  private server?: net.Server;
  private sockets = new Set<net.Socket>();
  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}
  async open() {
    this.server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
  }
  async cut() {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}

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
    const real = new URL(database.url);
    proxy = new TcpProxy(await freePort(), { host: real.hostname, port: Number(real.port || 5432) });
    await proxy.open();
    const viaProxy = new URL(database.url);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const env = { DATABASE_URL: viaProxy.toString(), SEED_DEMO: "false" };
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
