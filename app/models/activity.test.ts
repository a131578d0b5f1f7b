import { describe, expect, it } from "vitest";
import { activityHref } from "./activity";

describe("activityHref", () => {
  const id = "11111111-1111-4111-8111-111111111111";
  it("points each kind at the screen that edits or shows it", () => {
    expect(activityHref("blog-post", id)).toBe(`/admin/blogs/edit/${id}`);
    expect(activityHref("case-study", id)).toBe(`/admin/work/case-studies/edit/${id}`);
    expect(activityHref("featured-project", id)).toBe(`/admin/work/featured-projects/edit/${id}`);
    expect(activityHref("client-logo", id)).toBe(`/admin/work/client-logos/edit/${id}`);
    expect(activityHref("testimonial", id)).toBe(`/admin/work/testimonials/edit/${id}`);
    expect(activityHref("team-leader-picture", id)).toBe(`/admin/team-leader-pictures/edit/${id}`);
    expect(activityHref("booking", id)).toBe(`/admin/bookings?view=${id}`);
    expect(activityHref("contact-message", id)).toBe(`/admin/contacts?view=${id}`);
    expect(activityHref("application", id)).toBe(`/admin/applications?view=${id}`);
    expect(activityHref("email", id)).toBe(`/admin/emails?view=${id}`);
    expect(activityHref("user", id)).toBe(`/admin/staff?q=${id}`);
  });
  it("has no link for a kind without a screen, or without an id", () => {
    expect(activityHref("subscriber", id)).toBeNull();
    expect(activityHref("something-new", id)).toBeNull();
    expect(activityHref("blog-post", null)).toBeNull();
  });
});
