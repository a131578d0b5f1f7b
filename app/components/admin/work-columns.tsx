/**
 * The columns of each Our Work list, as a registry the list screen reads (the
 * data side of each kind is app/server/work/work-kinds.server.ts). A column is its
 * head (a sort header when the list sorts by it) and how a row's cell reads.
 */
import { Star } from "lucide-react";
import type { ReactNode } from "react";
import { SortHeader } from "~/components/admin/sort-header";
import { WorkImagePreview } from "~/components/admin/work-image-preview";
import { Badge } from "~/components/ui/badge";
import { TableHead } from "~/components/ui/table";
import { WORK_LIST_TEXT } from "~/content/admin/work";
import { fallbackImages } from "~/content/common";
import type { WorkKindSlug } from "~/models/work";
import { ratingStars } from "~/models/work-display";
import { formatLongDate } from "~/lib/time/instants";
import type { WorkRows } from "~/server/work/work-kinds.server";

const T = WORK_LIST_TEXT.columns;

/** `wrap`: the cell's text wraps (see TableCell). */
export type WorkColumn<Row> = { head: ReactNode; cell: (row: Row) => ReactNode; className?: string; wrap?: boolean };
export type WorkColumns<Row> = { columns: WorkColumn<Row>[]; label: (row: Row) => string };

const sortHead = (label: string, sortKey: string, className?: string) => (
  <SortHeader label={label} sortKey={sortKey} defaultSort="createdAt" className={className} />
);
const imageHead = (label: string) => <TableHead className="w-20">{label}</TableHead>;

function Thumbnail({ src, fallback, round = false }: { src: string; fallback: string; round?: boolean }) {
  return (
    <WorkImagePreview
      src={src}
      fallback={fallback}
      alt=""
      loading="lazy"
      width={round ? 40 : 64}
      height={40}
      className={round ? "size-10 rounded-full" : "h-10 w-16 rounded"}
    />
  );
}

function Stars({ rating }: { rating: number }) {
  const n = ratingStars(rating);
  return (
    <span className="inline-flex items-center gap-0.5" aria-label={WORK_LIST_TEXT.stars(n)} role="img">
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={i < n ? "size-4 fill-amber-400 text-amber-500" : "size-4 text-muted-foreground"}
        />
      ))}
    </span>
  );
}

const created = <Row extends { createdAt: Date | string }>(): WorkColumn<Row> => ({
  head: sortHead(T.created, "createdAt", "hidden md:table-cell"),
  className: "hidden md:table-cell",
  cell: (row) => formatLongDate(row.createdAt),
});

const titled = <Row extends { title: string; description: string }>(): WorkColumn<Row> => ({
  head: sortHead(T.title, "title"),
  className: "max-w-xs",
  wrap: true,
  cell: (row) => (
    <>
      <span className="font-medium">{row.title}</span>
      <span className="line-clamp-1 text-muted-foreground">{row.description}</span>
    </>
  ),
});

export const WORK_COLUMNS: { [K in WorkKindSlug]: WorkColumns<WorkRows[K]> } = {
  "case-studies": {
    label: (row) => row.title,
    columns: [
      { head: imageHead(T.image), cell: (row) => <Thumbnail src={row.imageUrl} fallback={fallbackImages.post} /> },
      titled(),
      {
        head: <TableHead className="hidden lg:table-cell">{T.tags}</TableHead>,
        className: "hidden max-w-xs lg:table-cell",
        cell: (row) => (
          <span className="flex flex-wrap gap-1">
            {row.tags.slice(0, 4).map((tag) => (
              <Badge key={tag} variant="secondary">
                {tag}
              </Badge>
            ))}
            {row.tags.length > 4 && <Badge variant="outline">+{row.tags.length - 4}</Badge>}
          </span>
        ),
      },
      created(),
    ],
  },
  "featured-projects": {
    label: (row) => row.title,
    columns: [
      { head: imageHead(T.image), cell: (row) => <Thumbnail src={row.imageUrl} fallback={fallbackImages.post} /> },
      titled(),
      {
        head: sortHead(T.category, "category", "hidden sm:table-cell"),
        className: "hidden sm:table-cell",
        cell: (row) => <Badge variant="outline">{row.category}</Badge>,
      },
      created(),
    ],
  },
  "client-logos": {
    label: (row) => row.name,
    columns: [
      {
        head: imageHead(T.logo),
        cell: (row) => (
          <WorkImagePreview
            src={row.imageUrl}
            fallback={fallbackImages.logo}
            alt=""
            loading="lazy"
            width={64}
            height={40}
            fit="contain"
            className="h-10 w-16 rounded"
          />
        ),
      },
      { head: sortHead(T.clientName, "name"), className: "font-medium", wrap: true, cell: (row) => row.name },
      created(),
    ],
  },
  testimonials: {
    label: (row) => row.name,
    columns: [
      { head: imageHead(T.photo), cell: (row) => <Thumbnail src={row.imageSrc} fallback={fallbackImages.portrait} round /> },
      {
        head: sortHead(T.name, "name"),
        wrap: true,
        cell: (row) => (
          <>
            <span className="block font-medium">{row.name}</span>
            <span className="block text-muted-foreground">{row.position}</span>
          </>
        ),
      },
      { head: sortHead(T.company, "company", "hidden sm:table-cell"), className: "hidden sm:table-cell", cell: (row) => row.company },
      {
        head: sortHead(T.rating, "rating", "hidden md:table-cell"),
        className: "hidden md:table-cell",
        cell: (row) => <Stars rating={row.rating} />,
      },
      created(),
    ],
  },
};
