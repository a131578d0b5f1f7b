import { describe, expect, it } from "vitest";
import { hit, pruneRateLimits, resetKey } from "./rate-limit.server";
import { forEachDatabase } from "../testing/databases.server";

const rule = { limit: 3, windowMs: 60_000 };

forEachDatabase(() => {
  describe("rate limits", () => {
    it("allows `limit` hits per window, then refuses with the time left", async () => {
      const now = new Date("2026-11-20T10:00:00Z");
      for (let i = 1; i <= 3; i++) expect((await hit("k", rule, now)).allowed).toBe(true);
      const refused = await hit("k", rule, new Date(now.getTime() + 20_000));
      expect(refused).toEqual({ allowed: false, count: 4, retryAfterSeconds: 40 });
      // A new window starts after the old one ends.
      expect(await hit("k", rule, new Date(now.getTime() + 61_000))).toMatchObject({ allowed: true, count: 1 });
    });

    it("counts concurrent hits exactly (one atomic upsert each)", async () => {
      const now = new Date();
      const results = await Promise.all(Array.from({ length: 10 }, () => hit("burst", rule, now)));
      expect(results.filter((r) => r.allowed)).toHaveLength(3);
      expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });

    it("keeps keys apart, resets and prunes", async () => {
      const now = new Date("2026-11-20T10:00:00Z");
      await hit("a", rule, now);
      await hit("a", rule, now);
      expect((await hit("b", rule, now)).count).toBe(1);
      await resetKey("a");
      expect((await hit("a", rule, now)).count).toBe(1);
      await pruneRateLimits(new Date(now.getTime() + 120_000));
      expect((await hit("a", rule, new Date(now.getTime() + 120_000))).count).toBe(1);
    });
  });
});
