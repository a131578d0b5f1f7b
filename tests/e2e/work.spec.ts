/**
 * Our Work (/references, /work, /our-work), the projects list, and the
 * project and case-study pages, on the demo content.
 */
import { expect, test, type Page } from "@playwright/test";
import { demoCaseStudies, demoFeaturedProjects, demoTestimonials } from "~/server/db/demo/work";
import { expectNoSeriousA11yViolations, jsonLd } from "./support/fixtures";
import { expectNoHorizontalScroll, expectPageMeta } from "./support/form-helpers";

/** The seeded images' descriptions (the demo content gives every image its alt text). */
const altOf = <T extends { imageAlt?: string | null }>(rows: T[], match: (row: T) => boolean) => rows.find(match)!.imageAlt!;
const PEMA_PORTRAIT = altOf(demoTestimonials, (t) => t.name === "Pema Lama");
const INDRA_JATRA_IMAGE = altOf(demoFeaturedProjects, (p) => p.title.startsWith("Indra Jatra Live"));
const CLEAN_BAGMATI_IMAGE = altOf(demoCaseStudies, (c) => c.title === "Clean Bagmati Saturdays");

// Detail pages live at readable addresses (slugs), not ids.
const SLUG = /[a-z0-9]+(?:-[a-z0-9]+)*/;
const PROJECT_LINK = new RegExp(`^/work/project/${SLUG.source}$`);
const PROJECT_URL = new RegExp(`/work/project/${SLUG.source}$`);
const CASE_STUDY_LINK = new RegExp(`^/work/case-study/${SLUG.source}$`);

/** The detail address of a demo case study, from its title link on Our Work. */
async function caseStudyPath(page: Page, title: string) {
  await page.goto("/references");
  const href = await page
    .getByRole("region", { name: "Case Studies" })
    .getByRole("link", { name: title, exact: true })
    .getAttribute("href");
  expect(href).toMatch(CASE_STUDY_LINK);
  return href!;
}

