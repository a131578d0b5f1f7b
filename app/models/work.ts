/**
 * "Our Work" portfolio: case studies, featured projects, client logos and
 * testimonials - the admin form schemas and the kinds' labels and routes.
 */
import * as v from "valibot";
import { emptyToUndefined, fields, hasNoNul, isUrlOrPath, NUL_MESSAGE, preprocess, requiredText, toArrayInput, tooLongMessage, urlOrPath, wholeNumber } from "./text";
import { DEFAULT_RATING, DEFAULT_READ_MORE_LINK, MAX_RATING, MIN_RATING } from "./work-display";
import { MAX_LENGTH } from "./limits";
import { imageAltFields, withImageAlt } from "./image-alt";
import { slugField } from "./slug-field";

/* ------------------------------------------------------------------ */
/* Kinds                                                               */
/* ------------------------------------------------------------------ */

export const WORK_KINDS = [
  {
    slug: "case-studies",
    label: "Case Studies",
    singular: "case study",
    plural: "case studies",
    empty: "No case studies found. Add one to get started.",
  },
  {
    slug: "featured-projects",
    label: "Featured Projects",
    singular: "featured project",
    plural: "featured projects",
    empty: "No featured projects found. Add one to get started.",
  },
  {
    slug: "client-logos",
    label: "Client Logos",
    singular: "client logo",
    plural: "client logos",
    empty: "No client logos found. Add one to get started.",
  },
  {
    slug: "testimonials",
    label: "Testimonials",
    singular: "testimonial",
    plural: "testimonials",
    empty: "No testimonials found. Add one to get started.",
  },
] as const;

export type WorkKind = (typeof WORK_KINDS)[number];
export type WorkKindSlug = WorkKind["slug"];
export const WORK_KIND_SLUGS = WORK_KINDS.map((k) => k.slug) as unknown as readonly [
  WorkKindSlug,
  ...WorkKindSlug[],
];

/** The kind for a route slug, or `undefined` for an unknown slug. */
export function getWorkKind(slug: string | null | undefined): WorkKind | undefined {
  return WORK_KINDS.find((k) => k.slug === slug);
}



/* ------------------------------------------------------------------ */
/* Case studies                                                        */
/* ------------------------------------------------------------------ */

/** Every kind's image carries its alt text or the explicit decorative choice. */
export type WorkAltValues = { imageAlt: string; imageDecorative: boolean };

/** Values a form starts from: a stored record's fields, or the defaults of a new one. */
export type WorkFormValues = {
  "case-studies": { title: string; slug: string; description: string; imageUrl: string; readMoreLink: string; tags: string[] } & WorkAltValues;
  "featured-projects": { title: string; slug: string; description: string; imageUrl: string; category: string } & WorkAltValues;
  "client-logos": { name: string; imageUrl: string } & WorkAltValues;
  testimonials: { name: string; position: string; company: string; testimonial: string; rating: number; imageSrc: string } & WorkAltValues;
};

export const MAX_TAGS = 30;

export const CASE_STUDY_MESSAGES = {
  title: "Title is required",
  description: "Description is required",
  imageUrl: "Invalid URL",
  readMoreLink: "Invalid URL",
  tooManyTags: `At most ${MAX_TAGS} tags`,
} as const;

/**
 * Tags as the editor keeps them: trimmed, empty ones dropped, duplicates
 * (after trimming) dropped, first occurrence kept.
 */
export function normalizeTags(tags: readonly unknown[]): string[] {
  const seen = new Set<string>();
  for (const tag of tags) {
    if (typeof tag !== "string") continue;
    const trimmed = tag.trim();
    if (trimmed !== "") seen.add(trimmed);
  }
  return [...seen];
}

/** The editor's "add tag" (Enter or +): trimmed; ignored if empty or a duplicate. */
export function addTag(tags: readonly string[], input: string): string[] {
  return normalizeTags([...tags, input]);
}

export const removeTag = (tags: readonly string[], tag: string): string[] =>
  tags.filter((t) => t !== tag);

const tagsField = preprocess(
  (value: string[] | undefined) => {
    const list = toArrayInput(value);
    return Array.isArray(list) ? normalizeTags(list) : list;
  },
  v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.maxLength(MAX_LENGTH.tag, tooLongMessage(MAX_LENGTH.tag)), v.check(hasNoNul, NUL_MESSAGE))),
      v.maxLength(MAX_TAGS, CASE_STUDY_MESSAGES.tooManyTags),
    ),
    [],
  ),
);

