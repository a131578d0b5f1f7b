/**
 * Helpers of the admin blog browser tests (admin-blog*.spec.ts).
 */
import { randomUUID } from "node:crypto";
import zlib from "node:zlib";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { toast } from "./fixtures";

/** A unique, searchable title for a post made by a test. */
export function uniqueTitle(label: string) {
  return `E2E ${label} ${randomUUID().slice(0, 8)}`;
}

/** A real PNG of `width` x `height` pixels in one colour, made here (no fixture files). */
export function makePng(width = 8, height = 8, rgb: [number, number, number] = [179, 18, 47]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typeAndData));
    return Buffer.concat([length, typeAndData, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Opens the admin list filtered to `query` (server-side search). */
export async function searchPosts(page: Page, query: string) {
  await page.goto(`/admin/blogs?q=${encodeURIComponent(query)}`);
}

/** The id of the one post titled `title`, read from the admin list. */
export async function postIdByTitle(page: Page, title: string): Promise<string> {
  await searchPosts(page, title);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: title, exact: true }) });
  await expect(row).toHaveCount(1);
  const id = await row.getAttribute("data-post-id");
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id!;
}

export type PostFields = Partial<Record<"title" | "excerpt" | "author" | "content" | "category" | "published" | "imageUrl", string>>;

/** A paragraph block as the editor stores it. */
export const paragraphContent = (text: string) => JSON.stringify([{ type: "paragraph", text }]);

/** Posts the editor form directly (no browser checks), as a script or an old page would. */
export async function postEditorForm(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  fields: Record<string, string>,
) {
  return request.post(path, {
    form: fields,
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
}

/** Creates a post through the editor's action (faster than the form where the form is not under test). */
export async function createPostDirect(request: APIRequestContext, baseURL: string, fields: PostFields) {
  const response = await postEditorForm(request, baseURL, "/admin/blogs/new", {
    intent: "save",
    title: uniqueTitle("Post"),
    excerpt: "An excerpt written by a test.",
    author: "Test Author",
    content: paragraphContent("A paragraph written by a test."),
    ...fields,
  } as Record<string, string>);
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/admin/blogs");
}

/**
 * Runs `action` while already watching for the toast it should raise. Toasts
 * go away after a few seconds; starting the watch first means a slow page
 * (a busy test machine) cannot make the test look after it has gone.
 */
export async function expectToastDuring(page: Page, title: string, description: string, action: () => Promise<void>) {
  const seen = expect(toast(page, title, description)).toBeVisible({ timeout: 30_000 });
  await action();
  await seen;
}
