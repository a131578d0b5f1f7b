/**
 * One blog post as a reader sees it: the "Draft, not public" banner when it
 * is a preview, the header, the featured image, the content blocks and (on
 * its public address) the share button. Used by the post page
 * (routes/public/blog-post.tsx) and the share-preview page
 * (routes/public/blog-preview.tsx), so a preview looks exactly like the post.
 */
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { BlogContent } from "~/components/site/blog-content";
import { PostFacts } from "~/components/site/blog-post-card";
import { BlogShareButton } from "~/components/site/blog-share-button";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { Badge } from "~/components/ui/badge";
import { blogPostCopy } from "~/content/blog-post";
import { fallbackImages } from "~/content/common";
import { formatDateTime } from "~/lib/time/instants";
import type { ArticlePost } from "~/models/blog-display";
import { imageAltText } from "~/models/image";


export function BlogPostArticle({
  post,
  previewHint = blogPostCopy.previewHint,
  shareUrl,
}: {
  post: ArticlePost;
  /** The banner's second line: who can see this page. */
  previewHint?: string;
  /** The address the share button offers; no button without one. */
  shareUrl?: string;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 pb-12 pt-28 sm:px-6 sm:pt-32">
      {post.preview && (
        <div
          role="status"
          className="mb-8 rounded-lg border border-amber-500/60 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          <p className="font-semibold">{blogPostCopy.previewBanner}</p>
          <p className="text-sm">
            {post.publishAt ? `${blogPostCopy.previewScheduled(formatDateTime(post.publishAt))} ` : ""}
            {previewHint}
          </p>
        </div>
      )}
      <Link
        to="/blog"
        className="mb-8 inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {blogPostCopy.backToList}
      </Link>
      <header className="space-y-5">
        <Badge variant="outline-primary" className="border-primary/40">
          {post.category}
        </Badge>
        <h1 className="text-3xl font-extrabold leading-tight sm:text-5xl">{post.title}</h1>
        <p className="text-xl text-muted-foreground">{post.excerpt}</p>
        <PostFacts createdAt={post.createdAt} readingMinutes={post.readingMinutes} author={post.author} />
      </header>
      {post.imageUrl && (
        <ResponsiveImage
          src={post.imageUrl}
          fallbackSrc={fallbackImages.post}
          alt={imageAltText(post, "")}
          width={1600}
          height={1000}
          sizes="(min-width: 768px) 768px, 100vw"
          priority
          className="mt-10 aspect-[16/10] w-full rounded-2xl object-cover shadow-md"
        />
      )}
      <div className="mt-10">
        <BlogContent blocks={post.blocks} />
      </div>
      {shareUrl && (
        <footer className="mt-12 border-t pt-8">
          <BlogShareButton url={shareUrl} title={post.title} text={post.excerpt} />
        </footer>
      )}
    </article>
  );
}
