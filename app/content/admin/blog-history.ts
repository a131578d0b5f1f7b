/**
 * Texts of the blog editor's History dialog (revisions), its share-preview
 * links and the unsaved-draft offer (decision 0026).
 */

/** The History button and dialog. */
export const HISTORY_TEXT = {
  button: "History",
  title: "History",
  description: "Every save of this post is kept as a version. Choose one to see what changed since, and restore it if you need to.",
  listLabel: "Versions of this post",
  loading: "Loading the history...",
  loadFailed: "The history could not be loaded. Please try again in a moment.",
  empty: "No versions are kept for this post yet. The next save starts its history.",
  latest: "Current",
  version: (n: number) => `Version ${n}`,
  nobody: "unknown (kept from before history was recorded)",
  savedBy: (who: string) => `by ${who}`,
  restoredFrom: (n: number) => `Restored from version ${n}`,
  choose: (n: number, when: string) => `Show version ${n}, saved ${when}`,
  compareHeading: (n: number, when: string) => `Version ${n} (${when}) compared with the current post`,
  legend: "Struck-through text is only in that version; underlined text was added after it.",
  removedLabel: "only in that version:",
  addedLabel: "added after it:",
  chooseHint: "Choose a version to see what changed since.",
  noDifference: "This version has the same text as the current post.",
  restore: "Restore this version",
  restoreTitle: "Restore this version?",
  restoreDescription: (n: number, when: string) =>
    `The post's title, excerpt, author, content, category and image go back to version ${n}, saved ${when}. ` +
    "Whether it is published stays as it is. Changes you have not saved in the editor are replaced. " +
    "The current version stays in the history.",
  restoreConfirm: "Restore",
  cancel: "Cancel",
  restoredTitle: "Version restored",
  restoredMessage: (when: string) => `The post is back to the version saved ${when}.`,
  restoreError: "Error restoring the version",
  unknownIntent: "This request is not valid. Please reload the page and try again.",
  notFound: "That version of this post no longer exists.",
  invalidRevision: "Choose a version to restore.",
  fields: {
    title: "Title",
    excerpt: "Excerpt",
    author: "Author",
    content: "Content",
    category: "Category",
    imageUrl: "Featured image",
    imageAlt: "Image alt text",
    imageDecorative: "Decorative image",
  },
} as const;

/** How the comparison writes the content blocks as text (server side, blog-revision-diff.server.ts). */
export const REVISION_DIFF_TEXT = {
  heading: "Heading:",
  listItem: "•",
  quote: (text: string) => `“${text}”`,
  quoteBy: (author: string) => `(${author})`,
  yes: "Yes",
  no: "No",
} as const;

/** The Share preview button and dialog. */
export const PREVIEW_LINK_TEXT = {
  button: "Share preview",
  title: "Share a preview",
  description:
    "A preview link shows this post as last saved, published or not, to anyone who has the link, without an account, " +
    "for 7 days or until you revoke it. Search engines never index it.",
  create: "Create preview link",
  creating: "Creating...",
  createdTitle: "Preview link created",
  createdMessage: "Copy it now: it is shown only once.",
  newLinkLabel: "New preview link",
  copy: "Copy link",
  copiedTitle: "Link copied",
  copiedMessage: "The preview link is on your clipboard.",
  copyFailedTitle: "Could not copy",
  copyFailedMessage: "Select the link and copy it yourself.",
  activeHeading: "Active links",
  loading: "Loading the links...",
  loadFailed: "The links could not be loaded. Please try again in a moment.",
  none: "No active preview links.",
  createdBy: (who: string) => `Made by ${who}`,
  createdByUnknown: "Made by a removed account",
  expires: "Expires",
  created: "Created",
  revoke: "Revoke",
  revokeLabel: (when: string) => `Revoke the link created ${when}`,
  revokeTitle: "Revoke this preview link?",
  revokeDescription: "Anyone who opens it afterwards gets \"not found\". This cannot be undone; you can create a new link.",
  revokeConfirm: "Revoke link",
  cancel: "Cancel",
  revokedTitle: "Preview link revoked",
  revokedMessage: "The link no longer works.",
  error: "Error with the preview link",
  unknownIntent: "This request is not valid. Please reload the page and try again.",
  notFound: "This link no longer exists or has already ended.",
  postMissing: "Blog post not found",
  invalidLink: "Choose a link to revoke.",
} as const;

/** The offer to bring back changes typed but not saved (kept in this browser). */
export const LOCAL_DRAFT_TEXT = {
  title: "Unsaved changes found",
  message: (when: string) => `This browser kept changes to this post that were typed on ${when} but never saved.`,
  savedSince: "The post has been saved since then; restoring puts these older changes back in the editor over the saved version.",
  restore: "Restore unsaved changes",
  discard: "Discard them",
  restoredTitle: "Unsaved changes restored",
  restoredMessage: "Check them, then save the post to keep them.",
  discardedTitle: "Unsaved changes discarded",
} as const;
