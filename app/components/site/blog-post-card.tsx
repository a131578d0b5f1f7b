import { ArrowRight, CalendarDays, Clock, UserRound } from "lucide-react";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { Badge } from "~/components/ui/badge";
import { blogListCopy } from "~/content/blog";
import { fallbackImages } from "~/content/common";
import { cn } from "~/lib/utils";
import { formatLongDate } from "~/lib/time/instants";
import { CARD_ANIMATION_STEP_MS, blogPostPath } from "~/models/blog-display";
import { imageAltText, type ImageAlt } from "~/models/image";

/**
 * What a card shows, and nothing else: the list is sent again as the page's
 * hydration data. The loader sends dates as ISO strings; the slug (unique)
 * is the post's address and its key in the list.
 */
export type BlogCardPost = ImageAlt & {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  imageUrl: string | null;
  createdAt: string;
  readingMinutes: number;
};

/** Date and reading time under a title: "May 30, 2025 · 3 min read". */
export function PostFacts({
  createdAt,
  readingMinutes,
  author,
  className,
}: {
  createdAt: string;
  readingMinutes?: number;
  author?: string;
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground", className)}>
      <li className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4" aria-hidden="true" />
        <time dateTime={createdAt}>{formatLongDate(createdAt)}</time>
      </li>
      {readingMinutes !== undefined && (
        <li className="inline-flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden="true" />
          <span>{blogListCopy.readingTime(readingMinutes)}</span>
        </li>
      )}
      {author && (
        <li className="inline-flex items-center gap-1.5">
          <UserRound className="size-4" aria-hidden="true" />
          <span>{author}</span>
        </li>
      )}
    </ul>
  );
}

/**
 * A post in the blog grid. The first post of the list is the wide featured
 * card. Cards fade up one after another (100 ms apart); people who prefer
 * reduced motion get no animation at all.
 */
export function BlogPostCard({
  post,
  index,
  featured = false,
  headingLevel = "h3",
}: {
  post: BlogCardPost;
  index: number;
  featured?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  const style: CSSProperties = { animationDelay: `${index * CARD_ANIMATION_STEP_MS}ms` };
  const href = blogPostPath(post.slug);
  return (
    <article
      data-testid="blog-card"
      data-featured={featured ? "true" : undefined}
      style={style}
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg motion-safe:animate-fade-up",
        featured && "md:flex-row",
      )}
    >
      <div className={cn("relative aspect-[16/10] overflow-hidden bg-muted", featured && "md:aspect-auto md:w-3/5")}>
        <ResponsiveImage
          src={post.imageUrl || fallbackImages.post}
          fallbackSrc={fallbackImages.post}
          // The placeholder of a post without an image says nothing.
          alt={post.imageUrl ? imageAltText(post, "") : ""}
          width={1600}
          height={1000}
          sizes={featured ? "(min-width: 768px) 60vw, 100vw" : "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"}
          // The featured card is in view on a wide screen; on a phone the
          // hero and filters fill the screen and the list's intro is the
          // largest paint, so the picture loads at once but not first.
          eager={index === 0}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        {featured && (
          <Badge variant="secondary" className="absolute left-4 top-4">
            {blogListCopy.featuredLabel}
          </Badge>
        )}
      </div>
      <div className={cn("flex flex-1 flex-col gap-3 p-6", featured && "md:justify-center md:p-10")}>
        <Badge variant="outline-primary" className="border-primary/40">
          {post.category}
        </Badge>
        <Heading className={cn("font-semibold", featured ? "text-2xl sm:text-3xl" : "text-xl")}>
          {/* The title link covers the whole card. */}
          <Link
            to={href}
            className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-primary focus-visible:underline focus-visible:after:ring-[3px] focus-visible:after:ring-ring/60"
          >
            {post.title}
          </Link>
        </Heading>
        <p className={cn("flex-1 text-muted-foreground", featured ? "line-clamp-4 text-lg" : "line-clamp-3")}>
          {post.excerpt}
        </p>
        <PostFacts createdAt={post.createdAt} readingMinutes={post.readingMinutes} author={post.author} />
        <span className="inline-flex items-center gap-1 font-medium text-primary" aria-hidden="true">
          {blogListCopy.readMore}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
