/**
 * Every route under /admin, taken from the route table itself, refuses anyone
 * without the admin role: the page, its data request and a POST to it all
 * redirect, return no admin data and change nothing. Route parameters get
 * real values (every work kind and export kind, and the id of a real row), so
 * each request reaches the route it names, not the not-found page; each POST
 * aims at a row of its own (facts().guardTargets), and after the refused
 * requests an admin checks that row is unchanged.
 */
import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type APIRequestContext, type Browser, type Page, type WorkerInfo } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { WORK_KIND_SLUGS } from "../../app/models/work";
import { exportedRows, EXPORT_HEADERS } from "./support/admin-requests-helpers";
import { ADMIN, e2eStateDir, MEMBER, type E2EFacts } from "./support/config";
import { facts, signIn } from "./support/fixtures";

/** Real values for the routes' named parameters; `:id` is filled per test from the facts. */
const PARAM_VALUES: Record<string, readonly string[]> = {
  "/admin/work/:kind": WORK_KIND_SLUGS,
  "/admin/export/:kind": Object.keys(EXPORT_HEADERS),
};

function expand(path: string): string[] {
  const match = /^(.*?\/:kind)(.*)$/.exec(path);
  if (!match) return [path];
  const values = PARAM_VALUES[match[1]!];
  if (!values) throw new Error(`no real values for ${match[1]} (add them to PARAM_VALUES)`);
  // An edit route is checked with the kind its target row is (case studies).
  const kinds = match[2]!.includes(":id") ? values.slice(0, 1) : values;
  return kinds.map((kind) => `${match[1]!.replace(":kind", kind)}${match[2]}`);
}

function adminPaths(entries: RouteConfigEntry[], parent = ""): string[] {
  const paths: string[] = [];
  for (const entry of entries) {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    if (path.startsWith("/admin") && (entry.index || entry.path !== undefined)) {
      const named = path.replace(/:id\??/g, ":id").replace(/\/\*$/, "/x");
      const unknown = /:(?!id\b|kind\b)[A-Za-z]+/.exec(named);
      if (unknown) throw new Error(`no real value for ${unknown[0]} in ${path}`);
      paths.push(...expand(named));
    }
    if (entry.children) paths.push(...adminPaths(entry.children, path));
  }
  return [...new Set(paths)];
}

const paths = adminPaths(routes as RouteConfigEntry[]);

type Targets = E2EFacts["guardTargets"];
type TargetKind = "post" | "caseStudy" | "picture" | "booking" | "message" | "application" | "member";

/** The row a path's POST aims at. */
function targetKindOf(path: string): TargetKind {
  if (path.startsWith("/admin/work")) return "caseStudy";
  if (path.startsWith("/admin/team-leader-pictures")) return "picture";
  if (path.startsWith("/admin/bookings") || path === "/admin/export/bookings") return "booking";
  if (path.startsWith("/admin/contacts") || path === "/admin/export/contacts" || path === "/admin/export/newsletter") return "message";
  if (path.startsWith("/admin/applications") || path === "/admin/export/applications") return "application";
  // Staff: its refused POSTs try to grant the member the role or disable the account.
  if (path.startsWith("/admin/set-admin") || path.startsWith("/admin/staff")) return "member";
  return "post";
}

function targetId(targets: Targets, kind: TargetKind): string {
  const target = kind === "member" ? targets.memberId : targets[kind];
  return typeof target === "string" ? target : target.id;
}

/** The path with `:id` replaced by the id of the row it aims at. */
function realPath(path: string, targets: Targets) {
  return path.replace(":id", targetId(targets, targetKindOf(path)));
}

/** The URL React Router's client fetches for a route's data. */
function dataUrl(path: string) {
  return path === "/" ? "/_.data" : `${path}.data`;
}

// What an admin page would show; none of it may reach the response.
const SECRET = /admin@e2e\.test|Total Blog Posts|Recent Activity|Guard Target|guard-[a-z]+@e2e\.test/;

async function expectRefused(request: APIRequestContext, origin: string, path: string, to: string, targets: Targets) {
  const page = await request.get(path, { maxRedirects: 0 });
  expect(page.status(), `GET ${path}`).toBe(302);
  expect(page.headers().location, `GET ${path}`).toBe(to);

  const data = await request.get(dataUrl(path), { maxRedirects: 0 });
  const dataBody = await data.text();
  expect([202, 204, 302], `GET ${dataUrl(path)}`).toContain(data.status());
  expect(dataBody, `GET ${dataUrl(path)}`).not.toMatch(SECRET);
  expect(data.headers()["x-remix-redirect"] ?? dataBody, `GET ${dataUrl(path)}`).toContain(to);

  const id = targetId(targets, targetKindOf(path));
  for (const url of [path, dataUrl(path)]) {
    // Every action's fields at once, aimed at the path's own row: delete it, hide it, change its status, or grant the role.
    for (const intent of ["delete", "publish", "active", "responded", "status", "update", "resend", "grant", "disable"]) {
      const post = await request.post(url, {
        maxRedirects: 0,
        form: {
          intent,
          id,
          published: "false",
          isActive: "false",
          responded: "true",
          status: "cancelled",
          notes: "changed by a refused request",
          userId: targets.memberId,
        },
        headers: { Origin: origin },
      });
      expect([202, 204, 302], `POST ${url} (${intent})`).toContain(post.status());
      expect(await post.text(), `POST ${url} (${intent})`).not.toMatch(SECRET);
    }
  }
}

