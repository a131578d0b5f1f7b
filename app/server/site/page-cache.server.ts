/**
 * The public page cache. Anonymous GET requests for public pages (and their
 * client-side data requests) are answered from memory after the first render,
 * so a burst of visitors costs almost nothing. Signed-in users (a session
 * cookie) and one-shot toasts always get a fresh render.
 *
 * Content-Security-Policy stays per response: the cached HTML is kept split
 * around its nonce, and every hit is joined with that response's fresh nonce.
 *
 * Any change staff make (a successful non-GET request for which an admin
 * session was resolved), a new booking (which changes the free slots on
 * /hire) or a restore empties the cache; with PostgreSQL the other app
 * processes are told through LISTEN/NOTIFY. Entries also expire after
 * MAX_AGE_MS, so nothing missed can be served for long.
 *
 * Every GET answer leaves here with exactly one Cache-Control policy, decided
 * as its headers are written: a degraded answer (a failed query, an error or
 * a cut-off render; see request-state.server.ts) is `no-store`, and is never
 * kept by this cache either.
 */
import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { parse as parseCookies } from "cookie";
import type pg from "pg";
import { databaseHandle } from "../db/client.server";
import { gzipJoined, prepareGzipSegments, type GzipSegments } from "./gzip-segments.server";
import { PAGE_CACHE_CHANNEL, notifyPageCacheInvalidation } from "./page-cache-channel.server";
import { currentRequestState, type RequestState } from "../kernel/request-state.server";
import { sessionCookieName } from "../identity/session.server";
import { isNeverCached } from "./private-addresses.server";
import { configuredSiteUrl, siteOriginOf } from "./site-origin.server";
import { toastCookieName } from "../kernel/toast.server";

/** What a CDN may do with an anonymous public page: keep it briefly, serve stale while revalidating. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/** A degraded answer, or one whose health is not known when its headers go out. */
export const NO_STORE_CACHE_CONTROL = "no-store";

/** Names this process in notifications, so it ignores its own. */
const PROCESS_TOKEN = randomUUID();
/**
 * The longest a page is served from memory. Invalidation empties the cache
 * on every change; this bounds what a missed notification can cost.
 */
export const MAX_AGE_MS = 5 * 60 * 1000;
const MAX_ENTRIES = 500;
const MAX_BYTES = 48 * 1024 * 1024;
const CACHEABLE_TYPES = /^(text\/html|text\/x-script|text\/xml|application\/xml|application\/rss\+xml|text\/plain)/;
const STORED_HEADERS = ["content-type", "vary", "x-robots-tag", "link", "retry-after"];

/** `body` holds the page's segments between its nonces, plain and deflated; `storedAt` is Date.now() then. */
type Entry = { status: number; headers: [string, string][]; body: GzipSegments; size: number; storedAt: number };

class PageCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  /** Bumped on every invalidation: a render that began before it is not stored. */
  generation = 0;
  hits = 0;
  misses = 0;

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt > MAX_AGE_MS) {
      this.entries.delete(key);
      this.bytes -= entry.size;
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: Entry) {
    const old = this.entries.get(key);
    if (old) this.bytes -= old.size;
    this.entries.set(key, entry);
    this.bytes += entry.size;
    for (const [k, e] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.entries.delete(k);
      this.bytes -= e.size;
    }
  }

  clear() {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  get size() {
    return this.entries.size;
  }
}

export const pageCache = new PageCache();

/** Stored files and their resized variants: no one's session changes them. */
const SAME_FOR_EVERYONE = /^\/(storage|img)\//;

function cookiesOf(req: Request) {
  const header = req.get("cookie");
  return header ? parseCookies(header) : {};
}

export function isSignedInRequest(req: Request) {
  return Boolean(cookiesOf(req)[sessionCookieName()]);
}

/**
 * The cache key of a request, or undefined when it must be rendered fresh.
 * A page depends on its address and on the origin its absolute URLs name:
 * with SITE_URL that is fixed, so the address alone is the key and no
 * header of one client can change what another gets; without it, the origin
 * the page was rendered for is part of the key (site-origin.server.ts).
 */
