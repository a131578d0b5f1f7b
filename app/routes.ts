/**
 * The route table: every public and admin address of the site, each with
 * the one route module that answers it.
 */
import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Resource routes (no UI).
  route("storage/:bucket/*", "routes/resources/storage.ts"),
  route("img/:width/*", "routes/resources/image.ts"),
  route("auth/sign-out", "routes/resources/sign-out.ts"),
  // The passkey ceremonies' JSON steps: sign in (or the second factor), and add a passkey.
  route("auth/passkey", "routes/resources/passkey-sign-in.ts"),
  route("account/passkeys/register", "routes/resources/passkey-register.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("blog/rss.xml", "routes/resources/blog-rss.ts"),
  route("newsletter", "routes/resources/newsletter.ts"),

  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("services", "routes/public/services.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("blog/:id", "routes/public/blog-post.tsx"),
    // A share-preview link of a post, published or not (never cached; the token never reaches the log).
    route("blog/preview/:token", "routes/public/blog-preview.tsx"),
    // One showcase at three addresses; the canonical one is /references.
    route("references", "routes/public/our-work.tsx", { id: "our-work" }),
    route("work", "routes/public/our-work.tsx", { id: "our-work-at-work" }),
    route("our-work", "routes/public/our-work.tsx", { id: "our-work-at-our-work" }),
    route("work/projects", "routes/public/projects.tsx"),
    route("work/project/:id", "routes/public/project.tsx"),
    route("work/case-study/:id", "routes/public/case-study.tsx"),
    route("hire", "routes/public/hire.tsx"),
    // Linked from Home; the booking form lives on Work With Us.
    route("booking", "routes/public/booking-redirect.ts"),
    // The visitor's private link to move or cancel a booking (never cached).
    route("booking/manage/:token", "routes/public/booking-manage.tsx"),
    // The newsletter's signed links: confirm (double opt-in) and unsubscribe (never cached).
    route("newsletter/confirm", "routes/public/newsletter-confirm.tsx"),
    route("newsletter/unsubscribe", "routes/public/newsletter-unsubscribe.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("join", "routes/public/join.tsx"),
    route("auth", "routes/public/auth.tsx"),
    route("auth/forgot", "routes/public/auth-forgot.tsx"),
    // The one-time link to set a new password (never cached; the token never reaches the log).
    route("auth/reset/:token", "routes/public/auth-reset.tsx"),
    // The second step of signing in for accounts with two-factor sign-in (never cached).
    route("auth/second-factor", "routes/public/auth-second-factor.tsx"),
    // The one-time staff invitation link (never cached; the token never reaches the log).
    route("auth/invite/:token", "routes/public/auth-invite.tsx"),
    route("account", "routes/public/account.tsx"),
    route("account/two-factor", "routes/public/account-two-factor.tsx"),
    // "Confirm it's you": the fresh proof asked before passkey and second-factor changes.
    route("account/confirm", "routes/public/account-confirm.tsx"),
    route("account/passkeys", "routes/public/account-passkeys.tsx"),
    route("team-leader", "routes/public/team-leader.tsx"),
    route("privacy-policy", "routes/public/privacy-policy.tsx"),
    route("terms-of-service", "routes/public/terms-of-service.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),

  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("blogs", "routes/admin/blogs.tsx"),
    route("blogs/new", "routes/admin/blog-editor.tsx", { id: "admin-blog-new" }),
    route("blogs/edit/:id", "routes/admin/blog-editor.tsx", { id: "admin-blog-edit" }),
    // A post's newsletter: its preview, a test copy, the send (the editor's panel).
    route("blogs/:id/newsletter", "routes/admin/blog-newsletter.ts"),
    // The editor's History dialog (revisions, restore) and share-preview links: data only, no page.
    route("blogs/edit/:id/history", "routes/admin/blog-history.ts"),
    route("blogs/edit/:id/preview-links", "routes/admin/blog-preview-links.ts"),
    route("applications", "routes/admin/applications.tsx"),
    route("contacts", "routes/admin/contacts.tsx"),
    route("bookings", "routes/admin/bookings.tsx"),
    route("bookings/calendar", "routes/admin/booking-calendar.tsx"),
    route("work", "routes/admin/work.tsx"),
    route("work/:kind/new", "routes/admin/work-editor.tsx", { id: "admin-work-new" }),
    route("work/:kind/edit/:id", "routes/admin/work-editor.tsx", { id: "admin-work-edit" }),
    route("team-leader-pictures", "routes/admin/pictures.tsx"),
    route("team-leader-pictures/new", "routes/admin/picture-editor.tsx", { id: "admin-picture-new" }),
    route("team-leader-pictures/edit/:id", "routes/admin/picture-editor.tsx", { id: "admin-picture-edit" }),
    route("emails", "routes/admin/emails.tsx"),
    // The record of staff changes (decision 0024).
    route("activity", "routes/admin/activity.tsx"),
    route("subscribers", "routes/admin/subscribers.tsx"),
    route("set-admin", "routes/admin/set-admin.tsx"),
    // Every account, invitations, the admin role granted and revoked, accounts disabled (decision 0021).
    route("staff", "routes/admin/staff.tsx"),
    // CSV downloads of bookings, applications, contacts and newsletter sign-ups.
    route("export/:kind", "routes/admin/export.ts"),
  ]),
] satisfies RouteConfig;