/** Checks, as an admin, that the row `kind` the refused requests aimed at is as it was. */
async function expectUnchanged(admin: Page, targets: Targets, kind: TargetKind) {
  const request = admin.request;
  switch (kind) {
    case "post":
      // Still there and still published (a draft's public page is a 404, even for an admin).
      expect((await request.get(`/blog/${targets.post}`)).status()).toBe(200);
      return;
    case "caseStudy":
      expect((await request.get(`/work/case-study/${targets.caseStudy}`)).status()).toBe(200);
      return;
    case "picture": {
      // Still there and still shown on the site.
      const response = await request.get("/team-leader");
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(targets.picture.altText);
      return;
    }
    case "booking": {
      const rows = await exportedRows(request, "bookings", targets.booking.name);
      expect(rows.map((r) => [r[0], r[9]!.toLowerCase(), r[10]])).toEqual([[targets.booking.id, "pending", ""]]);
      return;
    }
    case "message": {
      const rows = await exportedRows(request, "contacts", targets.message.name);
      expect(rows.map((r) => [r[0], r[5]!.toLowerCase()])).toEqual([[targets.message.id, "pending"]]);
      return;
    }
    case "application": {
      const rows = await exportedRows(request, "applications", targets.application.name);
      expect(rows.map((r) => [r[0], r[9]!.toLowerCase()])).toEqual([[targets.application.id, "pending"]]);
      return;
    }
    case "member": {
      await admin.goto(`/admin/set-admin?email=${encodeURIComponent(MEMBER.email)}`);
      await expect(admin.getByTestId("lookup-result")).toContainText("Not an admin");
      return;
    }
  }
}

/** A storage state signed in as `account`, once per worker (signing in hashes a password: slow on purpose). */
function signedInState(account: typeof ADMIN, expectedPath: string) {
  return [
    async ({ browser }: { browser: Browser }, use: (file: string) => Promise<void>, workerInfo: WorkerInfo) => {
      const name = account === ADMIN ? "admin" : "member";
      const file = path.join(e2eStateDir, `admin-guard-${name}-${workerInfo.project.name}-${process.pid}-${workerInfo.workerIndex}.json`);
      fs.mkdirSync(e2eStateDir, { recursive: true });
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL });
      await signIn(page, account, expectedPath);
      await page.context().storageState({ path: file });
      await page.close();
      await use(file);
      fs.rmSync(file, { force: true });
    },
    // Slow on a busy machine.
    { scope: "worker" as const, timeout: 120_000 },
  ] satisfies [unknown, unknown] as [
    (args: { browser: Browser }, use: (file: string) => Promise<void>, workerInfo: WorkerInfo) => Promise<void>,
    { scope: "worker"; timeout: number },
  ];
}

/** `test` with `admin` (a page signed in as ADMIN) and `member` (a page signed in as MEMBER). */
const test = base.extend<{ admin: Page; member: Page }, { adminState: string; memberState: string }>({
  adminState: signedInState(ADMIN, "/admin"),
  memberState: signedInState(MEMBER, "/"),
  admin: async ({ browser, adminState, baseURL }, use) => {
    const context = await browser.newContext({ baseURL, storageState: adminState });
    await use(await context.newPage());
    await context.close();
  },
  member: async ({ browser, memberState, baseURL }, use) => {
    const context = await browser.newContext({ baseURL, storageState: memberState });
    await use(await context.newPage());
    await context.close();
  },
});

test("the route table has admin routes to check, each with real parameter values", () => {
  expect(paths).toContain("/admin");
  expect(paths).toContain("/admin/work/testimonials/new");
  expect(paths).toContain("/admin/export/newsletter");
  expect(paths.filter((p) => p.includes(":") && !p.endsWith(":id") && !p.includes(":id/"))).toEqual([]);
});

test.describe("without the admin role", () => {
  for (const path of paths) {
    test(`anonymous: ${path} is refused, and its target is unchanged`, async ({ request, baseURL, admin }, testInfo) => {
      const targets = facts(testInfo).guardTargets;
      const real = realPath(path, targets);
      // The admin reaches the real route (not a not-found page): the values are real.
      expect((await admin.request.get(real, { maxRedirects: 0 })).status(), `admin GET ${real}`).toBe(200);
      await expectRefused(request, baseURL!, real, "/auth", targets);
      await expectUnchanged(admin, targets, targetKindOf(path));
    });

    test(`non-admin: ${path} is refused, and its target is unchanged`, async ({ member, baseURL, admin }, testInfo) => {
      const targets = facts(testInfo).guardTargets;
      const expected = path.startsWith("/admin/set-admin") ? "/auth" : "/";
      await expectRefused(member.request, baseURL!, realPath(path, targets), expected, targets);
      // Still signed in: the refusals were not a lost session.
      expect((await member.request.get("/auth", { maxRedirects: 0 })).status()).toBe(302);
      await expectUnchanged(admin, targets, targetKindOf(path));
    });
  }
});
