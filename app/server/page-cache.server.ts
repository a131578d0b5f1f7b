/**
 * The public page cache. Anonymous GET requests for public pages (and their
 * client-side data requests) are answered from memory after the first render,
 * so a burst of visitors costs almost nothing. Signed-in users (a session
 * cookie) and one-shot toasts always get a fresh render.
 *
 * Content-Security-Policy stays per response: the cached HTML is kept split
 * around its nonce, and every hit is joined with that response's fresh nonce.
 *
 * Any change staff make (a successful POST under /admin) or a new booking
 * (which changes the free slots on /hire) empties the cache; with PostgreSQL
 * the other app processes are told through LISTEN/NOTIFY.
 */
import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { parse as parseCookies } from "cookie";
import type pg from "pg";
import { databaseHandle } from "./db/client.server";
import { gzipJoined, prepareGzipSegments, type GzipSegments } from "./gzip-segments.server";
import { sessionCookieName } from "./session.server";
import { toastCookieName } from "./toast.server";

/** What a CDN may do with an anonymous public page: keep it briefly, serve stale while revalidating. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

const CHANNEL = "page_cache_invalidate";
/** Names this process in notifications, so it ignores its own. */
const PROCESS_TOKEN = randomUUID();
const MAX_ENTRIES = 500;
const MAX_BYTES = 48 * 1024 * 1024;
const CACHEABLE_TYPES = /^(text\/html|text\/x-script|text\/xml|application\/xml|application\/rss\+xml|text\/plain)/;
const STORED_HEADERS = ["content-type", "cache-control", "vary", "x-robots-tag", "link", "retry-after"];

/** `body` holds the page's segments between its nonces, plain and deflated. */
type Entry = { status: number; headers: [string, string][]; body: GzipSegments; size: number };

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

const NEVER_CACHED = /^\/(admin|auth|storage|healthz|newsletter)(\/|\.data|$)/;

function cookiesOf(req: Request) {
  const header = req.get("cookie");
  return header ? parseCookies(header) : {};
}

export function isSignedInRequest(req: Request) {
  return Boolean(cookiesOf(req)[sessionCookieName()]);
}

/** The cache key of a request, or undefined when it must be rendered fresh. */
export function cacheKeyOf(req: Request): string | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  if (NEVER_CACHED.test(req.path)) return undefined;
  const cookies = cookiesOf(req);
  if (cookies[sessionCookieName()] || cookies[toastCookieName()]) return undefined;
  return `${req.protocol}://${req.get("host")}${req.originalUrl}`;
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
  const key = cacheKeyOf(req);
  if (!key) {
    if ((req.method === "GET" || req.method === "HEAD") && isSignedInRequest(req)) {
      res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    }
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
  res.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
  res.setHeader("X-Cache", "MISS");
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
    if (res.getHeader("set-cookie")) return;
    const type = String(res.getHeader("content-type") ?? "");
    if (!CACHEABLE_TYPES.test(type)) return;
    const headers: [string, string][] = [];
    for (const name of STORED_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers.push([name, String(value)]);
    }
    const body = Buffer.concat(chunks);
    const segments = prepareGzipSegments(splitOn(body, nonce));
    const size = body.length + segments.deflated.reduce((n, part) => n + part.length, 0);
    pageCache.set(key, { status: 200, headers, body: segments, size });
  });
  next();
}

/* ------------------------------------------------------------------ */
/* Invalidation                                                        */
/* ------------------------------------------------------------------ */

/** Empties this process's cache and tells the other processes (PostgreSQL). */
export function invalidatePageCache() {
  pageCache.clear();
  try {
    const handle = databaseHandle();
    if (handle.kind === "postgres") {
      handle.pool!.query(`select pg_notify('${CHANNEL}', $1)`, [PROCESS_TOKEN]).catch((error: Error) => {
        console.error("[cache] could not notify other processes:", error.message);
      });
    }
  } catch {
    // No database yet (tests): nothing to tell.
  }
}

/** True for requests whose success changes what public pages show. */
function changesPublicPages(req: Request) {
  if (req.method === "GET" || req.method === "HEAD") return false;
  return req.path.startsWith("/admin/") || req.path === "/admin.data" || /^\/hire(\.data)?$/.test(req.path);
}

/**
 * Express middleware: when staff change content (or a booking takes a slot),
 * the cache is emptied as the answer goes out, before the next page is served.
 */
export function invalidateOnChange(req: Request, res: Response, next: NextFunction) {
  if (!changesPublicPages(req)) return next();
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    if (status < 400) invalidatePageCache();
    return writeHead(...args);
  }) as Response["writeHead"];
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
        if (message.channel === CHANNEL && message.payload !== PROCESS_TOKEN) pageCache.clear();
      });
      client.on("error", () => {
        // Reconnect; meanwhile we may have missed a change, so start afresh.
        pageCache.clear();
        client?.release(true);
        client = undefined;
        if (!stopped) retry = setTimeout(connect, 1_000);
      });
      await client.query(`listen ${CHANNEL}`);
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
      await client.query(`unlisten ${CHANNEL}`).catch(() => {});
      client.release();
    }
  };
}
