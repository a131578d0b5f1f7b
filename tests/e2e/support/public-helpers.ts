/**
 * Helpers for the public-page browser tests: the server's HTML without
 * JavaScript, meta-tag checks, XML parsing in the browser, waiting for
 * hydration.
 */
import { randomUUID } from "node:crypto";
import zlib from "node:zlib";
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";

/** Opens `path` with JavaScript disabled: what crawlers and link previews see. */
export async function withServerHtml<T>(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  check: (page: Page, status: number) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    return await check(page, response?.status() ?? 0);
  } finally {
    await context.close();
  }
}

export type ExpectedMeta = {
  title: string;
  /** A substring or pattern of the description. */
  description: string | RegExp;
  /** Absolute canonical URL. */
  canonical: string;
  ogType?: string;
  /** Absolute og:image URL (default: the site's default share image). */
  ogImage?: string;
  keywords?: boolean;
};

const content = (page: Page, selector: string) => page.locator(selector).first().getAttribute("content");

/** Title, description, canonical, Open Graph and Twitter tags as rendered by the server. */
export async function expectPageMeta(page: Page, baseURL: string, expected: ExpectedMeta) {
  await expect(page).toHaveTitle(expected.title);
  const description = await content(page, 'meta[name="description"]');
  if (typeof expected.description === "string") expect(description).toContain(expected.description);
  else expect(description).toMatch(expected.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", expected.canonical);
  if (expected.keywords !== false) expect(await content(page, 'meta[name="keywords"]')).toBeTruthy();
  expect(await content(page, 'meta[property="og:title"]')).toBe(expected.title);
  expect(await content(page, 'meta[property="og:description"]')).toBe(description);
  expect(await content(page, 'meta[property="og:url"]')).toBe(expected.canonical);
  expect(await content(page, 'meta[property="og:type"]')).toBe(expected.ogType ?? "website");
  expect(await content(page, 'meta[property="og:image"]')).toBe(expected.ogImage ?? `${baseURL}/og-image.png`);
  expect(await content(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
  expect(await content(page, 'meta[name="twitter:title"]')).toBe(expected.title);
  // Exactly one h1 per page.
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
}

export type ParsedXml = {
  /** The browser XML parser's error message, or null for well-formed XML. */
  error: string | null;
  /** Name of the document element, e.g. "rss" or "urlset". */
  root: string | null;
  /** For every `itemTag` element: the text of each requested child element (null when missing). */
  items: Record<string, string | null>[];
  /** Text of the first element of each requested top-level tag (e.g. the channel's title). */
  first: Record<string, string | null>;
};

/**
 * Parses XML with the browser's DOMParser (in a blank page, so no site CSP
 * applies) and reads the requested elements.
 */
export async function parseXml(
  page: Page,
  xml: string,
  options: { itemTag: string; fields: string[]; first?: string[] },
): Promise<ParsedXml> {
  if (page.url() !== "about:blank") await page.goto("about:blank");
  return page.evaluate(
    ({ xml, itemTag, fields, first }) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      const error = doc.getElementsByTagName("parsererror")[0];
      if (error) return { error: error.textContent ?? "parse error", root: null, items: [], first: {} };
      const childText = (el: Element, tag: string) => {
        const child = Array.from(el.children).find((c) => c.tagName === tag);
        return child ? (child.textContent ?? "") : null;
      };
      const items = Array.from(doc.getElementsByTagName(itemTag)).map((el) =>
        Object.fromEntries(fields.map((f) => [f, childText(el, f)])),
      );
      const firstValues = Object.fromEntries(
        first.map((tag) => [tag, doc.getElementsByTagName(tag)[0]?.textContent ?? null]),
      );
      return { error: null, root: doc.documentElement.tagName, items, first: firstValues };
    },
    { xml, itemTag: options.itemTag, fields: options.fields, first: options.first ?? [] },
  );
}

/** Waits until a component marked with data-hydrated has been hydrated by React. */
export async function waitForHydration(page: Page, selector = '[data-hydrated]') {
  await expect(page.locator(selector).first()).toHaveAttribute("data-hydrated", "true");
}

/** A unique address for a sign-up test. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A real PNG of `size` x `size` pixels in one colour, made here (no fixture files). */
export function makePng(size = 32, rgb: [number, number, number] = [30, 60, 150]): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(body.length);
    const typeAndBody = Buffer.concat([Buffer.from(type, "ascii"), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typeAndBody));
    return Buffer.concat([length, typeAndBody, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export type TestPicture = {
  imageType: "profile" | "project";
  altText: string;
  description?: string;
  displayOrder: number;
  isActive: boolean;
};

/**
 * Creates a team-leader picture through the admin picture editor's action
 * (the page's request context must be signed in as an admin); returns its id.
 */
export async function createTeamLeaderPicture(request: APIRequestContext, baseURL: string, picture: TestPicture) {
  const id = randomUUID();
  const response = await request.post("/admin/team-leader-pictures/new", {
    headers: { Origin: baseURL },
    maxRedirects: 0,
    multipart: {
      intent: "create",
      id,
      imageType: picture.imageType,
      altText: picture.altText,
      description: picture.description ?? "",
      displayOrder: String(picture.displayOrder),
      ...(picture.isActive ? { isActive: "on" } : {}),
      image: { name: "e2e-picture.png", mimeType: "image/png", buffer: makePng() },
    },
  });
  expect(response.status(), `creating picture "${picture.altText}"`).toBeLessThan(400);
  return id;
}

/** Deletes a team-leader picture through the admin list's action. */
export async function deleteTeamLeaderPicture(request: APIRequestContext, baseURL: string, id: string) {
  const response = await request.post("/admin/team-leader-pictures", {
    headers: { Origin: baseURL },
    maxRedirects: 0,
    form: { intent: "delete", id },
  });
  expect(response.status(), `deleting picture ${id}`).toBeLessThan(400);
}
