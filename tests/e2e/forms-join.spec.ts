/**
 * Join Team (/join): the membership application page, its form in the
 * browser, and the same rules enforced by the server.
 */
import type { Page } from "@playwright/test";
import { ADMIN } from "./support/config";
import { expectNoSeriousA11yViolations, signIn, toast } from "./support/fixtures";
import {
  answerText,
  countPosts,
  expectNothingPosted,
  expect,
  expectNoHorizontalScroll,
  expectPageMeta,
  postForm,
  test,
  unique,
  uniqueEmail,
} from "./support/form-helpers";

// The server is shared by every test file running in parallel: give each step time.
test.describe.configure({ timeout: 90_000 });

const SKILL_LABELS = [
  "Social Media Marketing",
  "Content Creation",
  "Web Design",
  "App Development",
  "Video Editing",
  "Graphic Design",
  "Storytelling",
  "Community Service",
  "Event Management",
  "Ethical Hacking",
  "Teaching/Mentorship",
];

const MESSAGES = {
  fullName: "Name must be at least 2 characters",
  email: "Invalid email address",
  age: "You must be at least 18 years old",
  handle: "Social media handle is required",
  followers: "Must be a positive number",
  skills: "You must select at least one skill",
  motivation: "Please provide a detailed explanation (minimum 50 characters)",
};

const MOTIVATION = "I run a photography page about Patan's courtyards and want to use it to help local artisans.";

type Application = {
  fullName: string;
  email: string;
  phone?: string;
  age: string;
  handle: string;
  followers: string;
  skills: string[];
  motivation: string;
};

function applicant(prefix: string): Application {
  return {
    fullName: `Test ${unique(prefix)}`,
    email: uniqueEmail(prefix),
    phone: "+977 9812345678",
    age: "22",
    handle: `@${unique("handle")}`,
    followers: "1200",
    skills: ["Storytelling", "Video Editing"],
    motivation: MOTIVATION,
  };
}

async function fillApplication(page: Page, a: Application) {
  await page.getByLabel("Full Name").fill(a.fullName);
  await page.getByLabel("Email Address").fill(a.email);
  if (a.phone !== undefined) await page.getByLabel("Phone Number (optional)").fill(a.phone);
  await page.getByLabel("Age", { exact: true }).fill(a.age);
  await page.getByLabel("Social Media Handle").fill(a.handle);
  await page.getByLabel("Number of Followers").fill(a.followers);
  for (const skill of a.skills) await page.getByLabel(skill, { exact: true }).check();
  await page.getByLabel("Why do you want to join?").fill(a.motivation);
}

async function expectApplicationStored(page: Page, a: Pick<Application, "email" | "fullName">, expected: boolean) {
  await signIn(page, ADMIN, /\/admin/);
  await page.goto(`/admin/applications?q=${encodeURIComponent(a.email)}`);
  const main = page.getByRole("main");
  if (expected) {
    await expect(main).toContainText(a.fullName);
    return;
  }
  // The search ran and answered with its empty state (not an error or a blank page).
  await expect(main).toContainText("No membership applications found.");
  await expect(main).not.toContainText(a.fullName);
}

test.describe("Join page", () => {
  test("shows the hero, the values and the three form sections with the eleven skills", async ({ page, baseURL }) => {
    const response = await page.goto("/join");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main")).toContainText("personal following of 500+ people");
    for (const section of ["Personal Information", "Social Media Presence", "Skills & Experience"]) {
      await expect(page.getByRole("group", { name: section })).toBeVisible();
    }
    const skills = page.getByRole("group", { name: "Skills", exact: true }).getByRole("checkbox");
    await expect(skills).toHaveCount(11);
    for (const [i, label] of SKILL_LABELS.entries()) {
      await expect(skills.nth(i)).toHaveAccessibleName(label);
    }
    await expect(page.getByLabel("Age", { exact: true })).toHaveAttribute("type", "number");
    await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectPageMeta(page, baseURL!, { title: /^Join the Team - Membership Application \| Ekadash Collective$/, canonicalPath: "/join" });
  });

  test("has no serious accessibility problems and fits a phone screen", async ({ page }) => {
    await page.goto("/join");
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/join");
    await expectNoHorizontalScroll(page);
  });
});

