/**
 * The address every link in an e-mail is built on. Never a request header:
 * without SITE_URL a page's links may follow the Host it was asked for
 * (site-origin.server.ts), but a mail goes to someone else, so a forged Host
 * on /auth/forgot would mail the owner a genuine reset link pointing at the
 * attacker. Mail uses SITE_URL, and while it is unset the address this server
 * itself listens on, http://localhost:<PORT>: right for a local try-out, and
 * said at start-up and to admins (dashboard, Emails) until SITE_URL is set.
 */
import type { SiteSettings } from "~/config/site";
import { siteSettings } from "~/server/site/site-settings.server";
import { env } from "../kernel/env.server";
import { configuredSiteUrl } from "../site/site-origin.server";

/** The origin of mailed links: SITE_URL, or http://localhost:<PORT>. */
export function mailSiteUrl(): string {
  return configuredSiteUrl() ?? `http://localhost:${env().port}`;
}

/** Site settings for building mail: the same as the site's, with links on `mailSiteUrl()`. */
export function mailSiteSettings(): SiteSettings {
  return { ...siteSettings(), siteUrl: mailSiteUrl() };
}

/** True while SITE_URL is unset, so mailed links name the local address (the admin notice's question). */
export function mailLinksAreLocal(): boolean {
  return configuredSiteUrl() === undefined;
}

/** The start-up warning while SITE_URL is unset, or undefined when it is set. */
export function mailOriginWarning(): string | undefined {
  if (!mailLinksAreLocal()) return undefined;
  return `SITE_URL is not set: links in e-mails (password resets, invitations, booking and newsletter links) point at ${mailSiteUrl()}. Set SITE_URL to the site's public address.`;
}
