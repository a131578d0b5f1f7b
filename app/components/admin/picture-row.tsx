import * as v from "valibot";
import { Loader2, Pencil, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { WorkImagePreview } from "~/components/admin/work-image-preview";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { TableCell, TableRow } from "~/components/ui/table";
import { fallbackImages } from "~/content/common";
import { showToast, useToastFrom, type ToastMessage } from "~/lib/toast";
import { PICTURE_ADMIN_TEXT } from "~/content/admin/pictures";
import { PICTURE_MESSAGES, displayOrderUpdateSchema, imageTypeLabel } from "~/models/team-leader-picture";

const T = PICTURE_ADMIN_TEXT;

export type PictureRowData = {
  id: string;
  imageType: string;
  altText: string;
  displayOrder: number;
  isActive: boolean;
  imagePath: string;
};

type Result = { ok: boolean; toast?: ToastMessage };

const typeBadge: Record<string, "blue" | "green" | "yellow" | "grey"> = {
  profile: "blue",
  project: "green",
  background: "yellow",
};

/** A short form of the alt text for control labels. */
const shortAlt = (alt: string) => (alt.length > 60 ? `${alt.slice(0, 57)}...` : alt);

/** The display order, saved on blur when changed; a bad value is refused and restored. */
function OrderInput({ picture, label }: { picture: PictureRowData; label: string }) {
  const fetcher = useFetcher<Result>();
  useToastFrom(fetcher.data);
  const id = useId();
  const saved = String(picture.displayOrder);
  const [order, setOrder] = useState(saved);

  // Follow the stored value (after a save, a reload or someone else's change).
  useEffect(() => setOrder(saved), [saved]);
  // A refused or failed save puts the stored value back.
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok) setOrder(saved);
  }, [fetcher.state, fetcher.data, saved]);

  const commit = () => {
    const text = order.trim();
    if (text === saved) return;
    const parsed = text === "" ? null : v.safeParse(displayOrderUpdateSchema, { displayOrder: text });
    if (!parsed || !parsed.success) {
      showToast({
        type: "error",
        title: PICTURE_ADMIN_TEXT.errorTitle,
        description: parsed?.issues[0]?.message ?? PICTURE_MESSAGES.displayOrder,
      });
      setOrder(saved);
      return;
    }
    if (String(parsed.output.displayOrder) === saved) {
      setOrder(saved);
      return;
    }
    void fetcher.submit(
      { intent: "order", id: picture.id, displayOrder: String(parsed.output.displayOrder) },
      { method: "post" },
    );
  };

  return (
    <div className="flex items-center gap-1">
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={order}
        aria-label={T.row.orderOf(label)}
        fieldSize="sm"
        className="w-20"
        onChange={(event) => setOrder(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            event.currentTarget.blur();
          } else if (event.key === "Escape") {
            setOrder(saved);
          }
        }}
      />
      {fetcher.state !== "idle" && <Loader2 className="size-4 animate-spin text-muted-foreground" aria-label={T.row.saving} />}
    </div>
  );
}

/** The active switch: hides the picture from the site or shows it again. */
function ActiveSwitch({ picture, label }: { picture: PictureRowData; label: string }) {
  const fetcher = useFetcher<Result>();
  useToastFrom(fetcher.data);
  const pending = fetcher.formData?.get("isActive");
  const isActive = pending != null ? pending === "true" : picture.isActive;
  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={isActive}
        aria-label={T.row.showOnSite(label)}
        onCheckedChange={(checked) =>
          void fetcher.submit({ intent: "active", id: picture.id, isActive: String(checked) }, { method: "post" })
        }
      />
      <span className="text-sm text-muted-foreground" aria-hidden="true">
        {isActive ? T.row.active : T.row.hidden}
      </span>
    </div>
  );
}

function RowActions({ picture, label }: { picture: PictureRowData; label: string }) {
  return (
    <div className="flex justify-end gap-1">
      <Button asChild variant="ghost" size="icon" aria-label={T.row.edit(label)}>
        <Link to={`/admin/team-leader-pictures/edit/${picture.id}`}>
          <Pencil aria-hidden="true" />
        </Link>
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="ghost" size="icon" aria-label={T.row.delete(label)} className="text-destructive hover:text-destructive">
            <Trash2 aria-hidden="true" />
          </Button>
        }
        title={PICTURE_ADMIN_TEXT.deleteConfirmTitle}
        description={PICTURE_ADMIN_TEXT.deleteConfirmMessage}
        fields={{ intent: "delete", id: picture.id }}
      />
    </div>
  );
}

function Thumbnail({ picture }: { picture: PictureRowData }) {
  return (
    <WorkImagePreview
      src={picture.imagePath}
      fallback={picture.imageType === "profile" ? fallbackImages.portrait : fallbackImages.post}
      alt=""
      loading="lazy"
      width={56}
      height={56}
      className="size-14 shrink-0 rounded-md"
    />
  );
}

function TypeBadge({ type }: { type: string }) {
  return <Badge variant={typeBadge[type] ?? "grey"}>{imageTypeLabel(type)}</Badge>;
}

/** One picture as a table row (wider screens). */
export function PictureRow({ picture }: { picture: PictureRowData }) {
  const label = shortAlt(picture.altText);
  return (
    <TableRow data-testid="picture-row" data-picture-id={picture.id}>
      <TableCell>
        <Thumbnail picture={picture} />
      </TableCell>
      <TableCell>
        <TypeBadge type={picture.imageType} />
      </TableCell>
      <TableCell wrap className="max-w-xs min-w-48">
        <span className="line-clamp-2">{picture.altText}</span>
      </TableCell>
      <TableCell>
        <OrderInput picture={picture} label={label} />
      </TableCell>
      <TableCell>
        <ActiveSwitch picture={picture} label={label} />
      </TableCell>
      <TableCell>
        <RowActions picture={picture} label={label} />
      </TableCell>
    </TableRow>
  );
}

/** One picture as a card (phones), with the same controls. */
export function PictureCard({ picture }: { picture: PictureRowData }) {
  const label = shortAlt(picture.altText);
  return (
    <li data-testid="picture-card" data-picture-id={picture.id} className="grid gap-3 rounded-lg border bg-card p-3">
      <div className="flex gap-3">
        <Thumbnail picture={picture} />
        <div className="grid min-w-0 content-start gap-1">
          <TypeBadge type={picture.imageType} />
          <p className="line-clamp-3 text-sm">{picture.altText}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <span aria-hidden="true">{T.row.order}</span>
          <OrderInput picture={picture} label={label} />
        </div>
        <ActiveSwitch picture={picture} label={label} />
        <RowActions picture={picture} label={label} />
      </div>
    </li>
  );
}
