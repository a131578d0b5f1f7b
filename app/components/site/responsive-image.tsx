import { useState, type CSSProperties, type ImgHTMLAttributes } from "react";
import { imageSources, placeholderUrl } from "~/models/image";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height"> & {
  src: string;
  alt: string;
  /** Intrinsic size (or aspect ratio) so the layout does not shift while it loads. */
  width: number;
  height: number;
  /** How wide the image is shown, e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  /**
   * Above the fold on wide screens only: load at once, at low priority and
   * with no preload, so on a phone it does not compete with the first paint.
   */
  eager?: boolean;
  /** Shown instead if the image fails to load (e.g. a broken external URL). */
  fallbackSrc?: string;
  /** The largest variant worth offering. */
  maxWidth?: number;
};

/**
 * Marks an <img> with its placeholder. Without JavaScript (content pages) a
 * picture that fails to load shows the placeholder through CSS (app.css,
 * `img[data-fallback-src]::after`); a hydrated page also swaps its `src`.
 */
export function fallbackAttributes(fallback: string | undefined, style?: CSSProperties) {
  if (!fallback) return style ? { style } : {};
  return {
    "data-fallback-src": fallback,
    style: { ...style, "--fallback": `url(${JSON.stringify(placeholderUrl(fallback))})` } as CSSProperties,
  };
}

/**
 * An image in modern format at the sizes the layout needs: local images
 * (public/images and uploads) get a WebP srcset from the image route; other
 * URLs are shown as they are. Lazy unless `priority` or `eager`.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, priority, eager, fallbackSrc, maxWidth, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const source = failed && fallbackSrc ? fallbackSrc : src;
  return (
    <img
      {...rest}
      {...fallbackAttributes(fallbackSrc, rest.style)}
      {...imageSources(source, sizes, { width: 800, maxWidth })}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? "eager" : "lazy"}
      // An `eager` picture is above the fold on wide screens only. Low priority
      // also keeps React from hoisting a preload for it ahead of the
      // stylesheet, which on a phone (where it is below the fold) took
      // bandwidth from the first paint.
      fetchPriority={priority ? "high" : eager ? "low" : undefined}
      decoding={priority ? "sync" : "async"}
      onError={(event) => {
        if (fallbackSrc && !failed) setFailed(true);
        rest.onError?.(event);
      }}
    />
  );
}
