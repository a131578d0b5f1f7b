import { pageMeta } from "~/components/site/page-meta";
import { type CaseStudyCardData, type ClientLogoData, type ProjectCardData, type TestimonialCardData } from "~/components/site/work-cards";
import { ourWorkClosingCta, ourWorkMeta } from "~/content/our-work";
import { listCaseStudies } from "~/server/work/case-study-queries.server";
import { listClientLogos } from "~/server/work/client-logo-queries.server";
import { listFeaturedProjects } from "~/server/work/featured-project-queries.server";
import { listPictures } from "~/server/team/queries.server";
import { listTestimonials } from "~/server/work/testimonial-queries.server";
import { pickImageAlt } from "~/models/image";
import type { Route } from "./+types/our-work";
import { contentPage } from "~/lib/hydration";
import { CallToActionBand } from "~/components/site/call-to-action";
import { Hero, Stats, TeamLeader, CaseStudies, Testimonials, Clients, FeaturedProjects } from "~/components/site/our-work-sections";

/** A content page: no JavaScript for anonymous visitors (app/lib/hydration.ts). */
export const handle = contentPage;

/** The spec's number of featured projects on Our Work. */
const FEATURED_PROJECTS_SHOWN = 2;

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
      <CallToActionBand id="closing-cta" cta={ourWorkClosingCta} />
    </>
  );
}

