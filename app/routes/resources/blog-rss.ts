/**
 * /blog/rss.xml: RSS 2.0 feed of the latest published posts, with absolute
 * links from the site settings.
 */
import { siteSettingsFor } from "~/server/site/site-settings.server";
import { rssCopy } from "~/content/blog";
import { escapeXml } from "~/lib/xml";
import { RSS_ITEMS } from "~/models/blog-list";
import { blogPostPath } from "~/models/blog-display";
import { latestPublishedPosts } from "~/server/blog/post-queries.server";
import type { Route } from "./+types/blog-rss";

export async function loader({ context }: Route.LoaderArgs) {
  const site = siteSettingsFor(context);
  let posts: Awaited<ReturnType<typeof latestPublishedPosts>>;
  try {
    posts = await latestPublishedPosts(RSS_ITEMS);
  } catch (error) {
    console.error("[rss] failed to load posts:", error);
    return new Response("The feed is unavailable right now. Please try again later.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }

  const blogUrl = `${site.siteUrl}/blog`;
  const feedUrl = `${site.siteUrl}/blog/rss.xml`;
  const newest = posts[0];
  const lastBuild = newest ? (newest.updatedAt ?? newest.createdAt) : new Date();

  const items = posts.map((post) => {
    const link = `${site.siteUrl}${blogPostPath(post.slug)}`;
    // The guid stays the id address (it redirects to the slug): a renamed post is not a new item to feed readers.
    const guid = `${site.siteUrl}/blog/${post.id}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(guid)}</guid>`,
      `      <pubDate>${post.createdAt.toUTCString()}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <author>${escapeXml(`${site.email} (${post.author})`)}</author>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      "    </item>",
    ].join("\n");
  });

  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(rssCopy.title(site.brandName))}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(rssCopy.description(site.brandName))}</description>`,
    "    <language>en</language>",
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");

  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
