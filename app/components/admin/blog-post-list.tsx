import { Eye, EyeOff, ExternalLink, Loader2, Pencil, Send, Trash2 } from "lucide-react";
import { Link, useFetcher, useSearchParams } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { EmptyState } from "~/components/admin/empty-state";
import { SortHeader } from "~/components/admin/sort-header";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { useHydrated } from "~/hooks/use-hydrated";
import { useIsMobile } from "~/hooks/use-mobile";
import { formatDateTime, formatShortDate } from "~/lib/dates";
import { useToastFrom, type ToastMessage } from "~/lib/toast";
import { ADMIN_BLOG_TEXT } from "~/content/admin/blog";
import { BLOG_STATUS_LABELS, blogStatusLabel } from "~/models/blog-post";
import { blogPostPath } from "~/models/blog-display";
import { BLOG_TEXT } from "~/content/blog";

/** What a row of the admin list shows. */
export type AdminBlogPostRow = {
  id: string;
  /** The post's address ("View" opens /blog/<slug>). */
  slug: string;
  title: string;
  author: string;
  category: string;
  createdAt: Date | string;
  published: boolean;
  /** Set on a draft scheduled to go public at that instant. */
  publishAt?: Date | string | null;
};

type ListPage = { rows: AdminBlogPostRow[]; total: number; page: number };

const LIST_ACTION = "/admin/blogs";
const SKELETON_ROWS = 3;
const T = ADMIN_BLOG_TEXT;

/** Published, Draft, or Scheduled with the moment it goes public (Nepal time). */
function StatusBadge({ post }: { post: AdminBlogPostRow }) {
  if (!post.published && post.publishAt) {
    const when = formatDateTime(post.publishAt);
    return (
      <span className="inline-grid gap-1">
        <Badge variant="outline" className="w-fit">
          {BLOG_STATUS_LABELS.scheduled}
        </Badge>
        <time dateTime={new Date(post.publishAt).toISOString()} className="text-xs text-muted-foreground">
          {T.scheduledFor(when)}
        </time>
      </span>
    );
  }
  return <Badge variant={post.published ? "green" : "grey"}>{blogStatusLabel(post.published)}</Badge>;
}

/**
 * The posts of one page: a table on desktop, cards below 768px. The server
 * renders both and CSS shows the right one (the server cannot know the
 * screen); once hydrated, only the one on screen is rendered.
 */
