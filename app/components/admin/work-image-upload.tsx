import { Loader2 } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { UPLOAD_TEXT as T } from "~/content/admin/upload";
import { showToast, useToastFrom, type ToastMessage } from "~/lib/toast";
import { ACCEPTED_IMAGE_TYPES, looksLikeImageFile, MAX_UPLOAD_BYTES } from "~/models/upload";

type UploadAnswer = { ok: boolean; imageUrl?: string; toast?: ToastMessage };

/**
 * An Our Work editor's image upload: an image-only file picker that stores the
 * chosen file at once (a fetcher posting intent=upload-image to the editor
 * route, checked and re-encoded there like the blog's images) and hands the
 * stored URL to `onUploaded`, which puts it in the form's URL field: the URL
 * field stays the one value saved, and typing an address is the alternative.
 */
export function WorkImageUpload({ onUploaded, label = T.workUploadLabel }: { onUploaded: (url: string) => void; label?: string }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const fetcher = useFetcher<UploadAnswer>();
  const uploading = fetcher.state !== "idle";
  useToastFrom(fetcher.data);

  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.ok && fetcher.data.imageUrl) onUploaded(fetcher.data.imageUrl);
    if (inputRef.current) inputRef.current.value = "";
  }, [fetcher.state, fetcher.data, onUploaded]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const refuse = (title: string, description: string) => {
      showToast({ type: "error", title, description });
      if (inputRef.current) inputRef.current.value = "";
    };
    // The same checks as the server's first ones, before anything is sent.
    if (!looksLikeImageFile(file)) return refuse(T.invalidTypeTitle, T.invalidTypeMessage);
    if (file.size > MAX_UPLOAD_BYTES) return refuse(T.uploadError, T.tooLarge);
    const body = new FormData();
    body.set("intent", "upload-image");
    body.set("image", file);
    void fetcher.submit(body, { method: "post", encType: "multipart/form-data" });
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <Input
          ref={inputRef}
          id={id}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          disabled={uploading}
          aria-describedby={`${id}-hint`}
          onChange={(event) => choose(event.target.files?.[0])}
          className="cursor-pointer"
        />
        {uploading && <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />}
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {T.workUploadHint}
      </p>
      <p className="sr-only" role="status">
        {uploading ? T.uploading : ""}
      </p>
    </div>
  );
}
