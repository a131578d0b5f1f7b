import { pageMeta } from "~/components/site/page-meta";
import { teamLeaderMeta } from "~/content/founder";
import { pickTeamLeaderPictures } from "~/lib/team-leader-pictures";
import { listPictures } from "~/server/team/queries.server";
import type { Route } from "./+types/team-leader";
import { contentPage } from "~/lib/hydration";
import { Hero, About, Skills, Achievements, Vision, Projects, Contact } from "~/components/site/team-leader-sections";

/** A content page: no JavaScript for anonymous visitors (app/lib/hydration.ts). */
export const handle = contentPage;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: teamLeaderMeta.title,
    description: teamLeaderMeta.description,
    keywords: teamLeaderMeta.keywords,
    path: "/team-leader",
    type: "profile",
    ...(args.loaderData?.profile
      ? { image: args.loaderData.profile.src, imageAlt: args.loaderData.profile.alt }
      : {}),
  });

/** Active pictures only, in display order. A failed fetch shows no pictures (spec). */
export async function loader() {
  try {
    return pickTeamLeaderPictures(await listPictures({ activeOnly: true }));
  } catch (error) {
    console.error("[team-leader] failed to load pictures:", error);
    return pickTeamLeaderPictures([]);
  }
}

export default function TeamLeaderPage({ loaderData }: Route.ComponentProps) {
  const { profile: portrait, projects: projectPictures } = loaderData;
  return (
    <>
      <Hero portrait={portrait} />
      <About />
      <Skills />
      <Achievements />
      <Vision />
      <Projects pictures={projectPictures} />
      <Contact />
    </>
  );
}

