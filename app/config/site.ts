/**
 * Site settings: the brand and the contact details shown in the header, the
 * footer, page metadata and contact blocks. Client-safe: the values are read
 * from the environment on the server (server/site/site-settings.server.ts) and handed to the UI by
 * the root loader; use `useSiteSettings()` in components.
 */
import { openingHoursText, parseOpeningHours, type OpeningHours } from "./opening-hours";

export type SiteSettings = {
  /** Full brand name, e.g. in "We are {brand}". */
  brandName: string;
  /** Short form for tight spaces (logo, mobile header). */
  shortName: string;
  /** Absolute origin used for canonical links, Open Graph and the sitemap. */
  siteUrl: string;
  city: string;
  region: string;
  countryCode: string;
  countryName: string;
  postalCode: string;
  streetAddress: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  /** Social handle without the @, e.g. "ekadash.collective". */
  socialHandle: string;
  instagramUrl: string;
  facebookUrl: string;
  linkedinUrl: string;
  /**
   * Opening hours, Nepal time: the days ("Monday-Saturday", or a list such as
   * "Monday-Friday, Sunday") and 24-hour times. The pages' words and the
   * structured data are both made from these (opening-hours.ts).
   */
  openingDays: string;
  opensAt: string;
  closesAt: string;
};

export const defaultSiteSettings: SiteSettings = {
  brandName: "Ekadash Collective",
  shortName: "Ekadash",
  siteUrl: "http://localhost:3000",
  city: "Kathmandu",
  region: "Bagmati Province",
  countryCode: "NP",
  countryName: "Nepal",
  postalCode: "44300",
  streetAddress: "Jhamsikhel Marg 12",
  latitude: 27.7172,
  longitude: 85.324,
  phone: "+977 980-1234567",
  email: "hello@ekadash.org.np",
  socialHandle: "ekadash.collective",
  instagramUrl: "https://www.instagram.com/ekadash.collective",
  facebookUrl: "https://www.facebook.com/ekadash.collective",
  linkedinUrl: "https://www.linkedin.com/company/ekadash-collective",
  openingDays: "Monday-Saturday",
  opensAt: "10:00",
  closesAt: "18:00",
};

/** The environment variable that overrides each setting. */
export const siteSettingsEnv: Record<keyof SiteSettings, string> = {
  brandName: "SITE_NAME",
  shortName: "SITE_SHORT_NAME",
  siteUrl: "SITE_URL",
  city: "SITE_CITY",
  region: "SITE_REGION",
  countryCode: "SITE_COUNTRY_CODE",
  countryName: "SITE_COUNTRY_NAME",
  postalCode: "SITE_POSTAL_CODE",
  streetAddress: "SITE_STREET_ADDRESS",
  latitude: "SITE_LATITUDE",
  longitude: "SITE_LONGITUDE",
  phone: "SITE_PHONE",
  email: "SITE_EMAIL",
  socialHandle: "SITE_SOCIAL_HANDLE",
  instagramUrl: "SITE_INSTAGRAM_URL",
  facebookUrl: "SITE_FACEBOOK_URL",
  linkedinUrl: "SITE_LINKEDIN_URL",
  openingDays: "SITE_OPENING_DAYS",
  opensAt: "SITE_OPENS_AT",
  closesAt: "SITE_CLOSES_AT",
};

/** The site's opening hours, read from its settings (checked when the server starts). */
export function siteOpeningHours(site: Pick<SiteSettings, "openingDays" | "opensAt" | "closesAt">): OpeningHours {
  return parseOpeningHours(site.openingDays, site.opensAt, site.closesAt);
}

/** "Monday to Saturday, 10am-6pm (Nepal time)". */
export function siteOpeningHoursText(site: Pick<SiteSettings, "openingDays" | "opensAt" | "closesAt">): string {
  return openingHoursText(siteOpeningHours(site));
}
