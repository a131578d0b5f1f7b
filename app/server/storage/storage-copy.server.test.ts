/**
 * `storage:copy` between local disk and an S3-protocol server (s3rver)
 * started here: every object arrives intact, a second run copies nothing,
 * an interrupted or damaged target is finished, a write that does not read
 * back the same is reported, and the copy goes back from S3 to disk too.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyObjects, type CopyOutcome } from "./storage-copy.server";
import type { StorageDriver } from "./driver.server";
import { localDriver } from "./local.server";
import { s3Driver } from "./s3.server";
import { readStorageSettings } from "./storage-settings.server";
import { startTestS3Server, TEST_S3_CREDENTIALS, type TestS3Server } from "../testing/s3-server";

let dir: string;
let s3: TestS3Server;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-copy-test-"));
  s3 = await startTestS3Server("copy-test");
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const bucketDriver = (prefix: string) => {
  const settings = readStorageSettings({ STORAGE_URL: s3.storageUrl().replace("?", `/${prefix}?`), ...TEST_S3_CREDENTIALS });
  return s3Driver(settings as Extract<typeof settings, { kind: "s3" }>);
};
const bytesOf = async (driver: StorageDriver, key: string) => {
  const object = await driver.get(key);
  return object && Buffer.from(await new Response(object.body).arrayBuffer());
};
const keysOf = async (driver: StorageDriver) => {
  const keys: string[] = [];
  for (const bucket of ["blog-assets", "images"]) for await (const key of driver.list(`${bucket}/`)) keys.push(key);
  return keys;
};
const put = (driver: StorageDriver, key: string, bytes: Uint8Array) =>
  driver.put(key, bytes, { contentType: "image/webp", overwrite: true });
const big = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 31 + (i >> 9)) % 256));

async function run(source: StorageDriver, target: StorageDriver) {
  const lines: [CopyOutcome, string][] = [];
  const report = await copyObjects(source, target, (outcome, key) => lines.push([outcome, key]));
  return { report, lines };
}

describe("storage:copy", () => {
  it("copies a site's files from disk to S3, verified; a second run copies nothing; an interrupted copy is finished", async () => {
    const local = localDriver(path.join(dir, "site-a"));
    const bucket = bucketDriver("site-a");
    const objects: Record<string, Buffer> = {
      "blog-assets/blog-images/one.webp": big,
      "blog-assets/blog-images/two.webp": Buffer.from([1, 2, 3]),
      "images/team-leader-pictures/p1-face.webp": Buffer.from([4, 5, 6, 7]),
    };
    for (const [key, bytes] of Object.entries(objects)) await put(local, key, bytes);

    const first = await run(local, bucket);
    expect(first.report).toEqual({ copied: 3, present: 0, failed: [], bytes: big.length + 7 });
    for (const [key, bytes] of Object.entries(objects)) expect(await bytesOf(bucket, key)).toEqual(bytes);

    const again = await run(local, bucket);
    expect(again.report).toMatchObject({ copied: 0, present: 3, failed: [] });

    // As an interrupted run leaves it: one object missing, one with other bytes of the same size.
    await bucket.delete("blog-assets/blog-images/two.webp");
    await put(bucket, "images/team-leader-pictures/p1-face.webp", Buffer.from([9, 9, 9, 9]));
    const resumed = await run(local, bucket);
    expect(resumed.report).toMatchObject({ copied: 2, present: 1, failed: [] });
    expect(resumed.lines).toEqual([
      ["present", "blog-assets/blog-images/one.webp"],
      ["copied", "blog-assets/blog-images/two.webp"],
      ["copied", "images/team-leader-pictures/p1-face.webp"],
    ]);
    for (const [key, bytes] of Object.entries(objects)) expect(await bytesOf(bucket, key)).toEqual(bytes);
    // The source is left as it was.
    expect(await keysOf(local)).toEqual(Object.keys(objects));
  });

  it("copies back from S3 to disk", async () => {
    const bucket = bucketDriver("site-b");
    await put(bucket, "blog-assets/blog-images/back.webp", big);
    await put(bucket, "images/team-leader-pictures/p2-x.webp", Buffer.from([8]));
    const local = localDriver(path.join(dir, "site-b"));
    const { report } = await run(bucket, local);
    expect(report).toMatchObject({ copied: 2, present: 0, failed: [] });
    expect(fs.readFileSync(path.join(dir, "site-b/blog-assets/blog-images/back.webp"))).toEqual(big);
    expect(await keysOf(bucket)).toEqual(["blog-assets/blog-images/back.webp", "images/team-leader-pictures/p2-x.webp"]);
  });

  it("reports an object that does not read back the same, and goes on with the others", async () => {
    const local = localDriver(path.join(dir, "site-c"));
    await put(local, "blog-assets/blog-images/a.webp", big);
    await put(local, "blog-assets/blog-images/b.webp", Buffer.from([1, 2]));
    const inner = bucketDriver("site-c");
    // A store that keeps something else than it was sent for one object.
    const faulty: StorageDriver = {
      ...inner,
      async put(key, body, options) {
        if (key.endsWith("a.webp")) {
          for await (const _ of (body as { stream: NodeJS.ReadableStream }).stream);
          return inner.put(key, Buffer.alloc(big.length, 0), options);
        }
        return inner.put(key, body, options);
      },
    };
    const { report } = await run(local, faulty);
    expect(report.copied).toBe(1);
    expect(report.failed).toEqual([{ key: "blog-assets/blog-images/a.webp", reason: "the target's SHA-256 differs from the source's" }]);
  });
});
