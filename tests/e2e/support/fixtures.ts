/**
 * Helpers shared by the browser tests.
 */
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type TestInfo } from "@playwright/test";
import { ADMIN, e2eStateDir, factsFile, type DbKind, type E2EFacts } from "./config";

export type Account = { email: string; password: string };

/** The database the current project runs against ("pglite-fresh" -> "pglite"). */
export function dbOf(testInfo: TestInfo): DbKind {
  return testInfo.project.name.replace(/-fresh$/, "") as DbKind;
}

export function facts(testInfo: TestInfo): E2EFacts {
  return JSON.parse(fs.readFileSync(factsFile(dbOf(testInfo)), "utf8")) as E2EFacts;
}

/** Signs in through the real /auth form and waits for the redirect. */
export async function signIn(page: Page, account: Account, expectedPath: string | RegExp) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(expectedPath);
}

/**
 * `test` with every page signed in as ADMIN: each worker signs in once through
 * the real /auth form and its tests reuse that session (fewer sign-ins, each a
 * password hash). The session file is removed when the worker ends.
 */
export const adminSessionTest = base.extend<object, { adminStorageState: string }>({
  adminStorageState: [
    async ({ browser }, use, workerInfo) => {
      const file = path.join(e2eStateDir, `admin-${workerInfo.project.name}-${process.pid}-${workerInfo.workerIndex}.json`);
      fs.mkdirSync(e2eStateDir, { recursive: true });
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL });
      await signIn(page, ADMIN, /\/admin$/);
      await page.context().storageState({ path: file });
      await page.close();
      await use(file);
      fs.rmSync(file, { force: true });
    },
    { scope: "worker", timeout: 120_000 },
  ],
  storageState: ({ adminStorageState }, use) => use(adminStorageState),
});

/**
 * Fails on serious or critical axe findings, and on any finding of `alsoRules`
 * (the admin screens pass ["region"]: all their content is inside landmarks).
 */
export async function expectNoSeriousA11yViolations(page: Page, { alsoRules = [] }: { alsoRules?: string[] } = {}) {
  // Entrance animations (staggered fade-ups) pass through low opacity; axe
  // would measure contrast mid-fade. Wait for every finite animation to end
  // (scroll-driven ones, the header and the hero, follow the scroll position
  // and never "end").
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.timeline === document.timeline && a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical" || alsoRules.includes(v.id),
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/** Reads the page's JSON-LD blocks. */
export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

/**
 * A sonner toast with the given title and, when given, that text too. Several
 * toasts can be on screen at once (the last one's may still be there), so a
 * check names the one it expects by both.
 */
export function toast(page: Page, title: string | RegExp, text?: string | RegExp) {
  const titled = page.locator("[data-sonner-toast]").filter({ hasText: title });
  return text === undefined ? titled : titled.filter({ hasText: text });
}
