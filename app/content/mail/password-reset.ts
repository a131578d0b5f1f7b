/** Copy of the e-mail with a one-time link to set a new password (/auth/forgot). */
export const passwordResetMail = {
  subject: (brandName: string) => `Set a new password for ${brandName}`,
  heading: "Set a new password",
  greeting: "Namaste,",
  body: (brandName: string) =>
    `Someone (we hope you) asked to set a new password for your ${brandName} account. The link below works once, for 30 minutes.`,
  action: "Set a new password",
  ignore: "If you did not ask for this, you can ignore this message: your password stays as it is.",
} as const;
