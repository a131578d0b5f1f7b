/**
 * The four Our Work forms (case study, featured project, client logo,
 * testimonial). Each validates in the browser with the model's schema (the
 * action validates again with the same one), keeps what was typed when the
 * save fails, and asks before leaving with unsaved changes.
 */
import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { parseSubmission } from "~/lib/parse-submission";
import { Loader2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type * as v from "valibot";
import { useHydrated } from "~/hooks/use-hydrated";
import { ImageAltFields } from "~/components/admin/image-alt-fields";
import { SlugField } from "~/components/admin/slug-field";
import { WorkImagePreview } from "~/components/admin/work-image-preview";
import { WorkImageUpload } from "~/components/admin/work-image-upload";
import { WorkStarRating } from "~/components/admin/work-star-rating";
import { WorkTagInput } from "~/components/admin/work-tag-input";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { fallbackImages } from "~/content/common";
import { useUnsavedChanges } from "~/hooks/use-unsaved-changes";
import { WORK_FIELDS_TEXT as F, WORK_FORM_TEXT } from "~/content/admin/work";
import {
  FEATURED_PROJECT_CATEGORY_PLACEHOLDER,
  caseStudySchema,
  clientLogoSchema,
  featuredProjectSchema,
  testimonialSchema,
  type WorkAltValues,
  type WorkFormValues,
  type WorkKindSlug,
} from "~/models/work";
import { DEFAULT_RATING, DEFAULT_READ_MORE_LINK } from "~/models/work-display";

export type WorkFormMode = "create" | "update";

const NO_ALT: WorkAltValues = { imageAlt: "", imageDecorative: false };
const ALT_FIELDS = ["imageAlt", "imageDecorative"] as const;


export const WORK_FORM_DEFAULTS: WorkFormValues = {
  "case-studies": { title: "", slug: "", description: "", imageUrl: "", readMoreLink: DEFAULT_READ_MORE_LINK, tags: [], ...NO_ALT },
  "featured-projects": { title: "", slug: "", description: "", imageUrl: "", category: "", ...NO_ALT },
  "client-logos": { name: "", imageUrl: "", ...NO_ALT },
  testimonials: { name: "", position: "", company: "", testimonial: "", rating: DEFAULT_RATING, imageSrc: "", ...NO_ALT },
};

type FormProps<K extends WorkKindSlug> = {
  mode: WorkFormMode;
  defaultValue: WorkFormValues[K];
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** Where Cancel goes. */
  backTo: string;
};

/** Conform with the options every work form shares. */
function useWorkForm(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  schema: v.GenericSchema<unknown, Record<string, any>>,
  mode: WorkFormMode,
  defaultValue: Record<string, unknown>,
  lastResult: SubmissionResult<string[]> | null | undefined,
) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return useForm<Record<string, any>, Record<string, any>, string[]>({
    lastResult,
    defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseSubmission(formData, { schema }),
  });
}

const asFormText = (value: unknown) =>
  value == null ? "" : typeof value === "boolean" ? (value ? "on" : "") : String(value);

/**
 * True when a field's current value differs from the value the form started
 * with (Conform's own `form.dirty` also counts fields it is told to ignore).
 */
function changed(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  fields: Record<string, FieldMetadata<any, any, string[]>>,
  defaultValue: Record<string, unknown>,
  names: readonly string[],
) {
  return names.some((name) => asFormText(fields[name]?.value) !== asFormText(defaultValue[name]));
}

/** A labelled text input or text area wired to a Conform field. */
function TextField({
  field,
  label,
  placeholder,
  multiline = false,
  rows,
  description,
  inputMode,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  field: FieldMetadata<any, any, string[]>;
  label: string;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  description?: ReactNode;
  inputMode?: "url" | "text";
}) {
  const describedBy = description ? field.descriptionId : undefined;
  return (
    <Field label={label} htmlFor={field.id} errors={field.errors} description={description}>
      {multiline
        ? (() => {
            const { key, ...props } = getTextareaProps(field, { ariaDescribedBy: describedBy });
            return <Textarea key={key} {...props} placeholder={placeholder} rows={rows} className="min-h-28" />;
          })()
        : (() => {
            const { key, ...props } = getInputProps(field, { type: "text", ariaDescribedBy: describedBy });
            return <Input key={key} {...props} placeholder={placeholder} inputMode={inputMode} autoComplete="off" />;
          })()}
    </Field>
  );
}

