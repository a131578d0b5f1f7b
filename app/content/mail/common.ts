/**
 * Copy shared by every e-mail the site sends (mail-render.server.ts lays it
 * out). Contact details are not written here: they come from site settings.
 */
export const mailCommon = {
  /** Above the collective's contact details at the foot of every message. */
  contactHeading: "How to reach us",
  /** Staff messages end with this instead of the contact block. */
  staffFooter: "You receive this because your address is in STAFF_EMAIL.",
  visitorFooter: (brandName: string) => `You receive this because you contacted ${brandName} through our website.`,
  /** Label before a visitor's own words, quoted back to them or to staff. */
  theirWords: "In their words",
  yourWords: "What you wrote",
} as const;
