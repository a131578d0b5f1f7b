/**
 * The blog post editor's loader and action (/admin/blogs/new and
 * /admin/blogs/edit/:id); the form is components/admin/blog-post-form.tsx.
 */
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { BLOG_LIST_URL as LIST_URL, BlogPostEditor, type EditorActionData } from "~/components/admin/blog-post-form";
import { NewsletterSend } from "~/components/admin/newsletter-send";
import { ADMIN_BLOG_TEXT as T } from "~/content/admin/blog";
import { BLOG_EDITOR_INTENTS, blogPostSchema } from "~/models/blog-post";
import { isUuid } from "~/models/ids";
import { editablePostOf } from "~/server/blog/blog-article.server";
import { UPLOAD_TEXT } from "~/content/admin/upload";
import { parseSubmission } from "~/lib/parse-submission";
import { type SubmissionResult } from "@conform-to/react";
import { failureMessage, refuse, succeed } from "~/server/kernel/answers.server";
import { requireAdmin } from "~/server/identity/auth.server";
import { createPost, getPost, updatePost } from "~/server/blog/post-queries.server";
import { fileFrom, ImageUploadError, storeBlogImage } from "~/server/storage/images.server";
import { isSlugConflict, slugTakenMessage } from "~/server/kernel/slugs.server";
import { redirectWithToast } from "~/server/kernel/toast.server";
import type { Route } from "./+types/blog-editor";

/** The id of the edit route (/admin/blogs/edit/:id); undefined on /admin/blogs/new. */
function postIdOf(params: Record<string, string | undefined>): string | undefined {
  return params.id;
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${postIdOf(params) === undefined ? T.createTitle : T.editTitle} | Admin` },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = postIdOf(params);
  if (id === undefined) return { post: null, version: "" };

  const fetchFailed = (description: string) =>
    redirectWithToast(LIST_URL, { type: "error", title: T.fetchPostError, description });
  // A malformed id names no post: back to the list, never a database error.
  if (!isUuid(id)) throw fetchFailed(T.notFoundMessage);
  let post: Awaited<ReturnType<typeof getPost>>;
  try {
    post = await getPost(id);
  } catch (error) {
    failureMessage("admin/blog-editor load", error);
    throw fetchFailed(T.fetchPostMessage);
  }
  if (!post) throw fetchFailed(T.notFoundMessage);
  return {
    post: editablePostOf(post),
    // The post's last change: a restored revision opens the editor afresh (see the key below).
    version: (post.updatedAt ?? post.createdAt).toISOString(),
  };
}

const failure = (status: number, title: string, description: string, extra: Omit<EditorActionData, "ok" | "toast"> = {}) =>
  refuse(status, { title, description }, extra);

export async function action({ context, request, params }: Route.ActionArgs) {
  requireAdmin(context);
  // The post id comes from the URL only; a posted id (or createdAt) is never read.
  const id = postIdOf(params);
  if (id !== undefined && !isUuid(id)) return failure(404, T.saveError, T.notFoundMessage);

  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return failure(400, T.saveError, T.invalidRequest);
  }
  const intent = formData.get("intent");
  if (!BLOG_EDITOR_INTENTS.includes(intent as never)) return failure(400, T.saveError, T.invalidRequest);
  if (intent === "upload-image") return uploadImage(formData);

  const submission = parseSubmission(formData, { schema: blogPostSchema });
  if (submission.status !== "success") {
    return failure(400, T.saveError, T.fixFieldsMessage, { result: submission.reply() });
  }
  try {
    if (id === undefined) {
      await createPost(submission.value);
      return redirectWithToast(LIST_URL, { type: "success", title: T.successTitle, description: T.createdMessage });
    }
    const updated = await updatePost(id, submission.value);
    if (!updated) {
      return failure(404, T.saveError, T.notFoundMessage, { result: submission.reply({ formErrors: [T.notFoundMessage] }) });
    }
    return redirectWithToast(LIST_URL, { type: "success", title: T.successTitle, description: T.updatedMessage });
  } catch (error) {
    if (isSlugConflict(error)) return slugTaken(submission, error);
    failureMessage("admin/blog-editor save", error);
    return failure(500, T.saveError, T.saveFailedMessage, { result: submission.reply({ formErrors: [T.saveFailedMessage] }) });
  }
}

/** The typed address is another item's: 409, the message under the field, everything typed kept. */
function slugTaken(submission: { reply: (options: { fieldErrors: Record<string, string[]> }) => SubmissionResult<string[]> }, error: unknown) {
  const message = slugTakenMessage(error);
  return failure(409, T.saveError, message, { result: submission.reply({ fieldErrors: { slug: [message] } }) });
}

/** intent=upload-image: checks the file by its bytes, stores it re-encoded, answers with its URL. */
async function uploadImage(formData: FormData) {
  const file = fileFrom(formData, "image");
  if (!file) return failure(400, T.uploadError, T.noFileMessage);
  try {
    const imageUrl = await storeBlogImage(file);
    return succeed({ title: T.imageUploadedTitle, description: T.imageUploadedMessage }, { imageUrl });
  } catch (error) {
    if (error instanceof ImageUploadError) {
      return failure(error.message === UPLOAD_TEXT.tooLarge ? 413 : 400, T.uploadError, error.message);
    }
    failureMessage("admin/blog-editor upload", error);
    return failure(500, T.uploadError, T.uploadFailedMessage);
  }
}

/** An upload changes nothing the editor loaded: do not reload the post for it. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "upload-image") return false;
  return defaultShouldRevalidate;
}

export default function BlogEditorPage({ loaderData }: Route.ComponentProps) {
  // A new form per post and version, so going from one post to another never mixes their values.
  const { post, version } = loaderData;
  return (
    <>
      <BlogPostEditor key={`${post?.id ?? "new"}@${version}`} post={post} version={version} />
      {/* A saved post can be sent as a newsletter (the panel says when it is not published). */}
      {post && <NewsletterSend key={post.id} postId={post.id} />}
    </>
  );
}
