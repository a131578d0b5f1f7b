/**
 * The record of changes (decision 0024): where an entry's thing lives in the
 * admin area. Kinds are stored as text in activity_log.entity_kind
 * ("blog-post", "booking", "user", ...); their words are in
 * app/content/admin/activity.ts.
 */

/** The Our Work kinds' slugs (admin URLs) and their activity kinds. */
export const WORK_ACTIVITY_KINDS = {
  "case-studies": "case-study",
  "featured-projects": "featured-project",
  "client-logos": "client-logo",
  testimonials: "testimonial",
} as const;

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
      // The staff screen finds one account by its id.
      return `/admin/staff?q=${id}`;
    default:
      return null;
  }
}
