/**
 * Fixed copy for the blog list (/blog), the newsletter box and the RSS feed
 * (a post's page has its own, blog-post.ts). The spec's own texts
 * (placeholder, states, messages) are `BLOG_TEXT` below.
 */
import type { BrandText, PageMetaCopy, SectionIntro } from "./common";

export const blogMeta: PageMetaCopy = {
  title: "Blog - Stories, Lessons and Ideas",
  description:
    "Stories, lessons and ideas from a youth-led creative collective in Kathmandu: leadership, marketing for local businesses, community projects, creativity and growth.",
  keywords: [
    "youth blog Nepal",
    "Kathmandu marketing stories",
    "community projects Nepal",
    "creative collective blog",
    "leadership lessons",
  ],
};

export const blogHero: SectionIntro = {
  eyebrow: "Our Blog",
  heading: "Stories from the collective",
  intro:
    "What we learn running campaigns, clean-ups, workshops and late-night edits: honest notes on leadership, marketing, community and creativity, written by the members who did the work.",
};

export const blogListCopy = {
  searchLabel: "Search articles",
  searchButton: "Search",
  filterLabel: "Filter by category",
  articlesHeading: "Articles",
  featuredLabel: "Featured",
  readMore: "Read article",
  clearFilters: "Show all articles",
  /** The list could not be loaded (the toast says why): not the filter's fault. */
  failedHeading: "The articles could not be loaded",
  tryAgain: "Try again",
  /** Under a title: "3 min read". */
  readingTime: (minutes: number) => `${minutes} min read`,
  /** "49 articles", "1 article". */
  resultCount: (n: number) => `${n} ${n === 1 ? "article" : "articles"}`,
  paginationLabel: "Blog pages",
  newer: "Newer",
  older: "Older",
  pageLabel: (page: number) => `Page ${page}`,
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  rssLabel: "RSS feed",
} as const;

/** The spec's error catalogue for the blog. */
export const BLOG_ERRORS = {
  title: "Error",
  listFailed: "Failed to load blog posts. Please try again later.",
  unexpected: "An unexpected error occurred. Please try again later.",
  postFailed: "Failed to load the blog post. Please try again later.",
} as const;

export const newsletterCopy = {
  heading: "Never miss a story",
  text: "Get our newest articles, project stories and open calls in your inbox. No spam, just the good stuff, a few times a month.",
  emailLabel: "Email address",
  emailPlaceholder: "you@example.com",
  submit: "Subscribe",
  submitting: "Subscribing...",
  successTitle: "Subscribed!",
  successMessage: "Thanks! Check your inbox and click the link in our e-mail to confirm your subscription.",
  invalidTitle: "Invalid email",
  failedTitle: "Something went wrong",
  failedMessage: "Please try again later.",
  limitedTitle: "Too many attempts",
} as const;

export const rssCopy = {
  title: ((brand) => `${brand} Blog`) satisfies BrandText,
  description: ((brand) =>
    `Stories, lessons and ideas from ${brand}, a youth-led creative collective in Nepal.`) satisfies BrandText,
} as const;

/** Spec strings shared by the public blog and the admin blog screens. */
export const BLOG_TEXT = {
  searchPlaceholder: "Search articles...",
  adminSearchPlaceholder: "Search posts...",
  loading: "Loading blog posts...",
  emptyTitle: "No posts found",
  emptyHint: "Try adjusting your search or category filter",
  adminEmpty: "No blog posts found. Create your first post by clicking the New Post button.",
  notFound: "Blog post not found",
  invalidFileTitle: "Invalid file type",
  invalidFileMessage: "Please upload an image file.",
  publishedTitle: "Post published",
  publishedMessage: "The post is now visible to the public.",
  unpublishedTitle: "Post unpublished",
  unpublishedMessage: "The post is now hidden from public view.",
} as const;