const readMoreLinkField = preprocess(
  (value: string | undefined) => emptyToUndefined(value) ?? DEFAULT_READ_MORE_LINK,
  v.optional(
    v.pipe(
      v.string(CASE_STUDY_MESSAGES.readMoreLink),
      v.trim(),
      v.maxLength(MAX_LENGTH.url, tooLongMessage(MAX_LENGTH.url)),
      v.check((value) => value === DEFAULT_READ_MORE_LINK || isUrlOrPath(value), CASE_STUDY_MESSAGES.readMoreLink),
    ),
    DEFAULT_READ_MORE_LINK,
  ),
);

export const caseStudySchema = withImageAlt(
  fields({
    title: requiredText(CASE_STUDY_MESSAGES.title, MAX_LENGTH.title),
    slug: slugField,
    description: requiredText(CASE_STUDY_MESSAGES.description, MAX_LENGTH.description),
    imageUrl: urlOrPath(CASE_STUDY_MESSAGES.imageUrl),
    ...imageAltFields,
    readMoreLink: readMoreLinkField,
    tags: tagsField,
  }),
  "imageUrl",
);
export type CaseStudyInput = v.InferOutput<typeof caseStudySchema>;


/* ------------------------------------------------------------------ */
/* Featured projects                                                   */
/* ------------------------------------------------------------------ */

export const FEATURED_PROJECT_MESSAGES = {
  title: "Title is required",
  description: "Description is required",
  imageUrl: "Invalid URL",
  category: "Category is required",
} as const;

export const FEATURED_PROJECT_CATEGORY_PLACEHOLDER = "Festival, Corporate, etc.";

export const featuredProjectSchema = withImageAlt(
  fields({
    title: requiredText(FEATURED_PROJECT_MESSAGES.title, MAX_LENGTH.title),
    slug: slugField,
    description: requiredText(FEATURED_PROJECT_MESSAGES.description, MAX_LENGTH.description),
    imageUrl: urlOrPath(FEATURED_PROJECT_MESSAGES.imageUrl),
    ...imageAltFields,
    category: requiredText(FEATURED_PROJECT_MESSAGES.category, MAX_LENGTH.category),
  }),
  "imageUrl",
);
export type FeaturedProjectInput = v.InferOutput<typeof featuredProjectSchema>;

/* ------------------------------------------------------------------ */
/* Client logos                                                        */
/* ------------------------------------------------------------------ */

export const CLIENT_LOGO_MESSAGES = {
  name: "Client name is required",
  imageUrl: "Invalid URL",
} as const;

export const clientLogoSchema = withImageAlt(
  fields({
    name: requiredText(CLIENT_LOGO_MESSAGES.name, MAX_LENGTH.name),
    imageUrl: urlOrPath(CLIENT_LOGO_MESSAGES.imageUrl),
    ...imageAltFields,
  }),
  "imageUrl",
);
export type ClientLogoInput = v.InferOutput<typeof clientLogoSchema>;

/* ------------------------------------------------------------------ */
/* Testimonials                                                        */
/* ------------------------------------------------------------------ */


export const TESTIMONIAL_MESSAGES = {
  name: "Name is required",
  position: "Position is required",
  company: "Company is required",
  testimonial: "Testimonial is required",
  rating: "Rating must be a whole number from 1 to 5",
  imageSrc: "Invalid URL",
} as const;

export const testimonialSchema = withImageAlt(
  fields({
    name: requiredText(TESTIMONIAL_MESSAGES.name, MAX_LENGTH.name),
    position: requiredText(TESTIMONIAL_MESSAGES.position, MAX_LENGTH.position),
    company: requiredText(TESTIMONIAL_MESSAGES.company, MAX_LENGTH.company),
    testimonial: requiredText(TESTIMONIAL_MESSAGES.testimonial, MAX_LENGTH.testimonial),
    rating: wholeNumber({
      invalid: TESTIMONIAL_MESSAGES.rating,
      min: { value: MIN_RATING, message: TESTIMONIAL_MESSAGES.rating },
      max: { value: MAX_RATING, message: TESTIMONIAL_MESSAGES.rating },
      defaultValue: DEFAULT_RATING,
    }),
    imageSrc: urlOrPath(TESTIMONIAL_MESSAGES.imageSrc),
    ...imageAltFields,
  }),
  "imageSrc",
);
export type TestimonialInput = v.InferOutput<typeof testimonialSchema>;


/* ------------------------------------------------------------------ */
/* Admin work forms: titles and toasts                                 */
/* ------------------------------------------------------------------ */



/** A record id in an admin URL or form that is not a UUID. */
export const INVALID_ID_MESSAGE = "Invalid id";
