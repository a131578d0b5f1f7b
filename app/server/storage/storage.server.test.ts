import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  listObjects,
  parsePublicUrl,
  readObjectBytes,
  publicUrl,
  putObject,
  removeObject,
  objectKey,
  setStorageRoot,
  statObject,
  StorageError,
} from "./storage.server";

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-test-"));
  setStorageRoot(dir);
});
afterAll(() => {
  setStorageRoot(undefined);
  fs.rmSync(dir, { recursive: true, force: true });
});

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("storage", () => {
  it("stores a file under its bucket and path and gives its public URL", async () => {
    const stored = await putObject("blog-assets", "blog-images/abc.png", png);
    expect(stored.publicUrl).toBe("/storage/blog-assets/blog-images/abc.png");
    expect(fs.readFileSync(path.join(dir, "blog-assets/blog-images/abc.png"))).toEqual(Buffer.from(png));
    const object = await statObject("blog-assets", "blog-images/abc.png");
    expect(object).toMatchObject({ size: png.length, contentType: "image/png" });
  });

  it("does not overwrite an existing object unless asked", async () => {
    await putObject("images", "team-leader-pictures/1-a.png", png);
    await expect(putObject("images", "team-leader-pictures/1-a.png", png)).rejects.toMatchObject({ status: 409 });
    await expect(putObject("images", "team-leader-pictures/1-a.png", png, { upsert: true })).resolves.toBeDefined();
    // No temporary files are left behind.
    expect(fs.readdirSync(path.join(dir, "images/team-leader-pictures"))).toEqual(["1-a.png"]);
  });

  it("refuses paths that leave the bucket, unknown buckets and non-image types", () => {
    for (const bad of ["../secret.png", "a/../../b.png", "/etc/passwd.png", "a//b.png", ".hidden.png"]) {
      expect(() => objectKey("images", bad), bad).toThrow(StorageError);
    }
    expect(() => objectKey("private", "a.png")).toThrow(StorageError);
    expect(() => objectKey("images", "page.html")).toThrow(StorageError);
    expect(() => objectKey("images", "image.svg")).toThrow(StorageError);
  });

  it("lists a bucket's files by prefix, in order, and reads them back", async () => {
    await putObject("blog-assets", "blog-images/b.webp", png);
    await putObject("blog-assets", "blog-images/a.webp", png);
    const listed: string[] = [];
    for await (const p of listObjects("blog-assets", "blog-images/")) listed.push(p);
    expect(listed).toEqual(["blog-images/a.webp", "blog-images/abc.png", "blog-images/b.webp"]);
    const none: string[] = [];
    for await (const p of listObjects("images", "nothing-here/")) none.push(p);
    expect(none).toEqual([]);
    expect(await readObjectBytes("blog-assets", "blog-images/a.webp")).toEqual(Buffer.from(png));
    expect(await readObjectBytes("blog-assets", "blog-images/zzz.webp")).toBeUndefined();
  });

  it("removes objects and reports missing ones as absent", async () => {
    await putObject("images", "gone.webp", png);
    await removeObject("images", "gone.webp");
    expect(await statObject("images", "gone.webp")).toBeUndefined();
  });

  it("maps public URLs back to bucket and path", () => {
    const url = publicUrl("images", "team-leader-pictures/x-my photo.png");
    expect(url).toBe("/storage/images/team-leader-pictures/x-my%20photo.png");
    expect(parsePublicUrl(url)).toEqual({ bucket: "images", path: "team-leader-pictures/x-my photo.png" });
    expect(parsePublicUrl("/images/demo/a.webp")).toBeUndefined();
  });
});
