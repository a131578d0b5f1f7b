/**
 * Fills an empty database with the demo content shipped in app/server/db/demo,
 * so a fresh `npm start` shows a complete site. "Empty" means no content in
 * any content table: a site whose staff deleted the demo posts is not
 * re-seeded. No user or password is ever created here.
 */
import { sql } from "drizzle-orm";
import { demoContent } from "~/server/db/demo";
import { queryRows, type Database } from "./client.server";
import {
  blogPosts,
  caseStudies,
  clientLogos,
  featuredProjects,
  teamLeaderPictures,
  testimonials,
} from "./schema";

export async function isContentEmpty(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ empty: boolean }>(db, sql`
    select not (
      exists (select 1 from blog_posts) or exists (select 1 from case_studies) or
      exists (select 1 from featured_projects) or exists (select 1 from testimonials) or
      exists (select 1 from client_logos) or exists (select 1 from team_leader_pictures)
    ) as empty`);
  return Boolean(row?.empty);
}

/** Seeds when the content tables are empty. Returns whether it did. */
export async function seedDemoContent(db: Database): Promise<boolean> {
  if (!(await isContentEmpty(db))) return false;
  await db.transaction(async (tx) => {
    await tx.insert(blogPosts).values(demoContent.blogPosts);
    await tx.insert(caseStudies).values(demoContent.caseStudies);
    await tx.insert(featuredProjects).values(demoContent.featuredProjects);
    await tx.insert(testimonials).values(demoContent.testimonials);
    await tx.insert(clientLogos).values(demoContent.clientLogos);
    await tx.insert(teamLeaderPictures).values(demoContent.teamLeaderPictures);
  });
  return true;
}
