import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";
import { BOTH_DATABASES, E2E_PORTS, e2eDatabases } from "./tests/e2e/support/config";

// The system's Chromium headless shell (Debian's chromium-headless-shell),
// never a downloaded browser: the same Blink and V8 as the full browser on
// half its CPU (decision 0036). CHROMIUM_PATH=/usr/bin/chromium runs the full one.
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
const launchArgs = [
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const databases = e2eDatabases();

// Per database: "<db>-fresh" runs first, on the untouched demo data (exact
// counts); "<db>" runs everything else afterwards, in parallel.
const projects: PlaywrightTestConfig["projects"] = databases.flatMap((db) => [
  {
    name: `${db}-fresh`,
    testMatch: /.*\.fresh\.spec\.ts/,
    ...(db === "pglite" ? {} : { grep: new RegExp(BOTH_DATABASES) }),
    // Every other test waits on this project, and it runs while the process
    // tests start servers beside it: its first sign-in may be slow.
    timeout: 90_000,
    use: { baseURL: `http://localhost:${E2E_PORTS[db]}` },
  },
  {
    name: db,
    // *.postgres.spec.ts needs a database it can reach from outside the server.
    testIgnore: db === "postgres" ? /.*\.fresh\.spec\.ts/ : [/.*\.fresh\.spec\.ts/, /.*\.postgres\.spec\.ts/],
    dependencies: [`${db}-fresh`],
    // On PostgreSQL: the tests tagged BOTH_DATABASES and the *.postgres.spec.ts files (config.ts).
    ...(db === "pglite" ? {} : { grep: [new RegExp(BOTH_DATABASES), /\.postgres\.spec\.ts/] }),
    use: { baseURL: `http://localhost:${E2E_PORTS[db]}` },
  },
]);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: /.*\.spec\.ts/,
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: true,
  retries: 0,
  // A test's own waits are each a condition with its 10 s limit; this is the
  // whole test's. Long tests (a booking moved then cancelled, a password
  // changed then used) take 25 s on a quiet machine and passed 60 s in full
  // runs on a slow night (2026-11-25), with every step passing.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  // One folder per test server pair, so side-by-side runs do not delete each other's traces.
  outputDir: `.tmp/test-results-${E2E_PORTS.pglite}`,
  use: {
    browserName: "chromium",
    // E2E_SLOW_MO=<ms> waits that long after every input step (a press, a
    // release), as a slow machine does: how a race with an animation is
    // reproduced (decision 0038).
    launchOptions: { executablePath, args: launchArgs, slowMo: Number(process.env.E2E_SLOW_MO ?? 0) },
    // A failed test keeps its trace (actions, console, network), without the
    // screenshots and DOM snapshots a trace records at every step: those cost
    // Chromium a fifth of its CPU on a 2-core machine. E2E_TRACE=full records
    // them when a failure needs to be seen.
    trace:
      process.env.E2E_TRACE === "full"
        ? "retain-on-failure"
        : { mode: "retain-on-failure", screenshots: false, snapshots: false },
    locale: "en-US",
    timezoneId: "Asia/Kathmandu",
  },
  projects,
  webServer: databases.map((db) => ({
    command: `tsx tests/e2e/support/server.ts ${db}`,
    url: `http://localhost:${E2E_PORTS[db]}/healthz`,
    reuseExistingServer: false,
    // Seeding thousands of rows on a busy 2-core machine can take minutes.
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  })),
});
