/** Copy of the e-mails about consultation bookings (mail-messages.server.ts). */
export type BookingMailFacts = {
  name: string;
  /** "December 05, 2026" */
  date: string;
  /** "10:00 AM" */
  timeSlot: string;
  projectType: string;
};

export const bookingMail = {
  confirmation: {
    subject: (f: BookingMailFacts) => `Your consultation on ${f.date} at ${f.timeSlot} (Nepal time)`,
    heading: "We have your booking",
    greeting: (f: BookingMailFacts) => `Namaste ${f.name},`,
    intro: (brandName: string) =>
      `Thank you for booking a consultation with ${brandName}. Here is what you asked for:`,
    nextStepsHeading: "What happens next",
    nextSteps: [
      "We reply within 24-48 hours, usually with a few questions and a confirmation of your slot.",
      "The consultation takes about 30 minutes. The calendar invite attached to this message holds the time; add it to your calendar.",
      "If the time no longer suits you, reply to this message and we will find another.",
    ],
    labels: {
      date: "Date",
      time: "Time (Nepal time)",
      projectType: "Project type",
      location: "Location",
    },
    manageIntro:
      "Need to move or cancel it? Use your private link below: it works until the day of the consultation. Keep it to yourself, as anyone with the link can change the booking.",
    manageAction: "Move or cancel my booking",
  },
  staff: {
    subject: (f: BookingMailFacts) => `New booking: ${f.name}, ${f.date} at ${f.timeSlot}`,
    heading: "New consultation booking",
    intro: (f: BookingMailFacts) => `${f.name} booked a consultation. It is pending until you confirm it.`,
    action: "Open the booking",
    labels: {
      name: "Name",
      email: "Email",
      phone: "Phone",
      date: "Date",
      time: "Time (Nepal time)",
      projectType: "Project type",
      location: "Location",
      details: "Details",
    },
  },
  invite: {
    summary: (brandName: string, projectType: string) => `Consultation with ${brandName}: ${projectType}`,
    description: (brandName: string, siteUrl: string) =>
      `Your initial consultation with ${brandName}. Questions? Reply to the confirmation e-mail or visit ${siteUrl}/contact.`,
  },
} as const;
