/**
 * Team-leader pictures: the admin picture editor and the inline list edits
 * (display order, active switch).
 */
import { z } from "zod";
import {
  checkbox,
  choiceWithDefault,
  explicitBoolean,
  minText,
  optionalText,
  optionalUrlOrPath,
  wholeNumber,
} from "./text";
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

export const teamLeaderPictureSchema = z.object({
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
export type TeamLeaderPictureInput = z.infer<typeof teamLeaderPictureSchema>;

/** The list's inline order edit (saved on blur). */
export const displayOrderUpdateSchema = z.object({ displayOrder: displayOrderField });
export type DisplayOrderUpdateInput = z.infer<typeof displayOrderUpdateSchema>;

/** The list's active switch: an explicit "true" or "false". */
export const activeUpdateSchema = z.object({
  isActive: explicitBoolean(),
});
export type ActiveUpdateInput = z.infer<typeof activeUpdateSchema>;

export const PICTURE_TEXT = {
  save: "Save Picture",
  update: "Update Picture",
  hiddenTitle: "Picture hidden",
  hiddenMessage: "The picture is now hidden from the site.",
  activatedTitle: "Picture activated",
  activatedMessage: "The picture is now visible on the site.",
  invalidFileTitle: "Invalid file type",
  invalidFileMessage: "Please upload an image file.",
} as const;

/** Redirect delay after a successful save, in ms. */
export const SAVE_REDIRECT_DELAY_MS = 500;

/** The admin list and editor: headings and toasts (admin-area.md sections 2 and 8). */
export const PICTURE_ADMIN_TEXT = {
  listTitle: "Team Leader Pictures",
  listDescription: "Pictures shown on the public team leader page, in display order.",
  addNew: "Add New Picture",
  empty: "No pictures yet. Add the first picture to show it on the team leader page.",
  addFirst: "Add the first picture",
  createTitle: "Add New Picture",
  editTitle: "Edit Picture",
  cancel: "Cancel",
  uploadImage: "Upload Image",
  removeSelection: "Remove selection",
  recommendedSize: `Recommended size: ${RECOMMENDED_SIZE}`,
  imageRequired: "Please choose an image and upload it.",
  deleteConfirmTitle: "Delete this picture?",
  deleteConfirmMessage: "The picture and its stored image file will be permanently deleted. This action cannot be undone.",
  errorTitle: "Error",
  deleted: "Picture deleted",
  deletedMessage: "The picture has been deleted.",
  deleteFailed: "Failed to delete the picture. Please try again.",
  statusFailed: "Failed to update the picture status. Please try again.",
  orderUpdated: "Order updated",
  orderUpdatedMessage: "The display order has been saved.",
  orderFailed: "Failed to update the display order. Please try again.",
  loadFailed: "Failed to load picture data. Please try again.",
  uploaded: "Image uploaded",
  uploadedMessage: "Save the picture to keep this image.",
  uploadFailedTitle: "Upload failed",
  uploadFailed: "Failed to upload the image. Please try again.",
  created: "Picture created",
  createdMessage: "The picture has been saved.",
  updated: "Picture updated",
  updatedMessage: "Your changes have been saved.",
  createFailed: "Failed to create the picture. Please try again.",
  updateFailed: "Failed to update the picture. Please try again.",
} as const;
