import type { AddressInfo } from "node:net";
import express, { type Request } from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prepareGzipSegments } from "./gzip-segments.server";
import { MAX_AGE_MS, cacheKeyOf, pageCache, pageCacheMiddleware } from "./page-cache.server";
import { holdsSecret } from "./private-addresses.server";

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

describe("private addresses, however they are spelled", () => {
  const get = (path: string) =>
    ({ method: "GET", path, originalUrl: path, headers: { host: "localhost" }, socket: {}, get: () => undefined }) as unknown as Request;
  const token = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";

  it("are never kept: the router matches them decoded and whatever their case", () => {
    for (const path of [
      `/BLOG/PREVIEW/${token}`,
      `/Blog/Preview/${token}.data`,
      `/blog/%70review/${token}`,
      `/Booking/Manage/${token}`,
      `/booking%2Fmanage/${token}`,
      "/ADMIN",
      "/Account/Two-Factor",
      "/AUTH/reset/x",
      // Not decodable: never kept either.
      "/blog/%E0%A4",
    ]) {
      expect(cacheKeyOf(get(path)), path).toBeUndefined();
    }
    expect(cacheKeyOf(get("/Blog"))).toBeDefined();
  });

  it("send no Referer to other sites for any spelling of a secret address", () => {
    for (const path of [`/Booking/Manage/${token}`, `/BLOG/PREVIEW/${token}`, `/auth/Reset/${token}`, `/Auth/Invite/${token}`]) {
      expect(holdsSecret(path), path).toBe(true);
    }
    expect(holdsSecret("/blog/monsoon-light")).toBe(false);
  });
});

describe("a route's own Cache-Control", () => {
  it("private or no-store: the answer is never stored nor served to the next visitor", async () => {
    const app = express();
    let renders = 0;
    app.use(pageCacheMiddleware);
    app.get("/own-policy", (_req, res) => {
      renders++;
      res.setHeader("Cache-Control", "private, no-store");
      res.type("html").send(`<p>for one visitor ${renders}</p>`);
    });
    app.get("/no-store", (_req, res) => {
      renders++;
      res.setHeader("Cache-Control", "no-store");
      res.type("html").send(`<p>fresh ${renders}</p>`);
    });
    app.get("/public", (_req, res) => {
      renders++;
      res.type("html").send("<p>same for all</p>");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ["/own-policy", "/no-store"]) {
        const first = await fetch(base + path);
        await first.text();
        const second = await fetch(base + path);
        expect(second.headers.get("x-cache"), path).toBe("MISS");
        expect(second.headers.get("cache-control"), path).toMatch(/no-store/);
        expect(await second.text(), path).not.toBe("");
      }
      const rendersBefore = renders;
      await (await fetch(`${base}/public`)).text();
      const hit = await fetch(`${base}/public`);
      expect(hit.headers.get("x-cache")).toBe("HIT");
      expect(renders).toBe(rendersBefore + 1);
    } finally {
      server.close();
    }
  });
});
