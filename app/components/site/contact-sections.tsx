/** The Contact page's sections beside its form (routes/public/contact.tsx assembles them). */
import { mailtoHref } from "~/lib/mailto";
import { Mail, MapPin, MapPinned, Phone } from "lucide-react";
import { FacebookIcon, InstagramIcon, LinkedinIcon } from "~/components/site/social-icons";
import { findUs, getInTouch } from "~/content/contact";
import { useSiteSettings } from "~/lib/root-data";
import { socialNetworkNames } from "~/content/navigation";

const FIND_US_ANCHOR = "find-us";

export function GetInTouch() {
  const site = useSiteSettings();
  const copy = getInTouch;
  const details = [
    { icon: Mail, label: copy.emailLabel, value: site.email, href: mailtoHref(site.email) },
    { icon: Phone, label: copy.phoneLabel, value: site.phone, href: `tel:${site.phone.replace(/[^+\d]/g, "")}` },
    {
      icon: MapPin,
      label: copy.locationLabel,
      value: `${site.streetAddress}, ${site.city}, ${site.countryName}`,
    },
  ];
  // Placeholders: the icons point at this page's Find Us section, not at the networks.
  const socials = [
    { name: socialNetworkNames.instagram, icon: InstagramIcon },
    { name: socialNetworkNames.facebook, icon: FacebookIcon },
    { name: socialNetworkNames.linkedin, icon: LinkedinIcon },
  ];
  return (
    <section aria-labelledby="get-in-touch" className="space-y-8">
      <div>
        <h2 id="get-in-touch" className="text-2xl font-bold sm:text-3xl">
          {copy.heading}
        </h2>
        <p className="mt-3 text-muted-foreground">{copy.intro}</p>
      </div>
      <ul className="space-y-5">
        {details.map(({ icon: Icon, label, value, href }) => (
          <li key={label} className="flex items-start gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm font-medium text-muted-foreground">{label}</p>
              {href ? (
                <a href={href} className="font-semibold underline-offset-4 hover:text-primary hover:underline">
                  {value}
                </a>
              ) : (
                <p className="font-semibold">{value}</p>
              )}
            </div>
          </li>
        ))}
      </ul>
      <div>
        <p className="text-sm font-medium text-muted-foreground">{copy.socialLabel}</p>
        <ul className="mt-3 flex gap-3">
          {socials.map(({ name, icon: Icon }) => (
            <li key={name}>
              <a
                href={`#${FIND_US_ANCHOR}`}
                aria-label={name}
                className="flex size-11 items-center justify-center rounded-full border bg-card text-foreground transition-colors hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <Icon className="size-5" />
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted-foreground">{copy.replyPromise}</p>
      </div>
    </section>
  );
}

export function FindUs() {
  return (
    <section id={FIND_US_ANCHOR} aria-labelledby="find-us-heading" className="scroll-mt-20 bg-muted py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2 id="find-us-heading" className="text-2xl font-bold sm:text-3xl">
          {findUs.heading}
        </h2>
        <div className="mt-6 flex min-h-64 flex-col items-center justify-center gap-4 rounded-2xl border-2 border-dashed border-border bg-card p-8 text-center">
          <MapPinned className="size-10 text-primary" aria-hidden="true" />
          <p className="max-w-md text-muted-foreground">{findUs.placeholder}</p>
          <address className="not-italic">
            <span className="block text-sm font-medium text-muted-foreground">{findUs.sampleAddressLabel}</span>
            {findUs.sampleAddress.map((line) => (
              <span key={line} className="block font-semibold">
                {line}
              </span>
            ))}
          </address>
        </div>
      </div>
    </section>
  );
}
