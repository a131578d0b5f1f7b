/**
 * The page-metadata "component" every route uses through its `meta` export:
 * title, description, keywords, canonical URL, Open Graph and Twitter card
 * tags, geo tags for the city, and JSON-LD structured data (an organization by
 * default, a local business when asked, or the page's own).
 *
 *   export const meta: Route.MetaFunction = (args) =>
 *     pageMeta(args, { title: "Services", description: "...", path: "/services" });
 */
import type { MetaDescriptor } from "react-router";
import { siteOpeningHours, type SiteSettings } from "~/config/site";

export type PageMetaInput = {
  /** Page title; the brand is appended ("Services | Ekadash Collective"). */
  title?: string;
  description: string;
  keywords?: string[];
  /** Canonical path of the page, e.g. "/references". */
  path: string;
  /** Social-share image path or URL (default /og-image.png). */
  image?: string;
  imageAlt?: string;
  /** Open Graph type (default "website"). */
  type?: "website" | "article" | "profile";
  /** Extra structured data for this page (e.g. an Article), added to the organization's. */
  structuredData?: Record<string, unknown>;
  /** Describe the collective as a local business (with opening hours) instead of an organization. */
  localBusiness?: boolean;
  /** Keep the page out of search engines (sign-in, 404). */
  noIndex?: boolean;
  /** Article times, for blog posts. */
  publishedTime?: string;
  modifiedTime?: string;
};

type MetaArgsLike = {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

export function siteFromMatches(matches: MetaArgsLike["matches"]): SiteSettings | undefined {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { site?: SiteSettings } | undefined;
  return root?.site;
}

export function absoluteUrl(site: SiteSettings, pathOrUrl: string) {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${site.siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export function organizationSchema(site: SiteSettings, localBusiness = false): Record<string, unknown> {
  const base = {
    "@context": "https://schema.org",
    "@type": localBusiness ? "LocalBusiness" : "Organization",
    name: site.brandName,
    url: site.siteUrl,
    logo: absoluteUrl(site, "/favicon.svg"),
    image: absoluteUrl(site, "/og-image.png"),
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.streetAddress,
      addressLocality: site.city,
      addressRegion: site.region,
      postalCode: site.postalCode,
      addressCountry: site.countryCode,
    },
    sameAs: [site.instagramUrl, site.facebookUrl, site.linkedinUrl],
  };
  if (!localBusiness) {
    return {
      ...base,
      contactPoint: {
        "@type": "ContactPoint",
        telephone: site.phone,
        email: site.email,
        contactType: "customer service",
        areaServed: site.countryCode,
        availableLanguage: ["English", "Nepali"],
      },
    };
  }
  const hours = siteOpeningHours(site);
  return {
    ...base,
    geo: { "@type": "GeoCoordinates", latitude: site.latitude, longitude: site.longitude },
    priceRange: "$$",
    // The same hours the pages show (site settings), in Nepal's time zone.
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: hours.days,
        opens: hours.opens,
        closes: hours.closes,
      },
    ],
  };
}

export function pageMeta(args: MetaArgsLike, input: PageMetaInput): MetaDescriptor[] {
  const site = siteFromMatches(args.matches);
  if (!site) return [{ title: input.title ?? "" }, { name: "description", content: input.description }];

  const title = input.title ? `${input.title} | ${site.brandName}` : site.brandName;
  const url = absoluteUrl(site, input.path);
  const image = absoluteUrl(site, input.image ?? "/og-image.png");
  const imageAlt = input.imageAlt ?? site.brandName;
  const type = input.type ?? "website";
  const structured = [organizationSchema(site, input.localBusiness), ...(input.structuredData ? [input.structuredData] : [])];

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    ...(input.keywords?.length ? [{ name: "keywords", content: input.keywords.join(", ") }] : []),
    { tagName: "link", rel: "canonical", href: url },
    ...(input.noIndex ? [{ name: "robots", content: "noindex, nofollow" }] : []),

    { property: "og:site_name", content: site.brandName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    { property: "og:locale", content: "en_US" },
    ...(input.publishedTime ? [{ property: "article:published_time", content: input.publishedTime }] : []),
    ...(input.modifiedTime ? [{ property: "article:modified_time", content: input.modifiedTime }] : []),

    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },

    { name: "geo.region", content: site.countryCode },
    { name: "geo.placename", content: site.city },
    { name: "geo.position", content: `${site.latitude};${site.longitude}` },
    { name: "ICBM", content: `${site.latitude}, ${site.longitude}` },

    ...structured.map((entry) => ({ "script:ld+json": entry })),
  ];
  return tags;
}
