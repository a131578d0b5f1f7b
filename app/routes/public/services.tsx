import { ArrowRight, CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { pageMeta } from "~/components/site/page-meta";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { Button } from "~/components/ui/button";
import {
  initiatives,
  servicesFuture,
  servicesHero,
  servicesMeta,
  skillsExchangeIntro,
  skillsExchangeItems,
  type Initiative,
  servicesLabels,
} from "~/content/services";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/services";
import { contentPage } from "~/lib/hydration";
import { CallToActionBand } from "~/components/site/call-to-action";

/** A content page: no JavaScript for anonymous visitors (app/lib/hydration.ts). */
export const handle = contentPage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: servicesMeta.title,
    description: servicesMeta.description,
    keywords: servicesMeta.keywords,
    path: "/services",
  });

export default function ServicesPage() {
  return (
    <>
      <Hero />
      <nav aria-label={servicesLabels.initiativesNav} className="border-y bg-background">
        <ul className="mx-auto flex max-w-7xl flex-wrap justify-center gap-x-6 gap-y-2 px-4 py-4 text-sm font-medium sm:px-6 lg:px-8">
          {initiatives.map((initiative) => (
            <li key={initiative.id}>
              <a href={`#${initiative.id}`} className="text-foreground/80 underline-offset-4 hover:text-primary hover:underline">
                {initiative.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {initiatives.map((initiative, index) => (
        <InitiativeBlock key={initiative.id} initiative={initiative} reversed={index % 2 === 1} />
      ))}
      <SkillsExchange />
      <CallToActionBand id="future-heading" cta={servicesFuture} boxed />
    </>
  );
}

function Hero() {
  return (
    <section aria-labelledby="services-heading" className="relative isolate overflow-hidden pb-20 pt-32 sm:pb-24 sm:pt-40">
      <ResponsiveImage
        src={servicesHero.image.src}
        alt={servicesHero.image.alt}
        width={1600}
        height={1000}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-b from-background/90 via-background/85 to-background"
        aria-hidden="true"
      />
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-primary">{servicesHero.eyebrow}</p>
        <h1 id="services-heading" className="text-4xl font-extrabold leading-tight sm:text-6xl">
          {servicesHero.heading}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-foreground/80 sm:text-xl">{servicesHero.intro}</p>
        <div className="mt-10 flex justify-center">
          <Button asChild size="lg">
            <Link to={servicesHero.cta.to}>
              {servicesHero.cta.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function InitiativeBlock({ initiative, reversed }: { initiative: Initiative; reversed: boolean }) {
  const Icon = initiative.icon;
  const headingId = `${initiative.id}-heading`;
  return (
    <section
      id={initiative.id}
      aria-labelledby={headingId}
      // The fixed header is 64px tall: land anchor links below it.
      className={cn("scroll-mt-20 py-20", reversed && "bg-muted")}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className={cn(reversed && "lg:order-2")}>
          <div className="mb-4 flex items-center gap-3">
            <span className="flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <p className="text-sm font-semibold uppercase tracking-wider text-primary">{initiative.eyebrow}</p>
          </div>
          <h2 id={headingId} className="text-3xl font-bold sm:text-4xl">
            {initiative.title}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{initiative.intro}</p>
          <h3 className="mt-8 text-lg font-semibold">{initiative.featuresHeading}</h3>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {initiative.features.map((feature) => (
              <li key={feature} className="flex gap-3">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={cn(reversed && "lg:order-1")}>
          <ResponsiveImage
            src={initiative.image.src}
            alt={initiative.image.alt}
            width={1600}
            height={1000}
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="aspect-[16/10] w-full rounded-2xl object-cover shadow-lg"
          />
        </div>
      </div>
    </section>
  );
}

function SkillsExchange() {
  return (
    <section aria-labelledby="skills-exchange" className="bg-secondary py-20 text-secondary-foreground">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto mb-12 max-w-3xl text-center">
          {skillsExchangeIntro.eyebrow && (
            <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-secondary-foreground/85">
              {skillsExchangeIntro.eyebrow}
            </p>
          )}
          <h2 id="skills-exchange" className="text-3xl font-bold sm:text-4xl">
            {skillsExchangeIntro.heading}
          </h2>
          <p className="mt-4 text-lg text-secondary-foreground/90">{skillsExchangeIntro.intro}</p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {skillsExchangeItems.map(({ title, description, icon: Icon }) => (
            <li key={title} className="rounded-xl border border-secondary-foreground/15 bg-secondary-foreground/5 p-6">
              <span className="mb-4 flex size-12 items-center justify-center rounded-lg bg-secondary-foreground/10">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-secondary-foreground/90">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
