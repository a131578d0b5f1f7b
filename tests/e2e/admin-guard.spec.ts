/**
 * Every route under /admin, taken from the route table itself, refuses anyone
 * without the admin role: the page, its data request and a POST to it all
 * redirect, return no admin data and change nothing.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { MEMBER } from "./support/config";
import { facts, signIn } from "./support/fixtures";

const SAMPLE_ID = "00000000-0000-4000-8000-000000000000";

function adminPaths(entries: RouteConfigEntry[], parent = ""): string[] {
  const paths: string[] = [];
  for (const entry of entries) {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    if (path.startsWith("/admin") && (entry.index || entry.path !== undefined)) {
      paths.push(path.replace(/:[A-Za-z]+\??/g, SAMPLE_ID).replace(/\/\*$/, "/x"));
    }
    if (entry.children) paths.push(...adminPaths(entry.children, path));
  }
  return [...new Set(paths)];
}

const paths = adminPaths(routes as RouteConfigEntry[]);

/** The URL React Router's client fetches for a route's data. */
function dataUrl(path: string) {
  return path === "/" ? "/_.data" : `${path}.data`;
}

test("the route table has admin routes to check", () => {
  expect(paths).toContain("/admin");
  expect(paths.length).toBeGreaterThanOrEqual(1);
});

async function expectRefused(request: APIRequestContext, origin: string, path: string, to: string, secret: RegExp) {
  const page = await request.get(path, { maxRedirects: 0 });
  expect(page.status(), `GET ${path}`).toBe(302);
  expect(page.headers().location, `GET ${path}`).toBe(to);

  const data = await request.get(dataUrl(path), { maxRedirects: 0 });
  const dataBody = await data.text();
  expect([202, 204, 302], `GET ${dataUrl(path)}`).toContain(data.status());
  expect(dataBody, `GET ${dataUrl(path)}`).not.toMatch(secret);
  expect(data.headers()["x-remix-redirect"] ?? dataBody, `GET ${dataUrl(path)}`).toContain(to);

  for (const url of [path, dataUrl(path)]) {
    const post = await request.post(url, {
      maxRedirects: 0,
      form: { intent: "delete", id: targetId, published: "false", status: "approved", userId: SAMPLE_ID },
      headers: { Origin: origin },
    });
    expect([202, 204, 302], `POST ${url}`).toContain(post.status());
    expect(await post.text(), `POST ${url}`).not.toMatch(secret);
  }
}

// What an admin page would show; none of it may reach the response.
const SECRET = /admin@e2e\.test|Total Blog Posts|Recent Activity/;
let targetId = SAMPLE_ID;

test.describe("without the admin role", () => {
  test.beforeEach(({}, testInfo) => {
    // POSTs aim at a real post, so a guard that let them through would show.
    targetId = facts(testInfo).publishedPostIds[0] ?? SAMPLE_ID;
  });

  for (const path of paths) {
    test(`anonymous: ${path} is refused`, async ({ request, baseURL }) => {
      await expectRefused(request, baseURL!, path, "/auth", SECRET);
    });

    test(`non-admin: ${path} is refused`, async ({ page, baseURL }) => {
      await signIn(page, MEMBER, "/");
      const expected = path.startsWith("/admin/set-admin") ? "/auth" : "/";
      await expectRefused(page.request, baseURL!, path, expected, SECRET);
    });
  }

  test("nothing was changed by the refused requests", async ({ page }, testInfo) => {
    // The post every refused POST aimed at is still published and readable.
    const id = facts(testInfo).publishedPostIds[0]!;
    const response = await page.request.get(`/blog/${id}`);
    expect(response.status()).toBe(200);
  });
});
