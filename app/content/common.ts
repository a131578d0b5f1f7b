/**
 * Shared types and constants for the site's fixed copy. Client-safe.
 *
 * Copy never hard-codes contact details (phone, e-mail, address, socials):
 * pages read those from the site settings at run time. Where a text needs the
 * brand name it is a function `(brand) => string` (see `BrandText`).
 */
import type { LucideIcon } from "lucide-react";

/** A text that needs the brand name, e.g. `(brand) => \`We are ${brand}\``. */
export type BrandText = (brand: string) => string;

/** An internal or external link with its visible label. */
export type ContentLink = { label: string; to: string };

/** An image shipped in /public. An empty alt marks it as decorative. */
export type ContentImage = { src: string; alt: string };

/** A short item with an icon (values, skills, process steps...). */
export type IconItem = { title: string; description: string; icon: LucideIcon };

/** Heading block that opens a section. */
export type SectionIntro = { eyebrow?: string; heading: string; intro: string };

/** A call-to-action band with one or two buttons. */
export type CallToActionBlock = {
  heading: string;
  text: string;
  primary: ContentLink;
  secondary?: ContentLink;
};

/** Title and description for a page's metadata (the layout adds the brand). */
export type PageMetaCopy = { title: string; description: string; keywords: string[] };

/** Exactly six strings (each initiative lists six included features). */
export type SixItems = readonly [string, string, string, string, string, string];

export type SiteCallsToAction = {
  workWithUs: ContentLink;
  joinTheMovement: ContentLink;
  readOurStories: ContentLink;
  meetTheTeamLeader: ContentLink;
};

/** The four calls to action used across the site. */
export const siteCallsToAction: SiteCallsToAction = {
  workWithUs: { label: "Work With Us", to: "/hire" },
  joinTheMovement: { label: "Join The Movement", to: "/join" },
  readOurStories: { label: "Read Our Stories", to: "/blog" },
  meetTheTeamLeader: { label: "Meet the team leader", to: "/team-leader" },
};

export type FallbackImages = {
  /** Shown for a blog post without image_url (1600x1000 WebP). */
  post: string;
  /** Default portrait for testimonials whose image fails to load. */
  portrait: string;
  /** Placeholder for client logos whose image fails to load. */
  logo: string;
  /** Default social-share image (1200x630). */
  ogImage: string;
};

export const fallbackImages: FallbackImages = {
  post: "/images/fallback/post.webp",
  portrait: "/images/fallback/portrait.svg",
  logo: "/images/fallback/logo-placeholder.svg",
  ogImage: "/og-image.png",
};

/** The anti-bot field of every public form (hidden from people and screen readers; a bot fills it). */
export const formGuardCopy = { honeypotLabel: "Leave this field empty" } as const;
