import { Share2 } from "lucide-react";
import { showToast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { blogPostCopy } from "~/content/blog";
import { useHydrated } from "~/hooks/use-hydrated";

/**
 * "Share this article": the system share sheet where the browser has one
 * (Web Share API), otherwise the address goes to the clipboard with a
 * "Link copied" toast.
 */
export function BlogShareButton({ url, title, text }: { url: string; title: string; text?: string }) {
  const hydrated = useHydrated();
  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
        // Share refused (e.g. not allowed here): fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast({ type: "success", title: blogPostCopy.linkCopiedTitle, description: blogPostCopy.linkCopiedDescription });
    } catch {
      showToast({ type: "error", title: blogPostCopy.shareFailedTitle, description: blogPostCopy.shareFailedDescription(url) });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3" data-hydrated={hydrated ? "true" : "false"}>
      <span id="share-label" className="font-medium">
        {blogPostCopy.shareLabel}
      </span>
      <Button type="button" variant="outline" aria-describedby="share-label" onClick={() => void share()}>
        <Share2 aria-hidden="true" />
        {blogPostCopy.shareButton}
      </Button>
    </div>
  );
}
