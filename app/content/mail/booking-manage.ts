/** Copy of the e-mails sent when a visitor moves or cancels a booking from its manage page. */
import type { BookingMailFacts } from "./booking";

export const bookingManageMail = {
  cancelled: {
    subject: (f: BookingMailFacts) => `Cancelled: your consultation on ${f.date} at ${f.timeSlot}`,
    heading: "Your booking is cancelled",
    greeting: (f: BookingMailFacts) => `Namaste ${f.name},`,
    body: (brandName: string) =>
      `As you asked, we have cancelled this consultation with ${brandName}. The attached calendar update removes it from your calendar.`,
    rebook: "Want another time after all? You are welcome to book again:",
    rebookAction: "Book a consultation",
  },
  moved: {
    subject: (f: BookingMailFacts) => `Moved: your consultation is now on ${f.date} at ${f.timeSlot} (Nepal time)`,
    heading: "Your booking has moved",
    greeting: (f: BookingMailFacts) => `Namaste ${f.name},`,
    body: "As you asked, we have moved your consultation. The attached calendar update replaces the old time in your calendar. We will confirm the new time with you.",
    previousLabel: "Was",
    manageIntro: "Your private link still works for the new time:",
    manageAction: "Move or cancel my booking",
  },
  staffCancelled: {
    subject: (f: BookingMailFacts) => `Booking cancelled by the visitor: ${f.name}, ${f.date} at ${f.timeSlot}`,
    heading: "A visitor cancelled their booking",
    intro: (f: BookingMailFacts) => `${f.name} cancelled their consultation from their booking link. The slot is free again.`,
  },
  staffMoved: {
    subject: (f: BookingMailFacts) => `Booking moved by the visitor: ${f.name}, now ${f.date} at ${f.timeSlot}`,
    heading: "A visitor moved their booking",
    intro: (f: BookingMailFacts) =>
      `${f.name} moved their consultation from their booking link. It is pending until you confirm the new time; the old slot is free again.`,
  },
  labels: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    date: "Date",
    time: "Time (Nepal time)",
    previous: "Previously",
    projectType: "Project type",
    location: "Location",
  },
  staffAction: "Open the booking",
} as const;