test.describe("Our Work", () => {
  for (const path of ["/references", "/work", "/our-work"]) {
    test(`${path} shows the showcase with /references as its canonical address`, async ({ page, baseURL }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expectPageMeta(page, baseURL!, {
        title: "Our Work - Case Studies, Projects & Testimonials | Ekadash Collective",
        canonicalPath: "/references",
      });
      const [organization] = await jsonLd(page);
      expect(organization).toMatchObject({ "@type": "Organization" });
      await expect(page.getByTestId("stats")).toBeVisible();
    });
  }

  test("the lists are in the server's response, after skeletons only while they load (3 case studies, 3 testimonials, 2 projects)", async ({ page }) => {
    // A fresh render (the query keeps it out of the page cache), read as a browser would receive it.
    const html = await (await page.request.get(`/references?fresh=${Date.now()}`)).text();
    const count = (testId: string) => html.split(`data-testid="${testId}"`).length - 1;
    // A list whose data is ready when the page is sent is written in place (what
    // a visitor without JavaScript and a crawler read); one still loading is sent
    // as the spec's skeletons first and streamed in after them.
    expect([0, 3]).toContain(count("case-study-skeleton"));
    expect([0, 3]).toContain(count("testimonial-skeleton"));
    expect([0, 2]).toContain(count("project-skeleton"));
    expect(count("case-study-card")).toBeGreaterThanOrEqual(3);
    expect(count("project-card")).toBe(2);
  });

  test("the meta tags are in the server's HTML", async ({ page, baseURL }) => {
    const html = await (await page.request.get("/work")).text();
    expect(html).toContain("<title>Our Work - Case Studies, Projects &amp; Testimonials | Ekadash Collective</title>");
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/references"/>`);
  });

  test("has the stats, the team leader, case studies, testimonials, clients, projects and the closing links", async ({ page }) => {
    await page.goto("/references");
    const stats = page.getByTestId("stats");
    for (const [value, label] of [
      ["11", "Team Members"],
      ["500+", "Youth Engaged"],
      ["20+", "Digital Projects"],
      ["15+", "Social Impact Initiatives"],
    ]) {
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
    }

    const leader = page.getByRole("region", { name: "Meet Our Team Leader" });
    await expect(leader.getByRole("link", { name: "Meet the team leader" })).toHaveAttribute("href", "/team-leader");

    // Case studies: cards with tags; "Read more" goes to the study's own link, or its page.
    const studies = page.getByRole("region", { name: "Case Studies" });
    await expect(studies.getByTestId("case-study-skeleton")).toHaveCount(0);
    expect(await studies.getByTestId("case-study-card").count()).toBeGreaterThanOrEqual(3);
    const bagmati = studies.getByTestId("case-study-card").filter({ hasText: "Clean Bagmati Saturdays" });
    await expect(bagmati.getByRole("listitem").filter({ hasText: "Environment" })).toBeVisible();
    const bagmatiMore = bagmati.getByRole("link", { name: /Read more/ });
    await expect(bagmatiMore).toHaveAttribute("href", "https://greenvalleyyouth.org.np/clean-bagmati");
    await expect(bagmatiMore).toHaveAttribute("target", "_blank");
    const beans = studies.getByTestId("case-study-card").filter({ hasText: "Bhaktapur Beans" });
    await expect(beans.getByRole("link", { name: /Read more/ })).toHaveAttribute("href", CASE_STUDY_LINK);

    // Testimonials: stars from the rating.
    const testimonials = page.getByRole("region", { name: "Client Testimonials" });
    expect(await testimonials.getByTestId("testimonial-card").count()).toBeGreaterThanOrEqual(4);
    const pema = testimonials.getByTestId("testimonial-card").filter({ hasText: "Pema Lama" });
    await expect(pema.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
    await expect(pema.locator('[data-filled="true"]')).toHaveCount(4);
    await expect(pema.getByRole("img", { name: PEMA_PORTRAIT })).toHaveAttribute("loading", "lazy");

    const clients = page.getByRole("region", { name: "Trusted by Local Businesses & Organisations" });
    await clients.scrollIntoViewIfNeeded();
    await expect(clients.getByRole("img", { name: "Himali Handloom" })).toBeVisible();

    // Featured projects: the two newest, each linking to its page.
    const projects = page.getByRole("region", { name: "Featured Projects" });
    await expect(projects.getByTestId("project-card")).toHaveCount(2);
    for (const link of await projects.getByTestId("project-card").getByRole("link", { name: /View project/ }).all()) {
      await expect(link).toHaveAttribute("href", PROJECT_LINK);
    }
    await expect(projects.getByRole("link", { name: "View All Projects" })).toHaveAttribute("href", "/work/projects");

    const closing = page.getByRole("region", { name: "Your Project Could Be Next" });
    await expect(closing.getByRole("link", { name: "Work With Us" })).toHaveAttribute("href", "/hire");
    await expect(closing.getByRole("link", { name: "Join The Movement" })).toHaveAttribute("href", "/join");

    // Below-the-fold pictures load lazily, with their size given.
    const firstStudyImage = studies.locator("img").first();
    await expect(firstStudyImage).toHaveAttribute("loading", "lazy");
    await expect(firstStudyImage).toHaveAttribute("width", "1600");
    await expect(firstStudyImage).toHaveAttribute("height", "1000");
    // Portraits come in the sizes they are shown at, not as the 800 px original.
    const portrait = leader.locator("img");
    await expect(portrait).toHaveAttribute("sizes", "(min-width: 640px) 224px, 192px");
    await expect(portrait).toHaveAttribute("srcset", /^\/img\/96\/\S+ 96w, \/img\/160\/\S+ 160w, \/img\/240\/\S+ 240w, .+ 800w$/);
    // A 48 px avatar: 96, 160 and 240 px variants (one to three device pixels per CSS pixel), up to 320.
    const avatar = page.getByTestId("testimonial-card").first().locator("img");
    // The newest card may be another test's (an uploaded portrait in storage): the shape is what counts.
    await expect(avatar).toHaveAttribute("sizes", "48px");
    await expect(avatar).toHaveAttribute(
      "srcset",
      /^\/img\/96\/\S+\.webp 96w, \/img\/160\/\S+ 160w, \/img\/240\/\S+ 240w, \/img\/320\/\S+ 320w$/,
    );
    // The browser picks a small variant for it, which the image route serves.
    await avatar.scrollIntoViewIfNeeded();
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/img\/(96|160)\//);
  });

  test("a portrait or logo that fails to load is replaced by the placeholder", async ({ page }) => {
    // The portrait is served resized (/img/<width>/images/...), the logo as it is.
    await page.route(/\/images\/demo\/(testimonials\/pema-lama\.webp|logos\/himali-handloom\.svg)$/, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    // Our Work sends no JavaScript: a broken picture draws its placeholder in
    // CSS (the <img>'s ::after, drawn only for a picture that failed), which
    // the browser fetches only when it draws it.
    const placeholders = new Set<string>();
    page.on("request", (request) => {
      const match = /\/images\/fallback\/(portrait|logo-placeholder)\.svg$/.exec(request.url());
      if (match) placeholders.add(match[1]!);
    });
    await page.goto("/references");
    const portrait = page.getByRole("img", { name: PEMA_PORTRAIT });
    await portrait.scrollIntoViewIfNeeded();
    await expect(portrait).toHaveAttribute("data-fallback-src", "/images/fallback/portrait.svg");
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
    const logo = page.getByRole("img", { name: "Himali Handloom" });
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toHaveAttribute("data-fallback-src", "/images/fallback/logo-placeholder.svg");
    await expect.poll(() => [...placeholders].sort()).toEqual(["logo-placeholder", "portrait"]);
    // A picture that loads draws no placeholder.
    const other = page.getByTestId("testimonial-card").filter({ hasNotText: "Pema Lama" }).first().locator("img");
    await other.scrollIntoViewIfNeeded();
    await expect.poll(() => other.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("a featured project card opens its page", async ({ page }) => {
    await page.goto("/references");
    const card = page.getByRole("region", { name: "Featured Projects" }).getByTestId("project-card").first();
    const title = (await card.getByRole("heading").textContent())!.trim();
    await card.getByRole("link", { name: title, exact: true }).click();
    await expect(page).toHaveURL(PROJECT_URL);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });

  test("has no serious accessibility problems and fits a phone screen", async ({ page }) => {
    await page.goto("/references");
    await expect(page.getByTestId("case-study-card").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/references");
    await expectNoHorizontalScroll(page);
  });
});

test.describe("All projects", () => {
  test("filters by category with chips, on the server", async ({ page, baseURL }) => {
    await page.goto("/work/projects");
    await expect(page.getByRole("heading", { level: 1, name: "All Projects" })).toBeVisible();
    await expectPageMeta(page, baseURL!, { title: "All Projects | Ekadash Collective", canonicalPath: "/work/projects" });
    const chips = page.getByRole("navigation", { name: "Filter projects by category" }).getByRole("link");
    await expect(chips.first()).toHaveText("All Projects");
    await expect(chips.first()).toHaveAttribute("aria-current", "page");
    const labels = await chips.allTextContents();
    for (const category of ["Festival", "Corporate", "Social Impact", "Education"]) expect(labels).toContain(category);
    expect(new Set(labels).size).toBe(labels.length);
    expect(await page.getByTestId("project-card").count()).toBeGreaterThanOrEqual(4);

    await chips.filter({ hasText: "Festival" }).click();
    await expect(page).toHaveURL(/\/work\/projects\?category=Festival$/);
    await expect(chips.filter({ hasText: "Festival" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("project-card").filter({ hasText: "Indra Jatra Live" })).toBeVisible();
    await expect(page.getByTestId("project-card").filter({ hasText: "Plastic-Free Tihar" })).toHaveCount(0);
    for (const card of await page.getByTestId("project-card").all()) {
      await expect(card.locator('[data-slot="badge"]')).toHaveText("Festival");
    }

    // The server filters too: the page as first sent already holds only that category.
    const html = await (await page.request.get("/work/projects?category=Corporate")).text();
    expect(html).toContain("Saathi Cooperative");
    expect(html).not.toContain("Indra Jatra Live");
  });

  test("the projects are in the server's response, after six skeleton cards only while they load", async ({ page }) => {
    const html = await (await page.request.get(`/work/projects?category=Festival&fresh=${Date.now()}`)).text();
    expect([0, 6]).toContain(html.split('data-testid="project-skeleton"').length - 1);
    expect(html).toContain("Indra Jatra Live");
  });

  test("a category without projects shows the empty state", async ({ page }) => {
    const response = await page.goto("/work/projects?category=No%20Such%20Category");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("No projects found in this category.")).toBeVisible();
    await expect(page.getByTestId("project-card")).toHaveCount(0);
    await page.getByRole("link", { name: "View all projects instead" }).click();
    await expect(page).toHaveURL(/\/work\/projects$/);
    await expect(page.getByTestId("project-card").first()).toBeVisible();
  });

  test("has no serious accessibility problems and fits a phone screen", async ({ page }) => {
    await page.goto("/work/projects");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/work/projects?category=Festival");
    await expectNoHorizontalScroll(page);
  });
});

test.describe("Project page", () => {
  test("shows the category, title, image, about, category and completion date, and a call to action", async ({ page, baseURL }) => {
    await page.goto("/work/projects?category=Festival");
    await page.getByRole("link", { name: "Indra Jatra Live: A Festival Through Young Eyes", exact: true }).click();
    await expect(page).toHaveURL(PROJECT_URL);
    const path = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Indra Jatra Live: A Festival Through Young Eyes");
    await expect(page.locator('[data-slot="badge"]').first()).toHaveText("Festival");
    await expect(page.getByRole("img", { name: INDRA_JATRA_IMAGE })).toHaveAttribute("width", "1600");
    await expect(page.getByRole("heading", { name: "About This Project" })).toBeVisible();
    await expect(page.getByText("Project Category")).toBeVisible();
    await expect(page.getByText("Completed", { exact: true })).toBeVisible();
    await expect(page.getByTestId("project-completed")).toHaveText("September 28, 2025");
    await expect(page.getByRole("main").getByRole("link", { name: /Get in touch/ })).toHaveAttribute("href", "/contact");
    await expectPageMeta(page, baseURL!, { title: /^Indra Jatra Live.* \| Ekadash Collective$/, canonicalPath: path });
    await expectNoSeriousA11yViolations(page);
  });

  for (const [kind, id] of [
    ["unknown", "00000000-0000-4000-8000-000000000000"],
    ["malformed", "not-a-uuid"],
    ["hostile", "1'%20or%20'1'='1"],
  ] as const) {
    test(`an ${kind} id answers 404 with "Project Not Found"`, async ({ page }) => {
      const response = await page.goto(`/work/project/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Project Not Found" })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await page.getByRole("main").getByRole("link", { name: "Back to Our Work" }).click();
      await expect(page).toHaveURL(/\/work$/);
    });
  }
});

test.describe("Case study page", () => {
  test("shows tags, title, image, description, the fixed sections and the project website", async ({ page, baseURL }) => {
    const path = await caseStudyPath(page, "Clean Bagmati Saturdays");
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clean Bagmati Saturdays");
    const tags = page.getByRole("list", { name: "Tags" });
    for (const tag of ["Social Impact", "Environment", "Community", "Volunteering"]) {
      await expect(tags.getByText(tag, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("img", { name: CLEAN_BAGMATI_IMAGE })).toBeVisible();
    await expect(page.getByText(/26 clean-ups, more than 600 volunteers/)).toBeVisible();
    for (const heading of ["The Challenge", "Our Solution", "The Results"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const visit = page.getByRole("link", { name: /Visit Project Website/ });
    await expect(visit).toHaveAttribute("href", "https://greenvalleyyouth.org.np/clean-bagmati");
    await expect(visit).toHaveAttribute("rel", /noopener/);
    await expectPageMeta(page, baseURL!, { title: "Clean Bagmati Saturdays | Ekadash Collective", canonicalPath: path });
    await expectNoSeriousA11yViolations(page);
  });

  test('a study whose link is "#" has no "Visit Project Website"', async ({ page }) => {
    const path = await caseStudyPath(page, "Brewing a Community for Bhaktapur Beans Café");
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brewing a Community for Bhaktapur Beans Café");
    await expect(page.getByRole("heading", { name: "The Results" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Visit Project Website/ })).toHaveCount(0);
  });

  for (const [kind, id] of [
    ["unknown", "00000000-0000-4000-8000-000000000000"],
    ["malformed", "12345"],
  ] as const) {
    test(`an ${kind} id answers 404 with "Case Study Not Found"`, async ({ page }) => {
      const response = await page.goto(`/work/case-study/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Case Study Not Found" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoHorizontalScroll(page);
    });
  }
});
