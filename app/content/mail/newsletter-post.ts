/** Copy of a blog post sent as a newsletter (newsletter-send.server.ts). */
export const newsletterPostMail = {
  /** The subject is the post's title; a test send says it is one. */
  testSubject: (title: string) => `[Test] ${title}`,
  byline: (author: string, category: string) => `By ${author} · ${category}`,
  readOnline: "Read it on our website",
  reason: (brandName: string) =>
    `You receive this because you subscribed to the ${brandName} newsletter and confirmed your address.`,
  unsubscribe: "Unsubscribe from this newsletter",
} as const;
