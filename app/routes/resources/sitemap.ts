/**
 * /sitemap.xml: every public page, every published post, every featured
 * project and case study, with the date each last changed. Unpublished
 * posts never appear.
 */
import { siteSettingsFor } from "~/server/site/site-settings.server";
import { escapeXml } from "~/lib/xml";
import { blogPostPath } from "~/models/blog-display";
import { slugPath } from "~/models/slug";
import { publishedPostStamps } from "~/server/blog/post-queries.server";
import { listCaseStudies } from "~/server/work/case-study-queries.server";
import { listFeaturedProjects } from "~/server/work/featured-project-queries.server";
import type { Route } from "./+types/sitemap";

/** The legal pages' date: they are dated May 19, 2025. */
const LEGAL_DATE = new Date("2025-05-19T00:00:00Z");

type Entry = { path: string; lastmod?: Date; changefreq?: string; priority?: string };

const PUBLIC_PAGES: Entry[] = [
  { path: "/", changefreq: "weekly", priority: "1.0" },
  { path: "/services", changefreq: "monthly", priority: "0.9" },
  { path: "/blog", changefreq: "weekly", priority: "0.9" },
  { path: "/references", changefreq: "monthly", priority: "0.8" },
  { path: "/work/projects", changefreq: "monthly", priority: "0.7" },
  { path: "/hire", changefreq: "monthly", priority: "0.9" },
  { path: "/contact", changefreq: "yearly", priority: "0.7" },
  { path: "/join", changefreq: "monthly", priority: "0.7" },
  { path: "/team-leader", changefreq: "monthly", priority: "0.6" },
  { path: "/privacy-policy", changefreq: "yearly", priority: "0.3", lastmod: LEGAL_DATE },
  { path: "/terms-of-service", changefreq: "yearly", priority: "0.3", lastmod: LEGAL_DATE },
];

const latest = (dates: Date[]) =>
  dates.length ? new Date(Math.max(...dates.map((d) => d.getTime()))) : undefined;

export async function loader({ context }: Route.LoaderArgs) {
  const site = siteSettingsFor(context);
  let posts: Awaited<ReturnType<typeof publishedPostStamps>>;
  let projects: Awaited<ReturnType<typeof listFeaturedProjects>>;
  let caseStudies: Awaited<ReturnType<typeof listCaseStudies>>;
  try {
    [posts, projects, caseStudies] = await Promise.all([
      publishedPostStamps(),
      listFeaturedProjects(),
      listCaseStudies(),
    ]);
  } catch (error) {
    console.error("[sitemap] failed to load content:", error);
    return new Response("The sitemap is unavailable right now. Please try again later.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }

  const changed = (row: { createdAt: Date; updatedAt: Date | null }) => row.updatedAt ?? row.createdAt;
  const newestPost = latest(posts.map(changed));
  const newestWork = latest([...projects, ...caseStudies].map(changed));

  const entries: Entry[] = [
    ...PUBLIC_PAGES.map((page) => {
      if (page.path === "/blog") return { ...page, lastmod: newestPost };
      if (page.path === "/references" || page.path === "/work/projects") return { ...page, lastmod: newestWork };
      return page;
    }),
    ...posts.map((post) => ({ path: blogPostPath(post.slug), lastmod: changed(post), changefreq: "monthly", priority: "0.6" })),
    ...projects.map((p) => ({ path: slugPath.project(p.slug), lastmod: changed(p), changefreq: "yearly", priority: "0.5" })),
    ...caseStudies.map((c) => ({ path: slugPath["case-study"](c.slug), lastmod: changed(c), changefreq: "yearly", priority: "0.5" })),
  ];

  const urls = entries.map((entry) =>
    [
      "  <url>",
      `    <loc>${escapeXml(`${site.siteUrl}${entry.path}`)}</loc>`,
      ...(entry.lastmod ? [`    <lastmod>${entry.lastmod.toISOString()}</lastmod>`] : []),
      ...(entry.changefreq ? [`    <changefreq>${entry.changefreq}</changefreq>`] : []),
      ...(entry.priority ? [`    <priority>${entry.priority}</priority>`] : []),
      "  </url>",
    ].join("\n"),
  );

  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");

  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
