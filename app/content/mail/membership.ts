/** Copy of the e-mails about membership applications (mail-messages.server.ts). */
export const membershipMail = {
  acknowledgement: {
    subject: (brandName: string) => `We received your application - ${brandName}`,
    heading: "Thank you for applying",
    greeting: (name: string) => `Namaste ${name},`,
    body: (brandName: string) =>
      `Your application to join ${brandName} has reached us. We read every application ourselves and will reply to you by e-mail once we have reviewed it.`,
    skillsLabel: "Skills",
  },
  staff: {
    subject: (name: string) => `New membership application: ${name}`,
    heading: "New membership application",
    intro: (name: string) => `${name} applied to join the collective. It is pending until you approve or reject it.`,
    action: "Open the application",
    labels: {
      name: "Full name",
      email: "Email",
      phone: "Phone",
      age: "Age",
      handle: "Social media handle",
      followers: "Followers",
      skills: "Skills",
    },
  },
} as const;
