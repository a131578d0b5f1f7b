/**
 * Responsive images: the widths the image route renders, and how a source
 * path maps to its resized variants. Client-safe (used by <ResponsiveImage>).
 */
export const IMAGE_WIDTHS = [96, 160, 240, 320, 480, 640, 800, 1024, 1280, 1600] as const;
/**
 * The smallest variant a srcset offers unless the image says otherwise: the
 * three small widths are for portraits and logos shown at 48-224 px, and
 * would only lengthen the srcset of a picture shown wide.
 */
const DEFAULT_MIN_WIDTH = 320;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Sources the image route can resize: files shipped in public/images and stored uploads. */
export function isResizableSource(src: string | null | undefined): src is string {
  if (!src) return false;
  return /^\/(images|storage)\/[^?#]+\.(webp|png|jpe?g|avif|gif)$/i.test(src) && !src.includes("..");
}

/** The URL of `src` resized to `width` pixels wide, as WebP. */
export function resizedUrl(src: string, width: ImageWidth) {
  return `/img/${width}${src}`;
}

/**
 * The placeholder drawn (by CSS) where a picture failed. The browser also
 * draws it for a lazy picture it has not started to load, so every page with
 * a card below the fold fetches it: a card's width at 1x is enough.
 */
export function placeholderUrl(src: string) {
  return isResizableSource(src) ? resizedUrl(src, 480) : src;
}

/** A srcset for `src`, from `minWidth` up to `maxWidth` (no upscaling past the largest useful size). */
export function srcSetFor(src: string, maxWidth: number = 1600, minWidth: number = DEFAULT_MIN_WIDTH) {
  return IMAGE_WIDTHS.filter((w) => w >= minWidth && w <= maxWidth)
    .map((w) => `${resizedUrl(src, w)} ${w}w`)
    .join(", ");
}

/**
 * The `src`, `srcSet` and `sizes` of an <img> showing `src` at `sizes`: WebP
 * variants from the image route for a local source, the source as it is
 * otherwise (or without `sizes`). `width` is the variant for a browser that
 * ignores srcset.
 */
export function imageSources(
  src: string,
  sizes: string | undefined,
  { width, maxWidth, minWidth }: { width: ImageWidth; maxWidth?: number; minWidth?: number },
) {
  if (!sizes || !isResizableSource(src)) return { src };
  return { src: resizedUrl(src, width), srcSet: srcSetFor(src, maxWidth, minWidth), sizes };
}

/* ------------------------------------------------------------------ */
/* Alt text of content images (the editors' rule: ./image-alt.ts)      */
/* ------------------------------------------------------------------ */

/** A content image's stored alt: a description, or the explicit decorative choice. */
export type ImageAlt = { imageAlt: string | null; imageDecorative: boolean };

/** The `alt` a public page renders: "" when decorative, the description, or the page's earlier alt. */
export function imageAltText(image: ImageAlt, fallback: string): string {
  if (image.imageDecorative) return "";
  return image.imageAlt?.trim() || fallback;
}

/** The two columns of a row, as a loader passes them to the page. */
export const pickImageAlt = (row: ImageAlt): ImageAlt => ({ imageAlt: row.imageAlt, imageDecorative: row.imageDecorative });

/**
 * The alt of a link preview's image (og:image:alt): the description, or the
 * page's title (a share card's image is never decorative: it stands alone).
 */
export const shareImageAlt = (image: ImageAlt, title: string): string => image.imageAlt?.trim() || title;
