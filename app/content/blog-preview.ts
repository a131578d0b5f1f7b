/** The share-preview page of a blog post (/blog/preview/<token>, decision 0026). */
export const BLOG_PREVIEW_TEXT = {
  /** Shown with the "Draft, not public" banner (blogPostCopy.previewBanner). */
  linkHint: "You are seeing this post through a private preview link. Please do not share it further.",
  metaDescription: "A private preview of a blog post.",
  notFoundTitle: "Preview link not found",
  notFoundHint: "This preview link has expired, was revoked or never existed. Ask the person who sent it for a new one.",
  returnToBlog: "Go to the blog",
} as const;
