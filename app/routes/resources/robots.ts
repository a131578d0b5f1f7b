/** /robots.txt: everything may be crawled except the admin area and sign-in; the sitemap's address. */
import { siteSettingsFor } from "~/config/site.server";
import type { Route } from "./+types/robots";

export function loader({ request }: Route.LoaderArgs) {
  const site = siteSettingsFor(request);
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
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
