import { ImageOff, Loader2, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { showToast, useToastFrom, type ToastMessage } from "~/lib/toast";
import { ADMIN_BLOG_TEXT } from "~/content/admin/blog";
import { UPLOAD_TEXT } from "~/content/admin/upload";
import { ACCEPTED_IMAGE_TYPES, looksLikeImageFile, MAX_UPLOAD_BYTES } from "~/models/upload";

export type ImageUploadResult = { ok: boolean; imageUrl?: string; toast?: ToastMessage };

const T = ADMIN_BLOG_TEXT;

/**
 * The featured image: an image-only file picker that uploads the chosen file
 * at once (a fetcher posting intent=upload-image to the editor route), a
 * preview, and a remove button. The stored URL goes into the hidden `name`
 * field of the surrounding form.
 */
export function BlogImageField({
  name,
  value,
  onChange,
  onUploadingChange,
  errors,
}: {
  name: string;
  value: string;
  onChange: (url: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
  errors?: string[];
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const fetcher = useFetcher<ImageUploadResult>();
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const uploading = fetcher.state !== "idle";
  useToastFrom(fetcher.data);

  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  // The upload finished: keep the stored URL (or the previous image on failure).
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.ok && fetcher.data.imageUrl) onChange(fetcher.data.imageUrl);
    setLocalPreview(null);
    if (inputRef.current) inputRef.current.value = "";
  }, [fetcher.state, fetcher.data, onChange]);

  useEffect(() => {
    if (!localPreview) return;
    return () => URL.revokeObjectURL(localPreview);
  }, [localPreview]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const reset = () => {
      if (inputRef.current) inputRef.current.value = "";
    };
    if (!looksLikeImageFile(file)) {
      showToast({ type: "error", title: UPLOAD_TEXT.invalidTypeTitle, description: UPLOAD_TEXT.invalidTypeMessage });
      reset();
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      showToast({ type: "error", title: T.uploadError, description: UPLOAD_TEXT.tooLarge });
      reset();
      return;
    }
    setLocalPreview(URL.createObjectURL(file));
    const body = new FormData();
    body.set("intent", "upload-image");
    body.set("image", file);
    void fetcher.submit(body, { method: "post", encType: "multipart/form-data" });
  };

  const remove = () => {
    onChange("");
    if (inputRef.current) inputRef.current.value = "";
    showToast({ type: "success", title: T.imageRemovedTitle, description: T.imageRemovedMessage });
    inputRef.current?.focus();
  };

  const preview = localPreview ?? value;
  const describedBy = [`${id}-hint`, errors?.length ? `${id}-error` : ""].filter(Boolean).join(" ");

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{T.fields.image}</Label>
      <input type="hidden" name={name} value={value} />
      <div className="relative overflow-hidden rounded-lg border bg-muted">
        {preview ? (
          <img
            src={preview}
            alt={T.fields.imagePreview}
            className={`aspect-video w-full object-cover ${uploading ? "opacity-60" : ""}`}
          />
        ) : (
          <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 text-sm text-muted-foreground">
            <ImageOff className="size-6" aria-hidden="true" />
            {T.fields.noImage}
          </div>
        )}
        {uploading && (
          <div className="absolute inset-0 flex items-center justify-center gap-2 bg-background/60 text-sm font-medium">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {T.fields.uploading}
          </div>
        )}
      </div>
      <Input
        ref={inputRef}
        id={id}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        disabled={uploading}
        aria-describedby={describedBy}
        aria-invalid={errors?.length ? true : undefined}
        onChange={(event) => choose(event.target.files?.[0])}
        className="cursor-pointer"
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {UPLOAD_TEXT.limitHint}
      </p>
      <FieldError id={`${id}-error`} errors={errors} />
      {value && !uploading && (
        <Button type="button" variant="outline" size="sm" className="w-fit" onClick={remove}>
          <X aria-hidden="true" />
          {T.fields.removeImage}
        </Button>
      )}
      <p className="sr-only" role="status">
        {uploading ? T.fields.uploading : ""}
      </p>
    </div>
  );
}
