import { ArrowLeft, CheckCircle2, ExternalLink } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { pageMeta } from "~/components/site/page-meta";
import { isExternalLink, Tags } from "~/components/site/work-cards";
import { Button } from "~/components/ui/button";
import { caseStudyDetailCopy } from "~/content/our-work";
import { slugPath } from "~/models/slug";
import { hasProjectLink } from "~/models/work-display";
import { getCaseStudy, getCaseStudyBySlug } from "~/server/work/case-study-queries.server";
import { resolveAddress } from "~/server/kernel/slugs.server";
import { imageAltText, pickImageAlt, shareImageAlt } from "~/models/image";
import type { Route } from "./+types/case-study";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { contentPage } from "~/lib/hydration";

/** A content page: no JavaScript for anonymous visitors (app/lib/hydration.ts). */
export const handle = contentPage;

function summary(text: string, max = 160) {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export const meta: Route.MetaFunction = (args) => {
  const study = args.loaderData?.caseStudy;
  if (!study) {
    return pageMeta(args, {
      title: caseStudyDetailCopy.notFound.heading,
      description: caseStudyDetailCopy.notFound.text,
      path: args.location.pathname,
      noIndex: true,
    });
  }
  return pageMeta(args, {
    title: study.title,
    description: summary(study.description),
    keywords: [...study.tags, "case study", "Kathmandu"],
    path: slugPath["case-study"](study.slug),
    image: study.imageUrl,
    imageAlt: shareImageAlt(study, study.title),
    type: "article",
  });
};

/**
 * The case study at its slug; the old id address and old slugs redirect
 * permanently to it (slugs.server.ts). Anything else is a 404 with the
 * "Case Study Not Found" view.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const found = await resolveAddress("case-study", params.id, { bySlug: getCaseStudyBySlug, byId: getCaseStudy });
  if (found && "moved" in found) return redirect(`${slugPath["case-study"](found.moved)}${new URL(request.url).search}`, 301);
  const study = found?.item;
  if (!study) return data({ caseStudy: null }, { status: 404 });
  return {
    caseStudy: {
      id: study.id,
      slug: study.slug,
      title: study.title,
      description: study.description,
      imageUrl: study.imageUrl,
      ...pickImageAlt(study),
      tags: study.tags,
      // Only a real link (set and not "#") is offered as "Visit Project Website".
      projectLink: hasProjectLink(study.readMoreLink) ? study.readMoreLink.trim() : null,
    },
  };
}

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { caseStudy: study } = loaderData;
  if (!study) return <NotFound />;
  const copy = caseStudyDetailCopy;
  const external = study.projectLink !== null && isExternalLink(study.projectLink);
  return (
    <article className="pb-20 pt-28 sm:pt-32">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <Link
          to={copy.backLink.to}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {copy.backLink.label}
        </Link>
        <header className="mt-6">
          <Tags tags={study.tags} />
          <h1 className="mt-4 text-4xl font-extrabold leading-tight sm:text-5xl">{study.title}</h1>
        </header>
        <ResponsiveImage
          src={study.imageUrl}
          alt={imageAltText(study, study.title)}
          width={1600}
          height={1000}
          sizes="(min-width: 56rem) 56rem, 100vw"
          priority
          className="mt-8 aspect-[16/10] w-full rounded-2xl bg-muted object-cover shadow-lg"
        />
        <p className="mt-10 whitespace-pre-line text-lg leading-relaxed text-foreground/85">{study.description}</p>

        <div className="mt-12 space-y-10">
          {[copy.challenge, copy.solution].map((section) => (
            <section key={section.heading} aria-labelledby={slug(section.heading)}>
              <h2 id={slug(section.heading)} className="text-2xl font-bold sm:text-3xl">
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 text-lg leading-relaxed text-muted-foreground">
                {section.paragraphs.map((p) => (
                  <p key={p.slice(0, 32)}>{p}</p>
                ))}
              </div>
            </section>
          ))}
          <section aria-labelledby={slug(copy.results.heading)} className="rounded-2xl bg-accent/60 p-6 sm:p-8">
            <h2 id={slug(copy.results.heading)} className="text-2xl font-bold sm:text-3xl">
              {copy.results.heading}
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-relaxed text-foreground/85">
              {copy.results.paragraphs.map((p) => (
                <p key={p.slice(0, 32)}>{p}</p>
              ))}
            </div>
            <ul className="mt-6 space-y-3">
              {copy.results.points.map((point) => (
                <li key={point} className="flex items-start gap-3">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>

        {study.projectLink && (
          <div className="mt-12">
            <Button asChild size="lg">
              {external ? (
                <a href={study.projectLink} target="_blank" rel="noopener noreferrer">
                  {copy.visitLabel}
                  <ExternalLink aria-hidden="true" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <Link to={study.projectLink}>{copy.visitLabel}</Link>
              )}
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}

function slug(text: string) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

function NotFound() {
  const copy = caseStudyDetailCopy.notFound;
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-4 pb-16 pt-32 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">{copy.heading}</h1>
      <p className="max-w-md text-muted-foreground">{copy.text}</p>
      <Button asChild>
        <Link to={copy.link.to}>{copy.link.label}</Link>
      </Button>
    </div>
  );
}
