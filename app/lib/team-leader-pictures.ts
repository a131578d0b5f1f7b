/**
 * Which managed pictures the team leader page shows: only active ones, in
 * display order; the first profile picture is the portrait, the project
 * pictures form the gallery. Client-safe (pure).
 */
export type PagePicture = {
  id: string;
  src: string;
  alt: string;
  description: string | null;
  width: number;
  height: number;
};

type PictureRow = {
  id: string;
  imageType: string;
  altText: string;
  description: string | null;
  displayOrder: number;
  isActive: boolean;
  imagePath: string;
  metadata: Record<string, unknown> | null;
};

/** The recommended picture size (800x800) when the stored metadata has none. */
const DEFAULT_SIZE = 800;

function dimension(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.round(value) : DEFAULT_SIZE;
}

function toPagePicture(row: PictureRow): PagePicture {
  return {
    id: row.id,
    src: row.imagePath,
    alt: row.altText,
    description: row.description,
    width: dimension(row.metadata?.width),
    height: dimension(row.metadata?.height),
  };
}

export function pickTeamLeaderPictures(rows: readonly PictureRow[]): {
  profile: PagePicture | null;
  projects: PagePicture[];
} {
  // The query already filters and orders; do it again so the page never depends on it.
  const active = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.isActive)
    .sort((a, b) => a.row.displayOrder - b.row.displayOrder || a.index - b.index)
    .map(({ row }) => row);
  const profile = active.find((row) => row.imageType === "profile");
  return {
    profile: profile ? toPagePicture(profile) : null,
    projects: active.filter((row) => row.imageType === "project").map(toPagePicture),
  };
}
