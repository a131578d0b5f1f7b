/**
 * Building blocks of the Our Work pages: case-study, testimonial, project and
 * client-logo cards, their loading skeletons, star ratings and an image that
 * falls back to a placeholder when its file cannot be loaded.
 */
import { ArrowRight, ExternalLink, Quote, Star } from "lucide-react";
import { useEffect, useRef, useState, type ComponentProps } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { fallbackImages } from "~/content/common";
import { cn } from "~/lib/utils";
import { MAX_RATING, caseStudyHref, hasProjectLink, ratingStars } from "~/models/work-display";
import { fallbackAttributes, ResponsiveImage } from "~/components/site/responsive-image";
import { imageAltText, imageSources, type ImageAlt } from "~/models/image";
import { workLabels } from "~/content/our-work";
import { slugPath } from "~/models/slug";

/* ------------------------------------------------------------------ */
/* Data shapes the cards show (what the loaders send)                  */
/* ------------------------------------------------------------------ */

export type CaseStudyCardData = ImageAlt & {
  id: string;
  slug: string;
  title: string;
  description: string;
  imageUrl: string;
  tags: string[];
  readMoreLink: string | null;
};

export type ProjectCardData = ImageAlt & {
  id: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  imageUrl: string;
};

export type TestimonialCardData = ImageAlt & {
  id: string;
  name: string;
  position: string;
  company: string;
  testimonial: string;
  rating: number;
  imageSrc: string;
};

export type ClientLogoData = ImageAlt & { id: string; name: string; imageUrl: string };

export const projectHref = (slug: string) => slugPath.project(slug);
export const caseStudyDetailHref = (slug: string) => slugPath["case-study"](slug);

/** True for links that leave the site (opened in a new tab). */
export function isExternalLink(href: string) {
  return /^https?:\/\//i.test(href);
}

/* ------------------------------------------------------------------ */
/* Image with a fallback                                               */
/* ------------------------------------------------------------------ */

/**
 * An <img> that shows `fallback` when its source fails: through CSS on a page
 * without JavaScript (fallbackAttributes), and on a hydrated page by
 * swapping its source, also for a failure from before hydration. With
 * `sizes`, a local source gets a WebP srcset from the image route (up to
 * `maxWidth`), like <ResponsiveImage>, starting at the small widths: these are
 * portraits and logos shown at 48-224 px.
 */
export function FallbackImage({
  src,
  fallback,
  alt,
  sizes,
  maxWidth,
  style,
  ...props
}: Omit<ComponentProps<"img">, "src" | "srcSet" | "onError"> & { src: string; fallback: string; alt: string; maxWidth?: number }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!failed && img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [failed]);
  return (
    <img
      ref={ref}
      {...imageSources(failed ? fallback : src, sizes, { width: 320, maxWidth, minWidth: 96 })}
      alt={alt}
      {...fallbackAttributes(fallback, style)}
      data-fallback={failed ? "true" : undefined}
      onError={() => setFailed(true)}
      {...props}
    />
  );
}

/* ------------------------------------------------------------------ */
/* Stars                                                               */
/* ------------------------------------------------------------------ */

export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const stars = ratingStars(rating);
  return (
    <div
      role="img"
      aria-label={workLabels.rating(stars, MAX_RATING)}
      data-stars={stars}
      className={cn("flex gap-0.5", className)}
    >
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          data-filled={i < stars ? "true" : "false"}
          className={cn("size-4", i < stars ? "fill-amber-500 text-amber-500" : "text-muted-foreground/40")}
        />
      ))}
    </div>
  );
}

/* ------------------------------------------------------------------ */
/* Cards                                                               */
/* ------------------------------------------------------------------ */

const cardImageClass = "aspect-[16/10] w-full object-cover transition-transform duration-500 group-hover:scale-105";

