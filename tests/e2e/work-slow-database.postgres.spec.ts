/**
 * Our Work on a slow database: PostgreSQL only (playwright.config.ts runs
 * *.postgres.spec.ts on that project alone), because the test holds a lock
 * from outside the server, which the embedded database, living inside the
 * server process, cannot be given.
 */
import { expect, test } from "@playwright/test";
import pg from "pg";
import { MEMBER } from "./support/config";
import { facts, signIn } from "./support/fixtures";

// Headless Chromium's user agent counts as a crawler, and crawlers get each
// page whole (app/entry.server.tsx); a phone's gets it streamed.
test.describe("Our Work for a visitor on a phone", () => {
  test.use({ userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36" });

  test("signed in (the page hydrates): sees the spec's skeletons while the lists load, then the lists in their place", async ({ page }, testInfo) => {
    const { databaseUrl } = facts(testInfo);
    expect(databaseUrl, "the PostgreSQL test server records its database").toBeTruthy();
    // Only a page that hydrates streams its sections (decision 0028): a signed-in person's.
    await signIn(page, MEMBER, "/");
    // Holding the three tables makes the lists' queries wait, as on a slow database.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query("begin");
      await client.query("lock table case_studies, testimonials, featured_projects in access exclusive mode");
      // A fresh render (the query keeps it out of the page cache); the page cannot finish loading yet.
      await page.goto(`/references?slow=${Date.now()}`, { waitUntil: "commit" });
      // Well within the server's 5 s stream timeout: the page came before its lists.
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 3_000 });
      await expect(page.getByTestId("case-study-skeleton")).toHaveCount(3);
      await expect(page.getByTestId("testimonial-skeleton")).toHaveCount(3);
      await expect(page.getByTestId("project-skeleton")).toHaveCount(2);
      await expect(page.getByTestId("case-study-skeleton").first()).toBeVisible();
      await expect(page.getByTestId("case-study-card")).toHaveCount(0);
    } finally {
      await client.query("commit");
      await client.end();
    }
    await expect(page.getByTestId("case-study-skeleton")).toHaveCount(0);
    await expect(page.getByTestId("testimonial-skeleton")).toHaveCount(0);
    await expect(page.getByTestId("project-skeleton")).toHaveCount(0);
    await expect(page.getByTestId("case-study-card").nth(2)).toBeVisible();
    await expect(page.getByTestId("testimonial-card").nth(2)).toBeVisible();
    await expect(page.getByTestId("project-card")).toHaveCount(2);
  });

  test("anonymous (no JavaScript on Our Work): gets the page whole once the lists are read, with no skeleton and no script", async ({ page }, testInfo) => {
    const { databaseUrl } = facts(testInfo);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let opened: ReturnType<typeof page.goto> | undefined;
    try {
      await client.query("begin");
      await client.query("lock table case_studies, testimonials, featured_projects in access exclusive mode");
      opened = page.goto(`/references?slow=${Date.now()}`);
      // Released once the page's queries are waiting for the lock.
      const waiting = new pg.Client({ connectionString: databaseUrl });
      await waiting.connect();
      try {
        await expect
          .poll(async () => Number((await waiting.query("select count(*) as n from pg_locks where not granted")).rows[0].n))
          .toBeGreaterThan(0);
      } finally {
        await waiting.end();
      }
    } finally {
      await client.query("commit");
      await client.end();
    }
    const response = await opened!;
    const html = await response!.text();
    expect(html).not.toContain('data-testid="case-study-skeleton"');
    expect(html).not.toMatch(/<script\b(?![^>]*type="(application\/ld\+json|speculationrules)")/);
    await expect(page.getByTestId("case-study-card").nth(2)).toBeVisible();
    await expect(page.getByTestId("testimonial-card").nth(2)).toBeVisible();
    await expect(page.getByTestId("project-card")).toHaveCount(2);
  });
});
