/** The words every admin list shares: its toolbar and its pagination. */
import { formatCount } from "~/models/pagination";

export const LIST_TOOLBAR_TEXT = {
  search: "Search",
  status: "Status",
  exportCsv: "Export CSV",
  allStatuses: "All statuses",
  searching: "Searching...",
} as const;

export const PAGINATION_TEXT = {
  label: "Pagination",
  showing: (first: number, last: number, total: number) =>
    `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`,
  rowsPerPage: "Rows per page",
  pageOf: (page: number, pageCount: number) => `Page ${formatCount(page)} of ${formatCount(pageCount)}`,
  previous: "Previous page",
  next: "Next page",
} as const;