export function BlogPostList({ page, filtered, loading }: { page: ListPage; filtered: boolean; loading: boolean }) {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const isMobile = useIsMobile();
  const showTable = !hydrated || !isMobile;
  const showCards = !hydrated || isMobile;
  if (!loading && page.rows.length === 0) {
    if (page.total > 0) {
      const first = new URLSearchParams(params);
      first.set("page", "1");
      return (
        <EmptyState
          action={
            <Button asChild variant="outline">
              <Link to={`?${first.toString()}`}>{T.firstPage}</Link>
            </Button>
          }
        >
          {T.noRowsOnPage}
        </EmptyState>
      );
    }
    return <EmptyState>{filtered ? T.noMatch : BLOG_TEXT.adminEmpty}</EmptyState>;
  }

  return (
    <div aria-busy={loading || undefined}>
      {loading && (
        <span className="sr-only" role="status">
          {T.loadingPosts}
        </span>
      )}
      {showTable && (
        <div className="hidden rounded-lg border md:block">
          <Table>
            <TableHeader>
              <TableRow>
                <SortHeader label={T.columns.title} sortKey="title" defaultSort="createdAt" className="pl-4" />
                <SortHeader label={T.columns.author} sortKey="author" defaultSort="createdAt" />
                <SortHeader label={T.columns.category} sortKey="category" defaultSort="createdAt" />
                <SortHeader label={T.columns.date} sortKey="createdAt" defaultSort="createdAt" />
                <SortHeader label={T.columns.status} sortKey="published" defaultSort="createdAt" />
                <TableHead className="pr-4 text-right">{T.columns.actions}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {loading
                ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                    <TableRow key={i} data-testid="post-skeleton">
                      <TableCell className="pl-4">
                        <Skeleton className="h-4 w-56" />
                      </TableCell>
                      <TableCell>
                        <Skeleton className="h-4 w-24" />
                      </TableCell>
                      <TableCell>
                        <Skeleton className="h-4 w-20" />
                      </TableCell>
                      <TableCell>
                        <Skeleton className="h-4 w-20" />
                      </TableCell>
                      <TableCell>
                        <Skeleton className="h-5 w-16" />
                      </TableCell>
                      <TableCell className="pr-4">
                        <Skeleton className="ml-auto h-8 w-36" />
                      </TableCell>
                    </TableRow>
                  ))
                : page.rows.map((post) => (
                    <TableRow key={post.id} data-post-id={post.id}>
                      <TableCell className="max-w-[22rem] min-w-[12rem] pl-4 font-medium whitespace-normal">
                        <Link to={`/admin/blogs/edit/${post.id}`} className="hover:underline">
                          {post.title}
                        </Link>
                      </TableCell>
                      <TableCell className="max-w-[10rem] truncate">{post.author}</TableCell>
                      <TableCell>
                        <Badge variant="outline">{post.category}</Badge>
                      </TableCell>
                      <TableCell>
                        <time dateTime={new Date(post.createdAt).toISOString()}>{formatShortDate(post.createdAt)}</time>
                      </TableCell>
                      <TableCell>
                        <StatusBadge post={post} />
                      </TableCell>
                      <TableCell className="pr-4">
                        <PostActions post={post} compact />
                      </TableCell>
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </div>
      )}

      {showCards && (
        <ul className="grid gap-3 md:hidden" aria-label={T.listTitle}>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <li key={i} data-testid="post-skeleton-card">
                  <Card>
                    <CardContent className="space-y-3">
                      <Skeleton className="h-5 w-3/4" />
                      <Skeleton className="h-4 w-1/2" />
                      <Skeleton className="h-8 w-full" />
                    </CardContent>
                  </Card>
                </li>
              ))
            : page.rows.map((post) => (
                <li key={post.id} data-post-id={post.id}>
                  <Card className="gap-3 py-4">
                    <CardContent className="space-y-3 px-4">
                      <div className="flex items-start justify-between gap-3">
                        <h2 className="font-semibold leading-snug">
                          <Link to={`/admin/blogs/edit/${post.id}`} className="hover:underline">
                            {post.title}
                          </Link>
                        </h2>
                        <StatusBadge post={post} />
                      </div>
                      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                        <dt className="text-muted-foreground">{T.columns.author}</dt>
                        <dd className="truncate">{post.author}</dd>
                        <dt className="text-muted-foreground">{T.columns.category}</dt>
                        <dd>{post.category}</dd>
                        <dt className="text-muted-foreground">{T.columns.date}</dt>
                        <dd>
                          <time dateTime={new Date(post.createdAt).toISOString()}>{formatShortDate(post.createdAt)}</time>
                        </dd>
                      </dl>
                      <PostActions post={post} />
                    </CardContent>
                  </Card>
                </li>
              ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Edit, View, Publish/Unpublish and Delete for one post. `compact` (the
 * table) shows icon buttons; the cards show labelled buttons. Either way each
 * control's accessible name includes the post title.
 */
function PostActions({ post, compact = false }: { post: AdminBlogPostRow; compact?: boolean }) {
  const size = compact ? "icon" : "sm";
  const label = (text: string) =>
    compact ? (
      <span className="sr-only">
        {text} {post.title}
      </span>
    ) : (
      <>
        {text}
        <span className="sr-only"> {post.title}</span>
      </>
    );

  return (
    <div className={compact ? "flex justify-end gap-1" : "grid grid-cols-2 gap-2 [&_button]:w-full [&>a]:w-full"}>
      <Button asChild variant="outline" size={size} title={compact ? T.edit : undefined}>
        <Link to={`/admin/blogs/edit/${post.id}`}>
          <Pencil aria-hidden="true" />
          {label(T.edit)}
        </Link>
      </Button>
      <Button asChild variant="outline" size={size} title={compact ? T.view : undefined}>
        <a href={blogPostPath(post.slug)} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" />
          {label(T.view)}
          <span className="sr-only"> {T.newTab}</span>
        </a>
      </Button>
      <PublishToggle post={post} compact={compact} label={label} />
      <ConfirmDialog
        title={T.deleteTitle}
        description={T.deleteDescription(post.title)}
        confirmLabel={T.delete}
        cancelLabel={T.cancel}
        action={LIST_ACTION}
        fields={{ intent: "delete", id: post.id }}
        trigger={
          <Button
            type="button"
            variant="outline"
            size={size}
            title={compact ? T.delete : undefined}
            className="text-destructive hover:text-destructive"
          >
            <Trash2 aria-hidden="true" />
            {label(T.delete)}
          </Button>
        }
      />
    </div>
  );
}

function PublishToggle({
  post,
  compact,
  label,
}: {
  post: AdminBlogPostRow;
  compact: boolean;
  label: (text: string) => React.ReactNode;
}) {
  const fetcher = useFetcher<{ ok?: boolean; toast?: ToastMessage }>();
  useToastFrom(fetcher.data);
  const busy = fetcher.state !== "idle";
  const text = post.published ? T.unpublish : T.publish;
  const Icon = busy ? Loader2 : post.published ? EyeOff : compact ? Eye : Send;
  return (
    <fetcher.Form method="post" action={LIST_ACTION}>
      <input type="hidden" name="intent" value="publish" />
      <input type="hidden" name="id" value={post.id} />
      <input type="hidden" name="published" value={post.published ? "false" : "true"} />
      <Button type="submit" variant="outline" size={compact ? "icon" : "sm"} disabled={busy} title={compact ? text : undefined}>
        <Icon className={busy ? "animate-spin" : undefined} aria-hidden="true" />
        {label(text)}
      </Button>
    </fetcher.Form>
  );
}