export function cacheKeyOf(req: Request): string | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  if (isNeverCached(req.path)) return undefined;
  const cookies = cookiesOf(req);
  if (cookies[sessionCookieName()] || cookies[toastCookieName()]) return undefined;
  return configuredSiteUrl() ? req.originalUrl : `${siteOriginOf(req)}${req.originalUrl}`;
}

/** Runs `decide` just before the response's headers are written. */
function beforeHeaders(res: Response, decide: () => void) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    if (typeof args[0] === "number") res.statusCode = args[0];
    decide();
    return writeHead(...args);
  }) as Response["writeHead"];
}

/** The one Cache-Control policy a route set itself (the last one, if it appended several). */
function ownPolicy(res: Response): string | undefined {
  const value = res.getHeader("cache-control");
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.at(-1) : String(value);
}

/** A policy that lets no shared cache keep the answer: this cache keeps none either. */
function keepsNoCopy(policy: string) {
  return /(^|[\s,])(private|no-store)([\s,=]|$)/i.test(policy);
}

function setOnePolicy(res: Response, policy: string) {
  res.removeHeader("cache-control");
  res.setHeader("Cache-Control", policy);
}

/** True when nothing went wrong while answering (so far). */
function healthy(res: Response, state: RequestState | undefined) {
  return !state?.degraded && res.statusCode < 500 && !res.getHeader("set-cookie");
}

function splitOn(body: Buffer, marker: string): Buffer[] {
  if (!marker) return [body];
  const needle = Buffer.from(marker);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle, start); at !== -1; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at));
    start = at + needle.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

function joinWith(segments: Buffer[], marker: string): Buffer {
  if (segments.length === 1) return segments[0]!;
  const glue = Buffer.from(marker);
  const pieces: Buffer[] = [];
  segments.forEach((segment, i) => {
    if (i > 0) pieces.push(glue);
    pieces.push(segment);
  });
  return Buffer.concat(pieces);
}

/**
 * A hit is sent gzipped when the browser accepts it (every browser does),
 * from segments deflated once when the page was stored; see
 * gzip-segments.server.ts. Compressing each hit again, with the compression
 * middleware or even in one synchronous call, cost more than everything else
 * a hit does.
 */
function bodyForClient(req: Request, entry: Entry, nonce: string): { body: Buffer; encoding?: "gzip" } {
  if (req.acceptsEncodings("gzip", "identity") === "gzip") return { body: gzipJoined(entry.body, nonce), encoding: "gzip" };
  return { body: joinWith(entry.body.plain, nonce) };
}

/**
 * Express middleware: serves cached pages, and stores what it renders for
 * anonymous visitors. Must run after the security headers (it uses the
 * response's nonce) and after compression (it stores uncompressed bytes).
 */
