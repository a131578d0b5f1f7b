import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ImageUploadError, processImage, safeFileStem, storeBlogImage, storeTeamLeaderPicture, storeWorkImage } from "./images.server";
import { setStorageRoot } from "./storage.server";

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "images-test-"));
  setStorageRoot(dir);
});
afterAll(() => {
  setStorageRoot(undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

async function png(width = 40, height = 30) {
  return sharp({ create: { width, height, channels: 3, background: "#c8102e" } }).png().toBuffer();
}
const file = (bytes: Uint8Array | string, name: string, type: string) =>
  new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type });

describe("image uploads", () => {
  it("re-encodes an image to WebP, whatever it was", async () => {
    const out = await processImage(file(await png(), "photo.png", "image/png"));
    expect(out).toMatchObject({ width: 40, height: 30 });
    expect((await sharp(out.bytes).metadata()).format).toBe("webp");
  });

  it("refuses files that are not images by their bytes, whatever they claim", async () => {
    const html = file("<html><script>alert(1)</script></html>", "evil.png", "image/png");
    await expect(processImage(html)).rejects.toMatchObject({ title: "Invalid file type" });
    const svg = file('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "x.svg", "image/svg+xml");
    await expect(processImage(svg)).rejects.toBeInstanceOf(ImageUploadError);
  });

  it("drops anything appended to an image (polyglots)", async () => {
    const polyglot = Buffer.concat([await png(), Buffer.from("<script>alert(1)</script>")]);
    const out = await processImage(file(polyglot, "poly.png", "image/png"));
    expect(out.bytes.includes(Buffer.from("<script>"))).toBe(false);
  });

  it("refuses truncated images and files over the size limit", async () => {
    const truncated = (await png(400, 400)).subarray(0, 60);
    await expect(processImage(file(truncated, "cut.png", "image/png"))).rejects.toBeInstanceOf(ImageUploadError);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    await expect(processImage(file(big, "big.png", "image/png"))).rejects.toThrow(/larger than 5 MB/);
  });

  it("stores under the spec's paths with server-made names", async () => {
    const url = await storeBlogImage(file(await png(), "../../etc/passwd.png", "image/png"));
    expect(url).toMatch(/^\/storage\/blog-assets\/blog-images\/[0-9a-f-]{36}\.webp$/);
    const picture = await storeTeamLeaderPicture("abc", file(await png(), "My Photo (1).jpg", "image/jpeg"));
    expect(picture.url).toBe("/storage/images/team-leader-pictures/abc-My-Photo-1.webp");
    expect(fs.existsSync(path.join(dir, "images/team-leader-pictures/abc-My-Photo-1.webp"))).toBe(true);
    expect(safeFileStem("../../..")).toBe("picture");
  });

  it("stores an Our Work image re-encoded under its kind, with a server-made name", async () => {
    for (const kind of ["case-studies", "featured-projects", "testimonials", "client-logos"] as const) {
      const url = await storeWorkImage(kind, file(await png(), "../logo.svg.png", "image/png"));
      expect(url).toMatch(new RegExp(`^/storage/images/work/${kind}/[0-9a-f-]{36}\\.webp$`));
      const stored = await sharp(path.join(dir, url.slice("/storage/".length))).metadata();
      expect(stored.format).toBe("webp");
    }
    await expect(storeWorkImage("client-logos", file(Buffer.from("<svg></svg>"), "logo.svg", "image/svg+xml"))).rejects.toBeInstanceOf(ImageUploadError);
  });
});
