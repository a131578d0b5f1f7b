/**
 * The server as a process: one owner per embedded database, a graceful stop,
 * and the command-line tools.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runScript, siteDataDir, startServer, tempDir, type RunningServer } from "./support";

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop("SIGKILL")));
});

describe("the embedded database has one owner", () => {
  it("a second server on the same data directory refuses to start, with a clear message", async () => {
    const dataDir = siteDataDir("proc-lock-");
    const first = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
    running.push(first);
    const second = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" }, { waitForReady: false });
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The embedded database in ${dataDir} is in use by another process (pid ${first.child.pid})`);
    // The first one is unharmed.
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
  });

  it("user:create says to stop the server instead of hanging or touching the data", async () => {
    const dataDir = siteDataDir("proc-lock-cli-");
    running.push(await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" }));
    const started = Date.now();
    const result = await runScript("user:create", ["--email", "x@example.com", "--password", "password-123"], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/in use by another process .* Stop the running server first/);
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});

describe("stopping", () => {
  it("SIGTERM lets an in-flight request finish, closes the database and exits within 10 s", async () => {
    const dataDir = siteDataDir("proc-term-");
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
    running.push(server);

    // A request whose body arrives slowly: it is in flight when SIGTERM comes.
    const body = "email=nobody%40example.com&password=wrong-password-1";
    const socket = net.connect(server.port, "127.0.0.1");
    await new Promise((r) => socket.once("connect", r));
    let response = "";
    socket.on("data", (chunk) => (response += chunk));
    socket.write(
      `POST /auth HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 300));

    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");
    // The server has begun its stop before the rest of the body arrives.
    await expect.poll(() => server.output(), { timeout: 10_000, interval: 20 }).toContain("SIGTERM received");
    socket.write(body.slice(10));
    await new Promise((r) => socket.once("close", r));

    // The request got its real answer (the sign-in refusal), not a dropped connection.
    expect(response).toMatch(/^HTTP\/1\.1 401/);
    expect(await server.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(server.output()).toContain("SIGTERM received");
    // The database was closed and the lock released: the directory can be used again.
    expect(fs.existsSync(path.join(dataDir, "db.lock"))).toBe(false);
    const again = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
    running.push(again);
    expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
  });
});

describe("command-line tools", () => {
  it("user:create works on a fresh directory, prints the id, and refuses duplicates and short passwords", async () => {
    const dataDir = tempDir("proc-cli-");
    const created = await runScript("user:create", ["--email", "Staff@Example.com", "--password", "password-123", "--admin"], {
      DATA_DIR: dataDir,
    });
    expect(created.code).toBe(0);
    expect(created.stdout.trim()).toMatch(/^[0-9a-f-]{36}$/);

    const duplicate = await runScript("user:create", ["--email", "staff@example.com", "--password", "password-456"], { DATA_DIR: dataDir });
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain("already exists");

    const short = await runScript("user:create", ["--email", "new@example.com", "--password", "1234567"], { DATA_DIR: dataDir });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("at least 8 characters");

    // No --password and nothing on standard input: a usage error, nothing created.
    const missing = await runScript("user:create", ["--email", "new@example.com"], { DATA_DIR: dataDir });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("No password was given");
  });

  it("backup and restore bring the site's accounts and content back", async () => {
    const dataDir = siteDataDir("proc-backup-");
    const file = path.join(dataDir, "..", `${path.basename(dataDir)}.ndjson.gz`);
    expect((await runScript("user:create", ["--email", "keep@example.com", "--password", "password-123", "--admin"], { DATA_DIR: dataDir })).code).toBe(0);
    const backup = await runScript("backup", ["--out", file], { DATA_DIR: dataDir });
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain("Backup written");

    // Lose the data, then restore into a brand-new directory.
    fs.rmSync(dataDir, { recursive: true, force: true });
    const restored = await runScript("restore", [file], { DATA_DIR: dataDir });
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain("Restored 2 rows");
    // The restored account is there: creating it again is refused.
    const again = await runScript("user:create", ["--email", "keep@example.com", "--password", "password-123"], { DATA_DIR: dataDir });
    expect(again.stderr).toContain("already exists");
  });
});
