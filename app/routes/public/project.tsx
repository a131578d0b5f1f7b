import { ArrowLeft, ArrowRight, CalendarCheck, Tag } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { pageMeta } from "~/components/site/page-meta";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { projectDetailCopy, projectsPageCopy, workLabels } from "~/content/our-work";
import { slugPath } from "~/models/slug";
import { getFeaturedProject, getFeaturedProjectBySlug } from "~/server/work/featured-project-queries.server";
import { resolveAddress } from "~/server/kernel/slugs.server";
import { imageAltText, pickImageAlt, shareImageAlt } from "~/models/image";
import type { Route } from "./+types/project";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { formatLongDate } from "~/lib/time/instants";
import { contentPage } from "~/lib/hydration";

/** A content page: no JavaScript for anonymous visitors (app/lib/hydration.ts). */
export const handle = contentPage;

function summary(text: string, max = 160) {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export const meta: Route.MetaFunction = (args) => {
  const project = args.loaderData?.project;
  if (!project) {
    return pageMeta(args, {
      title: projectDetailCopy.notFound.heading,
      description: projectDetailCopy.notFound.text,
      path: args.location.pathname,
      noIndex: true,
    });
  }
  return pageMeta(args, {
    title: project.title,
    description: summary(project.description),
    keywords: [project.category, "project", "Kathmandu", "youth collective"],
    path: slugPath.project(project.slug),
    image: project.imageUrl,
    imageAlt: shareImageAlt(project, project.title),
  });
};

/**
 * The project at its slug; the old id address and old slugs redirect
 * permanently to it (slugs.server.ts). Anything else is a 404 with the
 * "Project Not Found" view.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const found = await resolveAddress("project", params.id, { bySlug: getFeaturedProjectBySlug, byId: getFeaturedProject });
  if (found && "moved" in found) return redirect(`${slugPath.project(found.moved)}${new URL(request.url).search}`, 301);
  const project = found?.item;
  if (!project) return data({ project: null }, { status: 404 });
  return {
    project: {
      id: project.id,
      slug: project.slug,
      title: project.title,
      description: project.description,
      category: project.category,
      imageUrl: project.imageUrl,
      ...pickImageAlt(project),
      completed: formatLongDate(project.createdAt),
    },
  };
}

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project } = loaderData;
  if (!project) return <NotFound />;
  const copy = projectDetailCopy;
  return (
    <article className="pb-20 pt-28 sm:pt-32">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <Link
          to={projectsPageCopy.backLink.to}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {projectsPageCopy.backLink.label}
        </Link>
        <header className="mt-6">
          <Badge>{project.category}</Badge>
          <h1 className="mt-4 text-4xl font-extrabold leading-tight sm:text-5xl">{project.title}</h1>
        </header>
        <ResponsiveImage
          src={project.imageUrl}
          alt={imageAltText(project, project.title)}
          width={1600}
          height={1000}
          sizes="(min-width: 64rem) 64rem, 100vw"
          priority
          className="mt-8 aspect-[16/10] w-full rounded-2xl bg-muted object-cover shadow-lg"
        />
        <div className="mt-12 grid gap-10 lg:grid-cols-[2fr_1fr]">
          <section aria-labelledby="about-project">
            <h2 id="about-project" className="text-2xl font-bold sm:text-3xl">
              {copy.aboutHeading}
            </h2>
            <p className="mt-4 whitespace-pre-line text-lg leading-relaxed text-foreground/85">{project.description}</p>
          </section>
          <aside aria-label={workLabels.projectFacts} className="h-fit rounded-xl border bg-card p-6 shadow-sm">
            <dl className="space-y-5">
              <div>
                <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
                  <Tag className="size-4" aria-hidden="true" />
                  {copy.categoryLabel}
                </dt>
                <dd className="mt-1 text-lg font-semibold">{project.category}</dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
                  <CalendarCheck className="size-4" aria-hidden="true" />
                  {copy.completedLabel}
                </dt>
                <dd className="mt-1 text-lg font-semibold" data-testid="project-completed">
                  {project.completed}
                </dd>
              </div>
            </dl>
          </aside>
        </div>
        <section aria-labelledby="project-cta" className="mt-16 rounded-2xl bg-secondary p-8 text-center text-secondary-foreground sm:p-12">
          <h2 id="project-cta" className="text-2xl font-bold sm:text-3xl">
            {copy.cta.heading}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl opacity-90">{copy.cta.text}</p>
          <Button asChild size="lg" variant="outline" className="mt-6 border-secondary-foreground bg-transparent text-secondary-foreground hover:bg-secondary-foreground hover:text-secondary">
            <Link to={copy.cta.link.to}>
              {copy.cta.link.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </section>
      </div>
    </article>
  );
}

function NotFound() {
  const copy = projectDetailCopy.notFound;
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
