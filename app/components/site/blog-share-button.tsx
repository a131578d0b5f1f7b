import { Share2 } from "lucide-react";
import { useNonce } from "~/components/nonce";
import { showToast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { blogPostCopy } from "~/content/blog-post";
import { useDocumentHydrates } from "~/lib/hydration";

const SHARE_BUTTON_ID = "share-button";
const SHARE_STATUS_ID = "share-status";

/**
 * The share button's behaviour on a page without React (a blog post for an
 * anonymous visitor, decision 0028): the system share sheet where there is
 * one, else the address to the clipboard, with the outcome written next to
 * the button. Kept tiny; it carries the response's CSP nonce.
 */
const shareScript = `(()=>{const b=document.getElementById("${SHARE_BUTTON_ID}"),s=document.getElementById("${SHARE_STATUS_ID}"),d=b.dataset;b.addEventListener("click",async()=>{s.textContent="";if(navigator.share)try{await navigator.share({title:d.title,text:d.text,url:d.url});return}catch(e){if(e.name==="AbortError")return}try{await navigator.clipboard.writeText(d.url);s.textContent=d.copied}catch{s.textContent=d.failed}})})()`;

async function share({ url, title, text }: { url: string; title: string; text?: string }) {
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
}

/**
 * "Share this article": the system share sheet where the browser has one
 * (Web Share API), otherwise the address goes to the clipboard with a "Link
 * copied" confirmation (a toast on a hydrated page, a line of text next to
 * the button on a page without React).
 */
export function BlogShareButton({ url, title, text }: { url: string; title: string; text?: string }) {
  const hydrates = useDocumentHydrates();
  const nonce = useNonce();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span id="share-label" className="font-medium">
        {blogPostCopy.shareLabel}
      </span>
      <Button
        id={SHARE_BUTTON_ID}
        type="button"
        variant="outline"
        aria-describedby="share-label"
        data-url={url}
        data-title={title}
        data-text={text}
        data-copied={`${blogPostCopy.linkCopiedTitle}. ${blogPostCopy.linkCopiedDescription}`}
        data-failed={`${blogPostCopy.shareFailedTitle}. ${blogPostCopy.shareFailedDescription(url)}`}
        onClick={hydrates ? () => void share({ url, title, text }) : undefined}
      >
        <Share2 aria-hidden="true" />
        {blogPostCopy.shareButton}
      </Button>
      <p id={SHARE_STATUS_ID} role="status" className="basis-full text-sm text-muted-foreground" />
      {!hydrates && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: shareScript }} />}
    </div>
  );
}