/** The form's buttons, with the busy state while it saves. */
function FormFooter({ label, busy, backTo }: { label: string; busy: boolean; backTo: string }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button asChild variant="outline">
        <Link to={backTo}>{F.cancel}</Link>
      </Button>
      <Button type="submit" disabled={busy}>
        {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
        {busy ? F.saving : label}
      </Button>
    </div>
  );
}

/** The shared frame: the form element, the intent, the unsaved-changes guard and the buttons. */
function WorkFormFrame({
  form,
  mode,
  kind,
  dirty,
  backTo,
  children,
}: {
  form: FormMetadata<Record<string, any>, string[]>;
  mode: WorkFormMode;
  kind: WorkKindSlug;
  dirty: boolean;
  backTo: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  useUnsavedChanges(dirty && !busy);
  const text = WORK_FORM_TEXT[kind];
  const formErrors = form.errors;
  const hydrated = useHydrated();
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-6" data-hydrated={hydrated || undefined}>
      <input type="hidden" name="intent" value={mode} />
      <Card>
        <CardContent className="grid gap-6 pt-6">
          {formErrors && formErrors.length > 0 && (
            <p id={form.errorId} role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
              {formErrors.join(" ")}
            </p>
          )}
          {children}
        </CardContent>
      </Card>
      <FormFooter label={mode === "create" ? text.createButton : text.updateButton} busy={busy} backTo={backTo} />
    </Form>
  );
}

function PreviewBox({ label, children, round = false }: { label: string; children: ReactNode; round?: boolean }) {
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium text-muted-foreground">{label}</figcaption>
      <div className={round ? "" : "w-full max-w-md overflow-hidden rounded-md border bg-muted"}>{children}</div>
    </figure>
  );
}

export function CaseStudyForm({ mode, defaultValue, lastResult, backTo }: FormProps<"case-studies">) {
  const [form, fields] = useWorkForm(caseStudySchema, mode, defaultValue, lastResult);
  const initialTags = defaultValue.tags;
  const [tags, setTags] = useState(initialTags);
  const tagsDirty = tags.length !== initialTags.length || tags.some((tag, i) => tag !== initialTags[i]);
  const tagErrors = [
    ...(fields.tags.errors ?? []),
    ...Object.values(fields.tags.allErrors ?? {}).flat(),
  ].filter((e, i, all) => all.indexOf(e) === i);
  return (
    <WorkFormFrame form={form} mode={mode} kind="case-studies" dirty={changed(fields, defaultValue, ["title", "slug", "description", "imageUrl", "readMoreLink", ...ALT_FIELDS]) || tagsDirty} backTo={backTo}>
      <TextField field={fields.title} label={F.title} />
      <SlugField field={fields.slug} kind="case-study" title={fields.title.value} />
      <TextField field={fields.description} label={F.description} multiline rows={5} />
      <WorkImageUpload onUploaded={(url) => form.update({ name: fields.imageUrl.name, value: url })} />
      <TextField
        field={fields.imageUrl}
        label={F.imageUrl}
        inputMode="url"
        placeholder={F.urlPlaceholder}
        description={F.urlHint}
      />
      <PreviewBox label={F.imagePreview}>
        <WorkImagePreview
          src={fields.imageUrl.value as string | undefined}
          fallback={fallbackImages.post}
          alt={F.caseStudyImage}
          className="aspect-video w-full"
          testId="image-preview"
        />
      </PreviewBox>
      <ImageAltFields alt={fields.imageAlt} decorative={fields.imageDecorative} />
      <TextField
        field={fields.readMoreLink}
        label={F.readMoreLink}
        inputMode="url"
        description={F.readMoreHint}
      />
      <WorkTagInput name={fields.tags.name} initialTags={initialTags} errors={tagErrors} onChange={setTags} />
    </WorkFormFrame>
  );
}

