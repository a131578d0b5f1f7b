/**
 * The origin the site's absolute URLs (canonical, Open Graph, JSON-LD,
 * robots.txt, sitemap, RSS) are built on. SITE_URL when it is set, which is
 * the only way to configure it. Without it (a local `npm start`), the
 * address the client reached this server at: the Host header and the
 * connection's own scheme. X-Forwarded-Host and X-Forwarded-Proto are never
 * used: a client can set them, and a page naming a forged host would be
 * cached and served to others (decision 12).
 */
import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import { siteSettings } from "~/server/site/site-settings.server";
import { env } from "../kernel/env.server";

/** A host name or IP literal with an optional port, and nothing else. */
const HOST_HEADER = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}))*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The configured public origin (SITE_URL), or undefined when it is not set. */
export function configuredSiteUrl(source: NodeJS.ProcessEnv = process.env): string | undefined {
  return source.SITE_URL?.trim() ? siteSettings().siteUrl : undefined;
}

export function siteOriginOf(req: IncomingMessage): string {
  const configured = configuredSiteUrl();
  if (configured) return configured;
  const host = req.headers.host ?? "";
  const scheme = (req.socket as Partial<TLSSocket>).encrypted ? "https" : "http";
  return `${scheme}://${HOST_HEADER.test(host) ? host.toLowerCase() : `localhost:${env().port}`}`;
}
