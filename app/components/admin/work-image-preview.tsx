import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/utils";
import { isUrlOrPath } from "~/models/text";

/**
 * An image that shows `fallback` when `src` is empty, not a URL/path, or fails
 * to load. Used for the list thumbnails and the forms' live previews (client
 * logo placeholder, testimonial default portrait). An image that failed before
 * hydration (no onError then) is caught by checking it once mounted.
 */
export function WorkImagePreview({
  src,
  fallback,
  alt,
  className,
  testId,
  fit = "cover",
  ...props
}: {
  src: string | null | undefined;
  fallback: string;
  alt: string;
  className?: string;
  testId?: string;
  /** "contain": a logo, drawn whole on a clear background. */
  fit?: "cover" | "contain";
  width?: number;
  height?: number;
  loading?: "lazy" | "eager";
}) {
  const wanted = typeof src === "string" && isUrlOrPath(src.trim()) ? src.trim() : "";
  const [failed, setFailed] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const shown = wanted && failed !== wanted ? wanted : fallback;

  useEffect(() => {
    const img = ref.current;
    if (img && wanted && img.getAttribute("src") === wanted && img.complete && img.naturalWidth === 0) {
      setFailed(wanted);
    }
  }, [wanted]);

  return (
    <img
      ref={ref}
      src={shown}
      alt={alt}
      data-testid={testId}
      data-fallback={shown === fallback ? "true" : undefined}
      decoding="async"
      className={cn(fit === "cover" ? "bg-muted object-cover" : "object-contain", className)}
      onError={() => {
        if (shown === wanted) setFailed(wanted);
      }}
      {...props}
    />
  );
}
