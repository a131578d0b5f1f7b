/** Subscribers (/admin/subscribers) texts. */
import { formatCount } from "~/models/pagination";

export const SUBSCRIBERS_TEXT = {
  metaTitle: "Subscribers | Admin",
  title: "Subscribers",
  description: "Newsletter sign-ups. Only confirmed addresses receive the newsletter.",
  search: "Search by email...",
  empty: "No subscribers found.",
  fetchError: "Error fetching subscribers",
  notFound: "Subscriber not found",
  notFoundMessage: "This subscriber does not exist or has been removed.",
  invalidId: "This is not a valid subscriber id.",
  unknownIntent: "Unknown action",
  deleted: "Subscriber removed",
  deletedMessage: "The address has been removed from the list.",
  deleteError: "Error removing subscriber",
  deleteTitle: "Remove Subscriber",
  deleteDescription: (email: string) =>
    `Remove ${email} from the list entirely? To stop mail but keep the record, let them unsubscribe instead. This action cannot be undone.`,
  delete: (email: string) => `Remove ${email}`,
  confirmLabel: "Remove",
  countsLabel: "Subscribers by status",
  count: (n: number) => formatCount(n),
  countsUnavailable: "Counts unavailable",
  export: "Export CSV",
  columns: { email: "Email", status: "Status", subscribed: "Subscribed", changed: "Confirmed / unsubscribed", actions: "Actions" },
} as const;
