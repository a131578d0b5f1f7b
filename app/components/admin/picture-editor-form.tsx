/**
 * The picture editor's form (/admin/team-leader-pictures/new and .../edit/{id}):
 * the image (uploaded at once or sent with the form), type, order, alt text,
 * description and the active switch. After a save it returns to the list after
 * SAVE_REDIRECT_DELAY_MS, also without JavaScript. The route loads and saves.
 */
import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { parseSubmission } from "~/lib/parse-submission";
import { ArrowLeft, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import * as v from "valibot";
import { fields } from "~/models/text";
import { useHydrated } from "~/hooks/use-hydrated";
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
import { PICTURE_ADMIN_TEXT, PICTURE_TEXT } from "~/content/admin/pictures";
import { useUnsavedChanges } from "~/hooks/use-unsaved-changes";
import { useToastFrom, type ToastMessage } from "~/lib/toast";
import {
  IMAGE_TYPES,
  SAVE_REDIRECT_DELAY_MS,
  TEAM_LEADER_PICTURE_DEFAULTS,
  imageTypeLabel,
  teamLeaderPictureSchema,
} from "~/models/team-leader-picture";

export const PICTURES_LIST_URL = "/admin/team-leader-pictures";
const LIST_URL = PICTURES_LIST_URL;

export type PictureEditorMode = "create" | "update";
type Mode = PictureEditorMode;

export type PictureFormValues = {
  imageType: string;
  displayOrder: number;
  altText: string;
  description: string;
  isActive: boolean;
};

/** The form's schema; a new picture also needs an image (uploaded, or a file sent with the form). */
export function pictureFormSchema(mode: Mode, formData: FormData) {
  const hasImage = !!formData.get("imagePath") || formData.get("image") instanceof File && (formData.get("image") as File).size > 0;
  if (mode === "update" || hasImage) return teamLeaderPictureSchema;
  return fields({
    ...teamLeaderPictureSchema.entries,
    image: v.custom<File>(() => false, PICTURE_ADMIN_TEXT.imageRequired),
  });
}

export type PictureActionResult = {
  ok?: boolean;
  toast?: ToastMessage;
  intent?: "upload" | Mode;
  imagePath?: string;
  result?: SubmissionResult<string[]>;
};

export function PictureEditorForm({
  loaderData,
  actionData,
}: {
  loaderData: { mode: PictureEditorMode; id: string; values: PictureFormValues; imagePath: string | null };
  actionData: PictureActionResult | undefined;
}) {
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

  const [form, fields] = useForm<Partial<v.InferInput<typeof teamLeaderPictureSchema>> & { intent?: string; image?: unknown }>({
    lastResult,
    defaultValue: values,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseSubmission(formData, { schema: pictureFormSchema(mode, formData) }),
  });
  // The type and the switch are Radix controls kept in state, as in the other
  // staff forms; their hidden native inputs carry the values in the post.
  const [imageType, setImageType] = useState(values.imageType);
  const [isActive, setIsActive] = useState(values.isActive);

  // Saved: the image on record is the one just saved; back to the list after the spec's delay.
  useEffect(() => {
    if (!saved) return;
    if (actionData?.imagePath) setSavedPath(actionData.imagePath);
    const timer = setTimeout(() => void navigate(LIST_URL), SAVE_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved, actionData, navigate]);

  const hydrated = useHydrated();

  // Compared field by field (Conform's form.dirty also counts the hidden fields).
  const asText = (value: unknown) => (value == null ? "" : typeof value === "boolean" ? (value ? "on" : "") : String(value));
  const fieldsChanged =
    imageType !== values.imageType ||
    isActive !== values.isActive ||
    (["displayOrder", "altText", "description"] as const).some((name) => asText(fields[name].value) !== asText(values[name]));
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
          {PICTURE_ADMIN_TEXT.backToList}
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
                  <Label htmlFor={fields.imageType.id}>{PICTURE_ADMIN_TEXT.fields.imageType}</Label>
                  <Select
                    name={fields.imageType.name}
                    value={imageType || TEAM_LEADER_PICTURE_DEFAULTS.imageType}
                    onValueChange={setImageType}
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
                <Field label={PICTURE_ADMIN_TEXT.fields.displayOrder} htmlFor={fields.displayOrder.id} errors={fields.displayOrder.errors}>
                  {(() => {
                    const { key, ...props } = getInputProps(fields.displayOrder, { type: "number" });
                    return <Input key={key} {...props} min={0} step={1} inputMode="numeric" />;
                  })()}
                </Field>
              </div>
              <Field
                label={PICTURE_ADMIN_TEXT.fields.altText}
                htmlFor={fields.altText.id}
                errors={fields.altText.errors}
                description={PICTURE_ADMIN_TEXT.fields.altTextHint}
              >
                {(() => {
                  const { key, ...props } = getInputProps(fields.altText, {
                    type: "text",
                    ariaDescribedBy: fields.altText.descriptionId,
                  });
                  return <Input key={key} {...props} autoComplete="off" />;
                })()}
              </Field>
              <Field label={PICTURE_ADMIN_TEXT.fields.description} htmlFor={fields.description.id} errors={fields.description.errors}>
                {(() => {
                  const { key, ...props } = getTextareaProps(fields.description);
                  return <Textarea key={key} {...props} rows={4} />;
                })()}
              </Field>
              <div className="flex items-center gap-3">
                <Switch
                  id={fields.isActive.id}
                  name={fields.isActive.name}
                  checked={isActive}
                  onCheckedChange={setIsActive}
                />
                <Label htmlFor={fields.isActive.id}>{PICTURE_ADMIN_TEXT.fields.active}</Label>
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
            {busy ? PICTURE_ADMIN_TEXT.saving : mode === "create" ? PICTURE_TEXT.save : PICTURE_TEXT.update}
          </Button>
        </div>
      </Form>
    </div>
  );
}
