import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { imageVariant, isPlainSourcePath, parseImageWidth, pruneImageVariants, variantCacheDir } from "./image-variants.server";
import { projectRoot } from "../kernel/project-root.server";

// Variants live under DATA_DIR (read on first use): a directory of this test's own.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "variants-test-"));
afterAll(() => fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true }));

const SOURCE = "/images/site/hero-valley.webp";
const variantFiles = () =>
  fs.existsSync(variantCacheDir())
    ? fs.readdirSync(variantCacheDir(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)).sort()
    : [];

describe("the resizer's refusals", () => {
  it("takes a width only when it is written plainly and is one of the sizes", () => {
    expect(parseImageWidth("640")).toBe(640);
    for (const width of ["0640", "640.0", "6.4e2", "0x280", "641", "-640", " 640", "", undefined]) {
      expect(parseImageWidth(width), String(width)).toBeUndefined();
    }
  });

  it("takes a source only as a plain path in the image folders", () => {
    expect(isPlainSourcePath(SOURCE)).toBe(true);
    expect(isPlainSourcePath("/storage/images/team-leader-pictures/1-portrait.webp")).toBe(true);
    for (const src of [
      "/images/site/%2E/hero-valley.webp",
      "/images/%73ite/hero-valley.webp",
      "/images/site/./hero-valley.webp",
      "/images/site/../site/hero-valley.webp",
      "/images/../package.json",
      "/images/site//hero-valley.webp",
      "/images/site\\hero-valley.webp",
      "/images/site/hero-valley.webp\u0000",
      "/images/site/.hidden.webp",
      "/server.ts",
      "/images/site/hero-valley.svg",
    ]) {
      expect(isPlainSourcePath(src), src).toBe(false);
    }
  });

  it("makes one variant for a source, and none for another spelling of it", async () => {
    const file = await imageVariant(SOURCE, 320);
    expect(file).toBeDefined();
    expect(await imageVariant(SOURCE, 320)).toBe(file);
    for (const spelling of ["/images/site/%2E/hero-valley.webp", "/images/site/./hero-valley.webp", "/images/%73ite/hero-valley.webp"]) {
      expect(await imageVariant(spelling, 320), spelling).toBeUndefined();
    }
    expect(variantFiles()).toEqual([file]);
  });
});

describe("pruning the variant cache", () => {
  it("keeps used variants of current sources and removes the rest", async () => {
    const current = (await imageVariant(SOURCE, 480))!;
    const dir = path.join(variantCacheDir(), "480", "public", "images", "site");
    const changed = path.join(dir, "hero-valley.webp.1.webp"); // an older version of the source
    const gone = path.join(dir, "no-such-picture.webp.1.webp");
    const oldLayout = path.join(variantCacheDir(), "480", "images", "site", "hero-valley.webp.1.webp");
    const deadTemp = `${current}.999.tmp`;
    for (const file of [changed, gone, oldLayout, deadTemp]) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, "x");
    }
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(deadTemp, longAgo, longAgo);

    await pruneImageVariants();

    expect(fs.existsSync(current)).toBe(true);
    for (const file of [changed, gone, oldLayout, deadTemp]) expect(fs.existsSync(file), file).toBe(false);
  });

  it("removes variants unused for a month, and the least recently used over the size cap", async () => {
    const a = (await imageVariant(SOURCE, 640))!;
    const b = (await imageVariant("/images/site/why-eleven.webp", 640))!;
    const c = (await imageVariant("/images/services/content.webp", 640))!;
    const now = Date.now();
    fs.utimesSync(a, new Date(now - 31 * 24 * 60 * 60 * 1000), new Date(now - 31 * 24 * 60 * 60 * 1000));
    fs.utimesSync(b, new Date(now - 60_000), new Date(now - 60_000));
    await pruneImageVariants({ maxBytes: fs.statSync(c).size });
    expect(fs.existsSync(a)).toBe(false); // unused for a month
    expect(fs.existsSync(b)).toBe(false); // least recently used, over the cap
    expect(fs.existsSync(c)).toBe(true);
  });

  it("serving a variant marks it used", async () => {
    const file = (await imageVariant(SOURCE, 800))!;
    const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
    fs.utimesSync(file, weekAgo, weekAgo);
    await imageVariant(SOURCE, 800);
    expect(Date.now() - fs.statSync(file).mtimeMs).toBeLessThan(60_000);
    expect(fs.existsSync(path.join(projectRoot(), "public", SOURCE))).toBe(true);
  });
});
