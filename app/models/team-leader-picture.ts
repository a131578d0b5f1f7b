/**
 * Team-leader pictures: the admin picture editor and the inline list edits
 * (display order, active switch).
 */
import * as v from "valibot";
import { checkbox, choiceWithDefault, explicitBoolean, fields, minText, optionalText, optionalUrlOrPath, wholeNumber } from "./text";
import { MAX_LENGTH } from "./limits";

export const IMAGE_TYPES = ["profile", "project", "background", "other"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const IMAGE_TYPE_LABELS: Record<ImageType, string> = {
  profile: "Profile",
  project: "Project",
  background: "Background",
  other: "Other",
};

export const DEFAULT_IMAGE_TYPE: ImageType = "profile";
export const DEFAULT_DISPLAY_ORDER = 1;
export const DEFAULT_IS_ACTIVE = true;
export const MIN_ALT_TEXT_LENGTH = 3;
export const RECOMMENDED_SIZE = "800x800px";

/** Initial values of a new picture's form (a checkbox cannot default in the schema). */
export const TEAM_LEADER_PICTURE_DEFAULTS = {
  imageType: DEFAULT_IMAGE_TYPE,
  displayOrder: DEFAULT_DISPLAY_ORDER,
  isActive: DEFAULT_IS_ACTIVE,
} as const;

export const imageTypeLabel = (type: string) =>
  (IMAGE_TYPE_LABELS as Record<string, string>)[type] ?? type;

export const PICTURE_MESSAGES = {
  altText: "Alt text must be at least 3 characters",
  displayOrder: "Display order must be a whole number",
  displayOrderMin: "Display order must be 0 or more",
  imageType: "Please select a valid image type",
  imagePath: "Invalid URL",
} as const;

const displayOrderField = wholeNumber({
  invalid: PICTURE_MESSAGES.displayOrder,
  min: { value: 0, message: PICTURE_MESSAGES.displayOrderMin },
  defaultValue: DEFAULT_DISPLAY_ORDER,
});

export const teamLeaderPictureSchema = fields({
  imageType: choiceWithDefault(IMAGE_TYPES, PICTURE_MESSAGES.imageType, DEFAULT_IMAGE_TYPE),
  altText: minText(MIN_ALT_TEXT_LENGTH, PICTURE_MESSAGES.altText, MAX_LENGTH.altText),
  description: optionalText(MAX_LENGTH.description),
  displayOrder: displayOrderField,
  /**
   * The active switch. An unchecked switch is not submitted, so missing
   * reads as false; new pictures start active through
   * TEAM_LEADER_PICTURE_DEFAULTS.
   */
  isActive: checkbox(),
  /** Public URL/path of an already stored image; a new upload replaces it. */
  imagePath: optionalUrlOrPath(PICTURE_MESSAGES.imagePath),
});
export type TeamLeaderPictureInput = v.InferOutput<typeof teamLeaderPictureSchema>;

/** The list's inline order edit (saved on blur): here an empty order is an error, not the new-picture default. */
export const displayOrderUpdateSchema = fields({
  displayOrder: wholeNumber({
    invalid: PICTURE_MESSAGES.displayOrder,
    min: { value: 0, message: PICTURE_MESSAGES.displayOrderMin },
  }),
});
export type DisplayOrderUpdateInput = v.InferOutput<typeof displayOrderUpdateSchema>;

/** The list's active switch: an explicit "true" or "false". */
export const activeUpdateSchema = fields({
  isActive: explicitBoolean(),
});
export type ActiveUpdateInput = v.InferOutput<typeof activeUpdateSchema>;

/** Redirect delay after a successful save, in ms. */
export const SAVE_REDIRECT_DELAY_MS = 500;
