/**
 * Alt text of the content images (blog featured images, case studies,
 * projects, testimonial portraits, client logos): the rule every editor and
 * its action share, and what is stored. Client-safe. The `alt` a public page
 * renders is in ./image.ts (no valibot there: public pages load none of this).
 *
 * An image needs either a description or the explicit "decorative" choice
 * (alt=""), so nobody leaves the field empty by accident. Rows saved before
 * the fields existed (no text, not decorative) keep the alt their page used
 * before, passed in as the fallback.
 */
import * as v from "valibot";
import { MAX_LENGTH } from "./limits";
import type { ImageAlt } from "./image";
import { optionalText, preprocess, toBooleanInput } from "./text";

export const IMAGE_ALT_MESSAGES = {
  required: "Describe the image in the alt text, or tick \u201cDecorative image (no description)\u201d",
} as const;

/** Put in place of the alt text by `withImageAlt` when an image has neither a description nor the tick. */
const MISSING_ALT = Symbol("missing alt text");

/** The two form fields, spread into a kind's object schema. */
export const imageAltFields = {
  imageAlt: v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value !== MISSING_ALT) return dataset.value as string | undefined;
      addIssue({ message: IMAGE_ALT_MESSAGES.required });
      return NEVER;
    }),
    optionalText(MAX_LENGTH.altText),
  ),
  /**
   * The "Decorative image" checkbox; unticked is not submitted and reads as
   * false. Optional in the output type (unlike `checkbox()`), so code that
   * writes records without the choice (seeds, tests) means "not decorative".
   */
  imageDecorative: preprocess(toBooleanInput, v.optional(v.boolean("Invalid value"))),
};

const hasText = (value: unknown) => typeof value === "string" && value.trim() !== "";

/**
 * Adds the rule to a schema holding `imageAltFields`: when `imageKey` has an
 * image, the alt text or the decorative tick is required, and the message
 * sits on the alt field.
 *
 * Why a step before the object and not a check on it: an object's checks are
 * skipped once a field failed and stopped (every required text does), so a
 * save with an empty title would hide the alt message until the title was
 * fixed. Here the missing description is marked on the raw input and the alt
 * field itself reports it, with every other field's message.
 * (`formConstraint` in lib/parse-submission reads through this step.)
 */
export function withImageAlt<S extends v.GenericSchema>(schema: S, imageKey: string) {
  return preprocess((raw: unknown) => {
    if (raw === null || typeof raw !== "object") return raw;
    const input = raw as Record<string, unknown>;
    const missing = hasText(input[imageKey]) && toBooleanInput(input.imageDecorative) !== true && !hasText(input.imageAlt);
    return missing ? { ...input, imageAlt: MISSING_ALT } : raw;
  }, schema);
}

export type ImageAltInput = { imageAlt?: string | undefined; imageDecorative?: boolean | undefined };

/**
 * The columns to store: a decorative image keeps no text (a description left
 * in the box is not what the person chose), and no image keeps neither.
 */
export function storedImageAlt(image: string | null | undefined, input: ImageAltInput): ImageAlt {
  if (!hasText(image)) return { imageAlt: null, imageDecorative: false };
  if (input.imageDecorative) return { imageAlt: null, imageDecorative: true };
  return { imageAlt: input.imageAlt?.trim() || null, imageDecorative: false };
}
