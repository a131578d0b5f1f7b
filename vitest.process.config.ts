import { defineConfig } from "vitest/config";

/**
 * Process-level tests: they start the built server as a child process and
 * attack it, kill it, restart it (tests/process). Run after `npm run build`.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/process/**/*.test.ts"],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    pool: "forks",
    // A forgotten .only would silently skip the rest of the suite.
    allowOnly: false,
    // Two files at a time: most of a process test is waiting for a server it
    // started (each on its own port and data folder) to boot or to answer.
    maxWorkers: 2,
    // One migrated embedded database, copied for each server (support.ts siteDataDir).
    globalSetup: ["tests/process/data-dir-template.global.ts"],
  },
});
