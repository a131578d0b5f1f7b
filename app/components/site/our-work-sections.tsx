/**
 * The Our Work page's sections (routes/public/our-work.tsx assembles them):
 * the words from app/content/our-work.ts, the lists staff manage, each
 * streamed in behind its skeleton.
 */
import { ArrowRight } from "lucide-react";
import { Suspense } from "react";
import { Await, Link } from "react-router";
import { SectionHeading } from "~/components/site/section-heading";
import {
  CaseStudyCard,
  ClientLogo,
  EmptyMessage,
  FallbackImage,
  ProjectCard,
  SkeletonGrid,
  TestimonialCard,
  type CaseStudyCardData,
  type ClientLogoData,
  type ProjectCardData,
  type TestimonialCardData,
} from "~/components/site/work-cards";
import { Button } from "~/components/ui/button";
import { fallbackImages } from "~/content/common";
import { ourWorkHero, ourWorkSections, ourWorkStats, teamLeaderBlock, workLabels } from "~/content/our-work";

/** The spec's skeleton counts while loading. */
const SKELETONS = { caseStudies: 3, testimonials: 3, featuredProjects: 2 } as const;

export function Hero() {
  return (
    <section aria-labelledby="our-work-heading" className="bg-gradient-to-b from-accent/60 to-background pb-12 pt-32 sm:pt-40">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <p className="mb-3 text-sm font-semibold uppercase tracking-wider text-primary">{ourWorkHero.eyebrow}</p>
        <h1 id="our-work-heading" className="text-4xl font-extrabold leading-tight sm:text-5xl">
          {ourWorkHero.heading}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">{ourWorkHero.intro}</p>
      </div>
    </section>
  );
}

export function Stats() {
  return (
    <section aria-label={workLabels.stats} className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <dl data-testid="stats" className="grid grid-cols-2 gap-4 rounded-2xl bg-secondary p-6 text-secondary-foreground shadow-lg sm:p-8 lg:grid-cols-4">
        {ourWorkStats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center text-center">
            <dt className="mt-1 text-sm opacity-90 sm:text-base">{stat.label}</dt>
            <dd className="font-display text-3xl font-extrabold sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function TeamLeader({ portrait }: { portrait: { src: string; alt: string } | null }) {
  const block = teamLeaderBlock;
  return (
    <section aria-labelledby="team-leader" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <div className="grid items-center gap-10 rounded-2xl border bg-card p-6 shadow-sm sm:p-10 md:grid-cols-[auto_1fr]">
        <FallbackImage
          src={portrait?.src ?? fallbackImages.portrait}
          fallback={fallbackImages.portrait}
          alt={portrait?.alt ?? `Portrait of ${block.name}`}
          width={800}
          height={800}
          sizes="(min-width: 640px) 224px, 192px"
          maxWidth={800}
          loading="lazy"
          decoding="async"
          className="mx-auto size-48 rounded-full border-4 border-accent object-cover shadow-md sm:size-56"
        />
        <div>
          <h2 id="team-leader" className="text-3xl font-bold sm:text-4xl">
            {block.heading}
          </h2>
          <p className="mt-3 text-lg font-semibold">
            {block.name} <span className="font-normal text-muted-foreground">- {block.role}</span>
          </p>
          <p className="mt-4 text-muted-foreground">{block.text}</p>
          <Button asChild className="mt-6">
            <Link to={block.link.to}>
              {block.link.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

const threeColumns = "grid gap-8 md:grid-cols-2 lg:grid-cols-3";

export function CaseStudies({ caseStudies }: { caseStudies: Promise<CaseStudyCardData[]> }) {
  const copy = ourWorkSections.caseStudies;
  return (
    <section aria-labelledby="case-studies" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
      <SectionHeading id="case-studies" heading={copy.heading} intro={copy.intro} />
      <Suspense
        fallback={
          <SkeletonGrid count={SKELETONS.caseStudies} kind="case-study" className={threeColumns} label={workLabels.loadingCaseStudies} />
        }
      >
        <Await resolve={caseStudies}>
          {(list) =>
            list.length === 0 ? (
              <EmptyMessage>{copy.emptyText}</EmptyMessage>
            ) : (
              <ul className={threeColumns}>
                {list.map((study) => (
                  <li key={study.id}>
                    <CaseStudyCard study={study} readMoreLabel={copy.readMoreLabel} />
                  </li>
                ))}
              </ul>
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}

export function Testimonials({ testimonials }: { testimonials: Promise<TestimonialCardData[]> }) {
  const copy = ourWorkSections.testimonials;
  return (
    <section aria-labelledby="testimonials" className="bg-muted py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials" eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
        <Suspense
          fallback={
            <SkeletonGrid
              count={SKELETONS.testimonials}
              kind="testimonial"
              withImage={false}
              className={threeColumns}
              label={workLabels.loadingTestimonials}
            />
          }
        >
          <Await resolve={testimonials}>
            {(list) =>
              list.length === 0 ? (
                <EmptyMessage>{copy.emptyText}</EmptyMessage>
              ) : (
                <ul className={threeColumns}>
                  {list.map((t) => (
                    <li key={t.id}>
                      <TestimonialCard testimonial={t} />
                    </li>
                  ))}
                </ul>
              )
            }
          </Await>
        </Suspense>
      </div>
    </section>
  );
}

export function Clients({ clientLogos }: { clientLogos: Promise<ClientLogoData[]> }) {
  const copy = ourWorkSections.clients;
  const grid = "grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6";
  return (
    <section aria-labelledby="clients" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading id="clients" eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
      <Suspense
        fallback={
          <div role="status" aria-busy="true" className={grid}>
            <span className="sr-only">{workLabels.loadingClientLogos}</span>
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="h-24 animate-pulse rounded-xl bg-foreground/10" />
            ))}
          </div>
        }
      >
        <Await resolve={clientLogos}>
          {(list) =>
            list.length === 0 ? null : (
              <ul className={grid}>
                {list.map((logo) => (
                  <li key={logo.id}>
                    <ClientLogo logo={logo} />
                  </li>
                ))}
              </ul>
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}

export function FeaturedProjects({ featuredProjects }: { featuredProjects: Promise<ProjectCardData[]> }) {
  const copy = ourWorkSections.featuredProjects;
  const grid = "grid gap-8 md:grid-cols-2";
  return (
    <section aria-labelledby="featured-projects" className="bg-muted py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="featured-projects" heading={copy.heading} intro={copy.intro} />
        <Suspense
          fallback={
            <SkeletonGrid count={SKELETONS.featuredProjects} kind="project" className={grid} label={workLabels.loadingFeaturedProjects} />
          }
        >
          <Await resolve={featuredProjects}>
            {(list) =>
              list.length === 0 ? (
                <EmptyMessage>{copy.emptyText}</EmptyMessage>
              ) : (
                <ul className={grid}>
                  {list.map((project) => (
                    <li key={project.id}>
                      <ProjectCard project={project} linkLabel={copy.viewProjectLabel} />
                    </li>
                  ))}
                </ul>
              )
            }
          </Await>
        </Suspense>
        <div className="mt-10 text-center">
          <Button asChild size="lg" variant="outline">
            <Link to={copy.viewAll.to}>
              {copy.viewAll.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
