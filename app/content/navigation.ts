/** Header and footer navigation. */
import type { ContentLink } from "./common";

export const headerLinks: ContentLink[] = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "Blog", to: "/blog" },
  { label: "Our Work", to: "/our-work" },
  { label: "Contact", to: "/contact" },
];

export const headerButtons = {
  workWithUs: { label: "Work With Us", to: "/hire" },
  joinTeam: { label: "Join Team", to: "/join" },
  signIn: { label: "Sign In", to: "/auth" },
  adminDashboard: { label: "Admin Dashboard", to: "/admin" },
  logOut: "Log out",
} as const;

export const footerQuickLinks: ContentLink[] = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services" },
  { label: "Blog", to: "/blog" },
  { label: "Our Work", to: "/our-work" },
  { label: "Hire Us", to: "/hire" },
  { label: "Contact", to: "/contact" },
  { label: "Join Team", to: "/join" },
  { label: "Team Leader", to: "/team-leader" },
];

export const footerLegalLinks: ContentLink[] = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms-of-service" },
];

export const footerCopy = {
  tagline:
    "A youth-led creative collective from the Kathmandu valley: eleven members working to empower, elevate and evolve the mindset and potential of the next generation.",
  quickLinksHeading: "Quick Links",
  contactHeading: "Contact",
  followHeading: "Follow Us",
  rights: (brand: string, year: number) => `© ${year} ${brand}. All rights reserved.`,
};

/** The social networks' names (footer links, the contact page's Find Us icons). */
export const socialNetworkNames = { instagram: "Instagram", facebook: "Facebook", linkedin: "LinkedIn" } as const;

/** The words of the site's frame that only assistive technology or a keyboard user meets. */
export const siteChromeCopy = {
  skipToContent: "Skip to content",
  mainNavLabel: "Main",
  mobileNavLabel: "Mobile",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  accountMenu: "Account menu",
  menuTitle: "Menu",
  menuDescription: "Site navigation",
} as const;
