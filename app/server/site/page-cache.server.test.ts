import { afterEach, describe, expect, it, vi } from "vitest";
import { prepareGzipSegments } from "./gzip-segments.server";
import type { Request } from "express";
import { MAX_AGE_MS, cacheKeyOf, pageCache } from "./page-cache.server";

const entry = () => ({
  status: 200,
  headers: [] as [string, string][],
  body: prepareGzipSegments([Buffer.from("<p>page</p>")]),
  size: 11,
  storedAt: Date.now(),
});

afterEach(() => {
  vi.useRealTimers();
  pageCache.clear();
});

describe("the page cache", () => {
  it("serves an entry until it reaches the upper age, then renders afresh", () => {
    vi.useFakeTimers();
    pageCache.set("/blog", entry());
    vi.advanceTimersByTime(MAX_AGE_MS);
    expect(pageCache.get("/blog")).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(pageCache.get("/blog")).toBeUndefined();
    expect(pageCache.size).toBe(0);
  });
});

describe("what is cached", () => {
  const get = (path: string) =>
    ({ method: "GET", path, originalUrl: path, headers: { host: "localhost" }, socket: {}, get: () => undefined }) as unknown as Request;

  it("never keeps a visitor's private booking page (its address holds a secret), nor its data", () => {
    expect(cacheKeyOf(get("/booking/manage/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG"))).toBeUndefined();
    expect(cacheKeyOf(get("/booking/manage/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.data"))).toBeUndefined();
    expect(cacheKeyOf(get("/hire"))).toBeDefined();
  });
});
