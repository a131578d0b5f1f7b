/**
 * Copy of the messages staff write themselves: a reply to a contact message
 * and the decision on a membership application (staff-mail.server.ts). The
 * decision texts are templates staff may edit before sending.
 */
export const contactReplyMail = {
  subject: (theirSubject: string) => `Re: ${theirSubject}`,
  heading: (brandName: string) => `A reply from ${brandName}`,
  /** Before the visitor's own message, quoted under the reply. */
  quoteLabel: (date: string) => `Your message of ${date}`,
} as const;

export type DecisionFacts = { name: string; brandName: string };

export const applicationDecisionMail = {
  approved: {
    subject: (brandName: string) => `Welcome to ${brandName}`,
    heading: "Your application is approved",
    template: ({ name, brandName }: DecisionFacts) =>
      `Namaste ${name},\n\nThank you for applying to join ${brandName}. We are glad to tell you that your application has been approved: welcome to the collective!\n\nWe will be in touch shortly about our next members' meeting and how to get started.\n\nWarm regards,\nThe ${brandName} team`,
  },
  rejected: {
    subject: (brandName: string) => `Your application to ${brandName}`,
    heading: "About your application",
    template: ({ name, brandName }: DecisionFacts) =>
      `Namaste ${name},\n\nThank you for applying to join ${brandName} and for the time you put into your application. After reviewing it carefully, we are not able to offer you a place at this time.\n\nThis is not a judgement of your talent. We would be happy to hear from you again in the future, and you are always welcome at our public events.\n\nWarm regards,\nThe ${brandName} team`,
  },
} as const;
