/**
 * `npm run user:create` keeps the password off the command line: it asks at
 * a terminal without echoing, or reads standard input; `--password` still
 * works, with a warning. Runs the real script on a fresh embedded database.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/client.server";
import { setDatabase } from "~/server/db/client.server";
import { verifyPassword } from "~/server/identity/password.server";
import { findUserForSignIn } from "~/server/identity/queries.server";

const ROOT = path.resolve(import.meta.dirname, "..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");
const root = fs.mkdtempSync(path.join(os.tmpdir(), "user-create-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
/** One embedded database per test, so a slow test cannot hold another's. */
let dataDir = "";
beforeEach((context) => {
  dataDir = path.join(root, context.task.id);
});

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs a command; `answer(output)` may return text to type once output appears. */
function run(command: string, args: string[], input: (output: string) => string | undefined): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } });
    let stdout = "";
    let stderr = "";
    const feed = () => {
      const text = input(stdout + stderr);
      if (text !== undefined) child.stdin.write(text);
    };
    child.stdout.on("data", (c) => ((stdout += c), feed()));
    child.stderr.on("data", (c) => ((stderr += c), feed()));
    feed();
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

async function passwordWorks(email: string, password: string) {
  const handle = await openDatabase({ kind: "pglite", dataDir });
  setDatabase(handle);
  try {
    const user = await findUserForSignIn(email);
    return Boolean(user && (await verifyPassword(password, user.passwordHash)));
  } finally {
    setDatabase(undefined);
    await handle.close();
  }
}

describe("npm run user:create", () => {
  it("reads the password from standard input when it is not a terminal", async () => {
    let sent = false;
    const result = await run(TSX, ["scripts/user-create.ts", "--email", "piped@example.com"], () => {
      if (sent) return undefined;
      sent = true;
      return "piped-password-1\n";
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim()).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.stderr).not.toContain("Warning");
    expect(await passwordWorks("piped@example.com", "piped-password-1")).toBe(true);
  }, 300_000);

  it("asks at a terminal without showing what is typed", async () => {
    // `script` gives the command a real terminal (pseudo-terminal) and copies ours to it.
    let step = 0;
    const command = `${TSX} scripts/user-create.ts --email typed@example.com`;
    const result = await run("script", ["-qefc", command, "/dev/null"], (output) => {
      if (step === 0 && output.includes("Password: ")) return (step = 1), "typed-password-1\r";
      if (step === 1 && output.includes("Repeat the password: ")) return (step = 2), "typed-password-1\r";
      return undefined;
    });
    expect(result.code, result.stdout).toBe(0);
    expect(result.stdout).not.toContain("typed-password-1");
    expect(await passwordWorks("typed@example.com", "typed-password-1")).toBe(true);
  }, 300_000);

  it("refuses a common password, with the rule's words, and creates nothing", async () => {
    // Read from the shipped list with fs (password-rules.server.ts): plain Node in a script must find it too.
    const result = await run(TSX, ["scripts/user-create.ts", "--email", "common@example.com"], (output) => (output ? undefined : "Sunshine1\n"));
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain("This password is too common. Choose another.");
    expect(await passwordWorks("common@example.com", "Sunshine1")).toBe(false);
  }, 300_000);

  it("still takes --password, with a warning", async () => {
    const result = await run(TSX, ["scripts/user-create.ts", "--email", "argument@example.com", "--password", "argument-password-1"], () => undefined);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain("Warning: --password puts the password where `ps` and your shell history can see it.");
    expect(await passwordWorks("argument@example.com", "argument-password-1")).toBe(true);
  }, 300_000);
});
