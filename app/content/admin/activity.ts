/** Activity (/admin/activity) texts and the words of the record of changes. */
/** The kinds of thing an entry is about, as a person reads them. */
export const ACTIVITY_KIND_LABELS: Record<string, string> = {
  "blog-post": "Blog post",
  "featured-project": "Project",
  "case-study": "Case study",
  testimonial: "Testimonial",
  "client-logo": "Client logo",
  "team-leader-picture": "Team leader picture",
  booking: "Booking",
  "contact-message": "Contact message",
  application: "Member application",
  subscriber: "Subscriber",
  email: "Email",
  user: "Account",
  invitation: "Invitation",
  passkey: "Passkey",
};

/** Past-tense verbs for the summaries; an action not listed reads as itself. */
const ACTION_VERBS: Record<string, string> = {
  create: "Created",
  update: "Edited",
  delete: "Deleted",
  publish: "Published",
  unpublish: "Unpublished",
  schedule: "Scheduled",
  status: "Changed the status of",
  notes: "Changed the notes of",
  reply: "Replied to",
  decision: "Sent the decision on",
  reorder: "Moved",
  resend: "Resent",
  "role-grant": "Made an admin:",
  "password-change": "Changed the password of",
  "password-reset": "Reset the password of",
  "sign-out-others": "Signed out the other sessions of",
  "newsletter-send": "Sent to subscribers:",
  "newsletter-resend": "Sent again to subscribers:",
  // The blog editor's history and share-preview links (decision 0026).
  restore: "Restored an earlier revision of",
  "preview-link": "Created a share-preview link for",
  "preview-link-revoke": "Revoked a share-preview link for",
};

export function activityKindLabel(kind: string): string {
  return ACTIVITY_KIND_LABELS[kind] ?? kind;
}

/** The action as a column shows it ("Published"). */
export function activityActionLabel(action: string): string {
  // "Changed the status of" -> "Status changed" reads better alone in a column.
  return ACTION_COLUMN[action] ?? ACTION_VERBS[action] ?? action;
}

const ACTION_COLUMN: Record<string, string> = {
  status: "Status changed",
  notes: "Notes changed",
  reply: "Replied",
  decision: "Decision sent",
  "role-grant": "Admin role granted",
  "password-change": "Password changed",
  "password-reset": "Password reset",
  "sign-out-others": "Other sessions ended",
  // Sign-ins and second factors (their summaries are written where they happen).
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in refused",
  "2fa-enable": "Two-factor turned on",
  "2fa-disable": "Two-factor turned off",
  "recovery-codes-regenerated": "New recovery codes",
  "passkey-add": "Passkey added",
  "passkey-rename": "Passkey renamed",
  "passkey-remove": "Passkey removed",
  // The Staff screen and invitations.
  "role-revoke": "Admin role revoked",
  disable: "Account disabled",
  enable: "Account enabled",
  invite: "Invited",
  "invite-revoke": "Invitation revoked",
  "invite-accept": "Invitation accepted",
  "newsletter-send": "Newsletter sent",
  "newsletter-resend": "Newsletter sent again",
  restore: "Revision restored",
  "preview-link": "Preview link created",
  "preview-link-revoke": "Preview link revoked",
};

/** The one-line summary stored with an entry: "Published blog post “Monsoon notes”". */
export function activitySummary(action: string, kind: string, label?: string | null): string {
  const verb = ACTION_VERBS[action] ?? action;
  const what = activityKindLabel(kind).toLowerCase();
  return label ? `${verb} ${what} “${label}”` : `${verb} ${what}`;
}

/** Field names as the details dialog shows them; others read as stored. */
export const ACTIVITY_FIELD_LABELS: Record<string, string> = {
  title: "Title",
  excerpt: "Excerpt",
  content: "Content",
  author: "Author",
  category: "Category",
  imageUrl: "Image",
  imageSrc: "Image",
  imagePath: "Image",
  imageAlt: "Image alt text",
  imageDecorative: "Decorative image",
  imageType: "Image type",
  published: "Published",
  publishAt: "Publish at",
  status: "Status",
  notes: "Admin notes",
  responded: "Responded",
  description: "Description",
  readMoreLink: "Read more link",
  tags: "Tags",
  name: "Name",
  position: "Position",
  company: "Company",
  testimonial: "Testimonial",
  rating: "Rating",
  altText: "Alt text",
  displayOrder: "Display order",
  isActive: "Active",
  role: "Role",
  reply: "Reply",
  message: "Message",
  sessions: "Sessions ended",
  newsletterSentAt: "Newsletter sent at",
  recipients: "Recipients",
};

export const ACTIVITY_TEXT = {
  metaTitle: "Activity | Admin",
  title: "Activity",
  description: "Every change staff made, newest first: who, when, what and from where.",
  empty: "No changes match these filters.",
  fetchError: "Error fetching the record of changes",
  notFound: "Entry not found",
  notFoundMessage: "This entry does not exist.",
  filters: {
    label: "Filter the record",
    person: "Person",
    anyPerson: "Everyone",
    kind: "Kind",
    anyKind: "Every kind",
    from: "From (Nepal date)",
    to: "To (Nepal date)",
    apply: "Filter",
    clear: "Clear",
  },
  columns: { time: "When", person: "Person", action: "Action", what: "What", address: "From", details: "Details" },
  nobody: "Nobody signed in",
  view: (summary: string) => `Details of: ${summary}`,
  dialog: {
    description: "One entry of the record of changes.",
    when: "When",
    person: "Person",
    address: "Address",
    kind: "Kind",
    action: "Action",
    id: "Id",
    changes: "Changed fields",
    field: "Field",
    from: "From",
    to: "To",
    noChanges: "No field-by-field changes were recorded for this entry.",
    empty: "(empty)",
    yes: "Yes",
    no: "No",
    close: "Close",
    open: "Open the changed item",
  },
} as const;
