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
    // A forgotten .only would silently skip the rest of the suite.
    allowOnly: false,
  },
});
