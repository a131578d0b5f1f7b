import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts"],
    // Each integration test file opens its own databases; PGlite takes a few
    // seconds to start, so allow for it.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // The migrations run once per run: each test file copies a migrated database.
    globalSetup: ["app/server/testing/database-templates.global.ts"],
    // Accounts are made and signed in hundreds of times: scrypt at the test
    // cost (password.server.ts, whose own test uses the standard one).
    env: { PASSWORD_HASH_COST: "test" },
    // A forgotten .only would silently skip the rest of the suite.
    allowOnly: false,
  },
});
