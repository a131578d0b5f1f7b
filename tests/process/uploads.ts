/**
 * What staff do with uploads, over HTTP, for the process tests: sign in,
 * upload a blog image from the editor, create a team-leader picture with its
 * file in one post, and make test images.
 */
import sharp from "sharp";
import { expect } from "vitest";

export const UPLOAD_ADMIN = { email: "uploads-admin@example.com", password: "password-123" };

export async function signIn(base: string, admin = UPLOAD_ADMIN) {
  const response = await fetch(`${base}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams(admin).toString(),
  });
  expect(response.status).toBe(302);
  return response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** Uploads a blog image the way the editor does (intent=upload-image) and returns its address. */
export async function uploadBlogImage(base: string, cookie: string, bytes: Buffer) {
  const form = new FormData();
  form.set("intent", "upload-image");
  form.set("image", new File([new Uint8Array(bytes)], "photo.png", { type: "image/png" }));
  const response = await fetch(`${base}/admin/blogs/new.data`, { method: "POST", headers: { cookie, Origin: base }, body: form });
  const body = await response.text();
  expect(response.status, body).toBe(200);
  const url = /\/storage\/blog-assets\/blog-images\/[0-9a-f-]{36}\.webp/.exec(body)?.[0];
  expect(url, body).toBeDefined();
  return url!;
}

/** The form of a new, active picture with its file (Save Picture with a file chosen). */
export function pictureForm(id: string, bytes: Buffer, imageType: "profile" | "project" = "profile", name = "portrait.png") {
  const form = new FormData();
  form.set("intent", "create");
  form.set("id", id);
  form.set("imageType", imageType);
  form.set("altText", "The team leader on stage");
  form.set("description", "");
  form.set("displayOrder", "1");
  form.set("isActive", "on");
  form.set("image", new File([new Uint8Array(bytes)], name, { type: "image/png" }));
  return form;
}

/** Creates a team-leader picture (file and row in one post) and returns its file's address. */
export async function createPicture(base: string, cookie: string, bytes: Buffer, imageType: "profile" | "project" = "profile") {
  const id = crypto.randomUUID();
  const response = await fetch(`${base}/admin/team-leader-pictures/new.data`, {
    method: "POST",
    headers: { cookie, Origin: base },
    body: pictureForm(id, bytes, imageType),
  });
  const body = await response.text();
  expect(response.status, body).toBe(200);
  const url = new RegExp(`/storage/images/team-leader-pictures/${id}-portrait\\.webp`).exec(body)?.[0];
  expect(url, body).toBeDefined();
  return url!;
}

export const png = (background: string, width = 700, height = 400) =>
  sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

/** A PNG of noise (it does not compress): about width x height x 3 bytes. */
export function noisePng(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  let x = 12345;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = x >> 16;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
}
