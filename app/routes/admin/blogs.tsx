/**
 * Blog Posts (/admin/blogs): every post, paged, searched, filtered and sorted
 * in SQL, with Publish/Unpublish and Delete on each row (admin kit). The
 * failures are worded by the screen, not by the
 * database.
 */
import { Plus } from "lucide-react";
import { Link } from "react-router";
import * as v from "valibot";
import { fields } from "~/models/text";
import { ErrorBanner } from "~/components/admin/error-banner";
import { ListToolbar } from "~/components/admin/list-toolbar";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { BlogPostList } from "~/components/admin/blog-post-list";
import { useListLoading } from "~/components/admin/status-list";
import { Button } from "~/components/ui/button";
import { useToastFrom } from "~/lib/toast";
import { ADMIN_BLOG_TEXT } from "~/content/admin/blog";
import { BLOG_STATUS_FILTERS, BLOG_STATUS_LABELS, blogPublishSchema } from "~/models/blog-post";
import { BLOG_TEXT } from "~/content/blog";
import { createListQuerySchema } from "~/models/pagination";
import { parseListParams, statusParam } from "~/server/kernel/admin-list.server";
import { ifRecordId, intent, loadListScreen, runIntent } from "~/server/kernel/admin-kit.server";
import { requireAdmin } from "~/server/identity/auth.server";
import { BLOG_POST_SORT_KEYS, deletePost, listPosts, setPublished } from "~/server/blog/post-queries.server";
import type { Route } from "./+types/blogs";

export const meta: Route.MetaFunction = () => [{ title: `${ADMIN_BLOG_TEXT.listTitle} | Admin` }];

const listQuerySchema = createListQuerySchema({ sortKeys: BLOG_POST_SORT_KEYS, defaultSort: "createdAt" });

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const query = parseListParams(request, listQuerySchema);
  const status = statusParam(request, BLOG_STATUS_FILTERS);
  return loadListScreen(request, {
    name: "admin/blogs",
    query: { ...query, published: status === undefined ? undefined : status === "published" },
    list: listPosts,
    // Past the end the blog list says "There are no posts on this page." and links back to page 1.
    lastPageFallback: false,
    text: {
      notFound: ADMIN_BLOG_TEXT.fetchPostError,
      notFoundMessage: ADMIN_BLOG_TEXT.notFoundMessage,
      loadErrorTitle: ADMIN_BLOG_TEXT.fetchPostsError,
      loadErrorMessage: ADMIN_BLOG_TEXT.fetchPostsMessage,
    },
    // The empty list says "no match" rather than "no posts" when a search or filter is on.
    also: Promise.resolve({ filtered: query.q !== "" || status !== undefined }),
  });
}

// A malformed id names no post: 404 (through `run`), never a database error.
// An empty id is refused (400) as the missing value it used to be.
const byId = fields({ id: v.pipe(v.string(), v.minLength(1)) });

/** The screen's words for a failure: its own sentence for bad input and for our fault. */
const failed = (title: string, ourFault: string) => (description: string, status: number) => ({
  title,
  description: status === 400 ? ADMIN_BLOG_TEXT.invalidRequest : status === 500 ? ourFault : description,
});

/** Publish/Unpublish and Delete, posted by the row actions (fetchers). */
export async function action({ context, request }: Route.ActionArgs) {
  requireAdmin(context);
  return runIntent(
    request,
    {
      publish: intent({
        schema: fields({ ...blogPublishSchema.entries, ...byId.entries }),
        run: ({ id, published }) => ifRecordId(id, (postId) => setPublished(postId, published)),
        done: (post) => ({
          title: post.published ? BLOG_TEXT.publishedTitle : BLOG_TEXT.unpublishedTitle,
          description: post.published ? BLOG_TEXT.publishedMessage : BLOG_TEXT.unpublishedMessage,
        }),
        failed: failed(ADMIN_BLOG_TEXT.updateError, ADMIN_BLOG_TEXT.updateFailedMessage),
      }),
      delete: intent({
        schema: byId,
        run: ({ id }) => ifRecordId(id, deletePost),
        done: (post) => ({ title: ADMIN_BLOG_TEXT.deletedTitle, description: ADMIN_BLOG_TEXT.deletedMessage(post.title) }),
        failed: failed(ADMIN_BLOG_TEXT.deleteError, ADMIN_BLOG_TEXT.deleteFailedMessage),
      }),
    },
    {
      name: "admin/blogs",
      unknownIntent: ADMIN_BLOG_TEXT.updateError,
      notFoundMessage: ADMIN_BLOG_TEXT.notFoundMessage,
    },
  );
}

const statusOptions = [
  { value: "published", label: BLOG_STATUS_LABELS.published },
  { value: "draft", label: BLOG_STATUS_LABELS.draft },
];

export default function BlogPostsPage({ loaderData }: Route.ComponentProps) {
  const { page, filtered, loadError } = loaderData;
  useToastFrom(loaderData);
  // Searching, paging and sorting reload this same screen: show skeleton rows meanwhile.
  const loading = useListLoading();

  return (
    <div>
      <PageHeader
        title={ADMIN_BLOG_TEXT.listTitle}
        description={ADMIN_BLOG_TEXT.listDescription}
        actions={
          <Button asChild>
            <Link to="/admin/blogs/new">
              <Plus aria-hidden="true" />
              {ADMIN_BLOG_TEXT.newPost}
            </Link>
          </Button>
        }
      />
      <ListToolbar
        placeholder={BLOG_TEXT.adminSearchPlaceholder}
        searchLabel={ADMIN_BLOG_TEXT.searchLabel}
        statusOptions={statusOptions}
        statusLabel={ADMIN_BLOG_TEXT.statusLabel}
      />
      {loadError ? (
        <ErrorBanner>
          {ADMIN_BLOG_TEXT.fetchPostsError}: {ADMIN_BLOG_TEXT.fetchPostsMessage}
        </ErrorBanner>
      ) : (
        <>
          <BlogPostList page={page} filtered={filtered} loading={loading} />
          {page.total > 0 && (
            <Pagination page={page.page} pageCount={page.pageCount} pageSize={page.pageSize} total={page.total} />
          )}
        </>
      )}
    </div>
  );
}
