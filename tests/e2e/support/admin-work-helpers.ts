/**
 * Helpers of the Our Work and team-leader pictures browser tests
 * (admin-work*.spec.ts, admin-pictures*.spec.ts).
 */
import { randomUUID } from "node:crypto";
import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { adminSessionTest } from "./fixtures";

/** The browser tests of these screens, signed in as the admin (one sign-in per worker). */
export const test = adminSessionTest;
/** Other test runs share the machine: a save and the page after it may take a while. */
export const expect = baseExpect.configure({ timeout: 25_000 });

export type WorkKindSlug = "case-studies" | "featured-projects" | "client-logos" | "testimonials";

/** A unique, searchable name for a record made by a test. */
export function uniqueName(label: string) {
  return `E2E ${label} ${randomUUID().slice(0, 8)}`;
}

/** A real PNG image of `width` x `height` pixels, made here (no fixture files). */
export async function makePng(width = 40, height = 40, background = "#b3122f"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

/** Opens the Our Work tab of `kind`, optionally searched for `q`. */
export async function openWorkTab(page: Page, kind: WorkKindSlug, q?: string) {
  const params = new URLSearchParams({ tab: kind });
  if (q) params.set("q", q);
  await gotoHydrated(page, `/admin/work?${params}`);
}

/** The list row (table row) that contains `text`. */
export function workRow(page: Page, text: string): Locator {
  return page.locator("tbody tr[data-item-id]").filter({ hasText: text });
}

/** The id of the one `kind` record whose row contains `text`, read from the list. */
export async function workItemId(page: Page, kind: WorkKindSlug, text: string): Promise<string> {
  await openWorkTab(page, kind, text);
  const row = workRow(page, text);
  await expect(row).toHaveCount(1);
  const id = await row.getAttribute("data-item-id");
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id!;
}

/** The test server's origin (a same-site form post must carry it). */
export function siteOrigin() {
  return new URL(test.info().project.use.baseURL!).origin;
}

/** Posts a form straight to a route's action (no browser checks), as a script or an old page would. */
export async function postForm(page: Page, path: string, form: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  }
  return page.request.post(path, {
    data: body.toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: siteOrigin() },
    maxRedirects: 0,
  });
}

/** Valid fields of each kind's form, named `name` (title or name). */
export function validWorkFields(kind: WorkKindSlug, name: string): Record<string, string | string[]> {
  switch (kind) {
    case "case-studies":
      return {
        title: name,
        description: "A case study written by a test.",
        imageUrl: "/images/demo/case-studies/clean-bagmati.webp",
        imageAlt: "Volunteers clearing the Bagmati riverbank",
        readMoreLink: "#",
        tags: ["Testing"],
      };
    case "featured-projects":
      return {
        title: name,
        description: "A project written by a test.",
        imageUrl: "/images/demo/projects/indra-jatra-live.webp",
        imageAlt: "A crowd at Indra Jatra",
        category: "Testing",
      };
    case "client-logos":
      return { name, imageUrl: "/images/demo/logos/himali-handloom.svg", imageAlt: `${name} logo` };
    case "testimonials":
      return {
        name,
        position: "Tester",
        company: "E2E Company",
        testimonial: "Kind words written by a test.",
        rating: "4",
        imageSrc: "/images/demo/testimonials/pema-lama.webp",
        imageAlt: `Portrait of ${name}`,
      };
  }
}

/** Creates a record through the editor's action and returns its id. */
export async function createWorkItem(page: Page, kind: WorkKindSlug, name: string, extra: Record<string, string> = {}) {
  const response = await postForm(page, `/admin/work/${kind}/new`, { intent: "create", ...validWorkFields(kind, name), ...extra });
  expect(response.status(), await response.text()).toBe(302);
  return workItemId(page, kind, name);
}

/** The ids of the picture rows of the admin list, in the order shown. */
export async function pictureRowIds(page: Page): Promise<string[]> {
  return page.locator("tbody tr[data-testid=picture-row]").evaluateAll((rows) =>
    rows.map((row) => row.getAttribute("data-picture-id") ?? ""),
  );
}

/** The admin list row of the picture `id`. */
export function pictureRow(page: Page, id: string): Locator {
  return page.locator(`tbody tr[data-picture-id="${id}"]`);
}

/** Opens an admin screen and waits until React has taken over the page (its controls then work). */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.locator("[data-hydrated]").first().waitFor();
}

/** Reloads the page and waits for hydration. */
export async function reloadHydrated(page: Page) {
  await page.reload();
  await page.locator("[data-hydrated]").first().waitFor();
}
