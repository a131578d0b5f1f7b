import { ArrowRight, Quote } from "lucide-react";
import { Link } from "react-router";
import { pageMeta } from "~/components/site/page-meta";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { SectionHeading } from "~/components/site/section-heading";
import { ServiceCard } from "~/components/site/service-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  coreValues,
  coreValuesIntro,
  homeHero,
  homeMeta,
  joinTheMovementCta,
  serviceCards,
  whatWeDoIntro,
  whyEleven,
} from "~/content/home";
import { useSiteSettings } from "~/lib/root-data";
import type { Route } from "./+types/home";
import { contentPage } from "~/lib/hydration";
import { CallToActionBand } from "~/components/site/call-to-action";

/** A content page: no JavaScript for anonymous visitors (app/lib/hydration.ts). */
export const handle = contentPage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: homeMeta.title,
    description: homeMeta.description,
    keywords: homeMeta.keywords,
    path: "/",
  });

export default function HomePage() {
  return (
    <>
      <Hero />
      <WhatWeDo />
      <CoreValues />
      <WhyEleven />
      <CallToActionBand id="join-the-movement" cta={joinTheMovementCta} />
    </>
  );
}

function Hero() {
  const site = useSiteSettings();
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden pb-20 pt-32 sm:pb-28 sm:pt-40">
      {/* "hero-parallax" (app.css): the spec's 15 px shift, driven by scrolling in CSS. */}
      <div data-testid="hero-parallax" className="hero-parallax absolute -inset-6 -z-20" aria-hidden="true">
        <ResponsiveImage
          src={homeHero.image.src}
          alt=""
          width={1600}
          height={1000}
          sizes="100vw"
          priority
          className="size-full object-cover"
        />
      </div>
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-b from-background/90 via-background/80 to-background"
        aria-hidden="true"
      />
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <Badge variant="outline-primary" size="lg" className="mb-6 border-primary/40 bg-background/80">
          {homeHero.badge}
        </Badge>
        <h1 id="hero-heading" className="text-4xl font-extrabold leading-tight sm:text-6xl">
          {homeHero.headlineLead} <span className="text-primary">{site.brandName}</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-foreground/80 sm:text-xl">{homeHero.subtext}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={homeHero.primary.to}>
              {homeHero.primary.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="bg-background/80">
            <Link to={homeHero.secondary.to}>{homeHero.secondary.label}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function WhatWeDo() {
  return (
    <section aria-labelledby="what-we-do" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading id="what-we-do" {...whatWeDoIntro} />
      <ul className="grid gap-8 md:grid-cols-3">
        {serviceCards.map((card) => (
          <li key={card.key}>
            <ServiceCard
              title={card.title}
              description={card.description}
              icon={card.icon}
              image={card.image}
              to={card.link.to}
              linkLabel={card.link.label}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CoreValues() {
  return (
    <section aria-labelledby="core-values" className="bg-muted py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="core-values" {...coreValuesIntro} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {coreValues.map(({ title, description, icon: Icon }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span className="mb-4 flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function WhyEleven() {
  return (
    <section aria-labelledby="why-eleven" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-primary">{whyEleven.eyebrow}</p>
          <h2 id="why-eleven" className="text-3xl font-bold sm:text-4xl">
            {whyEleven.heading}
          </h2>
          <div className="mt-6 space-y-4 text-lg text-muted-foreground">
            {whyEleven.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <figure className="relative">
          <ResponsiveImage
            src={whyEleven.image.src}
            alt={whyEleven.image.alt}
            width={1600}
            height={1000}
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="aspect-[16/10] w-full rounded-2xl object-cover shadow-lg"
          />
          <blockquote className="relative -mt-16 ml-6 mr-6 rounded-xl bg-secondary p-6 text-secondary-foreground shadow-xl sm:ml-12">
            <Quote className="mb-2 size-6 opacity-80" aria-hidden="true" />
            <p className="text-lg font-medium">{whyEleven.quote.text}</p>
            <figcaption className="mt-3 text-sm opacity-90">
              {whyEleven.quote.attribution}, {whyEleven.quote.role}
            </figcaption>
          </blockquote>
        </figure>
      </div>
    </section>
  );
}