test.describe("Application form", () => {
  test("an application is submitted, the success view shows and the application is stored", async ({ page }) => {
    const a = applicant("join-ok");
    await page.goto("/join");
    await fillApplication(page, a);
    await page.getByRole("button", { name: "Submit Application" }).click();

    await expect(toast(page, "Application submitted!", 
      "Thank you for applying. We'll review your application and get back to you soon.",
    )).toBeVisible();
    await expect(page.getByRole("heading", { name: "Application Submitted!", level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Submit Another Application" }).click();
    await expect(page.getByLabel("Full Name")).toBeVisible();
    for (const label of ["Full Name", "Email Address", "Phone Number (optional)", "Age", "Social Media Handle", "Number of Followers", "Why do you want to join?"]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
    }
    for (const skill of a.skills) await expect(page.getByLabel(skill, { exact: true })).not.toBeChecked();

    await expectApplicationStored(page, a, true);
  });

  test("each rule is checked in the browser with the spec's message and nothing is sent", async ({ page }) => {
    await page.goto("/join");
    await expect(page.getByRole("button", { name: "Submit Application" })).toBeEnabled();
    const posts = countPosts(page, "/join");
    await page.getByRole("button", { name: "Submit Application" }).click();
    for (const message of [MESSAGES.fullName, MESSAGES.email, MESSAGES.handle, MESSAGES.skills, MESSAGES.motivation]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Full Name").fill("A");
    await page.getByLabel("Email Address").fill("asha@");
    await page.getByLabel("Age", { exact: true }).fill("17");
    await page.getByLabel("Number of Followers").fill("-1");
    await page.getByLabel("Why do you want to join?").fill("Too short.");
    await page.getByRole("button", { name: "Submit Application" }).click();
    for (const message of Object.values(MESSAGES)) {
      await expect(page.getByText(message)).toBeVisible();
    }

    // Fixing a field clears its message.
    await page.getByLabel("Storytelling", { exact: true }).check();
    await expect(page.getByText(MESSAGES.skills)).toBeHidden();
    await expectNothingPosted(page, posts);
  });

  test("the server refuses invalid applications with the same messages and stores nothing", async ({ page, baseURL }) => {
    const a = applicant("join-invalid");
    const answer = await postForm(page.request, baseURL!, "/join", {
      fullName: "A",
      email: "not-an-email",
      age: "17",
      socialMediaHandle: "",
      followersCount: "-1",
      motivation: "Too short.",
    });
    expect(answer.status()).toBe(400);
    const text = await answerText(answer);
    for (const message of Object.values(MESSAGES)) expect(text).toContain(message);

    // A valid application from the same person, except one unknown skill.
    const unknownSkill = await postForm(page.request, baseURL!, "/join", {
      fullName: a.fullName,
      email: a.email,
      age: a.age,
      socialMediaHandle: a.handle,
      followersCount: a.followers,
      skills: ["storytelling", "flying"],
      motivation: a.motivation,
    });
    expect(unknownSkill.status()).toBe(400);
    expect(await answerText(unknownSkill)).toContain("Please select a valid skill");

    await expectApplicationStored(page, a, false);
  });

  test("a bot that fills the honeypot gets a normal answer and nothing is stored", async ({ page, baseURL }) => {
    const a = applicant("join-bot");
    const answer = await postForm(page.request, baseURL!, "/join", {
      fullName: a.fullName,
      email: a.email,
      age: a.age,
      socialMediaHandle: a.handle,
      followersCount: a.followers,
      skills: ["storytelling"],
      motivation: a.motivation,
      website: "https://spam.example",
    });
    expect(answer.status()).toBe(200);
    expect(await answerText(answer)).toContain("Application Submitted!");
    await expectApplicationStored(page, a, false);
  });
});
