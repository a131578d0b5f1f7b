/**
 * The offer shown at the top of an editor when this browser kept changes
 * that were typed but never saved (hooks/use-local-draft.ts): when they were
 * typed, whether the post was saved since, and Restore / Discard.
 */
import { History, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { LOCAL_DRAFT_TEXT as T } from "~/content/admin/blog-history";
import { formatDateTime } from "~/lib/time/instants";
import { showToast } from "~/lib/toast";
import type { LocalDraftOffer } from "~/hooks/use-local-draft";

export function LocalDraftNotice({ offer, onRestore, onDiscard }: { offer: LocalDraftOffer | null; onRestore: () => void; onDiscard: () => void }) {
  if (!offer) return null;
  return (
    <section
      aria-labelledby="local-draft-title"
      className="mb-6 rounded-lg border border-amber-500/60 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="local-draft-title" className="font-semibold">
        {T.title}
      </h2>
      <p className="mt-1 text-sm">{T.message(formatDateTime(offer.savedAt))}</p>
      {offer.savedSince && <p className="mt-1 text-sm">{T.savedSince}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          onClick={() => {
            onRestore();
            showToast({ type: "success", title: T.restoredTitle, description: T.restoredMessage });
          }}
        >
          <History aria-hidden="true" />
          {T.restore}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => {
            onDiscard();
            showToast({ type: "success", title: T.discardedTitle });
          }}
        >
          <Trash2 aria-hidden="true" />
          {T.discard}
        </Button>
      </div>
    </section>
  );
}
