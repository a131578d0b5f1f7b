import { ImageIcon, Loader2, Upload, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { showToast, useToastFrom, type ToastMessage } from "~/lib/toast";
import { PICTURE_ADMIN_TEXT } from "~/content/admin/pictures";
import { UPLOAD_TEXT } from "~/content/admin/upload";
import { MAX_UPLOAD_BYTES, looksLikeImageFile } from "~/models/upload";

export type UploadResult = { ok: boolean; imagePath?: string; toast?: ToastMessage };

/**
 * The picture's image: an image-only file picker with a preview, an Upload
 * Image button (stores the file at once, under the picture's id) and a
 * remove-selection button. The chosen file is also part of the form, so a
 * file that was picked but not uploaded is stored when the form is saved (and
 * the form works before JavaScript loads). `imagePath` is the uploaded or
 * stored image, posted as a hidden field.
 */
export function PictureUploadField({
  pictureId,
  savedPath,
  imagePath,
  onImagePathChange,
  onSelectionChange,
  errors,
  disabled,
}: {
  pictureId: string;
  /** The image the stored record has (none for a new picture). */
  savedPath: string | null;
  imagePath: string | null;
  onImagePathChange: (path: string | null) => void;
  onSelectionChange: (selected: boolean) => void;
  errors?: string[];
  disabled?: boolean;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const fetcher = useFetcher<UploadResult>();
  const uploading = fetcher.state !== "idle";
  useToastFrom(fetcher.data);

  // The preview of a picked file; freed when replaced.
  useEffect(() => {
    if (!file) {
      setObjectUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const clearSelection = () => {
    setFile(null);
    onSelectionChange(false);
    if (inputRef.current) inputRef.current.value = "";
  };

  // An upload that worked: its address becomes the picture's image.
  const handled = useRef<UploadResult | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.ok && fetcher.data.imagePath) {
      onImagePathChange(fetcher.data.imagePath);
      clearSelection();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  const upload = () => {
    if (!file) return;
    const body = new FormData();
    body.set("intent", "upload");
    body.set("id", pictureId);
    body.set("image", file);
    if (imagePath && imagePath !== savedPath) body.set("previousUpload", imagePath);
    void fetcher.submit(body, { method: "post", encType: "multipart/form-data" });
  };

  const removeSelection = () => {
    clearSelection();
    // An uploaded but unsaved image is dropped too: back to the saved one.
    if (imagePath !== savedPath) onImagePathChange(savedPath);
  };

  const preview = objectUrl ?? imagePath;
  const hasErrors = errors && errors.length > 0;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <div className="grid gap-3">
      <Label htmlFor={id}>{PICTURE_ADMIN_TEXT.fields.image}</Label>
      <div className="flex aspect-square w-full max-w-64 items-center justify-center overflow-hidden rounded-lg border bg-muted">
        {preview ? (
          <img src={preview} alt={PICTURE_ADMIN_TEXT.fields.imagePreview} className="size-full object-cover" data-testid="picture-preview" />
        ) : (
          <span className="flex flex-col items-center gap-2 p-4 text-center text-sm text-muted-foreground">
            <ImageIcon className="size-8" aria-hidden="true" />
            {PICTURE_ADMIN_TEXT.fields.noImage}
          </span>
        )}
      </div>
      <input type="hidden" name="imagePath" value={imagePath ?? ""} />
      <input
        ref={inputRef}
        id={id}
        type="file"
        name="image"
        accept="image/*"
        disabled={disabled}
        aria-describedby={[hintId, hasErrors ? errorId : ""].filter(Boolean).join(" ")}
        aria-invalid={hasErrors || undefined}
        className="block w-full max-w-sm text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-accent"
        onChange={(event) => {
          const picked = event.target.files?.[0] ?? null;
          if (picked && !looksLikeImageFile(picked)) {
            showToast({ type: "error", title: UPLOAD_TEXT.invalidTypeTitle, description: UPLOAD_TEXT.invalidTypeMessage });
            clearSelection();
            return;
          }
          if (picked && picked.size > MAX_UPLOAD_BYTES) {
            showToast({ type: "error", title: PICTURE_ADMIN_TEXT.uploadFailedTitle, description: UPLOAD_TEXT.tooLarge });
            clearSelection();
            return;
          }
          setFile(picked);
          onSelectionChange(picked !== null);
        }}
      />
      <div id={hintId} className="grid gap-1 text-sm text-muted-foreground">
        <p>{PICTURE_ADMIN_TEXT.recommendedSize}</p>
        <p>{UPLOAD_TEXT.limitHint}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={upload} disabled={!file || uploading || disabled}>
          {uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
          {uploading ? PICTURE_ADMIN_TEXT.fields.uploading : PICTURE_ADMIN_TEXT.uploadImage}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={removeSelection}
          disabled={(!file && imagePath === savedPath) || uploading || disabled}
        >
          <X aria-hidden="true" />
          {PICTURE_ADMIN_TEXT.removeSelection}
        </Button>
      </div>
      {hasErrors && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {errors.join(" ")}
        </p>
      )}
    </div>
  );
}

