import { Loader2, Rss } from "lucide-react";
import { data, redirect, useNavigation, type ShouldRevalidateFunction } from "react-router";
import { BlogFilters } from "~/components/site/blog-filters";
import { BlogPostCard, type BlogCardPost } from "~/components/site/blog-post-card";
import { NoScriptNotice } from "~/components/site/no-script-notice";
import { absoluteUrl, pageMeta, siteFromMatches } from "~/components/site/page-meta";
import { BLOG_ERRORS, blogHero, blogListCopy, blogMeta, rssCopy } from "~/content/blog";
import { lazySection } from "~/lib/lazy-section";
import { useToastFrom } from "~/lib/toast";
import { cn } from "~/lib/utils";
import { BLOG_TEXT } from "~/content/blog";
import { BLOG_PAGE_SIZE, blogListHref, filterCategories } from "~/models/blog-list";
import { blogListQuerySchema } from "~/models/blog-list-query";
import { parseListParams } from "~/server/kernel/admin-list.server";
import { listPublishedPosts, publishedCategories, type BlogPostCard as BlogPostRow } from "~/server/blog/post-queries.server";
import { makeToast } from "~/server/kernel/toast.server";
import { handleNewsletterForm, newsletterReply } from "~/server/newsletter/newsletter-form.server";
import { passRetryAfter } from "~/lib/retry-after";
import { pickImageAlt } from "~/models/image";
import type { Route } from "./+types/blog";
import { BlogPagination } from "~/components/site/blog-pagination";
import { isDatabaseFailure } from "~/server/db/errors.server";
import { FailedResult, EmptyResult } from "~/components/site/blog-list-states";

export const meta: Route.MetaFunction = (args) => {
  const site = siteFromMatches(args.matches);
  const page = args.loaderData?.page ?? 1;
  const filtered = Boolean(args.loaderData?.q || args.loaderData?.category);
  return [
    ...pageMeta(args, {
      title: page > 1 && !filtered ? `${blogMeta.title} (Page ${page})` : blogMeta.title,
      description: blogMeta.description,
      keywords: blogMeta.keywords,
      // Searches and filters are views of the blog; page 2+ is its own page.
      path: filtered ? "/blog" : blogListHref({ page }),
    }),
    ...(site
      ? [
          {
            tagName: "link",
            rel: "alternate",
            type: "application/rss+xml",
            title: rssCopy.title(site.brandName),
            href: absoluteUrl(site, "/blog/rss.xml"),
          },
        ]
      : []),
  ];
};

/**
 * The newsletter box without JavaScript posts here, to the page it is on: the
 * answer is this page again, with the message under the field, the typed
 * address kept, and the outcome written in the box (a toast needs JavaScript).
 * The hydrated box posts to /newsletter with a fetcher instead.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return handleNewsletterForm(request, context, newsletterReply);
}

/** A rate-limited sign-up says when to try again. */
export const headers = passRetryAfter;

/** A newsletter sign-up from this page does not change the list: no need to load it again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === "/newsletter" ? false : defaultShouldRevalidate;

function toCard(row: BlogPostRow): BlogCardPost {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    category: row.category,
    imageUrl: row.imageUrl,
    ...pickImageAlt(row),
    createdAt: row.createdAt.toISOString(),
    readingMinutes: row.readingMinutes,
  };
}

/** Search and filter run in SQL from the URL: ?q=&category=&page=. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseListParams(request, blogListQuerySchema);
  try {
    const [page, published] = await Promise.all([
      listPublishedPosts({ q: query.q, category: query.category, page: query.page, pageSize: BLOG_PAGE_SIZE }),
      publishedCategories(),
    ]);
    // Past the last page (an old link): show the last page instead.
    if (page.total > 0 && query.page > page.pageCount) {
      throw redirect(blogListHref({ q: query.q, category: query.category, page: page.pageCount }));
    }
    return {
      q: query.q,
      category: query.category,
      categories: filterCategories(published),
      posts: page.rows.map(toCard),
      total: page.total,
      page: page.page,
      pageCount: page.pageCount,
      failure: null as string | null,
      toast: null,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    // The spec's "Blog list load failure" (or "unexpected exception"): an empty
    // list and a toast, never a 500 page.
    console.error("[blog] failed to load the blog list:", error);
    const description = isDatabaseFailure(error) ? BLOG_ERRORS.listFailed : BLOG_ERRORS.unexpected;
    return data(
      {
        q: query.q,
        category: query.category,
        categories: filterCategories(query.category ? [query.category] : []),
        posts: [] as BlogCardPost[],
        total: 0,
        page: 1,
        pageCount: 1,
        failure: description as string | null,
        toast: makeToast({ type: "error", title: BLOG_ERRORS.title, description }),
      },
      { status: 503 },
    );
  }
}

/**
 * The newsletter box at the foot of the list: its code and form libraries
 * (~40 KB of Conform and zod) are a chunk of their own, fetched after the
 * page's scripts instead of with them. Its server-rendered form is on the
 * page from the start and posts without JavaScript until then (decision 11).
 */
const BlogNewsletter = lazySection(() => import("~/components/site/blog-newsletter").then((m) => m.BlogNewsletter));

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { q, category, categories, posts, total, page, pageCount, failure } = loaderData;
  useToastFrom(loaderData);
  const navigation = useNavigation();
  // A search, filter or page change of this list is on its way.
  const loading = navigation.state === "loading" && navigation.location.pathname === "/blog";

  return (
    <>
      <section aria-labelledby="blog-heading" className="bg-muted pb-12 pt-28 sm:pt-32">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="mx-auto mb-10 max-w-3xl text-center">
            <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-primary">{blogHero.eyebrow}</p>
            <h1 id="blog-heading" className="text-4xl font-extrabold sm:text-5xl">
              {blogHero.heading}
            </h1>
            <p className="mt-4 text-lg text-muted-foreground">{blogHero.intro}</p>
          </div>
          <BlogFilters q={q} category={category} categories={categories} />
        </div>
      </section>

      <section aria-labelledby="articles-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h2 id="articles-heading" className="sr-only">
            {blogListCopy.articlesHeading}
          </h2>
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            {loading ? (
              <>
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                {BLOG_TEXT.loading}
              </>
            ) : total > 0 ? (
              blogListCopy.resultCount(total)
            ) : null}
          </p>
          <a
            href="/blog/rss.xml"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Rss className="size-4" aria-hidden="true" />
            {blogListCopy.rssLabel}
          </a>
        </div>

        {/* A failed load has its own state below, which says the same. */}
        <NoScriptNotice toast={failure ? null : loaderData.toast} className="mb-6" />
        <div aria-busy={loading} className={cn("transition-opacity", loading && "opacity-50")}>
          {posts.length === 0 ? (
            loading ? null : failure ? (
              <FailedResult description={failure} q={q} category={category} />
            ) : (
              <EmptyResult />
            )
          ) : (
            <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {posts.map((post, index) => (
                <li key={post.slug} className={cn(index === 0 && "md:col-span-2 lg:col-span-3")}>
                  <BlogPostCard post={post} index={index} featured={index === 0} />
                </li>
              ))}
            </ul>
          )}
        </div>

        {pageCount > 1 && <BlogPagination q={q} category={category} page={page} pageCount={pageCount} />}
      </section>

      <BlogNewsletter />
    </>
  );
}

