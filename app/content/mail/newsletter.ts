/** Copy of the newsletter's own e-mails (newsletter-mail.server.ts). */
export const newsletterMail = {
  confirmation: {
    subject: (brandName: string) => `Confirm your subscription to the ${brandName} newsletter`,
    heading: "Please confirm your subscription",
    body: (brandName: string) =>
      `Someone, hopefully you, asked to receive the ${brandName} newsletter at this address. Confirm with the button below and we will send you our newest articles, project stories and open calls.`,
    action: "Confirm my subscription",
    expiry: "The link works for 7 days. If you did not ask for this, ignore this message: you will not hear from us again.",
  },
  reason: (brandName: string) => `You receive this because this address was entered in the ${brandName} newsletter box.`,
  unsubscribe: "Unsubscribe",
} as const;
