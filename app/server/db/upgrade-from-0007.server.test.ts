/**
 * Upgrading a site from migration 0007 (slug columns present, all null) to
 * 0008 (the readable addresses, decision 0027), with data in it: every post, project
 * and case study gets a unique slug from its title, in place, by the same
 * rule as the app's slugify for Latin and Nepali titles; emoji-only titles get
 * the kind's word; duplicates get "-2", "-3" without colliding with a title
 * that already reads like a suffixed one or with a recorded old address; the
 * columns become NOT NULL; running again changes nothing.
 *
 * Rows are written with raw SQL: the Drizzle schema is the newest one.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slugify } from "~/models/slug";
import { queryRows, type DatabaseHandle } from "./client.server";
import { migrateDatabase } from "./migrate.server";
import { testDatabaseKinds } from "../testing/databases.server";
import { openDatabaseAtMigration } from "../testing/migrations.server";

const LONG_TITLE = `A very long title ${"about monsoon light ".repeat(8)}that goes on`;

// Titles in the order they were written (created_at), so "the oldest keeps the slug" is testable.
const POST_TITLES = [
  "Shooting in Monsoon Light",
  "Shooting in monsoon light!", // same slug as the first: gets -2
  "Shooting in Monsoon Light 2", // reads like that suffixed slug, so gets its own suffix
  "नेपाली शीर्षक: हाम्रो काम।",
  "Café à la Thamel — don't miss it",
  "🎉🎉",
  "🚀 ✨",
  "Taken old", // "taken-old" is an old address already (slug_redirects)
  LONG_TITLE,
  LONG_TITLE,
];
const PROJECT_TITLES = ["Tihar Lights Campaign", "Tihar lights campaign", "दशैं अभियान", "???"];
const CASE_STUDY_TITLES = ["Café Growth Story", "बजार कथा", "", "Café growth story"];

const OLD_ENTITY = "0b5c3c1e-8a2f-4a57-9d5e-1a2b3c4d5e99";

function quote(text: string) {
  return `'${text.replace(/'/g, "''")}'`;
}

function at(i: number) {
  return quote(`2026-0${1 + Math.floor(i / 28)}-${String(1 + (i % 28)).padStart(2, "0")} 04:00:00+00`);
}

const ROWS = [
  ...POST_TITLES.map(
    (title, i) =>
      `insert into blog_posts (title, excerpt, content, author, published, created_at) values (${quote(title)}, 'x', 'y', 'E', true, ${at(i)})`,
  ),
  ...PROJECT_TITLES.map(
    (title, i) =>
      `insert into featured_projects (title, description, category, image_url, created_at) values (${quote(title)}, 'd', 'c', '/p.webp', ${at(i)})`,
  ),
  ...CASE_STUDY_TITLES.map(
    (title, i) =>
      `insert into case_studies (title, description, image_url, created_at) values (${quote(title)}, 'd', '/c.webp', ${at(i)})`,
  ),
  `insert into slug_redirects (kind, slug, entity_id) values ('blog', 'taken-old', '${OLD_ENTITY}')`,
];

type Slugged = { id: string; title: string; slug: string | null };

async function rows(handle: DatabaseHandle, table: string): Promise<Slugged[]> {
  return queryRows<Slugged>(handle.db, sql.raw(`select id, title, slug from ${table} order by created_at, id`));
}

for (const kind of testDatabaseKinds()) {
  describe(`upgrading a site from migration 0007 to 0008 (slugs) on ${kind}`, () => {
    let handle: DatabaseHandle;
    let dispose: () => Promise<void>;
    let before: { posts: Slugged[] };

    beforeAll(async () => {
      const opened = await openDatabaseAtMigration(kind, 7);
      handle = opened.handle;
      dispose = opened.dispose;
      for (const statement of ROWS) await handle.db.execute(sql.raw(statement));
      before = { posts: await rows(handle, "blog_posts") };
      await migrateDatabase(handle);
    });
    afterAll(() => dispose?.());

    it("starts from rows without slugs", () => {
      expect(before.posts).toHaveLength(POST_TITLES.length);
      expect(before.posts.every((p) => p.slug === null)).toBe(true);
    });

    it("gives every post a unique slug from its title, as slugify does", async () => {
      const posts = await rows(handle, "blog_posts");
      expect(posts.map((p) => p.id)).toEqual(before.posts.map((p) => p.id));
      const longSlug = slugify(LONG_TITLE);
      expect(posts.map((p) => p.slug)).toEqual([
        "shooting-in-monsoon-light",
        "shooting-in-monsoon-light-2",
        "shooting-in-monsoon-light-2-2",
        "नेपाली-शीर्षक-हाम्रो-काम",
        "cafe-a-la-thamel-dont-miss-it",
        "post",
        "post-2",
        "taken-old-2",
        longSlug,
        `${longSlug.slice(0, 78).replace(/-+$/, "")}-2`,
      ]);
      // The SQL rule is the app's rule for these titles.
      for (const i of [0, 3, 4, 8]) expect(posts[i]!.slug).toBe(slugify(POST_TITLES[i]!));
      for (const post of posts) expect(Array.from(post.slug!).length).toBeLessThanOrEqual(80);
    });

    it("gives projects and case studies their slugs too", async () => {
      expect((await rows(handle, "featured_projects")).map((p) => p.slug)).toEqual([
        "tihar-lights-campaign",
        "tihar-lights-campaign-2",
        "दशैं-अभियान",
        "project",
      ]);
      expect((await rows(handle, "case_studies")).map((p) => p.slug)).toEqual([
        "cafe-growth-story",
        "बजार-कथा",
        "case-study",
        "cafe-growth-story-2",
      ]);
    });

    it("makes the slug required and keeps it unique", async () => {
      await expect(
        handle.db.execute(sql.raw(`insert into blog_posts (title, excerpt, content, author) values ('No slug', 'x', 'y', 'E')`)),
      ).rejects.toThrow();
      await expect(
        handle.db.execute(
          sql.raw(`insert into featured_projects (title, description, category, image_url, slug) values ('T', 'd', 'c', '/p', 'tihar-lights-campaign')`),
        ),
      ).rejects.toThrow();
      const [redirect] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from slug_redirects`);
      expect(redirect!.n).toBe(1);
    });

    it("is a no-op when run again", async () => {
      const once = await rows(handle, "blog_posts");
      await migrateDatabase(handle);
      expect(await rows(handle, "blog_posts")).toEqual(once);
    });
  });
}
