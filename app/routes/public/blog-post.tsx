import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { data, Link, redirect } from "react-router";
import { BlogPostArticle } from "~/components/site/blog-post-article";
import { PostFacts } from "~/components/site/blog-post-card";
import { NoScriptNotice } from "~/components/site/no-script-notice";
import { absoluteUrl, pageMeta, siteFromMatches } from "~/components/site/page-meta";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { BLOG_ERRORS, rssCopy } from "~/content/blog";
import { blogPostCopy } from "~/content/blog-post";
import { fallbackImages } from "~/content/common";
import { useSiteSettings } from "~/lib/root-data";
import { useToastFrom } from "~/lib/toast";
import { BLOG_TEXT } from "~/content/blog";
import { RELATED_POSTS_LIMIT } from "~/models/blog-list";
import { blogPostPath } from "~/models/blog-display";
import { getAuth, maySeeStaffThings } from "~/server/identity/auth.server";
import { getPost, getPostBySlug, getPublishedPost, getPublishedPostBySlug, relatedPosts, type BlogPost } from "~/server/blog/post-queries.server";
import { articleOf } from "~/server/blog/blog-article.server";
import { resolveAddress } from "~/server/kernel/slugs.server";
import { makeToast } from "~/server/kernel/toast.server";
import { imageAltText, pickImageAlt, shareImageAlt, type ImageAlt } from "~/models/image";
import type { Route } from "./+types/blog-post";
import { contentPage } from "~/lib/hydration";

/** A content page: no JavaScript for anonymous visitors (app/lib/hydration.ts). */
export const handle = contentPage;

type RelatedPost = ImageAlt & { id: string; slug: string; title: string; category: string; createdAt: string; author: string; imageUrl: string | null };

export const meta: Route.MetaFunction = (args) => {
  const site = siteFromMatches(args.matches);
  const post = args.loaderData?.post;
  // An admin's preview of a draft: never indexed.
  const preview = Boolean(post?.preview);
  const rss = site
    ? [
        {
          tagName: "link",
          rel: "alternate",
          type: "application/rss+xml",
          title: rssCopy.title(site.brandName),
          href: absoluteUrl(site, "/blog/rss.xml"),
        },
      ]
    : [];
  if (!post) {
    return [
      ...pageMeta(args, {
        title: BLOG_TEXT.notFound,
        description: blogPostCopy.notFoundHint,
        path: args.location.pathname,
        noIndex: true,
      }),
      ...rss,
    ];
  }
  const path = blogPostPath(post.slug);
  const image = post.imageUrl ?? fallbackImages.ogImage;
  const modified = post.updatedAt ?? post.createdAt;
  return [
    ...pageMeta(args, {
      title: post.title,
      description: post.excerpt,
      keywords: [post.category, post.author, "blog"],
      path,
      image,
      imageAlt: shareImageAlt(post, post.title),
      type: "article",
      publishedTime: post.createdAt,
      modifiedTime: modified,
      noIndex: preview,
      structuredData: site
        ? {
            "@context": "https://schema.org",
            "@type": "Article",
            headline: post.title,
            description: post.excerpt,
            datePublished: post.createdAt,
            dateModified: modified,
            author: { "@type": "Person", name: post.author },
            image: absoluteUrl(site, image),
            articleSection: post.category,
            mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(site, path) },
            publisher: {
              "@type": "Organization",
              name: site.brandName,
              logo: { "@type": "ImageObject", url: absoluteUrl(site, "/favicon.svg") },
            },
          }
        : undefined,
    }),
    ...rss,
  ];
};

function notFound(toast: ReturnType<typeof makeToast> | null = null, status = 404) {
  return data({ post: null, related: [] as RelatedPost[], toast }, { status });
}

/**
 * A public post, or for a signed-in admin any post: an unpublished (or
 * scheduled) one is shown as a preview with a banner. A signed-in request is
 * never kept by the page cache and leaves as "private, no-store"
 * (page-cache.server.ts), so a preview can reach no one else.
 */
