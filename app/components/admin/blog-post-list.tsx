import { Eye, EyeOff, ExternalLink, Loader2, Pencil, Trash2 } from "lucide-react";
import { Link, useFetcher, useSearchParams } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { EmptyState } from "~/components/admin/empty-state";
import { iconSprite } from "~/components/admin/icon-sprite";
import { SortHeader } from "~/components/admin/sort-header";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { Table, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatShortDate } from "~/lib/time/calendar";
import { formatDateTime } from "~/lib/time/instants";
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

/** The row actions' icons: drawn once per page, each row refers to them. */
const { Sprite: IconSprite, Icon: RowIcon } = iconSprite("post-icon", {
  edit: Pencil,
  view: ExternalLink,
  publish: Eye,
  unpublish: EyeOff,
  delete: Trash2,
});

const SKELETON_ROWS = 3;
const T = ADMIN_BLOG_TEXT;

/** Published, Draft, or Scheduled with the moment it goes public (Nepal time). */
function StatusBadge({ post }: { post: AdminBlogPostRow }) {
  if (!post.published && post.publishAt) {
    const when = formatDateTime(post.publishAt);
    return (
      <span className="inline-grid gap-1">
        <span className="post-badge">{BLOG_STATUS_LABELS.scheduled}</span>
        <time dateTime={new Date(post.publishAt).toISOString()} className="text-xs text-muted-foreground">
          {T.scheduledFor(when)}
        </time>
      </span>
    );
  }
  const colours = post.published ? "border-green-300 bg-green-100 text-green-900" : "border-gray-300 bg-gray-100 text-gray-800";
  return <span className={`post-badge ${colours}`}>{blogStatusLabel(post.published)}</span>;
}

/**
 * The posts of one page: one table for every screen. From 768px up it is a
 * table; below, CSS shows each row as a card (the `post-list` rules in
 * app.css), its author, category and date labelled. The rules that repeat on
 * every row are named utilities rather than long class lists: the list used
 * to send each post twice (a row and a card) at 16 KB a post.
 */
export function BlogPostList({ page, filtered, loading }: { page: ListPage; filtered: boolean; loading: boolean }) {
  const [params] = useSearchParams();
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
      <IconSprite />
      <div className="md:rounded-lg md:border">
        <Table className="post-list" aria-label={T.listTitle}>
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
          <tbody>
            {loading
              ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <tr key={i} data-testid="post-skeleton">
                    <td>
                      <Skeleton className="h-4 w-56 max-w-full" />
                    </td>
                    <td>
                      <Skeleton className="h-4 w-24" />
                    </td>
                    <td>
                      <Skeleton className="h-4 w-20" />
                    </td>
                    <td>
                      <Skeleton className="h-4 w-20" />
                    </td>
                    <td>
                      <Skeleton className="h-5 w-16" />
                    </td>
                    <td>
                      <Skeleton className="h-8 w-full md:ml-auto md:w-36" />
                    </td>
                  </tr>
                ))
              : page.rows.map((post) => <PostRow key={post.id} post={post} />)}
          </tbody>
        </Table>
      </div>
    </div>
  );
}

/** One post: title, author, category, date, status and its actions (labelled cells on a phone). */
function PostRow({ post }: { post: AdminBlogPostRow }) {
  return (
    <tr data-post-id={post.id}>
      <td>
        <Link to={`/admin/blogs/edit/${post.id}`} className="hover:underline">
          {post.title}
        </Link>
      </td>
      <td data-label={T.columns.author}>{post.author}</td>
      <td data-label={T.columns.category}>
        <span className="post-badge">{post.category}</span>
      </td>
      <td data-label={T.columns.date}>
        <time dateTime={new Date(post.createdAt).toISOString()}>{formatShortDate(post.createdAt)}</time>
      </td>
      <td>
        <StatusBadge post={post} />
      </td>
      <td>
        <PostActions post={post} />
      </td>
    </tr>
  );
}

/**
 * Edit, View, Publish/Unpublish and Delete for one post: icon buttons in the
 * table, labelled buttons two by two on a card. Either way each control's
 * accessible name is its action and the post title.
 */
function PostActions({ post }: { post: AdminBlogPostRow }) {
  const label = (text: string) => (
    <>
      <span className="md:sr-only">{text}</span>
      <span className="sr-only"> {post.title}</span>
    </>
  );

  return (
    <div className="post-actions">
      <Link to={`/admin/blogs/edit/${post.id}`} className="post-action" title={T.edit}>
        <RowIcon name="edit" />
        {label(T.edit)}
      </Link>
      <a href={blogPostPath(post.slug)} target="_blank" rel="noopener noreferrer" className="post-action" title={T.view}>
        <RowIcon name="view" />
        {label(T.view)}
        <span className="sr-only"> {T.newTab}</span>
      </a>
      <PublishToggle post={post} label={label} />
      <ConfirmDialog
        title={T.deleteTitle}
        description={T.deleteDescription(post.title)}
        confirmLabel={T.delete}
        cancelLabel={T.cancel}
        action={LIST_ACTION}
        fields={{ intent: "delete", id: post.id }}
        trigger={
          <button type="button" title={T.delete} className="post-action text-destructive hover:text-destructive">
            <RowIcon name="delete" />
            {label(T.delete)}
          </button>
        }
      />
    </div>
  );
}

function PublishToggle({ post, label }: { post: AdminBlogPostRow; label: (text: string) => React.ReactNode }) {
  const fetcher = useFetcher<{ ok?: boolean; toast?: ToastMessage }>();
  useToastFrom(fetcher.data);
  const busy = fetcher.state !== "idle";
  const text = post.published ? T.unpublish : T.publish;

  return (
    <fetcher.Form method="post" action={LIST_ACTION}>
      <input type="hidden" name="intent" value="publish" />
      <input type="hidden" name="id" value={post.id} />
      <input type="hidden" name="published" value={post.published ? "false" : "true"} />
      <button type="submit" className="post-action" disabled={busy} title={text}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RowIcon name={post.published ? "unpublish" : "publish"} />}
        {label(text)}
      </button>
    </fetcher.Form>
  );
}
