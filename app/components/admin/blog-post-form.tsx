/**
 * The blog post editor's form (/admin/blogs/new and /admin/blogs/edit/:id):
 * title, excerpt, author and the content blocks on the left; published,
 * category, image and the submit button on the right. It warns before leaving
 * with unsaved changes. The route (routes/admin/blog-editor.tsx) loads and saves.
 */
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { formConstraint, parseSubmission } from "~/lib/parse-submission";
import { type SubmissionResult } from "@conform-to/react";
import { ArrowLeft, Loader2 } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { BlogBlockEditor, contentFromDrafts, draftsFromBlocks, type DraftBlock } from "~/components/admin/blog-block-editor";
import { BlogImageField } from "~/components/admin/blog-image-field";
import { BlogPostHistory } from "~/components/admin/blog-post-history";
import { BlogPreviewLinks } from "~/components/admin/blog-preview-links";
import { LocalDraftNotice } from "~/components/admin/local-draft-notice";
import { ImageAltFields } from "~/components/admin/image-alt-fields";
import { PageHeader } from "~/components/admin/page-header";
import { SlugField } from "~/components/admin/slug-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Field, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import { ADMIN_BLOG_TEXT as T, BLOCK_EDITOR_TEXT } from "~/content/admin/blog";
import { useUnsavedChanges } from "~/hooks/use-unsaved-changes";
import { localDraftKey, useLocalDraft, type DraftValues } from "~/hooks/use-local-draft";
import { useToastFrom, type ToastMessage } from "~/lib/toast";
import { DEFAULT_CATEGORY, EDITOR_CATEGORIES } from "~/models/blog-categories";
import { blogPostSchema, parseContent, type EditablePost } from "~/models/blog-post";

export const BLOG_LIST_URL = "/admin/blogs";


/** What the editor's action answers when it does not redirect. */
export type EditorActionData = {
  ok: boolean;
  result?: SubmissionResult<string[]>;
  imageUrl?: string;
  toast?: ToastMessage;
};

const TEXT_FIELDS = ["title", "slug", "excerpt", "author", "publishAt", "imageAlt"] as const;

/** `version`: the saved post's last change (ISO), so work kept in the browser knows what it started from. */
export function BlogPostEditor({ post, version = "" }: { post: EditablePost | null; version?: string }) {
  const editing = post !== null;
  const actionData = useActionData<EditorActionData>();
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
      slug: post?.slug ?? "",
      excerpt: post?.excerpt ?? "",
      author: post?.author ?? "",
      publishAt: post?.publishAt ?? "",
      imageAlt: post?.imageAlt ?? "",
      // A checkbox field starts from "on" (ticked) or nothing, as the form would send it.
      imageDecorative: post?.imageDecorative ? "on" : undefined,
    },
    constraint: formConstraint(blogPostSchema),
    onValidate: ({ formData }) => parseSubmission(formData, { schema: blogPostSchema }),
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
    const decorative = element.elements.namedItem("imageDecorative") as HTMLInputElement | null;
    setTextDirty(
      TEXT_FIELDS.some((name) => {
        const input = element.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
        return input !== null && input.value !== (post?.[name] ?? "");
      }) ||
        (decorative !== null && decorative.checked !== (post?.imageDecorative ?? false)),
    );
  };
  const dirty =
    textDirty ||
    content !== initialContent ||
    category !== (post?.category ?? DEFAULT_CATEGORY) ||
    published !== (post?.published ?? false) ||
    imageUrl !== (post?.imageUrl ?? "");
  useUnsavedChanges(dirty && !saving);

  // Typed work survives a reload or a closed tab: kept in this browser until saved, offered back on opening.
  const restoreTyped = useCallback((values: DraftValues) => {
    setDrafts(draftsFromBlocks(parseContent(values.content)));
    setCategory(values.category || DEFAULT_CATEGORY);
    setPublished(values.published === "on");
    setImageUrl(values.imageUrl ?? "");
    for (const name of [...TEXT_FIELDS, "imageDecorative"]) form.update({ name, value: values[name] ?? "" });
    window.setTimeout(checkText, 0);
  }, [form]);
  const localDraft = useLocalDraft(formRef, {
    key: localDraftKey("blog-post", post?.id ?? "new"),
    version,
    watch: [content, category, published, imageUrl],
    onRestore: restoreTyped,
  });

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
          <>
            {post && <BlogPostHistory postId={post.id} onBeforeRestore={localDraft.forget} />}
            {post && <BlogPreviewLinks postId={post.id} />}
            <Button asChild variant="outline">
              <Link to={BLOG_LIST_URL}>
                <ArrowLeft aria-hidden="true" />
                {T.back}
              </Link>
            </Button>
          </>
        }
      />
      <LocalDraftNotice offer={localDraft.offer} onRestore={localDraft.restore} onDiscard={localDraft.discard} />
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
            <SlugField field={fields.slug} kind="blog" title={fields.title.value} />
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
            {/* Only a draft can be scheduled: with the switch on, no time is sent (and any schedule ends). */}
            {!published && (
              <Field
                label={T.fields.publishAt}
                htmlFor={fields.publishAt.id}
                errors={fields.publishAt.errors}
                description={T.fields.publishAtHint}
              >
                <Input
                  {...getInputProps(fields.publishAt, {
                    type: "datetime-local",
                    ariaDescribedBy: `${fields.publishAt.id}-description`,
                  })}
                  key={fields.publishAt.key}
                />
              </Field>
            )}
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
            {/* The alt text belongs to an image: asked for once one is set (the schema's rule too). */}
            {imageUrl && <ImageAltFields alt={fields.imageAlt} decorative={fields.imageDecorative} />}
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