export function Tags({ tags, className }: { tags: string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label={workLabels.tags}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="outline-primary" className="border-primary/30 bg-primary/5">
            {tag}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** Cards sit one, two or three to a row. */
const CARD_IMAGE_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

export function CaseStudyCard({ study, readMoreLabel }: { study: CaseStudyCardData; readMoreLabel: string }) {
  const href = caseStudyHref(study);
  const external = hasProjectLink(study.readMoreLink) && isExternalLink(href);
  const linkClass =
    "mt-auto inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline";
  return (
    <Card data-testid="case-study-card" spacing="flush" className="group h-full overflow-hidden transition-shadow hover:shadow-lg">
      <div className="overflow-hidden bg-muted">
        <ResponsiveImage src={study.imageUrl} alt={imageAltText(study, "")} width={1600} height={1000} sizes={CARD_IMAGE_SIZES} className={cardImageClass} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Tags tags={study.tags} />
        <h3 className="text-xl font-semibold">
          <Link to={caseStudyDetailHref(study.slug)} className="hover:text-primary hover:underline underline-offset-4">
            {study.title}
          </Link>
        </h3>
        <p className="line-clamp-4 text-muted-foreground">{study.description}</p>
        {external ? (
          <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {readMoreLabel}
            <span className="sr-only"> about {study.title} (opens in a new tab)</span>
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        ) : (
          <Link to={href} className={linkClass}>
            {readMoreLabel}
            <span className="sr-only"> about {study.title}</span>
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
          </Link>
        )}
      </div>
    </Card>
  );
}

export function ProjectCard({
  project,
  linkLabel,
  priority = false,
}: {
  project: ProjectCardData;
  linkLabel: string;
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean;
}) {
  return (
    <Card data-testid="project-card" spacing="flush" className="group h-full overflow-hidden transition-shadow hover:shadow-lg">
      <div className="relative overflow-hidden bg-muted">
        <ResponsiveImage
          src={project.imageUrl}
          alt={imageAltText(project, "")}
          width={1600}
          height={1000}
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          className={cardImageClass}
        />
        <Badge className="absolute left-4 top-4 shadow">{project.category}</Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="text-xl font-semibold">
          <Link to={projectHref(project.slug)} className="hover:text-primary hover:underline underline-offset-4">
            {project.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-muted-foreground">{project.description}</p>
        <Link
          to={projectHref(project.slug)}
          className="mt-auto inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          {linkLabel}
          <span className="sr-only">: {project.title}</span>
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
        </Link>
      </div>
    </Card>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: TestimonialCardData }) {
  return (
    <Card data-testid="testimonial-card" spacing="boxed" className="h-full">
      <figure className="flex h-full flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <StarRating rating={testimonial.rating} />
        <Quote className="size-6 text-primary/30" aria-hidden="true" />
      </div>
      <blockquote className="flex-1 text-foreground/90">
        <p>{testimonial.testimonial}</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <FallbackImage
          src={testimonial.imageSrc}
          fallback={fallbackImages.portrait}
          alt={imageAltText(testimonial, workLabels.portrait(testimonial.name))}
          width={48}
          height={48}
          sizes="48px"
          maxWidth={320}
          loading="lazy"
          decoding="async"
          className="size-12 rounded-full bg-muted object-cover"
        />
        <span>
          <span className="block font-semibold">{testimonial.name}</span>
          <span className="block text-sm text-muted-foreground">
            {testimonial.position}, {testimonial.company}
          </span>
        </span>
      </figcaption>
      </figure>
    </Card>
  );
}

/**
 * How wide a client logo's box is: the Our Work grid (2, 3 or 6 columns, in
 * the page's padding, gaps of 16 px) less the card's padding and border. A
 * logo is drawn at most 64 px high inside it (object-contain), so this is an
 * upper bound. An SVG logo is sent as it is (it scales by itself).
 */
const CLIENT_LOGO_SIZES =
  "(min-width: 1280px) 155px, (min-width: 1024px) calc((100vw - 144px) / 6 - 34px), (min-width: 640px) calc((100vw - 80px) / 3 - 34px), calc((100vw - 48px) / 2 - 34px)";

export function ClientLogo({ logo }: { logo: ClientLogoData }) {
  return (
    <div data-testid="client-logo" className="flex h-24 items-center justify-center rounded-xl border bg-card p-4">
      <FallbackImage
        src={logo.imageUrl}
        fallback={fallbackImages.logo}
        alt={imageAltText(logo, logo.name)}
        title={logo.name}
        width={333}
        height={96}
        sizes={CLIENT_LOGO_SIZES}
        maxWidth={640}
        loading="lazy"
        decoding="async"
        className="h-16 w-full object-contain"
      />
    </div>
  );
}

/* ------------------------------------------------------------------ */
/* Skeletons                                                           */
/* ------------------------------------------------------------------ */

/** A card-shaped placeholder shown while a list loads. */
export function CardSkeleton({ kind, withImage = true }: { kind: string; withImage?: boolean }) {
  return (
    <div data-testid={`${kind}-skeleton`} className="overflow-hidden rounded-xl border bg-card shadow-sm">
      {withImage && <Skeleton className="aspect-[16/10] w-full rounded-none" />}
      <div className="space-y-3 p-6">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    </div>
  );
}

/** `count` skeleton cards in the list's own grid, announced as loading. */
export function SkeletonGrid({
  count,
  kind,
  className,
  withImage,
  label,
}: {
  count: number;
  kind: string;
  className: string;
  withImage?: boolean;
  label: string;
}) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} kind={kind} withImage={withImage} />
      ))}
    </div>
  );
}

/** A muted message for an empty list. */
export function EmptyMessage({ children }: { children: React.ReactNode }) {
  return <p className="rounded-xl border border-dashed bg-muted/50 px-6 py-12 text-center text-muted-foreground">{children}</p>;
}
