/** Member Applications (/admin/applications) texts. */
export const APPLICATIONS_TEXT = {
  metaTitle: "Member Applications | Admin",
  title: "Member Applications",
  description: "Applications sent from the Join page. Open one to review it and set its status.",
  search: "Search by name, email or handle...",
  empty: "No membership applications found.",
  fetchError: "Error fetching applications",
  notFound: "Application not found",
  notFoundMessage: "This application does not exist or has been deleted.",
  invalidId: "This is not a valid application id.",
  statusUpdated: "Status updated",
  statusUpdatedMessage: (status: string) => `The application status has been updated to ${status}.`,
  statusError: "Error updating status",
  deleted: "Application deleted",
  deletedMessage: "The application has been deleted.",
  deleteError: "Error deleting application",
  unknownIntent: "Unknown action",
  deleteTitle: "Delete Application",
  deleteDescription: (name: string) =>
    `Are you sure you want to delete the application from ${name}? This action cannot be undone.`,
  view: (name: string) => `View ${name}`,
  delete: (name: string) => `Delete ${name}`,
  followers: (count: string) => `${count} followers`,
  age: (age: number) => `Age ${age}`,
  columns: {
    name: "Name",
    age: "Age",
    socialMedia: "Social Media",
    followers: "Followers",
    date: "Date",
    status: "Status",
    actions: "Actions",
  },
} as const;

/** The message to the applicant about the decision (application dialog). */
export const DECISION_TEXT = {
  heading: "Message to the applicant",
  intro: {
    approved: "A prepared welcome for an approved application. Edit it as you like, then send it.",
    rejected: "A prepared answer for a declined application. Edit it as you like, then send it.",
  },
  label: "Message",
  hint: (email: string) => `Sent by e-mail to ${email}, exactly as written here.`,
  send: "Send message to applicant",
  sending: "Sending...",
  resetTemplate: "Start again from the prepared text",
  sentNote: (email: string) => `Message sent to ${email}.`,
  sent: "Message sent",
  sentMessage: (email: string) => `The applicant (${email}) receives your message by e-mail.`,
  error: "Error sending message",
  changed: "The application's status has changed since you opened it. Reload and check the decision before sending.",
} as const;
