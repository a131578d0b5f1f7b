/**
 * Alt text of the content images (blog featured images, case studies,
 * projects, testimonial portraits, client logos): the rule every editor and
 * its action share, what is stored, and the `alt` a public page renders.
 * Client-safe.
 *
 * An image needs either a description or the explicit "decorative" choice
 * (alt=""), so nobody leaves the field empty by accident. Rows saved before
 * the fields existed (no text, not decorative) keep the alt their page used
 * before, passed in as the fallback.
 */
import { z } from "zod";
import { IMAGE_ALT_TEXT } from "~/content/admin/image-alt";
import { MAX_LENGTH } from "./limits";
import { optionalText, toBooleanInput } from "./text";

export const IMAGE_ALT_MESSAGES = { required: IMAGE_ALT_TEXT.required } as const;

/** The two form fields, spread into a kind's object schema. */
export const imageAltFields = {
  imageAlt: optionalText(MAX_LENGTH.altText),
  /**
   * The "Decorative image" checkbox; unticked is not submitted and reads as
   * false. Optional in the output type (unlike `checkbox()`), so code that
   * writes records without the choice (seeds, tests) means "not decorative".
   */
  imageDecorative: z.preprocess(toBooleanInput, z.boolean({ error: "Invalid value" }).optional()),
};

const hasText = (value: unknown) => typeof value === "string" && value.trim() !== "";

/**
 * Adds the rule to a schema holding `imageAltFields`: when `imageKey` has an
 * image, the alt text or the decorative tick is required (the message sits on
 * the alt field). It runs even when other fields failed, so one save shows
 * every message; it is skipped only when the alt fields themselves failed.
 */
export function withImageAlt<S extends z.ZodObject>(schema: S, imageKey: string): S {
  return schema.superRefine(
    (value, ctx) => {
      const input = value as Record<string, unknown>;
      if (!hasText(input[imageKey]) || input.imageDecorative === true || hasText(input.imageAlt)) return;
      ctx.addIssue({ code: "custom", path: ["imageAlt"], message: IMAGE_ALT_MESSAGES.required });
    },
    {
      when: (payload) =>
        !payload.issues.some((issue) => issue.path?.[0] === "imageAlt" || issue.path?.[0] === "imageDecorative"),
    },
  );
}

export type ImageAltInput = { imageAlt?: string | undefined; imageDecorative?: boolean | undefined };
export type ImageAlt = { imageAlt: string | null; imageDecorative: boolean };

/**
 * The columns to store: a decorative image keeps no text (a description left
 * in the box is not what the person chose), and no image keeps neither.
 */
export function storedImageAlt(image: string | null | undefined, input: ImageAltInput): ImageAlt {
  if (!hasText(image)) return { imageAlt: null, imageDecorative: false };
  if (input.imageDecorative) return { imageAlt: null, imageDecorative: true };
  return { imageAlt: input.imageAlt?.trim() || null, imageDecorative: false };
}

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