export function pageCacheMiddleware(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const state = currentRequestState();
  const key = cacheKeyOf(req);
  if (!key) {
    // Signed in: private whatever the route says, but for files that are the
    // same for everyone. Elsewhere (admin, sign-in, storage): the route's own
    // policy, and without one nothing may keep the answer.
    const private_ = isSignedInRequest(req) && !SAME_FOR_EVERYONE.test(req.path);
    beforeHeaders(res, () =>
      setOnePolicy(res, private_ ? PRIVATE_CACHE_CONTROL : ((healthy(res, state) && ownPolicy(res)) || NO_STORE_CACHE_CONTROL)),
    );
    return next();
  }
  const nonce = String(res.locals.nonce ?? "");

  const hit = pageCache.get(key);
  if (hit) {
    pageCache.hits++;
    for (const [name, value] of hit.headers) res.setHeader(name, value);
    res.setHeader("X-Cache", "HIT");
    const { body, encoding } = bodyForClient(req, hit, nonce);
    res.status(hit.status);
    res.vary("Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
    return;
  }

  pageCache.misses++;
  res.setHeader("X-Cache", "MISS");
  // A CDN may keep this copy only if it is known whole and healthy when its
  // headers go out: a streamed page whose sections are still loading may yet
  // turn out degraded, so that first copy is not offered (the next request
  // is answered from this cache, with the public policy).
  let policy = PUBLIC_CACHE_CONTROL;
  beforeHeaders(res, () => {
    policy = ownPolicy(res) ?? PUBLIC_CACHE_CONTROL;
    setOnePolicy(res, healthy(res, state) && !state?.renderPending ? policy : NO_STORE_CACHE_CONTROL);
  });
  if (req.method === "HEAD") return next();

  const generation = pageCache.generation;
  const chunks: Buffer[] = [];
  let size = 0;
  let tooBig = false;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function" || tooBig) return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > 2 * 1024 * 1024) tooBig = true;
    else chunks.push(buffer);
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as Response["end"];

  res.on("finish", () => {
    if (tooBig || res.statusCode !== 200 || generation !== pageCache.generation) return;
    // The route said the answer is for this client alone (a preview, a person's page).
    if (keepsNoCopy(policy)) return;
    // A page that swallowed a database error, or whose render failed or was cut off.
    if (!healthy(res, state)) return;
    const type = String(res.getHeader("content-type") ?? "");
    if (!CACHEABLE_TYPES.test(type)) return;
    const headers: [string, string][] = [["cache-control", policy]];
    for (const name of STORED_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers.push([name, String(value)]);
    }
    const body = Buffer.concat(chunks);
    const segments = prepareGzipSegments(splitOn(body, nonce));
    const size = body.length + segments.deflated.reduce((n, part) => n + part.length, 0);
    pageCache.set(key, { status: 200, headers, body: segments, size, storedAt: Date.now() });
  });
  next();
}

/* ------------------------------------------------------------------ */
/* Invalidation                                                        */
/* ------------------------------------------------------------------ */

/**
 * Told after every invalidation this process makes or hears of (a staff
 * change here or, with PostgreSQL, in another process): e.g. the scheduled
 * publishing timer re-reads its next moment (blog-schedule.server.ts).
 */
const invalidationListeners = new Set<() => void>();
export function onPageCacheInvalidated(listener: () => void): () => void {
  invalidationListeners.add(listener);
  return () => invalidationListeners.delete(listener);
}
function tellListeners() {
  for (const listener of invalidationListeners) listener();
}

/** Empties this process's cache and tells the other processes (PostgreSQL). */
export function invalidatePageCache() {
  pageCache.clear();
  tellListeners();
  try {
    const handle = databaseHandle();
    if (handle.kind === "postgres") {
      notifyPageCacheInvalidation(handle.pool!, PROCESS_TOKEN).catch((error: Error) => {
        console.error("[cache] could not notify other processes:", error.message);
      });
    }
  } catch {
    // No database yet (tests): nothing to tell.
  }
}

/**
 * Express middleware: when staff change content, the cache is emptied as the
 * answer goes out, before the next page is served. Only a real staff change
 * counts: a non-GET request for which an admin session was resolved
 * (requireAdmin) and that succeeded. A refused request (the guard's redirect
 * to /auth is a 302) changes nothing, so it must not empty the cache, or
 * anyone could switch the cache off with a loop of posts.
 */
export function invalidateOnChange(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const state = currentRequestState();
  beforeHeaders(res, () => {
    if (state?.staffChange && res.statusCode < 400) invalidatePageCache();
  });
  next();
}

/**
 * Listens for other processes' invalidations (PostgreSQL only), reconnecting
 * if the connection drops. Returns a function that stops listening.
 */
export async function listenForInvalidations(pool: pg.Pool): Promise<() => Promise<void>> {
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    try {
      client = await pool.connect();
      client.on("notification", (message) => {
        if (message.channel === PAGE_CACHE_CHANNEL && message.payload !== PROCESS_TOKEN) {
          pageCache.clear();
          tellListeners();
        }
      });
      client.on("error", () => {
        // Reconnect; meanwhile we may have missed a change, so start afresh.
        pageCache.clear();
        client?.release(true);
        client = undefined;
        if (!stopped) retry = setTimeout(connect, 1_000);
      });
      await client.query(`listen ${PAGE_CACHE_CHANNEL}`);
    } catch {
      pageCache.clear();
      client?.release(true);
      client = undefined;
      if (!stopped) retry = setTimeout(connect, 1_000);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    if (client) {
      await client.query(`unlisten ${PAGE_CACHE_CHANNEL}`).catch(() => {});
      client.release();
    }
  };
}
