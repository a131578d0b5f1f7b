/** The Work With Us page's sections around its booking form (routes/public/hire.tsx assembles them). */
import { mailtoHref } from "~/lib/mailto";
import { ArrowDown, AtSign, ChevronDownIcon, Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { SectionHeading } from "~/components/site/section-heading";
import { Button } from "~/components/ui/button";
import { faqIntro, faqItems, hireContactBlock, hireHero, processIntro, processSteps, stepLabel } from "~/content/hire";
import { siteOpeningHoursText } from "~/config/site";
import { useSiteSettings } from "~/lib/root-data";
import { ResponsiveImage } from "~/components/site/responsive-image";

export const BOOKING_ANCHOR = "book";

export function Hero() {
  return (
    <section aria-labelledby="hire-heading" className="relative isolate overflow-hidden pb-20 pt-32 sm:pb-24 sm:pt-40">
      <ResponsiveImage
        src={hireHero.image.src}
        alt={hireHero.image.alt}
        width={1600}
        height={1000}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-background/90 via-background/85 to-background" aria-hidden="true" />
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-primary">{hireHero.eyebrow}</p>
        <h1 id="hire-heading" className="text-4xl font-extrabold leading-tight sm:text-6xl">
          {hireHero.heading}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-foreground/80 sm:text-xl">{hireHero.intro}</p>
        <Button asChild size="lg" className="mt-10">
          <a href={`#${BOOKING_ANCHOR}`}>
            {hireHero.cta}
            <ArrowDown aria-hidden="true" />
          </a>
        </Button>
      </div>
    </section>
  );
}

export function Process() {
  return (
    <section aria-labelledby="process-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading id="process-heading" eyebrow={processIntro.eyebrow} heading={processIntro.heading} intro={processIntro.intro} />
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {processSteps.map(({ step, title, description, icon: Icon }) => (
          <li key={step} className="relative rounded-xl border bg-card p-6 shadow-sm">
            <span
              className="absolute right-5 top-5 flex size-9 items-center justify-center rounded-full bg-primary font-display text-sm font-bold text-primary-foreground"
              aria-hidden="true"
            >
              {String(step).padStart(2, "0")}
            </span>
            <span className="mb-4 flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="text-lg font-semibold">
              <span className="sr-only">{stepLabel(step)}</span>
              {title}
            </h3>
            <p className="mt-2 text-muted-foreground">{description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The questions are native <details>: they open with a click, Enter or
 * Space, with or without JavaScript, and load no script. The shared `name`
 * makes them exclusive, one answer open at a time, as the accordion was.
 */
export function Faq() {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
      <SectionHeading id="faq-heading" eyebrow={faqIntro.eyebrow} heading={faqIntro.heading} intro={faqIntro.intro} />
      <div className="rounded-xl border bg-card px-6 shadow-sm">
        {faqItems.map((item) => (
          <details key={item.question} name="faq" className="group border-b last:border-b-0">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-left text-base font-medium transition-all outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
              <h3>{item.question}</h3>
              <ChevronDownIcon
                aria-hidden="true"
                className="pointer-events-none size-4 shrink-0 translate-y-0.5 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
              />
            </summary>
            <div className="pt-0 pb-4 text-base text-muted-foreground">{item.answer}</div>
          </details>
        ))}
      </div>
    </section>
  );
}

export function ContactBlock() {
  const site = useSiteSettings();
  const c = hireContactBlock;
  const items = [
    { icon: Phone, label: c.phoneLabel, value: site.phone, href: `tel:${site.phone.replace(/[^+\d]/g, "")}` },
    { icon: Mail, label: c.emailLabel, value: site.email, href: mailtoHref(site.email) },
    { icon: MapPin, label: c.cityLabel, value: `${site.city}, ${site.countryName}` },
    { icon: AtSign, label: c.socialLabel, value: `@${site.socialHandle}`, href: site.instagramUrl, external: true },
    { icon: Clock, label: c.hoursLabel, value: siteOpeningHoursText(site) },
  ];
  return (
    <section aria-labelledby="hire-contact" className="bg-secondary py-20 text-secondary-foreground">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="hire-contact" className="text-3xl font-bold sm:text-4xl">
            {c.heading}
          </h2>
          <p className="mt-4 text-lg opacity-90">{c.intro}</p>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map(({ icon: Icon, label, value, href, external }) => (
            <li key={label} className="flex items-start gap-4 rounded-xl bg-secondary-foreground/10 p-5">
              <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <div>
                <p className="text-sm opacity-80">{label}</p>
                {href ? (
                  <a
                    href={href}
                    className="font-semibold underline-offset-4 hover:underline"
                    {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  >
                    {value}
                    {external && <span className="sr-only">{c.newTab}</span>}
                  </a>
                ) : (
                  <p className="font-semibold">{value}</p>
                )}
              </div>
            </li>
          ))}
          <li className="flex items-start gap-4 rounded-xl bg-secondary-foreground/10 p-5">
            <MessageCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p className="font-semibold">{c.replyPromise}</p>
          </li>
        </ul>
      </div>
    </section>
  );
}
