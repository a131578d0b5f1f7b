/** Copy of the e-mail that invites a new member of staff (Staff screen, /auth/invite/<token>). */
export const staffInvitationMail = {
  subject: (brandName: string) => `You are invited to join ${brandName}`,
  heading: "You are invited",
  greeting: "Namaste,",
  body: (brandName: string, invitedBy: string | null) =>
    `${invitedBy ?? "An admin"} invited you to an account on the ${brandName} website. Open the link below to choose your password. The link works once, for 72 hours.`,
  asAdmin: "The account will have the admin role: it can manage everything in the admin area.",
  action: "Accept the invitation",
  ignore: "If you did not expect this, you can ignore this message: no account is made unless the link is used.",
  reason: (brandName: string) => `You get this message because an admin of ${brandName} entered your address.`,
} as const;
