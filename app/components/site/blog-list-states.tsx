/** What the blog list shows instead of posts: the list could not load, or nothing matched. */
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { blogListCopy } from "~/content/blog";
import { BLOG_TEXT } from "~/content/blog";
import { blogListHref } from "~/models/blog-list";

/** The list could not be loaded: say so, and offer the same view again (not a filter reset). */
export function FailedResult({ description, q, category }: { description: string; q: string; category: string | undefined }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-destructive/40 bg-destructive/5 px-6 py-16 text-center">
      <h3 className="text-2xl font-semibold">{blogListCopy.failedHeading}</h3>
      <p className="text-muted-foreground">{description}</p>
      <Button asChild variant="outline" className="mt-2">
        <a href={blogListHref({ q, category })}>{blogListCopy.tryAgain}</a>
      </Button>
    </div>
  );
}

export function EmptyResult() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
      <h3 className="text-2xl font-semibold">{BLOG_TEXT.emptyTitle}</h3>
      <p className="text-muted-foreground">{BLOG_TEXT.emptyHint}</p>
      <Button asChild variant="outline" className="mt-2">
        <Link to="/blog">{blogListCopy.clearFilters}</Link>
      </Button>
    </div>
  );
}
