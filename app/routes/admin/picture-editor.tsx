/**
 * The picture editor: /admin/team-leader-pictures/new and .../edit/{id}.
 * A new picture's id is made on the server before anything is uploaded, so its
 * file is stored at images/team-leader-pictures/<id>-<file name>.webp. After a
 * save the action answers with a toast and the screen returns to the list
 * after SAVE_REDIRECT_DELAY_MS (500 ms), as the spec says.
 */
import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  useInputControl,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import {
  data,
  Form,
  Link,
  useNavigate,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { z } from "zod";
import { PageHeader } from "~/components/admin/page-header";
import { PictureUploadField } from "~/components/admin/picture-upload-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import { useUnsavedChanges } from "~/hooks/use-unsaved-changes";
import { useToastFrom, type ToastMessage } from "~/lib/toast";
import { PICTURE_ADMIN_TEXT, PICTURE_TEXT } from "~/content/admin/pictures";
import { IMAGE_TYPES, SAVE_REDIRECT_DELAY_MS, TEAM_LEADER_PICTURE_DEFAULTS, imageTypeLabel, teamLeaderPictureSchema } from "~/models/team-leader-picture";
import { requireAdmin } from "~/server/auth.server";
import { failureMessage, refuse, succeed } from "~/server/admin-kit.server";
import { ImageUploadError, fileFrom } from "~/server/images.server";
import { getPicture, savePicture, storePictureUpload } from "~/server/team-leader-pictures.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/picture-editor";

const LIST_URL = "/admin/team-leader-pictures";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.mode === "update" ? PICTURE_ADMIN_TEXT.editTitle : PICTURE_ADMIN_TEXT.createTitle} | Admin`,
  },
];

const idSchema = z.uuid();

type Mode = "create" | "update";

type FormValues = {
  imageType: string;
  displayOrder: number;
  altText: string;
  description: string;
  isActive: boolean;
};

const loadFailed = () =>
  redirectWithToast(LIST_URL, { type: "error", title: PICTURE_ADMIN_TEXT.errorTitle, description: PICTURE_ADMIN_TEXT.loadFailed });

export async function loader({ context, params }: Route.LoaderArgs) {
  requireAdmin(context);
  if (params.id === undefined) {
    const values: FormValues = { ...TEAM_LEADER_PICTURE_DEFAULTS, altText: "", description: "" };
    // The new picture's id, made here so that its upload can be named after it.
    return { mode: "create" as Mode, id: crypto.randomUUID(), values, imagePath: null as string | null };
  }
  if (!idSchema.safeParse(params.id).success) throw loadFailed();
  let row;
  try {
    row = await getPicture(params.id);
  } catch (error) {
    console.error(`[admin] loading picture ${params.id} failed:`, error);
    throw loadFailed();
  }
  if (!row) throw loadFailed();
  const values: FormValues = {
    imageType: row.imageType,
    displayOrder: row.displayOrder,
    altText: row.altText,
    description: row.description ?? "",
    isActive: row.isActive,
  };
  return { mode: "update" as Mode, id: row.id, values, imagePath: row.imagePath as string | null };
}

/**
 * A new picture's id lives in the page: reloading the loader after an upload
 * or a save would make a new one, so actions on this page do not revalidate it.
 */
export function shouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET" && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

const intentSchema = z.enum(["upload", "create", "update"]);

/** The form's schema; a new picture also needs an image (uploaded, or a file sent with the form). */
function pictureFormSchema(mode: Mode, formData: FormData) {
  const hasImage = !!formData.get("imagePath") || formData.get("image") instanceof File && (formData.get("image") as File).size > 0;
  if (mode === "update" || hasImage) return teamLeaderPictureSchema;
  return teamLeaderPictureSchema.extend({
    image: z.custom<File>(() => false, { error: PICTURE_ADMIN_TEXT.imageRequired }),
  });
}

type ActionResult = {
  ok?: boolean;
  toast?: ToastMessage;
  intent?: "upload" | Mode;
  imagePath?: string;
  result?: SubmissionResult<string[]>;
};

export async function action({ context, params, request }: Route.ActionArgs) {
  requireAdmin(context);
  const mode: Mode = params.id === undefined ? "create" : "update";
  const failedText = mode === "create" ? PICTURE_ADMIN_TEXT.createFailed : PICTURE_ADMIN_TEXT.updateFailed;
  const failed = (status: number, description: string, extra: ActionResult = {}, title: string = PICTURE_ADMIN_TEXT.errorTitle) =>
    refuse(status, { title, description }, extra);

  if (mode === "update" && !idSchema.safeParse(params.id).success) return failed(404, PICTURE_ADMIN_TEXT.loadFailed);

  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return failed(400, PICTURE_ADMIN_TEXT.uploadFailed, {}, PICTURE_ADMIN_TEXT.uploadFailedTitle);
  }
  const intent = intentSchema.safeParse(formData.get("intent"));
  if (!intent.success || (intent.data !== "upload" && intent.data !== mode)) return failed(400, failedText);

  // The record id: from the URL when editing, else the id this page was given.
  const parsedId = idSchema.safeParse(mode === "update" ? params.id : formData.get("id"));
  if (!parsedId.success) return failed(400, failedText);
  const id = parsedId.data;

  let existing;
  try {
    existing = await getPicture(id);
  } catch (error) {
    failureMessage(`admin/picture-editor load ${id}`, error);
    return failed(500, intent.data === "upload" ? PICTURE_ADMIN_TEXT.uploadFailed : failedText);
  }
  if (mode === "update" && !existing) return failed(404, PICTURE_ADMIN_TEXT.loadFailed);
  if (mode === "create" && existing) return failed(409, failedText);

  /* Upload Image: store the file now, under the picture's id. */
  if (intent.data === "upload") {
    const file = fileFrom(formData, "image");
    const uploadFailed = { intent: "upload" } as const;
    if (!file) return failed(400, PICTURE_ADMIN_TEXT.imageRequired, uploadFailed, PICTURE_ADMIN_TEXT.uploadFailedTitle);
    try {
      const stored = await storePictureUpload(id, file, { existing, previousUpload: formData.get("previousUpload") });
      return succeed<ActionResult>(
        { title: PICTURE_ADMIN_TEXT.uploaded, description: PICTURE_ADMIN_TEXT.uploadedMessage },
        { intent: "upload", imagePath: stored.url },
      );
    } catch (error) {
      if (error instanceof ImageUploadError) return failed(400, error.message, uploadFailed, error.title);
      failureMessage(`admin/picture-editor upload ${id}`, error);
      return failed(500, PICTURE_ADMIN_TEXT.uploadFailed, uploadFailed, PICTURE_ADMIN_TEXT.uploadFailedTitle);
    }
  }

  /* Save Picture / Update Picture. */
  const submission = parseWithZod(formData, { schema: pictureFormSchema(mode, formData) });
  if (submission.status !== "success") {
    return data<ActionResult>({ ok: false, intent: mode, result: submission.reply({ hideFields: ["image"] }) }, { status: 400 });
  }
  const { imagePath: postedPath, ...fields } = submission.value;
  let saved;
  try {
    saved = await savePicture({ id, existing, fields, file: fileFrom(formData, "image"), postedPath });
  } catch (error) {
    failureMessage(`admin/picture-editor save ${id}`, error);
    return failed(500, failedText, { intent: mode, result: submission.reply({ hideFields: ["image"] }) });
  }
  if (saved.ok) {
    const toast =
      mode === "create"
        ? { title: PICTURE_ADMIN_TEXT.created, description: PICTURE_ADMIN_TEXT.createdMessage }
        : { title: PICTURE_ADMIN_TEXT.updated, description: PICTURE_ADMIN_TEXT.updatedMessage };
    return succeed<ActionResult>(toast, { intent: mode, imagePath: saved.imagePath });
  }
  if (saved.reason === "not-found") return failed(404, PICTURE_ADMIN_TEXT.loadFailed);
  const imageError = saved.reason === "bad-image" ? saved.error.message : PICTURE_ADMIN_TEXT.imageRequired;
  const result = submission.reply({ fieldErrors: { image: [imageError] }, hideFields: ["image"] });
  if (saved.reason === "bad-image") return failed(400, saved.error.message, { intent: mode, result }, saved.error.title);
  return data<ActionResult>({ ok: false, intent: mode, result }, { status: 400 });
}

export default function PictureEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, values } = loaderData;
  // Kept in state: the new picture's id must not change while the page is open.
  const [id] = useState(loaderData.id);
  const [savedPath, setSavedPath] = useState(loaderData.imagePath);
  const [imagePath, setImagePath] = useState(loaderData.imagePath);
  const [fileSelected, setFileSelected] = useState(false);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  useToastFrom(actionData);

  const saved = actionData?.ok === true && actionData.intent === mode;
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined;

  const [form, fields] = useForm<z.input<typeof teamLeaderPictureSchema> & { intent?: string; image?: unknown }>({
    lastResult,
    defaultValue: values,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pictureFormSchema(mode, formData) }),
  });
  const imageType = useInputControl(fields.imageType);
  const isActive = useInputControl(fields.isActive);

  // Saved: the image on record is the one just saved; back to the list after the spec's delay.
  useEffect(() => {
    if (!saved) return;
    if (actionData?.imagePath) setSavedPath(actionData.imagePath);
    const timer = setTimeout(() => void navigate(LIST_URL), SAVE_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved, actionData, navigate]);

  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Compared field by field (Conform's form.dirty also counts the hidden fields).
  const asText = (value: unknown) => (value == null ? "" : typeof value === "boolean" ? (value ? "on" : "") : String(value));
  const fieldsChanged = (["imageType", "displayOrder", "altText", "description", "isActive"] as const).some(
    (name) => asText(fields[name].value) !== asText(values[name]),
  );
  const dirty = fieldsChanged || fileSelected || imagePath !== savedPath;
  useUnsavedChanges(dirty && !saved && !busy);

  const imageErrors = fields.image.errors;
  const title = mode === "create" ? PICTURE_ADMIN_TEXT.createTitle : PICTURE_ADMIN_TEXT.editTitle;

  return (
    <div className="mx-auto w-full max-w-4xl">
      {/* Without JavaScript, the same return to the list after the save. */}
      {saved && !hydrated && <meta httpEquiv="refresh" content={`${SAVE_REDIRECT_DELAY_MS / 1000};url=${LIST_URL}`} />}
      <Button asChild variant="ghost" className="mb-4 -ml-2">
        <Link to={LIST_URL}>
          <ArrowLeft aria-hidden="true" />
          Back to Team Leader Pictures
        </Link>
      </Button>
      <PageHeader title={title} />
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="grid gap-6"
        data-hydrated={hydrated || undefined}
      >
        <input type="hidden" name="intent" value={mode} />
        {mode === "create" && <input type="hidden" name="id" value={id} />}
        <Card>
          <CardContent className="grid gap-8 pt-6 md:grid-cols-[minmax(0,16rem)_1fr]">
            <PictureUploadField
              pictureId={id}
              savedPath={savedPath}
              imagePath={imagePath}
              onImagePathChange={setImagePath}
              onSelectionChange={setFileSelected}
              errors={imageErrors}
              disabled={saved}
            />
            <div className="grid content-start gap-6">
              <div className="grid gap-6 sm:grid-cols-2">
                <div className="grid gap-2">
                  <Label htmlFor={fields.imageType.id}>Image Type</Label>
                  <Select
                    name={fields.imageType.name}
                    value={imageType.value ?? TEAM_LEADER_PICTURE_DEFAULTS.imageType}
                    onValueChange={(value) => imageType.change(value)}
                    onOpenChange={(open) => {
                      if (!open) imageType.blur();
                    }}
                  >
                    <SelectTrigger
                      id={fields.imageType.id}
                      className="w-full"
                      aria-invalid={fields.imageType.errors ? true : undefined}
                      aria-describedby={fields.imageType.errors ? fields.imageType.errorId : undefined}
                    >
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {IMAGE_TYPES.map((type) => (
                        <SelectItem key={type} value={type}>
                          {imageTypeLabel(type)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  {fields.imageType.errors && (
                    <p id={fields.imageType.errorId} role="alert" className="text-sm text-destructive">
                      {fields.imageType.errors.join(" ")}
                    </p>
                  )}
                </div>
                <Field label="Display Order" htmlFor={fields.displayOrder.id} errors={fields.displayOrder.errors}>
                  {(() => {
                    const { key, ...props } = getInputProps(fields.displayOrder, { type: "number" });
                    return <Input key={key} {...props} min={0} step={1} inputMode="numeric" />;
                  })()}
                </Field>
              </div>
              <Field
                label="Alt Text"
                htmlFor={fields.altText.id}
                errors={fields.altText.errors}
                description="Describes the picture for people who cannot see it."
              >
                {(() => {
                  const { key, ...props } = getInputProps(fields.altText, {
                    type: "text",
                    ariaDescribedBy: fields.altText.descriptionId,
                  });
                  return <Input key={key} {...props} autoComplete="off" />;
                })()}
              </Field>
              <Field label="Description (optional)" htmlFor={fields.description.id} errors={fields.description.errors}>
                {(() => {
                  const { key, ...props } = getTextareaProps(fields.description);
                  return <Textarea key={key} {...props} rows={4} />;
                })()}
              </Field>
              <div className="flex items-center gap-3">
                <Switch
                  id={fields.isActive.id}
                  name={fields.isActive.name}
                  checked={isActive.value === "on"}
                  onCheckedChange={(checked) => isActive.change(checked ? "on" : "")}
                  onBlur={isActive.blur}
                />
                <Label htmlFor={fields.isActive.id}>Active (shown on the site)</Label>
              </div>
            </div>
          </CardContent>
        </Card>
        {form.errors && (
          <p role="alert" className="text-sm text-destructive">
            {form.errors.join(" ")}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button asChild variant="outline">
            <Link to={LIST_URL}>{PICTURE_ADMIN_TEXT.cancel}</Link>
          </Button>
          <Button type="submit" disabled={busy || saved}>
            {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
            {busy ? "Saving..." : mode === "create" ? PICTURE_TEXT.save : PICTURE_TEXT.update}
          </Button>
        </div>
      </Form>
    </div>
  );
}
