/** Every word of the visitor's private booking page (/booking/manage/<token>). */
export const BOOKING_MANAGE_TEXT = {
  metaTitle: "Your booking",
  metaDescription: "Move or cancel your consultation booking.",
  eyebrow: "Your consultation",
  heading: "Your booking",
  intro: "Move your consultation to another time or cancel it here. This page is private: keep its link to yourself.",
  labels: {
    name: "Name",
    date: "Date",
    time: "Time (Nepal time)",
    projectType: "Project type",
    location: "Location",
    status: "Status",
  },
  statusNames: {
    pending: "Pending: we will confirm it soon",
    confirmed: "Confirmed",
    completed: "Completed",
    cancelled: "Cancelled",
  } as Record<string, string>,

  moveHeading: "Move to another time",
  moveIntro: "Choose a new date and time slot. Your current slot is given up as soon as the booking moves.",
  dateLabel: "New date",
  timeSlotLabel: "New time slot",
  timeSlotPlaceholder: "Select a time slot",
  selectedDate: "Selected date:",
  unavailable: "Unavailable",
  passed: "Passed",
  current: "Your current time",
  moveSubmit: "Move my booking",
  moving: "Moving...",
  movedTitle: "Booking moved",
  movedText: (date: string, time: string) =>
    `Your consultation is now on ${date} at ${time} (Nepal time). We have e-mailed you the calendar update.`,
  unchangedTitle: "Nothing changed",
  unchangedText: "That is already the time of your booking. Please choose another date or time slot.",

  cancelHeading: "Cancel the booking",
  cancelIntro: "Can't make it at all? Cancel the consultation and we will free the slot for someone else.",
  cancelOpen: "Cancel my booking",
  confirmHeading: "Cancel this consultation?",
  confirmText: (date: string, time: string) =>
    `Your consultation on ${date} at ${time} (Nepal time) will be cancelled and its slot offered to others. You can always book again.`,
  confirmYes: "Yes, cancel my booking",
  confirmNo: "Keep my booking",
  cancelling: "Cancelling...",
  cancelledTitle: "Booking cancelled",
  cancelledText: "Your consultation is cancelled. We have e-mailed you the calendar update.",

  errorTitle: "Could not change the booking",
  unexpectedError: "An unexpected error occurred. Please try again.",
  limited: (minutes: number) => `Too many changes from here. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,

  /** The pages a link leads to when it allows no change. */
  states: {
    "not-found": {
      title: "This link does not work",
      text: "The link may be mistyped or cut short. Please open it again from your confirmation e-mail, or contact us and we will help.",
    },
    expired: {
      title: "This link has expired",
      text: "The day of this consultation has passed, so its link no longer changes anything. Contact us if you need anything.",
    },
    cancelled: {
      title: "This booking is cancelled",
      text: "This consultation was cancelled, so there is nothing more to change. You are welcome to book another time.",
    },
    completed: {
      title: "This consultation has taken place",
      text: "Thank you for meeting us. If you would like another consultation, you are welcome to book one.",
    },
  },
  bookAgain: "Book a consultation",
  contact: "Contact us",
  backHome: "Back to the home page",
} as const;

export type ManageState = keyof typeof BOOKING_MANAGE_TEXT.states;
