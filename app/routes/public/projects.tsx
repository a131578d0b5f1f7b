import { ArrowLeft } from "lucide-react";
import { Suspense } from "react";
import { Await, Link } from "react-router";
import { pageMeta } from "~/components/site/page-meta";
import { ProjectCard, SkeletonGrid, type ProjectCardData } from "~/components/site/work-cards";
import { projectsPageCopy, ourWorkSections, workLabels } from "~/content/our-work";
import { cn } from "~/lib/utils";
import { MAX_LENGTH } from "~/models/limits";
import { featuredProjectCategories, listFeaturedProjects } from "~/server/work/featured-project-queries.server";
import { pickImageAlt } from "~/models/image";
import type { Route } from "./+types/projects";
import { contentPage } from "~/lib/hydration";

/** A content page: no JavaScript for anonymous visitors (app/lib/hydration.ts). */
export const handle = contentPage;

/** The spec's six skeleton cards while the list loads. */
const SKELETON_COUNT = 6;
const PROJECTS_PATH = "/work/projects";
/** Cards in the first row on a wide screen: their images are above the fold. */
const FIRST_ROW = 3;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: projectsPageCopy.meta.title,
    description: projectsPageCopy.meta.description,
    keywords: projectsPageCopy.meta.keywords,
    path: PROJECTS_PATH,
  });

/** The ?category= filter: trimmed, empty means all; anything too long cannot be a category. */
function categoryFrom(request: Request): string | undefined {
  const value = new URL(request.url).searchParams.get("category")?.trim();
  if (!value) return undefined;
  return value.slice(0, MAX_LENGTH.category + 1);
}

export async function loader({ request }: Route.LoaderArgs) {
  const category = categoryFrom(request);
  let categories: string[] = [];
  try {
    categories = await featuredProjectCategories();
  } catch (error) {
    console.error("[projects] could not load the categories:", error);
  }
  // Not awaited: six skeleton cards show until the list streams in.
  const projects = listFeaturedProjects({ category })
    .then((rows) =>
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
    )
    .catch((error: unknown) => {
      console.error("[projects] could not load the projects:", error);
      return [] as ProjectCardData[];
    });
  return { category: category ?? null, categories, projects };
}

const grid = "grid gap-8 md:grid-cols-2 lg:grid-cols-3";

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  const { category, categories, projects } = loaderData;
  const copy = projectsPageCopy;
  const chips: { label: string; to: string; active: boolean }[] = [
    { label: copy.allFilterLabel, to: PROJECTS_PATH, active: category === null },
    ...categories.map((c) => ({
      label: c,
      to: `${PROJECTS_PATH}?${new URLSearchParams({ category: c })}`,
      active: c === category,
    })),
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-28 sm:px-6 sm:pt-32 lg:px-8">
      <Link
        to={copy.backLink.to}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {copy.backLink.label}
      </Link>
      <header className="mt-6 max-w-3xl">
        <h1 className="text-4xl font-extrabold sm:text-5xl">{copy.heading}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{copy.intro}</p>
      </header>

      <nav aria-label={workLabels.projectFilter} className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.to}>
              <Link
                to={chip.to}
                preventScrollReset
                aria-current={chip.active ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  chip.active
                    ? "border-primary bg-primary text-primary-foreground"
                    : "border-input bg-background hover:bg-accent hover:text-accent-foreground",
                )}
              >
                {chip.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-label={category ? `${category} projects` : "All projects"} className="mt-10">
        <Suspense
          key={category ?? ""}
          fallback={<SkeletonGrid count={SKELETON_COUNT} kind="project" className={grid} label={workLabels.loadingProjects} />}
        >
          <Await resolve={projects}>
            {(list) =>
              list.length === 0 ? (
                <div className="rounded-xl border border-dashed bg-muted/50 px-6 py-12 text-center">
                  <p className="text-muted-foreground">{copy.emptyText}</p>
                  <Link
                    to={copy.emptyLink.to}
                    className="mt-4 inline-block font-medium text-primary underline underline-offset-4"
                  >
                    {copy.emptyLink.label}
                  </Link>
                </div>
              ) : (
                <ul className={grid}>
                  {list.map((project, index) => (
                    <li key={project.id}>
                      <ProjectCard
                        project={project}
                        linkLabel={ourWorkSections.featuredProjects.viewProjectLabel}
                        priority={index < FIRST_ROW}
                      />
                    </li>
                  ))}
                </ul>
              )
            }
          </Await>
        </Suspense>
      </section>
    </div>
  );
}
