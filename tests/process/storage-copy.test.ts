/**
 * `npm run storage:copy` on a real site: the demo site (embedded database,
 * uploads on local disk) gets a picture and a blog image through the admin;
 * its files are copied to an S3-protocol server (s3rver) started here; a
 * second run copies nothing; the site started with STORAGE_URL pointing at
 * the bucket, its local uploads moved away, still shows the picture; and the
 * files come back from the bucket to disk with `--to file:`.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestS3Server, TEST_S3_CREDENTIALS, type TestS3Server } from "../../app/server/testing/s3-server";
import { runScript, siteDataDir, startServer, type RunningServer } from "./support";
import { createPicture, png, signIn, UPLOAD_ADMIN, uploadBlogImage } from "./uploads";

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server("copy-site");
});
afterAll(async () => {
  await s3?.close();
});
const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop("SIGKILL")));
});

const fileOf = (dataDir: string, url: string) => path.join(dataDir, "uploads", ...url.replace(/^\/storage\//, "").split("/"));

describe("npm run storage:copy", () => {
  it("moves the demo site's uploads to object storage and the site still shows them; and back", async () => {
    const dataDir = siteDataDir("proc-copy-");
    // The first command opens the site's embedded database: slow on a busy machine.
    const admin = ["--email", UPLOAD_ADMIN.email, "--password", UPLOAD_ADMIN.password, "--admin"];
    expect((await runScript("user:create", admin, { DATA_DIR: dataDir }, 200_000)).code).toBe(0);

    // The demo site on local disk, with two uploads made through the admin.
    const local = await startServer({ DATA_DIR: dataDir });
    running.push(local);
    const cookie = await signIn(local.url);
    // A project picture: the page shows every active one (the demo's profile picture comes first).
    const picture = await createPicture(local.url, cookie, await png("#7c3aed"), "project");
    const blogImage = await uploadBlogImage(local.url, cookie, await png("#0f766e"));
    expect((await local.stop("SIGTERM"))).toBe(0);
    const pictureBytes = fs.readFileSync(fileOf(dataDir, picture));
    const blogImageBytes = fs.readFileSync(fileOf(dataDir, blogImage));

    const target = s3.storageUrl();
    const copy = await runScript("storage:copy", ["--to", target], { DATA_DIR: dataDir, ...TEST_S3_CREDENTIALS });
    expect(copy.code, copy.stderr).toBe(0);
    expect(copy.stdout).toContain(`Copying uploads from local disk in ${path.join(dataDir, "uploads")} to S3 bucket "${s3.bucket}" at ${s3.endpoint}.`);
    expect(copy.stdout).toMatch(new RegExp(`copied  images${picture.slice("/storage/images".length)} \\(\\d+ bytes, verified\\)`));
    expect(copy.stdout).toContain(`2 copied (${pictureBytes.length + blogImageBytes.length} bytes), 0 already there, 0 failed.`);

    // Run again (as after an interruption): nothing left to copy.
    const again = await runScript("storage:copy", ["--to", target], { DATA_DIR: dataDir, ...TEST_S3_CREDENTIALS });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain("0 copied (0 bytes), 2 already there, 0 failed.");

    // The site on the bucket, with nothing left on its disk.
    fs.renameSync(path.join(dataDir, "uploads"), path.join(dataDir, "uploads.moved"));
    const onBucket = await startServer({ DATA_DIR: dataDir, STORAGE_URL: target, ...TEST_S3_CREDENTIALS });
    running.push(onBucket);
    expect(onBucket.output()).toContain(`Uploads stored in S3 bucket "${s3.bucket}"`);
    const page = await (await fetch(`${onBucket.url}/team-leader`)).text();
    expect(page).toContain(picture);
    for (const [url, bytes] of [[picture, pictureBytes], [blogImage, blogImageBytes]] as const) {
      const response = await fetch(onBucket.url + url);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    }
    expect(fs.existsSync(path.join(dataDir, "uploads", "images"))).toBe(false);

    // And back to local disk (STORAGE_URL names the source now).
    const back = await runScript("storage:copy", ["--to", "file:"], { DATA_DIR: dataDir, STORAGE_URL: target, ...TEST_S3_CREDENTIALS });
    expect(back.code, back.stderr).toBe(0);
    expect(back.stdout).toContain("2 copied");
    expect(fs.readFileSync(fileOf(dataDir, picture))).toEqual(pictureBytes);
    expect(fs.readFileSync(fileOf(dataDir, blogImage))).toEqual(blogImageBytes);
    // Seven processes start one after the other (the embedded database allows one at a time): slow on a busy machine.
  }, 480_000);

  it("says what is wrong and exits non-zero when the target cannot be used", async () => {
    const dataDir = siteDataDir("proc-copy-bad-");
    const missing = await runScript("storage:copy", ["--to", s3.storageUrl("no-such-bucket")], { DATA_DIR: dataDir, ...TEST_S3_CREDENTIALS });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/Storage unavailable: the S3 bucket "no-such-bucket" .* no such bucket/);
    const same = await runScript("storage:copy", ["--to", "file:"], { DATA_DIR: dataDir });
    expect(same.code).toBe(2);
    expect(same.stderr).toContain("is the storage this site already uses");
    const usage = await runScript("storage:copy", [], { DATA_DIR: dataDir });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run storage:copy -- --to");
  });
});
