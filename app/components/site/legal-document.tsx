import { Mail, MapPin, Phone } from "lucide-react";
import { mailtoHref } from "~/lib/mailto";
import type { LegalDocument } from "~/content/legal";
import { useSiteSettings } from "~/lib/root-data";

/** The contact block a legal section asks for: e-mail, phone and address from the site settings. */
function ContactDetails() {
  const site = useSiteSettings();
  return (
    <address data-testid="legal-contact" className="not-italic">
      <p className="font-semibold text-foreground">{site.brandName}</p>
      <ul className="mt-3 space-y-2">
        <li className="flex items-center gap-2">
          <Mail className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="sr-only">Email: </span>
          <a href={mailtoHref(site.email)} className="text-primary underline underline-offset-4">
            {site.email}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Phone className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="sr-only">Phone: </span>
          <a href={`tel:${site.phone.replace(/[^+\d]/g, "")}`} className="text-primary underline underline-offset-4">
            {site.phone}
          </a>
        </li>
        <li className="flex items-start gap-2">
          <MapPin className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="sr-only">Address: </span>
          <span>
            {site.streetAddress}, {site.city} {site.postalCode}, {site.region}, {site.countryName}
          </span>
        </li>
      </ul>
    </address>
  );
}

/** A Privacy Policy or Terms of Service page: title, date, intro, numbered sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 pb-20 pt-28 sm:px-6 sm:pt-32">
      <header className="border-b pb-8">
        <h1 className="text-4xl font-extrabold sm:text-5xl">{document.title}</h1>
        <p className="mt-4 text-sm font-medium text-muted-foreground">Last Updated: {document.lastUpdated}</p>
      </header>
      <div className="mt-8 space-y-4 text-lg leading-relaxed text-foreground/90">
        {document.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      {document.sections.map((section) => (
        <section
          key={section.heading}
          aria-labelledby={headingId(section.heading)}
          className="mt-10 space-y-4 leading-relaxed text-foreground/90"
        >
          <h2 id={headingId(section.heading)} className="text-2xl font-bold text-foreground">
            {section.heading}
          </h2>
          {section.paragraphs?.map((paragraph) => <p key={paragraph.slice(0, 40)}>{paragraph}</p>)}
          {section.list && (
            <ul className="list-disc space-y-2 pl-6 marker:text-primary">
              {section.list.map((item) => (
                <li key={item.slice(0, 40)}>{item}</li>
              ))}
            </ul>
          )}
          {section.after?.map((paragraph) => <p key={paragraph.slice(0, 40)}>{paragraph}</p>)}
          {section.showContactDetails && <ContactDetails />}
        </section>
      ))}
    </article>
  );
}

function headingId(heading: string) {
  return `section-${heading.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;
}
