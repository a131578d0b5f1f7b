/** Contact Messages (/admin/contacts) texts. */
import { formatCount } from "~/models/pagination";

export const CONTACTS_TEXT = {
  metaTitle: "Contact Messages | Admin",
  title: "Contact Messages",
  description: "Messages sent from the Contact page.",
  search: "Search by name, email, subject or message...",
  empty: "No contact messages found.",
  fetchError: "Error fetching messages",
  notFound: "Message not found",
  notFoundMessage: "This message does not exist or has been deleted.",
  invalidId: "This is not a valid message id.",
  markedResponded: "Marked as responded",
  markedRespondedMessage: "The message has been marked as responded.",
  markedNotResponded: "Marked as not responded",
  markedNotRespondedMessage: "The message has been marked as not responded.",
  statusError: "Error updating status",
  deleted: "Message deleted",
  deletedMessage: "The message has been deleted.",
  deleteError: "Error deleting message",
  replySent: "Reply sent",
  replySentMessage: "The sender receives it by e-mail, and the message is marked as responded.",
  replyError: "Error sending reply",
  unknownIntent: "Unknown action",
  deleteTitle: "Delete Message",
  deleteDescription: (name: string) => `Are you sure you want to delete the message from ${name}? This action cannot be undone.`,
  view: (name: string) => `View message from ${name}`,
  delete: (name: string) => `Delete message from ${name}`,
  newsletter: (count: number | null) =>
    count === null ? "Newsletter sign-ups CSV" : `Newsletter sign-ups (${formatCount(count)}) CSV`,
  columns: { name: "Name", email: "Email", subject: "Subject", date: "Date", status: "Status", actions: "Actions" },
} as const;

export const CONTACT_DIALOG_TEXT = {
  from: "From",
  date: "Date",
  status: "Status",
  repliesHeading: "Replies",
  replyMeta: (author: string) => `by ${author}`,
  replyLabel: "Reply",
  replyHint: (email: string, subject: string) => `Sent to ${email} as "Re: ${subject}", with their message quoted below your words.`,
  replyPlaceholder: "Write your reply...",
  sendReply: "Send reply",
  sendingReply: "Sending...",
  markResponded: "Mark as Responded",
  markNotResponded: "Mark as Not Responded",
  close: "Close",
} as const;
