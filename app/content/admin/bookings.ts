/** Booking Management (/admin/bookings) texts. */
export const BOOKINGS_TEXT = {
  metaTitle: "Booking Management | Admin",
  title: "Booking Management",
  description: "Project inquiries and consultations booked on Work With Us.",
  search: "Search by name, email, phone, event type or location...",
  refresh: "Refresh",
  empty: "No bookings found.",
  loadError: (message: string) => `Error loading bookings: ${message}`,
  notFound: "Booking not found",
  notFoundMessage: "This booking does not exist or has been deleted.",
  invalidId: "This is not a valid booking id.",
  updated: "Booking updated successfully",
  updateFailed: (message: string) => `Failed to update booking: ${message}`,
  deleted: "Booking deleted successfully",
  deleteFailed: (message: string) => `Failed to delete booking: ${message}`,
  unknownIntent: "Unknown action",
  deleteTitle: "Are you sure?",
  deleteDescription: (name: string) =>
    `This action cannot be undone. This will permanently delete the booking from ${name}.`,
  viewDetails: "View Details",
  delete: "Delete",
  actionsFor: (name: string) => `Actions for ${name}`,
  columns: { date: "Date", customer: "Customer", eventType: "Event Type", status: "Status", created: "Created", actions: "Actions" },
} as const;

export const BOOKING_DIALOG_TEXT = {
  title: "Booking Details",
  status: "Status",
  statusPlaceholder: "Select a status",
  statusHint: "Confirming, cancelling or completing a booking e-mails the customer (with a calendar update when confirmed or cancelled).",
  notes: "Admin Notes",
  notesPlaceholder: "Notes for the team (not shown to the customer)",
  submit: "Update Booking",
  submitting: "Updating...",
} as const;
