/**
 * The dashboard's panels beyond the spec's count cards and Recent Activity
 * (those texts stay in shell.ts as dashboardCopy): weekly charts, upcoming
 * consultations, what waits for an answer.
 */
export type DashboardKind = "bookings" | "messages" | "applications";

export const DASHBOARD_PANELS_TEXT = {
  weekly: {
    title: "Last 12 weeks",
    description: "What came in each week (Sunday to Saturday, Nepal time).",
    charts: {
      bookings: "Bookings per week",
      messages: "Contact messages per week",
      applications: "Member applications per week",
    } satisfies Record<DashboardKind, string>,
    weekColumn: "Week of",
    countColumn: "Count",
    /** A chart's total over the weeks shown, under its title. */
    total: (n: number) => `${n} in 12 weeks`,
    showTables: "Show as tables",
    hideTables: "Hide tables",
    loadError: "The weekly figures could not be loaded.",
  },
  upcoming: {
    title: "Upcoming consultations",
    description: "Pending and confirmed bookings for the next 7 days.",
    empty: "No consultations in the next 7 days.",
    loadError: "The upcoming consultations could not be loaded.",
    /** The link's accessible name. */
    open: (name: string, when: string) => `${name}, ${when}: open the booking`,
  },
  waiting: {
    title: "Waiting for you",
    description: "Requests nobody has answered yet.",
    items: {
      bookings: "Pending bookings",
      messages: "Unanswered messages",
      applications: "Pending applications",
    } satisfies Record<DashboardKind, string>,
    loadError: "The waiting counts could not be loaded.",
  },
} as const;
