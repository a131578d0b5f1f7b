/**
 * The HTTP application: security headers, cross-site post refusal, body size
 * limits, compression, static files, and the React Router request handler.
 * This file is the entry of the server bundle (vite.config.ts), so server.ts
 * gets everything it needs from build/server/index.js.
 */
import { loggableUrl } from "./kernel/loggable-url.server";
import path from "node:path";
import zlib from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import { sql } from "drizzle-orm";
import { db } from "./db/client.server";
import { env } from "./kernel/env.server";
import { fallbackPage, type FallbackStatus } from "./kernel/fallback-page.server";
import { formStampSecretLoaded, issueStamp, loadFormStampSecret } from "./kernel/form-stamp.server";
import { invalidateOnChange, pageCacheMiddleware } from "./site/page-cache.server";
import { requestInfoContext } from "./kernel/request-context.server";
import { newRequestState, runWithRequestState } from "./kernel/request-state.server";
import { siteOriginOf } from "./site/site-origin.server";
import { holdsSecret } from "./site/private-addresses.server";

export { startApp, stopApp } from "./site/lifecycle.server";
export { describeDatabase, databaseOptionsFromEnv } from "./site/lifecycle.server";

/** Largest request body accepted outside upload routes. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Largest upload request (the image limit plus form overhead). */
export const MAX_UPLOAD_BODY_BYTES = 6 * 1024 * 1024;

function contentSecurityPolicy(nonce: string, dev: boolean) {
  const directives = [
    "default-src 'self'",
    dev
      ? `script-src 'self' 'nonce-${nonce}' 'unsafe-inline'`
      : `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // Inline style attributes (CSS variables, transforms) are part of the UI.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ];
  return directives.join("; ");
}

function securityHeaders(dev: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    // startApp loads the secret; the development server re-evaluates this
    // module on edits, so it may have to load it again.
    if (!formStampSecretLoaded()) {
      loadFormStampSecret(db()).then(() => securityHeaders(dev)(req, res, next), next);
      return;
    }
    // The nonce is also the page's signed stamp, which public forms send back
    // to prove how long ago they were shown (form-stamp.server.ts).
    const nonce = issueStamp();
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, dev));
    // A manage, preview, reset or invitation page holds its secret in the
    // address (however it is spelled): no other site may see it in a Referer. Not "no-referrer": the browser would then send
    // `Origin: null` with the page's own form posts, which refuseCrossSitePosts refuses.
    const privateAddress = holdsSecret(req.path);
    res.setHeader("Referrer-Policy", privateAddress ? "same-origin" : "strict-origin-when-cross-origin");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (env().secureCookies) {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  };
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Refuses state-changing requests sent by another site's page. */
/**
 * A mail program's one-click unsubscribe (RFC 8058) may come from anywhere;
 * the signed link in its address is what authorises it, and it can only stop
 * mail. Its Origin is dropped too, or React Router's own action check
 * (origin against the request's host) would refuse it.
 */
const ONE_CLICK_UNSUBSCRIBE = /^\/newsletter\/unsubscribe(\.data)?$/;

function refuseCrossSitePosts(req: Request, res: Response, next: NextFunction) {
  if (!UNSAFE_METHODS.has(req.method)) return next();
  if (req.method === "POST" && ONE_CLICK_UNSUBSCRIBE.test(req.path)) {
    delete req.headers.origin;
    return next();
  }
  const origin = req.get("origin");
  const fetchSite = req.get("sec-fetch-site");
  const ownOrigin = `${req.protocol}://${req.get("host")}`;
  const crossSite = origin ? origin !== ownOrigin : fetchSite === "cross-site";
  if (crossSite) {
    res.status(403).type("html").send(fallbackPage(403));
    return;
  }
  next();
}

function isUploadPath(pathname: string) {
  return pathname.startsWith("/admin/");
}

/** The most a refused client may still send us before we hang up on it (see refuseBody). */
const LINGER_MAX_BYTES = 16 * 1024 * 1024;
/** How long a refused client may take to finish sending. */
const LINGER_MS = 60_000;

/**
 * Answers a request whose body we will not use, without reading it into
 * memory. A client still sending (a browser uploading a large file) would see
 * the connection reset, not the answer, if we closed with its data unread; so,
 * as nginx's lingering close does, what it sends is read and thrown away, up
 * to a bound in bytes and time, and the connection is cut only past that bound.
 */
function refuseBody(req: Request, res: Response, status: FallbackStatus) {
  const declared = Number(req.get("content-length"));
  if (Number.isFinite(declared) && declared > LINGER_MAX_BYTES) {
    // Not a person's upload: answer and hang up at once.
    res.status(status).set("Connection", "close").type("html").send(fallbackPage(status));
    return;
  }
  let discarded = 0;
  const hangUp = () => req.socket.destroy();
  const timer = setTimeout(hangUp, LINGER_MS);
  timer.unref();
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_MAX_BYTES) hangUp();
  });
  req.on("end", () => clearTimeout(timer));
  req.on("close", () => clearTimeout(timer));
  res.status(status).type("html").send(fallbackPage(status));
}