export function FeaturedProjectForm({ mode, defaultValue, lastResult, backTo }: FormProps<"featured-projects">) {
  const [form, fields] = useWorkForm(featuredProjectSchema, mode, defaultValue, lastResult);
  return (
    <WorkFormFrame
      form={form}
      mode={mode}
      kind="featured-projects"
      dirty={changed(fields, defaultValue, ["title", "slug", "description", "imageUrl", "category", ...ALT_FIELDS])}
      backTo={backTo}
    >
      <TextField field={fields.title} label={F.title} />
      <SlugField field={fields.slug} kind="project" title={fields.title.value} />
      <TextField field={fields.description} label={F.description} multiline rows={6} />
      <WorkImageUpload onUploaded={(url) => form.update({ name: fields.imageUrl.name, value: url })} />
      <TextField
        field={fields.imageUrl}
        label={F.imageUrl}
        inputMode="url"
        placeholder={F.urlPlaceholder}
        description={F.urlHint}
      />
      <PreviewBox label={F.imagePreview}>
        <WorkImagePreview
          src={fields.imageUrl.value as string | undefined}
          fallback={fallbackImages.post}
          alt={F.projectImage}
          className="aspect-video w-full"
          testId="image-preview"
        />
      </PreviewBox>
      <ImageAltFields alt={fields.imageAlt} decorative={fields.imageDecorative} />
      <TextField field={fields.category} label={F.category} placeholder={FEATURED_PROJECT_CATEGORY_PLACEHOLDER} />
    </WorkFormFrame>
  );
}

export function ClientLogoForm({ mode, defaultValue, lastResult, backTo }: FormProps<"client-logos">) {
  const [form, fields] = useWorkForm(clientLogoSchema, mode, defaultValue, lastResult);
  return (
    <WorkFormFrame
      form={form}
      mode={mode}
      kind="client-logos"
      dirty={changed(fields, defaultValue, ["name", "imageUrl", ...ALT_FIELDS])}
      backTo={backTo}
    >
      <TextField field={fields.name} label={F.clientName} />
      <WorkImageUpload onUploaded={(url) => form.update({ name: fields.imageUrl.name, value: url })} />
      <TextField
        field={fields.imageUrl}
        label={F.logoUrl}
        inputMode="url"
        placeholder={F.urlPlaceholder}
        description={F.urlHint}
      />
      <PreviewBox label={F.logoPreview}>
        <div className="flex h-32 w-full items-center justify-center bg-background p-4">
          <WorkImagePreview
            src={fields.imageUrl.value as string | undefined}
            fallback={fallbackImages.logo}
            alt={fields.name.value ? F.logoOf(String(fields.name.value)) : F.logoPreview}
            fit="contain"
            className="max-h-full max-w-full"
            testId="logo-preview"
          />
        </div>
      </PreviewBox>
      <ImageAltFields alt={fields.imageAlt} decorative={fields.imageDecorative} />
    </WorkFormFrame>
  );
}

export function TestimonialForm({ mode, defaultValue, lastResult, backTo }: FormProps<"testimonials">) {
  const [form, fields] = useWorkForm(testimonialSchema, mode, defaultValue, lastResult);
  const initialRating = Number(fields.rating.initialValue ?? defaultValue.rating) || DEFAULT_RATING;
  const [rating, setRating] = useState(initialRating);
  return (
    <WorkFormFrame
      form={form}
      mode={mode}
      kind="testimonials"
      dirty={changed(fields, defaultValue, ["name", "position", "company", "testimonial", "imageSrc", ...ALT_FIELDS]) || rating !== defaultValue.rating}
      backTo={backTo}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField field={fields.name} label={F.name} />
        <TextField field={fields.position} label={F.position} />
      </div>
      <TextField field={fields.company} label={F.company} />
      <TextField field={fields.testimonial} label={F.testimonial} multiline rows={5} />
      <WorkImageUpload onUploaded={(url) => form.update({ name: fields.imageSrc.name, value: url })} />
      <div className="grid items-start gap-6 sm:grid-cols-[1fr_auto]">
        <TextField
          field={fields.imageSrc}
          label={F.profileImageUrl}
          inputMode="url"
          placeholder={F.urlPlaceholder}
          description={F.urlHint}
        />
        <PreviewBox label={F.photoPreview} round>
          <WorkImagePreview
            src={fields.imageSrc.value as string | undefined}
            fallback={fallbackImages.portrait}
            alt={fields.name.value ? F.photoOf(String(fields.name.value)) : F.profilePhotoPreview}
            className="size-24 rounded-full border"
            testId="portrait-preview"
          />
        </PreviewBox>
      </div>
      <ImageAltFields alt={fields.imageAlt} decorative={fields.imageDecorative} />
      <WorkStarRating
        name={fields.rating.name}
        defaultValue={initialRating}
        errors={fields.rating.errors}
        onChange={setRating}
      />
    </WorkFormFrame>
  );
}
