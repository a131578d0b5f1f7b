/** Copy of the e-mails about contact messages (mail-messages.server.ts). */
export const contactMail = {
  acknowledgement: {
    subject: (brandName: string) => `We received your message - ${brandName}`,
    heading: "Thank you for writing",
    greeting: (name: string) => `Namaste ${name},`,
    body: (brandName: string) =>
      `Your message has reached ${brandName}. We read every message ourselves and reply within 24 hours.`,
    subjectLabel: "Subject",
  },
  staff: {
    subject: (name: string, subject: string) => `New message from ${name}: ${subject}`,
    heading: "New contact message",
    intro: (name: string) => `${name} wrote through the contact form. Reply to this e-mail to answer them.`,
    action: "Open the message",
    labels: { name: "Name", email: "Email", subject: "Subject" },
  },
} as const;
