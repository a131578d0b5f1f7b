/**
 * The S3 driver against a real S3-protocol server (s3rver) started here: the
 * storage functions, the /storage route and the image variants all work on
 * objects held in the bucket, and an unreachable bucket is refused clearly.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3Server, TEST_S3_CREDENTIALS, type TestS3Server } from "../testing/s3-server";
import { freePortForTest } from "../testing/free-port";

// Variants live under DATA_DIR (read on first use): a directory of this test's own.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "s3-driver-test-"));

const { readStorageSettings } = await import("./storage-settings.server");
const { s3Driver } = await import("./s3.server");
const storage = await import("./storage.server");
const { loader } = await import("~/routes/resources/storage");
const { imageVariant } = await import("./image-variants.server");

let s3: TestS3Server;
const driverFor = (url: string, env: Record<string, string> = TEST_S3_CREDENTIALS) =>
  s3Driver(readStorageSettings({ STORAGE_URL: url, ...env }) as Extract<ReturnType<typeof readStorageSettings>, { kind: "s3" }>);

beforeAll(async () => {
  s3 = await startTestS3Server("uploads-test");
  storage.setStorageDriver(driverFor(s3.storageUrl()));
});
afterAll(async () => {
  storage.setStorageDriver(undefined);
  await s3.close();
  fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
});

const webp = () => sharp({ create: { width: 64, height: 48, channels: 3, background: "#1d4ed8" } }).webp().toBuffer();

function get(url: string, init: RequestInit = {}) {
  const request = new Request(`http://site.test${url}`, init);
  const [, bucket, ...rest] = new URL(request.url).pathname.split("/").slice(1);
  const params = { bucket: bucket!, "*": rest.map(decodeURIComponent).join("/") };
  return loader({ request, params } as unknown as Parameters<typeof loader>[0]) as Promise<Response>;
}

describe("S3 storage driver", () => {
  it("puts, reads, lists and deletes objects in the bucket, and never overwrites unless asked", async () => {
    const bytes = await webp();
    const stored = await storage.putObject("images", "team-leader-pictures/p1-face.webp", bytes);
    expect(stored.publicUrl).toBe("/storage/images/team-leader-pictures/p1-face.webp");
    await storage.putObject("images", "team-leader-pictures/p2-face.webp", bytes);
    await storage.putObject("blog-assets", "blog-images/b.webp", bytes);

    expect(await storage.statObject("images", "team-leader-pictures/p1-face.webp")).toMatchObject({
      size: bytes.length,
      contentType: "image/webp",
      name: "p1-face.webp",
    });
    expect(await storage.readObjectBytes("images", "team-leader-pictures/p1-face.webp")).toEqual(bytes);
    const listed: string[] = [];
    for await (const p of storage.listObjects("images", "team-leader-pictures/")) listed.push(p);
    expect(listed).toEqual(["team-leader-pictures/p1-face.webp", "team-leader-pictures/p2-face.webp"]);

    await expect(storage.putObject("images", "team-leader-pictures/p1-face.webp", new Uint8Array([1]))).rejects.toMatchObject({
      status: 409,
    });
    expect(await storage.readObjectBytes("images", "team-leader-pictures/p1-face.webp")).toEqual(bytes);
    await storage.putObject("images", "team-leader-pictures/p1-face.webp", new Uint8Array([1, 2]), { upsert: true });
    expect(await storage.readObjectBytes("images", "team-leader-pictures/p1-face.webp")).toEqual(Buffer.from([1, 2]));

    await storage.removeObject("images", "team-leader-pictures/p1-face.webp");
    await storage.removeObject("images", "team-leader-pictures/never-was.webp");
    expect(await storage.statObject("images", "team-leader-pictures/p1-face.webp")).toBeUndefined();
    expect(await storage.readObject("images", "team-leader-pictures/p1-face.webp")).toBeUndefined();
  });

  it("serves a stored object at its public address with today's headers", async () => {
    const bytes = await webp();
    const { publicUrl } = await storage.putObject("blog-assets", "blog-images/served-photo.webp", bytes);
    const response = await get(publicUrl);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/webp",
      "content-length": String(bytes.length),
      "content-disposition": 'inline; filename="served-photo.webp"',
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "public, max-age=3600",
    });
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);

    const etag = response.headers.get("etag")!;
    expect((await get(publicUrl, { headers: { "If-None-Match": etag } })).status).toBe(304);
    const head = await get(publicUrl, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.length));
    expect((await get("/storage/blog-assets/blog-images/missing.webp")).status).toBe(404);
    expect((await get("/storage/blog-assets/blog-images/x.html")).status).toBe(404);
    expect((await get("/storage/private/a.webp")).status).toBe(404);
  });

  it("makes resized variants from an object in the bucket, into this process's own cache", async () => {
    const big = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#16a34a" } }).webp().toBuffer();
    const { publicUrl } = await storage.putObject("blog-assets", "blog-images/wide.webp", big);
    const variant = await imageVariant(publicUrl, 320);
    expect(variant?.startsWith(path.join(process.env.DATA_DIR!, "cache", "img"))).toBe(true);
    expect((await sharp(variant!).metadata()).width).toBe(320);
    expect(await imageVariant("/storage/blog-assets/blog-images/none.webp", 320)).toBeUndefined();
  });

  it("refuses a bucket that does not exist or a store that does not answer, with a clear message and no secret", async () => {
    const secret = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "very-secret-key" };
    const missing = driverFor(s3.storageUrl("no-such-bucket"), secret);
    const error = await missing.check().then(() => undefined, (e: Error) => e);
    expect(error?.name).toBe("StorageUnavailableError");
    expect(error?.message).toMatch(/S3 bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ cannot be reached: no such bucket/);
    expect(error?.message).not.toContain("very-secret-key");

    const closedPort = await freePortForTest();
    const unreachable = driverFor(`s3://uploads-test?endpoint=http://127.0.0.1:${closedPort}&forcePathStyle=true`, secret);
    await expect(unreachable.check()).rejects.toThrow(/cannot be reached: ECONNREFUSED.*STORAGE_URL/);
    await expect(driverFor(s3.storageUrl()).check()).resolves.toBeUndefined();
  });
});
