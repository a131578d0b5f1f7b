import { ArrowRight } from "lucide-react";
import { Suspense } from "react";
import { Await, Link } from "react-router";
import { pageMeta } from "~/components/site/page-meta";
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
import {
  ourWorkClosingCta,
  ourWorkHero,
  ourWorkMeta,
  ourWorkSections,
  ourWorkStats,
  teamLeaderBlock,
  workLabels,
} from "~/content/our-work";
import { listCaseStudies } from "~/server/work/case-study-queries.server";
import { listClientLogos } from "~/server/work/client-logo-queries.server";
import { listFeaturedProjects } from "~/server/work/featured-project-queries.server";
import { listPictures } from "~/server/team/queries.server";
import { listTestimonials } from "~/server/work/testimonial-queries.server";
import { pickImageAlt } from "~/models/image";
import type { Route } from "./+types/our-work";
import { contentPage } from "~/lib/hydration";

/** A content page: no JavaScript for anonymous visitors (app/lib/hydration.ts). */
export const handle = contentPage;

/** The spec's number of featured projects on Our Work. */
const FEATURED_PROJECTS_SHOWN = 2;
/** The spec's skeleton counts while loading. */
const SKELETONS = { caseStudies: 3, testimonials: 3, featuredProjects: 2 } as const;

// One page at three addresses (/references, /work, /our-work); the canonical one is /references.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: ourWorkMeta.title,
    description: ourWorkMeta.description,
    keywords: ourWorkMeta.keywords,
    path: "/references",
  });

/** Load failures are logged and the section shows as empty; visitors see no error. */
function logged<T>(what: string, promise: Promise<T>, fallback: T): Promise<T> {
  return promise.catch((error: unknown) => {
    console.error(`[our-work] could not load ${what}:`, error);
    return fallback;
  });
}

async function teamLeaderPortrait(): Promise<{ src: string; alt: string } | null> {
  try {
    const [picture] = await listPictures({ activeOnly: true, imageType: "profile" });
    return picture ? { src: picture.imagePath, alt: picture.altText } : null;
  } catch (error) {
    console.error("[our-work] could not load the team leader's portrait:", error);
    return null;
  }
}

export async function loader() {
  // The lists are not awaited: the page streams and shows skeletons until each arrives.
  const caseStudies = logged(
    "case studies",
    listCaseStudies().then((rows) =>
      rows.map(
        (r): CaseStudyCardData => ({
          id: r.id,
          slug: r.slug,
          title: r.title,
          description: r.description,
          imageUrl: r.imageUrl,
          tags: r.tags,
          readMoreLink: r.readMoreLink,
          ...pickImageAlt(r),
        }),
      ),
    ),
    [] as CaseStudyCardData[],
  );
  const testimonials = logged(
    "testimonials",
    listTestimonials().then((rows) =>
      rows.map(
        (r): TestimonialCardData => ({
          id: r.id,
          name: r.name,
          position: r.position,
          company: r.company,
          testimonial: r.testimonial,
          rating: r.rating,
          imageSrc: r.imageSrc,
          ...pickImageAlt(r),
        }),
      ),
    ),
    [] as TestimonialCardData[],
  );
  const featuredProjects = logged(
    "featured projects",
    listFeaturedProjects({ limit: FEATURED_PROJECTS_SHOWN }).then((rows) =>
      rows.map(
        (r): ProjectCardData => ({
          id: r.id,
          slug: r.slug,
          title: r.title,
          description: r.description,
          category: r.category,
          imageUrl: r.imageUrl,
          ...pickImageAlt(r),
        }),
      ),
    ),
    [] as ProjectCardData[],
  );
  const clientLogos = logged(
    "client logos",
    listClientLogos().then((rows) => rows.map((r): ClientLogoData => ({ id: r.id, name: r.name, imageUrl: r.imageUrl, ...pickImageAlt(r) }))),
    [] as ClientLogoData[],
  );
  return { portrait: await teamLeaderPortrait(), caseStudies, testimonials, featuredProjects, clientLogos };
}

export default function OurWorkPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <Stats />
      <TeamLeader portrait={loaderData.portrait} />
      <CaseStudies caseStudies={loaderData.caseStudies} />
      <Testimonials testimonials={loaderData.testimonials} />
      <Clients clientLogos={loaderData.clientLogos} />
      <FeaturedProjects featuredProjects={loaderData.featuredProjects} />
      <ClosingCta />
    </>
  );
}

function Hero() {
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

function Stats() {
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

function TeamLeader({ portrait }: { portrait: { src: string; alt: string } | null }) {
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

function CaseStudies({ caseStudies }: { caseStudies: Promise<CaseStudyCardData[]> }) {
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

function Testimonials({ testimonials }: { testimonials: Promise<TestimonialCardData[]> }) {
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

function Clients({ clientLogos }: { clientLogos: Promise<ClientLogoData[]> }) {
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

function FeaturedProjects({ featuredProjects }: { featuredProjects: Promise<ProjectCardData[]> }) {
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

function ClosingCta() {
  const cta = ourWorkClosingCta;
  return (
    <section aria-labelledby="closing-cta" className="bg-primary py-20 text-primary-foreground">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="closing-cta" className="text-3xl font-bold sm:text-4xl">
          {cta.heading}
        </h2>
        <p className="mt-4 text-lg opacity-95">{cta.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link to={cta.primary.to}>{cta.primary.label}</Link>
          </Button>
          {cta.secondary && (
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground hover:text-primary"
            >
              <Link to={cta.secondary.to}>{cta.secondary.label}</Link>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
