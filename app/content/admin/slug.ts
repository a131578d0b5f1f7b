/** The "Address" (slug) field of the post, project and case study editors. */
export const SLUG_TEXT = {
  label: "Address (slug)",
  hint: "Letters (any language), digits and hyphens. Left empty, a new item's address is made from its title and an existing one keeps its address. After a change the old address keeps working: it redirects here.",
  preview: "Public address:",
  fromTitle: "made from the title when saved",
  unchanged: "unchanged",
  taken: (slug: string) =>
    `The address \u201c${slug}\u201d is used by another item (now or before a rename). Choose another.`,
  raced: "Another save took this address a moment ago. Choose another.",
} as const;
