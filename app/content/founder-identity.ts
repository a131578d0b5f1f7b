/**
 * The team leader's name and role on their own, so pages that only quote
 * them (Home) do not ship the whole profile to the browser.
 */
export const founderIdentity = {
  name: "Aarohi Maharjan",
  role: "Founder & Team Leader",
} as const;
