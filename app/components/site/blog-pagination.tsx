/** The blog list's pages: "Page 2 of 5", Newer and Older, and the numbers around the current page. */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { PageLink, pageWindow } from "~/components/ui/pagination";
import { blogListCopy } from "~/content/blog";
import { blogListHref } from "~/models/blog-list";

export function BlogPagination({
  q,
  category,
  page,
  pageCount,
}: {
  q: string;
  category: string | undefined;
  page: number;
  pageCount: number;
}) {
  const href = (p: number) => blogListHref({ q, category, page: p });
  return (
    <nav aria-label={blogListCopy.paginationLabel} className="mt-12 flex flex-col items-center gap-4">
      <p className="text-sm text-muted-foreground">{blogListCopy.pageOf(page, pageCount)}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <PageLink to={page > 1 ? href(page - 1) : null} rel="prev">
            <ChevronLeft aria-hidden="true" />
            {blogListCopy.newer}
          </PageLink>
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={p}>
              <PageLink to={href(p)} variant={p === page ? "default" : "outline"} size="icon" label={blogListCopy.pageLabel(p)} current={p === page}>
                {p}
              </PageLink>
            </li>
          ),
        )}
        <li>
          <PageLink to={page < pageCount ? href(page + 1) : null} rel="next">
            {blogListCopy.older}
            <ChevronRight aria-hidden="true" />
          </PageLink>
        </li>
      </ul>
    </nav>
  );
}
