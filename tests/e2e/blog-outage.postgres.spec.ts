/**
 * The blog when its posts cannot be loaded: PostgreSQL only (like
 * work-slow-database), because the failure is made from outside the server:
 * the test holds a lock on the posts table so the page's query waits, then
 * cancels that waiting query, which fails inside the server as a real
 * database error would.
 */
import { expect, test } from "@playwright/test";
import pg from "pg";
import { facts, toast } from "./support/fixtures";

test("a blog that cannot load shows the error state, not the empty search result", async ({ page }, testInfo) => {
  // Waiting for the page's query to reach the lock can take a while on a busy machine.
  test.setTimeout(90_000);
  const { databaseUrl } = facts(testInfo);
  expect(databaseUrl, "the PostgreSQL test server records its database").toBeTruthy();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let opened: Promise<unknown> | undefined;
  try {
    await client.query("begin");
    await client.query("lock table blog_posts in access exclusive mode");
    // A search keeps the page out of the page cache; the query waits on the lock.
    opened = page.goto(`/blog?q=outage-${Date.now()}`);
    // Cancel the server's queries that wait for this lock (and nothing else).
    await expect
      .poll(
        async () => {
          const { rows } = await client.query<{ canceled: boolean }>(
            `select pg_cancel_backend(pid) as canceled
               from pg_stat_activity
              where pg_backend_pid() = any(pg_blocking_pids(pid))`,
          );
          return rows.length;
        },
        { timeout: 60_000 },
      )
      .toBeGreaterThan(0);
  } finally {
    await client.query("commit");
    await client.end();
  }
  await opened;

  await expect(page.getByRole("heading", { name: "The articles could not be loaded" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to load blog posts. Please try again later." })).toBeVisible();
  await expect(toast(page, "Error", "Failed to load blog posts. Please try again later.")).toBeVisible();
  await expect(page.getByText("No posts found")).toHaveCount(0);
  await expect(page.getByText("Try adjusting your search or category filter")).toHaveCount(0);
  // "Try again" asks for the same view once more, and now it loads.
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "No posts found" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "The articles could not be loaded" })).toHaveCount(0);
});
