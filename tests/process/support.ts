/**
 * Starting and stopping the production server as a child process, for the
 * process-level tests.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { SERVER_ENV, serverArgs } from "../../scripts/server-command";

export const ROOT = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A new empty directory, removed with the run's others when the run ends. */
export function tempDir(prefix: string) {
  return fs.mkdtempSync(path.join(inject("tempRoot"), prefix));
}

/**
 * A DATA_DIR for a site that already exists: a copy of an embedded database
 * migrated once for the run (data-dir-template.global.ts), with no rows. The
 * server starts on it as on any existing site (and seeds the demo content if
 * asked to); tests of a first start on an empty directory use `tempDir`.
 */
export function siteDataDir(prefix: string) {
  const dir = tempDir(prefix);
  fs.cpSync(inject("dataDirTemplate"), dir, { recursive: true });
  return dir;
}

export type RunningServer = {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

export type ServerEnv = Record<string, string | undefined>;

/** Starts `node server.ts` (production build) and waits until /healthz answers. */
export async function startServer(env: ServerEnv, options: { waitForReady?: boolean } = {}): Promise<RunningServer> {
  const port = Number(env.PORT ?? (await freePort()));
  let output = "";
  const child = spawn(process.execPath, serverArgs(), {
    cwd: ROOT,
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      SECURE_COOKIES: "false",
      // These tests sign admins in with a password only; the rule itself is
      // tested with it on (tests/process/two-factor.test.ts, decision 0022).
      REQUIRE_ADMIN_2FA: "false",
      // Hundreds of sign-ins: scrypt at the test cost (password.server.ts).
      PASSWORD_HASH_COST: "test",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    url,
    port,
    child,
    output: () => output,
    exited,
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  if (options.waitForReady === false) return server;
  // Migrating a fresh database takes a while on a busy machine.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await server.stop("SIGKILL");
  throw new Error(`server did not become ready:\n${output}`);
}

/**
 * Runs an npm script of the project and collects its output. Asynchronous, so
 * that anything the test runs in this process (e.g. a TCP proxy) keeps working.
 */
export async function runScript(script: string, args: string[], env: ServerEnv, timeoutMs = 90_000) {
  const child = spawn("npm", ["run", "-s", script, "--", ...args], { cwd: ROOT, env: { ...process.env, ...env } });
  // Nothing on standard input: a script that reads it (user:create without --password) sees its end.
  child.stdin.end();
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once("close", (c) => resolve(c)));
  clearTimeout(timer);
  return { code, stdout, stderr };
}

/** A fresh PostgreSQL database for one test (when TEST_DATABASE_URL is set). */
export async function createPgDatabase(prefix: string) {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** Posts a urlencoded form the way a browser on the site would (same-origin). */
export function postForm(server: RunningServer, pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * The signed stamp a public page hands its forms (what a browser sends back in
 * `formStartedAt`), read from the page's HTML.
 */
export async function formStamp(server: RunningServer, pathname = "/contact"): Promise<string> {
  const html = await (await fetch(`${server.url}${pathname}`)).text();
  const stamp = html.match(/name="formStartedAt" value="([^"]+)"/)?.[1];
  if (!stamp) throw new Error(`no form stamp on ${pathname}`);
  return stamp;
}

/** Waits until `ms` have passed since `since` (a form's minimum fill time). */
export async function waitUntilElapsed(since: number, ms: number) {
  while (Date.now() - since < ms) await new Promise((r) => setTimeout(r, Math.max(1, ms - (Date.now() - since))));
}
