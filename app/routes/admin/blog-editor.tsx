import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod, type SubmissionResult } from "@conform-to/zod/v4";
import { ArrowLeft, Loader2 } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { data, Form, Link, useActionData, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import {
  BlogBlockEditor,
  contentFromDrafts,
  draftsFromBlocks,
  type DraftBlock,
} from "~/components/admin/blog-block-editor";
import { BlogImageField } from "~/components/admin/blog-image-field";
import { PageHeader } from "~/components/admin/page-header";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import { useUnsavedChanges } from "~/hooks/use-unsaved-changes";
import { useToastFrom, type ToastMessage } from "~/lib/toast";
import {
  ADMIN_BLOG_TEXT,
  BLOCK_EDITOR_TEXT,
  BLOG_EDITOR_INTENTS,
  blogPostSchema,
  parseContent,
} from "~/models/blog-post";
import { DEFAULT_CATEGORY, EDITOR_CATEGORIES } from "~/models/blog-categories";
import { isUuid } from "~/models/ids";
import { UPLOAD_TEXT } from "~/models/upload";
import { requireAdmin } from "~/server/auth.server";
import { createPost, getPost, updatePost } from "~/server/blog-posts.server";
import { fileFrom, ImageUploadError, storeBlogImage } from "~/server/images.server";
import { makeToast, redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/blog-editor";

const T = ADMIN_BLOG_TEXT;
const LIST_URL = "/admin/blogs";

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
  if (id === undefined) return { post: null };

  const fetchFailed = (description: string) =>
    redirectWithToast(LIST_URL, { type: "error", title: T.fetchPostError, description });
  // A malformed id names no post: back to the list, never a database error.
  if (!isUuid(id)) throw fetchFailed(T.notFoundMessage);
  let post: Awaited<ReturnType<typeof getPost>>;
  try {
    post = await getPost(id);
  } catch (error) {
    console.error("[admin/blog-editor] loading the post failed:", error);
    throw fetchFailed(T.fetchPostMessage);
  }
  if (!post) throw fetchFailed(T.notFoundMessage);
  return {
    post: {
      id: post.id,
      title: post.title,
      excerpt: post.excerpt,
      author: post.author,
      content: post.content,
      category: post.category,
      published: post.published,
      imageUrl: post.imageUrl ?? "",
    },
  };
}

/** What the action answers when it does not redirect. */
type EditorActionData = {
  ok: boolean;
  result?: SubmissionResult<string[]>;
  imageUrl?: string;
  toast?: ToastMessage;
};

function failure(status: number, title: string, description: string, result?: SubmissionResult<string[]>) {
  return data<EditorActionData>({ ok: false, result, toast: makeToast({ type: "error", title, description }) }, { status });
}

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

  const submission = parseWithZod(formData, { schema: blogPostSchema });
  if (submission.status !== "success") {
    return failure(400, T.saveError, T.fixFieldsMessage, submission.reply());
  }
  try {
    if (id === undefined) {
      await createPost(submission.value);
      return redirectWithToast(LIST_URL, { type: "success", title: T.successTitle, description: T.createdMessage });
    }
    const updated = await updatePost(id, submission.value);
    if (!updated) {
      return failure(404, T.saveError, T.notFoundMessage, submission.reply({ formErrors: [T.notFoundMessage] }));
    }
    return redirectWithToast(LIST_URL, { type: "success", title: T.successTitle, description: T.updatedMessage });
  } catch (error) {
    console.error("[admin/blog-editor] saving the post failed:", error);
    return failure(500, T.saveError, T.saveFailedMessage, submission.reply({ formErrors: [T.saveFailedMessage] }));
  }
}

/** intent=upload-image: checks the file by its bytes, stores it re-encoded, answers with its URL. */
async function uploadImage(formData: FormData) {
  const file = fileFrom(formData, "image");
  if (!file) return failure(400, T.uploadError, T.noFileMessage);
  try {
    const imageUrl = await storeBlogImage(file);
    return data<EditorActionData>({
      ok: true,
      imageUrl,
      toast: makeToast({ type: "success", title: T.imageUploadedTitle, description: T.imageUploadedMessage }),
    });
  } catch (error) {
    if (error instanceof ImageUploadError) {
      return failure(error.message === UPLOAD_TEXT.tooLarge ? 413 : 400, T.uploadError, error.message);
    }
    console.error("[admin/blog-editor] storing the image failed:", error);
    return failure(500, T.uploadError, T.uploadFailedMessage);
  }
}

