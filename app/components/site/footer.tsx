import { Mail, MapPin, Phone } from "lucide-react";
import { mailtoHref } from "~/lib/mailto";
import { Link } from "react-router";
import { siteOpeningHoursText } from "~/config/site";
import { footerCopy, footerLegalLinks, footerQuickLinks, socialNetworkNames } from "~/content/navigation";
import { useSiteSettings } from "~/lib/root-data";
import { Logo } from "./logo";
import { FacebookIcon, InstagramIcon, LinkedinIcon } from "./social-icons";

export function Footer() {
  const site = useSiteSettings();
  const socials = [
    { label: socialNetworkNames.instagram, href: site.instagramUrl, icon: InstagramIcon },
    { label: socialNetworkNames.facebook, href: site.facebookUrl, icon: FacebookIcon },
    { label: socialNetworkNames.linkedin, href: site.linkedinUrl, icon: LinkedinIcon },
  ];
  return (
    <footer className="border-t bg-secondary text-secondary-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4 lg:col-span-1">
          <Logo className="text-secondary-foreground" />
          <p className="text-sm text-secondary-foreground/85">{footerCopy.tagline}</p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="mb-4 text-base font-semibold">
            {footerCopy.quickLinksHeading}
          </h2>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-secondary-foreground/85 hover:text-secondary-foreground hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="mb-4 text-base font-semibold">{footerCopy.contactHeading}</h2>
          <address className="space-y-3 text-sm not-italic text-secondary-foreground/85">
            <p className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                {site.streetAddress}, {site.city} {site.postalCode}, {site.countryName}
              </span>
            </p>
            <p className="flex items-center gap-2">
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              <a href={`tel:${site.phone.replace(/[^+\d]/g, "")}`} className="hover:underline">
                {site.phone}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <a href={mailtoHref(site.email)} className="hover:underline">
                {site.email}
              </a>
            </p>
            <p>{siteOpeningHoursText(site)}</p>
          </address>
        </div>

        <div>
          <h2 className="mb-4 text-base font-semibold">{footerCopy.followHeading}</h2>
          <ul className="flex gap-3">
            {socials.map(({ label, href, icon: Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={`${label} (opens in a new tab)`}
                  className="flex size-10 items-center justify-center rounded-full bg-secondary-foreground/10 transition-colors hover:bg-secondary-foreground/20"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-secondary-foreground/85">@{site.socialHandle}</p>
        </div>
      </div>
      <div className="border-t border-secondary-foreground/15">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-secondary-foreground/85 sm:flex-row sm:px-6 lg:px-8">
          <p>{footerCopy.rights(site.brandName, new Date().getFullYear())}</p>
          <ul className="flex gap-4">
            {footerLegalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-secondary-foreground hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