async function visiblePost(isAdmin: boolean, published: () => Promise<BlogPost | undefined>, any: () => Promise<BlogPost | undefined>) {
  const row = await published();
  if (row || !isAdmin) return row && { row, preview: false, slug: row.slug };
  const draft = await any();
  return draft && { row: draft, preview: true, slug: draft.slug };
}

/** The post at /blog/<slug>; the spec's /blog/<id> and old slugs answer where it moved (slugs.server.ts). */
function findPost(param: string, isAdmin: boolean) {
  return resolveAddress("blog", param, {
    bySlug: (slug) => visiblePost(isAdmin, () => getPublishedPostBySlug(slug), () => getPostBySlug(slug)),
    byId: (id) => visiblePost(isAdmin, () => getPublishedPost(id), () => getPost(id)),
  });
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  let found: Awaited<ReturnType<typeof findPost>>;
  try {
    found = await findPost(params.id, maySeeStaffThings(getAuth(context)));
  } catch (error) {
    console.error("[blog] failed to load a blog post:", error);
    return notFound(makeToast({ type: "error", title: BLOG_ERRORS.title, description: BLOG_ERRORS.postFailed }), 503);
  }
  if (!found) return notFound();
  // An id address or an old slug: permanently to the current address.
  if ("moved" in found) return redirect(`${blogPostPath(found.moved)}${new URL(request.url).search}`, 301);
  const { row, preview } = found.item;

  // Related-post errors are silently ignored (logged for us).
  let related: RelatedPost[] = [];
  try {
    related = (await relatedPosts({ id: row.id, category: row.category }, RELATED_POSTS_LIMIT)).map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      category: r.category,
      author: r.author,
      imageUrl: r.imageUrl,
      ...pickImageAlt(r),
      createdAt: r.createdAt.toISOString(),
    }));
  } catch (error) {
    console.error("[blog] failed to load related posts:", error);
  }

  return {
    post: { ...articleOf(row, preview), id: row.id, slug: row.slug, updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null },
    related,
    toast: null,
  };
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  useToastFrom(loaderData);
  const site = useSiteSettings();
  const { post, related } = loaderData;
  if (!post) return <PostNotFound notice={<NoScriptNotice toast={loaderData.toast} />} />;

  const url = absoluteUrl(site, blogPostPath(post.slug));
  return (
    <>
      <BlogPostArticle post={post} shareUrl={url} />

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="bg-muted py-16">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="related-heading" className="mb-8 text-3xl font-bold">
              {blogPostCopy.relatedHeading}
            </h2>
            <ul className="grid gap-6 md:grid-cols-3">
              {related.map((r) => (
                <li key={r.id}>
                  <article
                    data-testid="related-post"
                    className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg"
                  >
                    <ResponsiveImage
                      src={r.imageUrl || fallbackImages.post}
                      fallbackSrc={fallbackImages.post}
                      alt={r.imageUrl ? imageAltText(r, "") : ""}
                      width={1600}
                      height={1000}
                      sizes="(min-width: 768px) 33vw, 100vw"
                      className="aspect-[16/10] w-full object-cover"
                    />
                    <div className="flex flex-1 flex-col gap-3 p-5">
                      <Badge variant="outline-primary" className="border-primary/40">
                        {r.category}
                      </Badge>
                      <h3 className="text-lg font-semibold leading-snug">
                        <Link
                          to={blogPostPath(r.slug)}
                          className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-primary focus-visible:underline focus-visible:after:ring-[3px] focus-visible:after:ring-ring/60"
                        >
                          {r.title}
                        </Link>
                      </h3>
                      <PostFacts createdAt={r.createdAt} author={r.author} className="mt-auto" />
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}

function PostNotFound({ notice }: { notice?: ReactNode }) {
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-4 pb-16 pt-32 text-center">
      {notice}
      <h1 className="text-3xl font-bold sm:text-4xl">{BLOG_TEXT.notFound}</h1>
      <p className="max-w-md text-muted-foreground">{blogPostCopy.notFoundHint}</p>
      <Button asChild>
        <Link to="/blog">
          <ArrowLeft aria-hidden="true" />
          {blogPostCopy.returnToBlog}
        </Link>
      </Button>
    </div>
  );
}