/**
 * Refuses oversized bodies from their declared length, before reading them.
 * A body without a declared length (chunked) is refused too: browsers always
 * declare it for forms, and a declared length is what lets us refuse early
 * (Node's parser never reads past it).
 */
function limitBodySize(req: Request, res: Response, next: NextFunction) {
  const hasBody = req.get("transfer-encoding") !== undefined || req.get("content-length") !== undefined;
  if (!hasBody) return next();
  const declared = req.get("content-length");
  if (declared === undefined) return refuseBody(req, res, 411);
  // Every form on the site posts urlencoded or multipart data; anything else
  // (JSON, XML...) is refused rather than left for an action to trip over.
  const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (Number(declared) > 0 && type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    return refuseBody(req, res, 415);
  }
  const limit = isUploadPath(req.path) ? MAX_UPLOAD_BODY_BYTES : MAX_BODY_BYTES;
  if (Number(declared) > limit) return refuseBody(req, res, 413);
  next();
}

export function createApp(options: { clientDir?: string; dev?: boolean } = {}) {
  const dev = options.dev ?? false;
  const app = express();
  app.disable("x-powered-by");
  if (env().trustProxy) app.set("trust proxy", 1);
  // What happens while answering (a failed query, a staff change) is noted
  // here for the page cache (request-state.server.ts).
  app.use((req, _res, next) => runWithRequestState({ ...newRequestState(), clientIp: req.ip ?? null }, next));

  // A 256 KB brotli window instead of the default 4 MB: larger than any page,
  // so sizes barely change, and in `npm run bench` it doubled the rate at
  // which a burst of 100 KB files is compressed.
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } }));
  app.use(securityHeaders(dev));

  if (options.clientDir) {
    // Fingerprinted build assets never change: cache them for a year.
    app.use(
      "/assets",
      express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    app.use(express.static(options.clientDir, { maxAge: "1h", index: false }));
  }

  app.get("/healthz", async (_req, res) => {
    try {
      await db().execute(sql`select 1`);
      res.type("text/plain").send("ok");
    } catch {
      res.status(503).type("text/plain").send("database unavailable");
    }
  });

  app.use(refuseCrossSitePosts);
  app.use(limitBodySize);
  if (!dev) {
    app.use(invalidateOnChange);
    app.use(pageCacheMiddleware);
  }

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: dev ? "development" : "production",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(requestInfoContext, {
          nonce: res.locals.nonce as string,
          clientIp: req.ip ?? "unknown",
          siteOrigin: siteOriginOf(req),
        });
        return context;
      },
    }),
  );

  // Last resort: a friendly page, never a stack trace; the detail goes to the log.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      // e.g. a malformed percent-encoding in the address
      if (res.headersSent) return res.end();
      res.status(400).type("html").send(fallbackPage(400));
      return;
    }
    console.error(`[http] unhandled error on ${req.method} ${loggableUrl(req.originalUrl)}:`, error);
    if (res.headersSent) return res.end();
    res.status(500).type("html").send(fallbackPage(500));
  });

  return app;
}
