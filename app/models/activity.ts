/**
 * The record of changes (issue 16): the kinds of thing an entry is about.
 * Stored as text in activity_log.entity_kind; the Activity screen's kind
 * filter offers these (and any other kind the record holds, e.g. those the
 * sign-in and staff code write).
 */
export const ACTIVITY_KINDS = [
  "blog-post",
  "featured-project",
  "case-study",
  "testimonial",
  "client-logo",
  "team-leader-picture",
  "booking",
  "contact-message",
  "application",
  "subscriber",
  "email",
  "user",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What happened; the staff and sign-in code add their own (e.g. "sign-in", "role-revoke"). */
export const ACTIVITY_ACTIONS = [
  "create",
  "update",
  "delete",
  "publish",
  "unpublish",
  "schedule",
  "status",
  "notes",
  "reply",
  "decision",
  "reorder",
  "resend",
  "role-grant",
  "password-change",
  "password-reset",
  "sign-out-others",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The Our Work kinds' slugs (admin URLs) and their activity kinds. */
export const WORK_ACTIVITY_KINDS = {
  "case-studies": "case-study",
  "featured-projects": "featured-project",
  "client-logos": "client-logo",
  testimonials: "testimonial",
} as const satisfies Record<string, ActivityKind>;

/**
 * Where an entry's thing is edited or shown in the admin area, or null when
 * it has none (a deleted thing is never linked: the screen checks it still exists).
 */
export function activityHref(kind: string, id: string | null): string | null {
  if (!id) return null;
  const work = Object.entries(WORK_ACTIVITY_KINDS).find(([, k]) => k === kind)?.[0];
  if (work) return `/admin/work/${work}/edit/${id}`;
  switch (kind) {
    case "blog-post":
      return `/admin/blogs/edit/${id}`;
    case "team-leader-picture":
      return `/admin/team-leader-pictures/edit/${id}`;
    case "booking":
      return `/admin/bookings?view=${id}`;
    case "contact-message":
      return `/admin/contacts?view=${id}`;
    case "application":
      return `/admin/applications?view=${id}`;
    case "email":
      return `/admin/emails?view=${id}`;
    case "user":
      // The staff screen (built alongside this one) shows one account by ?view=.
      return `/admin/staff?view=${id}`;
    default:
      return null;
  }
}
