/**
 * Fixed copy for a blog post's page (/blog/{slug}) and its admin preview,
 * apart from the list's copy (blog.ts) so the list page, which hydrates,
 * does not load it.
 */
export const blogPostCopy = {
  backToList: "Back to all articles",
  returnToBlog: "Return to blog",
  notFoundHint: "The article you are looking for does not exist or is no longer available.",
  byAuthor: (author: string) => `By ${author}`,
  shareLabel: "Share this article",
  shareButton: "Share",
  linkCopiedTitle: "Link copied",
  linkCopiedDescription: "The article's address is on your clipboard.",
  shareFailedTitle: "Could not share",
  shareFailedDescription: (url: string) => `Copy this address instead: ${url}`,
  relatedHeading: "Related Articles",
  /** The banner an admin sees on a post that is not public yet. */
  previewBanner: "Draft, not public",
  previewHint: "Only signed-in admins can see this page. Visitors get \"Blog post not found\".",
  previewScheduled: (when: string) => `Scheduled to go public ${when} (Nepal time).`,
} as const;
