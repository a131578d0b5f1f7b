/** The alt-text fields of every content image editor (blog featured image and the Our Work kinds). */
export const IMAGE_ALT_TEXT = {
  label: "Alt text",
  hint: "What the image shows, for people who cannot see it: screen readers read it aloud.",
  placeholder: "e.g. Volunteers painting a mural in Patan",
  decorative: "Decorative image (no description)",
  decorativeHint: "Tick only when the image adds nothing a visitor would miss; screen readers then skip it.",
} as const;
