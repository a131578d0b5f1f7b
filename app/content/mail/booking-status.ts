/**
 * Copy of the e-mails staff decisions and the calendar send about a booking
 * (server/bookings/booking-mail.server.ts): confirmed, cancelled, completed, and the
 * reminder the day before.
 */
import type { BookingMailFacts } from "./booking";

export const bookingStatusMail = {
  labels: {
    date: "Date",
    time: "Time (Nepal time)",
    projectType: "Project type",
    location: "Location",
  },
  confirmed: {
    subject: (f: BookingMailFacts) => `Confirmed: your consultation on ${f.date} at ${f.timeSlot} (Nepal time)`,
    heading: "Your consultation is confirmed",
    greeting: (f: BookingMailFacts) => `Namaste ${f.name},`,
    body: (brandName: string) =>
      `Good news: ${brandName} has confirmed your consultation. The updated calendar invite attached to this message holds the time; add it to your calendar.`,
    closing: "If the time no longer suits you, reply to this message and we will find another.",
  },
  cancelled: {
    subject: (f: BookingMailFacts) => `Cancelled: your consultation on ${f.date} at ${f.timeSlot} (Nepal time)`,
    heading: "Your consultation is cancelled",
    greeting: (f: BookingMailFacts) => `Namaste ${f.name},`,
    body: (brandName: string) =>
      `${brandName} has cancelled this consultation. The attached calendar update removes it from your calendar.`,
    closing: (siteUrl: string) =>
      `If this is unexpected, or you would like another time, reply to this message or book again at ${siteUrl}/hire.`,
  },
  completed: {
    subject: (brandName: string) => `Thank you for meeting ${brandName}`,
    heading: "Thank you for your time",
    greeting: (f: BookingMailFacts) => `Namaste ${f.name},`,
    body: (brandName: string, f: BookingMailFacts) =>
      `Thank you for your consultation with ${brandName} on ${f.date}. It was good to hear about your ${f.projectType} plans.`,
    closing: "We will be in touch about the next steps. If you have anything to add, reply to this message.",
  },
  reminder: {
    subject: (f: BookingMailFacts) => `Reminder: your consultation tomorrow at ${f.timeSlot} (Nepal time)`,
    heading: "See you tomorrow",
    greeting: (f: BookingMailFacts) => `Namaste ${f.name},`,
    body: (brandName: string) => `A reminder of your consultation with ${brandName} tomorrow:`,
    closing: "If you can no longer make it, reply to this message and we will find another time.",
  },
} as const;
