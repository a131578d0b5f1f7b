/**
 * Runs before the other browser tests (project "<db>-fresh"), on the demo data
 * as seeded, so the dashboard's counts can be checked exactly.
 */
import { expect, test } from "@playwright/test";
import { ADMIN } from "./support/config";
import { expectNoSeriousA11yViolations, facts, signIn } from "./support/fixtures";

test("an admin sees the dashboard with the right counts and the Recent Activity card", async ({ page }, testInfo) => {
  const { counts } = facts(testInfo);
  expect(counts.blogPosts).toBeGreaterThanOrEqual(8);
  await signIn(page, ADMIN, "/admin");
  await expect(page.getByTestId("count-blogPosts")).toHaveText(String(counts.blogPosts));
  await expect(page.getByTestId("count-applications")).toHaveText(String(counts.applications));
  await expect(page.getByTestId("count-messages")).toHaveText(String(counts.messages));
  for (const label of ["Total Blog Posts", "Member Applications", "Contact Messages"]) {
    await expect(page.getByRole("main").getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Recent Activity" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { alsoRules: ["region"] });
});
