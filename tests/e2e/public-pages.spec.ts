/**
 * Services, team leader, Privacy Policy and Terms of Service pages, and
 * robots.txt: their sections and texts, the server-rendered meta tags, the
 * anchors, the managed pictures (active only, in display order) and
 * accessibility.
 */
import { expect, test } from "@playwright/test";
import { founderProfile } from "~/content/founder";
import { initiatives, skillsExchangeItems } from "~/content/services";
import { demoTeamLeaderPictures } from "~/server/db/demo/team-leader-pictures";
import { watchScripts } from "../../scripts/page-scripts";
import { ADMIN } from "./support/config";
import { expectNoSeriousA11yViolations, signIn } from "./support/fixtures";
import {
  createTeamLeaderPicture,
  deleteTeamLeaderPicture,
  expectPageMeta,
  withServerHtml,
} from "./support/public-helpers";

// The machine is shared with other test runs: leave room beyond the default 30 s.
test.describe.configure({ timeout: 60_000 });

const BRAND = "Ekadash Collective";
/** The public header is fixed and 64px tall. */
const HEADER_HEIGHT = 64;

test.describe("Services page", () => {
  test("renders the hero, the three initiatives, the skills grid and the future section", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ideas with roots, work with reach");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Work With Us" }).first()).toHaveAttribute("href", "/hire");

    for (const id of ["marketing", "impact", "content"]) {
      const block = page.locator(`section#${id}`);
      await expect(block).toHaveCount(1);
      await expect(block.getByRole("heading", { level: 2 })).toHaveText(initiatives.find((i) => i.id === id)!.title);
      await expect(block.getByRole("listitem")).toHaveCount(6);
    }
    await expect(page.locator("section#marketing")).toContainText("Social media strategy and a monthly content calendar");

    await expect(page.getByRole("heading", { level: 2, name: "Skills Exchange & Growth" })).toBeVisible();
    const skills = page.locator('section[aria-labelledby="skills-exchange"]').getByRole("heading", { level: 3 });
    await expect(skills).toHaveText([
      "App Development",
      "Digital Art",
      "Skills Exchange",
      "Youth Mentorship",
      "Entrepreneurial Ventures",
      "Emotional Intelligence",
    ]);
    expect(skillsExchangeItems).toHaveLength(6);

    const future = page.locator('section[aria-labelledby="future-heading"]');
    await expect(future.getByRole("heading", { level: 2 })).toHaveText("Building the Future, Together");
    await expect(future.getByRole("link", { name: "Work With Us" })).toHaveAttribute("href", "/hire");
    await expect(future.getByRole("link", { name: "Read Our Stories" })).toHaveAttribute("href", "/blog");
  });

  test("links from Home land on the initiative, below the fixed header", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Learn more about Social Impact Projects" }).click();
    await expect(page).toHaveURL("/services#impact");
    const heading = page.locator("#impact-heading");
    await expect(heading).toBeInViewport();
    await expect
      .poll(async () => (await heading.boundingBox())?.y ?? -1, { message: "heading top below the header" })
      .toBeGreaterThanOrEqual(HEADER_HEIGHT);

    // A fresh load of an anchor address does the same.
    await page.goto("/services#content");
    await expect(page.locator("#content-heading")).toBeInViewport();
    await expect
      .poll(async () => (await page.locator("#content-heading").boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(HEADER_HEIGHT);
  });

  test("opens at the top when navigated to", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL("/services");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("sets the meta tags on the server", async ({ browser, baseURL }) => {
    await withServerHtml(browser, baseURL, "/services", async (page, status) => {
      expect(status).toBe(200);
      await expectPageMeta(page, baseURL!, {
        title: `Services - Marketing, Social Impact & Content | ${BRAND}`,
        description: "Marketing and promotion for local businesses",
        canonical: `${baseURL}/services`,
      });
      await expect(page.locator("section#impact")).toBeAttached();
    });
  });

  test("has no serious accessibility violations, on desktop and mobile", async ({ page }) => {
    test.slow();
    await page.goto("/services");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(page);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe("Team leader page", () => {
  test("renders the founder's profile", async ({ page }) => {
    await page.goto("/team-leader");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(founderProfile.name);
    await expect(page.getByText(founderProfile.role).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "About Aarohi" })).toBeVisible();
    await expect(page.getByText(founderProfile.bio[0]!)).toBeVisible();

    for (const item of founderProfile.education) {
      await expect(page.getByRole("heading", { level: 3, name: item.qualification })).toBeVisible();
    }
    const interests = page.getByRole("list", { name: "Areas of Interest" }).getByRole("listitem");
    await expect(interests).toHaveText(founderProfile.interests);

    // Skill bars are meters with their percentage.
    const meters = page.getByRole("meter");
    await expect(meters).toHaveCount(founderProfile.skills.length);
    for (const skill of founderProfile.skills) {
      const meter = page.getByRole("meter", { name: skill.name });
      await expect(meter).toHaveAttribute("aria-valuenow", String(skill.level));
      await expect(meter).toHaveAttribute("aria-valuetext", `${skill.level}%`);
      await expect(page.getByText(`${skill.level}%`, { exact: true }).first()).toBeVisible();
    }

    for (const achievement of founderProfile.achievements) {
      await expect(page.getByRole("heading", { level: 3, name: achievement.title })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "My Vision" })).toBeVisible();
    await expect(page.locator("blockquote").filter({ hasText: founderProfile.vision.quote })).toBeVisible();

    // Personal projects open in a new tab, safely.
    for (const project of founderProfile.projects) {
      const link = page.getByRole("link", { name: new RegExp(project.linkLabel) });
      await expect(link).toHaveAttribute("href", project.href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }

    // Contact and social links.
    const connect = page.locator('section[aria-labelledby="connect-heading"]');
    await expect(connect.getByRole("heading", { name: "Let's Connect" })).toBeVisible();
    await expect(connect.getByRole("link", { name: /hello@ekadash\.org\.np/ })).toHaveAttribute(
      "href",
      "mailto:hello@ekadash.org.np",
    );
    await expect(connect.getByRole("link", { name: /Send a message/ })).toHaveAttribute("href", "/contact");
    for (const social of founderProfile.socialLinks) {
      const link = connect.getByRole("link", { name: new RegExp(`^${social.label}`) });
      await expect(link).toHaveAttribute("href", social.href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  });

  test("shows the managed pictures: active ones only, in display order", async ({ page, baseURL }) => {
    test.slow();
    const demoProfile = demoTeamLeaderPictures.find((p) => p.imageType === "profile")!;
    const demoProjects = demoTeamLeaderPictures
      .filter((p) => p.imageType === "project" && p.isActive)
      .sort((a, b) => a.displayOrder! - b.displayOrder!);

    await page.goto("/team-leader");
    // Shown through the responsive image route (/img/<width>/<path>).
    await expect(page.getByTestId("profile-picture")).toHaveAttribute("src", new RegExp(`${demoProfile.imagePath}$`));
    await expect(page.getByTestId("profile-picture")).toHaveAttribute("alt", demoProfile.altText);
    const gallery = page.getByTestId("project-pictures").locator("figure");
    await expect(gallery.locator("img")).toHaveCount(demoProjects.length);
    const sources = await gallery.locator("img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src") ?? ""));
    expect(sources.map((src) => src.replace(/^\/img\/\d+/, ""))).toEqual(demoProjects.map((p) => p.imagePath));
    await expect(gallery.locator("figcaption")).toHaveText(demoProjects.map((p) => p.description!));
    await expect(gallery.locator("img").first()).toHaveAttribute("loading", "lazy");

    // Add pictures through the admin: a hidden portrait placed first, a hidden
    // project picture, and an active project picture placed before the others.
    await signIn(page, ADMIN, "/admin");
    const tag = Math.random().toString(36).slice(2, 8);
    const created: string[] = [];
    try {
      created.push(
        await createTeamLeaderPicture(page.request, baseURL!, {
          imageType: "profile",
          altText: `E2E hidden portrait ${tag}`,
          displayOrder: 0,
          isActive: false,
        }),
        await createTeamLeaderPicture(page.request, baseURL!, {
          imageType: "project",
          altText: `E2E hidden project ${tag}`,
          description: "Must not be shown",
          displayOrder: 0,
          isActive: false,
        }),
        await createTeamLeaderPicture(page.request, baseURL!, {
          imageType: "project",
          altText: `E2E first project ${tag}`,
          description: `Shown first ${tag}`,
          displayOrder: 0,
          isActive: true,
        }),
      );

      await page.goto("/team-leader");
      await expect(page.getByTestId("profile-picture")).toHaveAttribute("alt", demoProfile.altText);
      await expect(page.getByAltText(`E2E hidden portrait ${tag}`)).toHaveCount(0);
      await expect(page.getByAltText(`E2E hidden project ${tag}`)).toHaveCount(0);
      await expect(page.getByText("Must not be shown")).toHaveCount(0);
      expect(await gallery.locator("img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")))).toEqual([
        `E2E first project ${tag}`,
        ...demoProjects.map((p) => p.altText),
      ]);
      await expect(gallery.first().locator("figcaption")).toHaveText(`Shown first ${tag}`);
    } finally {
      for (const id of created) await deleteTeamLeaderPicture(page.request, baseURL!, id);
    }
  });

  test("sets the meta tags on the server", async ({ browser, baseURL }) => {
    await withServerHtml(browser, baseURL, "/team-leader", async (page, status) => {
      expect(status).toBe(200);
      await expectPageMeta(page, baseURL!, {
        title: `Aarohi Maharjan - Founder & Team Leader | ${BRAND}`,
        description: "Meet Aarohi Maharjan",
        canonical: `${baseURL}/team-leader`,
        ogType: "profile",
        ogImage: `${baseURL}/images/demo/team-leader/profile.webp`,
      });
    });
  });

  test("has no serious accessibility violations, on desktop and mobile", async ({ page }) => {
    test.slow();
    await page.goto("/team-leader");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe("Legal pages", () => {
  test("the Privacy Policy shows its date, sections and the contact details", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByText("Last Updated: May 19, 2025")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "1. Information We Collect" })).toBeVisible();
    await expect(page.getByText("Newsletter sign-ups: your e-mail address.")).toBeVisible();
    const contact = page.getByTestId("legal-contact");
    await expect(contact).toHaveCount(1);
    await expect(contact.getByRole("link", { name: "hello@ekadash.org.np" })).toHaveAttribute("href", "mailto:hello@ekadash.org.np");
    await expect(contact).toContainText("+977 980-1234567");
    await expect(contact).toContainText("Kathmandu");
  });

  test("the Terms of Service give 30 days notice and Nepal as governing law", async ({ page }) => {
    await page.goto("/terms-of-service");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await expect(page.getByText("Last Updated: May 19, 2025")).toBeVisible();
    await expect(page.getByText(/at least 30 days notice before they take effect/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "12. Governing Law" })).toBeVisible();
    await expect(page.getByText(/These Terms are governed by the laws of Nepal\./)).toBeVisible();
    await expect(page.getByText(/40% advance payment/)).toBeVisible();
    await expect(page.getByTestId("legal-contact")).toContainText("hello@ekadash.org.np");
  });

  for (const [path, title, description] of [
    ["/privacy-policy", "Privacy Policy", "How Ekadash Collective collects, uses and protects"],
    ["/terms-of-service", "Terms of Service", "The terms that apply when you use the Ekadash Collective website"],
  ] as const) {
    test(`${path} sets the meta tags on the server and passes axe`, async ({ page, browser, baseURL }) => {
      test.slow();
      await withServerHtml(browser, baseURL, path, async (html, status) => {
        expect(status).toBe(200);
        await expectPageMeta(html, baseURL!, {
          title: `${title} | ${BRAND}`,
          description,
          canonical: `${baseURL}${path}`,
        });
        await expect(html.getByText("Last Updated: May 19, 2025")).toBeVisible();
      });
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});

test("robots.txt allows everything but the admin area and sign-in, and names the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const lines = (await response.text()).split("\n").map((l) => l.trim());
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Allow: /");
  expect(lines).toContain("Disallow: /admin");
  expect(lines).toContain("Disallow: /auth");
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(lines.filter((l) => l.startsWith("Disallow:"))).toHaveLength(2);
});

test("public pages load no admin code, and a handful of scripts", async ({ page }) => {
  // Six pages, each until its scripts have settled: more than the default time on a busy machine.
  test.slow();
  // Images are not what this test is about; skipping them lets each page settle sooner.
  await page.route(/\/(img|images)\//, (route) => route.abort());
  const scripts = watchScripts(page);
  for (const path of ["/", "/blog", "/references", "/hire", "/contact", "/join"]) {
    scripts.files.clear();
    await page.goto(path, { waitUntil: "load" });
    // The lazily loaded form code and the toaster included.
    await scripts.settled();
    const files = [...scripts.files];
    const withAdminCode: string[] = [];
    for (const file of files) {
      const text = await (await page.request.get(file)).text();
      // "Set Admin User" is the admin sidebar's last entry; it is in no public module.
      // "recharts-surface" marks the dashboard's chart library (about 100 KB), for /admin only.
      if (text.includes("Set Admin User") || text.includes("recharts-surface")) withAdminCode.push(file);
    }
    expect(withAdminCode, `admin code on ${path}`).toEqual([]);
    // The framework, the shell and the form libraries are merged (vite.config.ts):
    // one round trip for each, not one for every small module. Home and Our
    // Work are content pages: no script file at all (decision 0028).
    expect(files.length, `scripts on ${path}: ${files.join(", ")}`).toBeLessThanOrEqual(path === "/hire" ? 20 : 16);
    if (path === "/" || path === "/references") expect(files, `scripts on ${path}`).toEqual([]);
  }
});