/** An upload changes nothing the editor loaded: do not reload the post for it. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "upload-image") return false;
  return defaultShouldRevalidate;
}

type EditablePost = NonNullable<Route.ComponentProps["loaderData"]["post"]>;

export default function BlogEditorPage({ loaderData }: Route.ComponentProps) {
  // A new form per post, so going from one post to another never mixes their values.
  return <BlogPostEditor key={loaderData.post?.id ?? "new"} post={loaderData.post} />;
}

const TEXT_FIELDS = ["title", "excerpt", "author"] as const;

function BlogPostEditor({ post }: { post: EditablePost | null }) {
  const editing = post !== null;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  useToastFrom(actionData);

  const [initialDrafts] = useState(() => draftsFromBlocks(parseContent(post?.content)));
  const [drafts, setDrafts] = useState<DraftBlock[]>(initialDrafts);
  const [category, setCategory] = useState(post?.category ?? DEFAULT_CATEGORY);
  const [published, setPublished] = useState(post?.published ?? false);
  const [imageUrl, setImageUrl] = useState(post?.imageUrl ?? "");
  const [uploading, setUploading] = useState(false);
  const content = contentFromDrafts(drafts);
  const [initialContent] = useState(() => contentFromDrafts(initialDrafts));

  const [form, fields] = useForm({
    id: `blog-post-${post?.id ?? "new"}`,
    lastResult: actionData?.result,
    defaultValue: {
      title: post?.title ?? "",
      excerpt: post?.excerpt ?? "",
      author: post?.author ?? "",
    },
    constraint: getZodConstraint(blogPostSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: blogPostSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  // Once "Content is required" shows, check again as blocks are added or filled in.
  const contentChecked = fields.content.errors !== undefined;
  useEffect(() => {
    if (contentChecked) form.validate({ name: fields.content.name });
  }, [content]);

  // Unsaved changes: the text fields (read from the form) and the controlled values.
  const formRef = useRef<HTMLFormElement>(null);
  const [textDirty, setTextDirty] = useState(false);
  const checkText = () => {
    const element = formRef.current;
    if (!element) return;
    setTextDirty(
      TEXT_FIELDS.some((name) => {
        const input = element.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
        return input !== null && input.value !== (post?.[name] ?? "");
      }),
    );
  };
  const dirty =
    textDirty ||
    content !== initialContent ||
    category !== (post?.category ?? DEFAULT_CATEGORY) ||
    published !== (post?.published ?? false) ||
    imageUrl !== (post?.imageUrl ?? "");
  useUnsavedChanges(dirty && !saving);

  const onUploadingChange = useCallback((value: boolean) => setUploading(value), []);
  const categories: string[] = [...EDITOR_CATEGORIES];
  if (!categories.includes(category)) categories.push(category);

  const contentLabelId = useId();
  const contentHintId = useId();
  const publishedId = useId();
  const contentErrorId = `${fields.content.id}-error`;
  const title = editing ? T.editTitle : T.createTitle;

  return (
    <div>
      <PageHeader
        title={title}
        actions={
          <Button asChild variant="outline">
            <Link to={LIST_URL}>
              <ArrowLeft aria-hidden="true" />
              {T.back}
            </Link>
          </Button>
        }
      />
      <Form
        method="post"
        {...getFormProps(form)}
        ref={formRef}
        onInput={checkText}
        aria-label={title}
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <input type="hidden" name="intent" value="save" />
        <Card>
          <CardContent className="space-y-6">
            <Field label={T.fields.title} htmlFor={fields.title.id} errors={fields.title.errors}>
              <Input {...getInputProps(fields.title, { type: "text" })} key={fields.title.key} autoComplete="off" />
            </Field>
            <Field
              label={T.fields.excerpt}
              htmlFor={fields.excerpt.id}
              errors={fields.excerpt.errors}
              description={T.fields.excerptHint}
            >
              <Textarea
                {...getTextareaProps(fields.excerpt, { ariaDescribedBy: `${fields.excerpt.id}-description` })}
                key={fields.excerpt.key}
                rows={3}
              />
            </Field>
            <Field label={T.fields.author} htmlFor={fields.author.id} errors={fields.author.errors}>
              <Input {...getInputProps(fields.author, { type: "text" })} key={fields.author.key} autoComplete="name" />
            </Field>
            <div className="grid gap-2">
              <h2 id={contentLabelId} className="text-sm leading-none font-medium">
                {T.fields.content}
              </h2>
              <p id={contentHintId} className="text-sm text-muted-foreground">
                {BLOCK_EDITOR_TEXT.hint}
              </p>
              <input type="hidden" name={fields.content.name} value={content} />
              <BlogBlockEditor
                drafts={drafts}
                onChange={setDrafts}
                labelledBy={contentLabelId}
                describedBy={[contentHintId, fields.content.errors ? contentErrorId : ""].filter(Boolean).join(" ")}
                invalid={Boolean(fields.content.errors)}
              />
              <FieldError id={contentErrorId} errors={fields.content.errors} />
            </div>
          </CardContent>
        </Card>

        <Card className="lg:sticky lg:top-20">
          <CardContent className="space-y-6">
            <div className="flex items-start justify-between gap-4">
              <div className="grid gap-1.5">
                <Label htmlFor={publishedId}>{T.fields.published}</Label>
                <p id={`${publishedId}-hint`} className="text-sm text-muted-foreground">
                  {T.fields.publishedHint}
                </p>
              </div>
              <Switch
                id={publishedId}
                checked={published}
                onCheckedChange={setPublished}
                aria-describedby={`${publishedId}-hint`}
              />
              {published && <input type="hidden" name={fields.published.name} value="on" />}
            </div>
            <Field label={T.fields.category} htmlFor={fields.category.id} errors={fields.category.errors}>
              {(control) => (
                <Select value={category} onValueChange={setCategory}>
                  <SelectTrigger {...control} className="w-full">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {categories.map((option) => (
                      <SelectItem key={option} value={option}>
                        {option}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </Field>
            <input type="hidden" name={fields.category.name} value={category} />
            <BlogImageField
              name={fields.imageUrl.name}
              value={imageUrl}
              onChange={setImageUrl}
              onUploadingChange={onUploadingChange}
              errors={fields.imageUrl.errors}
            />
            <FieldError id={`${form.id}-error`} errors={form.errors} />
            <Button type="submit" className="w-full" disabled={saving || uploading}>
              {saving ? (
                <>
                  <Loader2 className="animate-spin" aria-hidden="true" />
                  {T.saving}
                </>
              ) : editing ? (
                T.updateSubmit
              ) : (
                T.createSubmit
              )}
            </Button>
          </CardContent>
        </Card>
      </Form>
    </div>
  );
}
