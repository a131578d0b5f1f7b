/**
 * A share-preview link (/blog/preview/<token>, decision 0026): anyone holding
 * a live link sees the post as last saved, with the "Draft, not public"
 * banner while it is not public. A revoked, expired, unknown or malformed
 * link is a 404. The address holds a secret: never kept by the page cache
 * or any other cache ("private, no-store"), never indexed (meta robots and
 * X-Robots-Tag), no Referer sent to other sites, and the server log writes [token] instead
 * (loggable-url.server.ts).
 */
import { ArrowLeft } from "lucide-react";
import { data, Link, type HeadersFunction } from "react-router";
import { BlogPostArticle } from "~/components/site/blog-post-article";
import { pageMeta } from "~/components/site/page-meta";
import { Button } from "~/components/ui/button";
import { BLOG_ERRORS } from "~/content/blog";
import { BLOG_PREVIEW_TEXT as T } from "~/content/blog-preview";
import { articleOf } from "~/server/blog/blog-article.server";
import { isPublicRow, type BlogPost } from "~/server/blog/post-queries.server";
import { PREVIEW_PATH } from "~/models/blog-preview-link";
import { postForPreviewToken } from "~/server/blog/post-preview-links.server";
import type { Route } from "./+types/blog-preview";

export const meta: Route.MetaFunction = (args) => {
  const post = args.loaderData?.post;
  return [
    // The canonical address leaves the token out; nothing here is ever indexed.
    ...pageMeta(args, {
      title: post ? post.title : T.notFoundTitle,
      description: post ? post.excerpt : T.metaDescription,
      path: PREVIEW_PATH,
      noIndex: true,
    }),
    // Nothing to other sites; "same-origin", not "no-referrer", so the page's own forms keep their Origin (decision 19).
    { name: "referrer", content: "same-origin" },
  ];
};

export const headers: HeadersFunction = () =>
  new Headers({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" });


export async function loader({ params }: Route.LoaderArgs) {
  let row: BlogPost | undefined;
  try {
    row = await postForPreviewToken(params.token);
  } catch (error) {
    console.error("[blog] failed to load a preview link:", error);
    return data({ post: null, failed: true }, { status: 503 });
  }
  if (!row) return data({ post: null, failed: false }, { status: 404 });
  return { post: articleOf(row, !isPublicRow(row)), failed: false };
}

export default function BlogPreviewPage({ loaderData }: Route.ComponentProps) {
  const { post, failed } = loaderData;
  if (post) return <BlogPostArticle post={post} previewHint={T.linkHint} />;
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-4 pb-16 pt-32 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">{failed ? BLOG_ERRORS.title : T.notFoundTitle}</h1>
      <p className="max-w-md text-muted-foreground">{failed ? BLOG_ERRORS.postFailed : T.notFoundHint}</p>
      <Button asChild>
        <Link to="/blog">
          <ArrowLeft aria-hidden="true" />
          {T.returnToBlog}
        </Link>
      </Button>
    </div>
  );
}
