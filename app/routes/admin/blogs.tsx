import { Plus } from "lucide-react";
import { Link, useLocation, useNavigation } from "react-router";
import { ErrorBanner } from "~/components/admin/error-banner";
import { ListToolbar } from "~/components/admin/list-toolbar";
import { PageHeader } from "~/components/admin/page-header";
import { Pagination } from "~/components/admin/pagination";
import { BlogPostList } from "~/components/admin/blog-post-list";
import { Button } from "~/components/ui/button";
import { useToastFrom } from "~/lib/toast";
import { ADMIN_BLOG_TEXT } from "~/content/admin/blog";
import { BLOG_STATUS_FILTERS, BLOG_STATUS_LABELS, blogListActionSchema } from "~/models/blog-post";
import { BLOG_TEXT } from "~/content/blog";
import { isUuid } from "~/models/ids";
import { createListQuerySchema } from "~/models/pagination";
import { parseListParams, statusParam } from "~/server/admin-list.server";
import { failureMessage, refuse, succeed } from "~/server/admin-kit.server";
import { requireAdmin } from "~/server/auth.server";
import { BLOG_POST_SORT_KEYS, deletePost, listPosts, setPublished } from "~/server/blog-posts.server";
import { makeToast } from "~/server/toast.server";
import type { Route } from "./+types/blogs";

export const meta: Route.MetaFunction = () => [{ title: `${ADMIN_BLOG_TEXT.listTitle} | Admin` }];

const listQuerySchema = createListQuerySchema({ sortKeys: BLOG_POST_SORT_KEYS, defaultSort: "createdAt" });

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context);
  const query = parseListParams(request, listQuerySchema);
  const status = statusParam(request, BLOG_STATUS_FILTERS);
  const filtered = query.q !== "" || status !== undefined;
  try {
    const page = await listPosts({
      ...query,
      published: status === undefined ? undefined : status === "published",
    });
    return { page, filtered, toast: null };
  } catch (error) {
    failureMessage("admin/blogs load", error);
    return {
      page: null,
      filtered,
      toast: makeToast({
        type: "error",
        title: ADMIN_BLOG_TEXT.fetchPostsError,
        description: ADMIN_BLOG_TEXT.fetchPostsMessage,
      }),
    };
  }
}

/** Publish/Unpublish and Delete, posted by the row actions (fetchers). */
export async function action({ context, request }: Route.ActionArgs) {
  requireAdmin(context);
  const formData = await request.formData();
  const parsed = blogListActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const title = formData.get("intent") === "delete" ? ADMIN_BLOG_TEXT.deleteError : ADMIN_BLOG_TEXT.updateError;
    return refuse(400, { title, description: ADMIN_BLOG_TEXT.invalidRequest });
  }
  const input = parsed.data;
  const errorTitle = input.intent === "delete" ? ADMIN_BLOG_TEXT.deleteError : ADMIN_BLOG_TEXT.updateError;
  const notFound = () => refuse(404, { title: errorTitle, description: ADMIN_BLOG_TEXT.notFoundMessage });
  // A malformed id names no post: 404, never a database error.
  if (!isUuid(input.id)) return notFound();

  try {
    if (input.intent === "publish") {
      const post = await setPublished(input.id, input.published);
      if (!post) return notFound();
      return succeed({
        title: post.published ? BLOG_TEXT.publishedTitle : BLOG_TEXT.unpublishedTitle,
        description: post.published ? BLOG_TEXT.publishedMessage : BLOG_TEXT.unpublishedMessage,
      });
    }
    const post = await deletePost(input.id);
    if (!post) return notFound();
    return succeed({ title: ADMIN_BLOG_TEXT.deletedTitle, description: ADMIN_BLOG_TEXT.deletedMessage(post.title) });
  } catch (error) {
    failureMessage(`admin/blogs ${input.intent}`, error);
    return refuse(500, {
      title: errorTitle,
      description: input.intent === "delete" ? ADMIN_BLOG_TEXT.deleteFailedMessage : ADMIN_BLOG_TEXT.updateFailedMessage,
    });
  }
}

const statusOptions = [
  { value: "published", label: BLOG_STATUS_LABELS.published },
  { value: "draft", label: BLOG_STATUS_LABELS.draft },
];

export default function BlogPostsPage({ loaderData }: Route.ComponentProps) {
  const { page, filtered } = loaderData;
  useToastFrom(loaderData);
  const location = useLocation();
  const navigation = useNavigation();
  // Searching, paging and sorting reload this same screen: show skeleton rows meanwhile.
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;

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
      {page === null ? (
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
