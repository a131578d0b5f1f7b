/**
 * /robots.txt: everything may be crawled except the admin area and sign-in;
 * the sitemap's address. Like the sitemap and the feed, it sets no
 * Cache-Control of its own: the page cache gives it the one public policy.
 */
import { siteSettingsFor } from "~/server/site/site-settings.server";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const site = siteSettingsFor(context);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /auth",
    "",
    `Sitemap: ${site.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
