import { describe, expect, it } from "vitest";
import { describeStorageSettings, readStorageSettings } from "./storage-settings.server";

const keys = { AWS_ACCESS_KEY_ID: "AKIDEXAMPLE", AWS_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG" };

describe("STORAGE_URL", () => {
  it("keeps files on local disk when unset, empty or file:", () => {
    for (const STORAGE_URL of [undefined, "", "  ", "file:"]) expect(readStorageSettings({ STORAGE_URL })).toEqual({ kind: "local" });
  });

  it("reads an S3-compatible store with its endpoint, region, path style, prefix and credentials", () => {
    const settings = readStorageSettings({
      STORAGE_URL: "s3://site-uploads/ekadash?endpoint=https://abc123.r2.cloudflarestorage.com&region=auto&forcePathStyle=true",
      ...keys,
    });
    expect(settings).toEqual({
      kind: "s3",
      bucket: "site-uploads",
      prefix: "ekadash/",
      endpoint: "https://abc123.r2.cloudflarestorage.com",
      region: "auto",
      forcePathStyle: true,
      credentials: { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG" },
    });
    expect(describeStorageSettings(settings, "")).toBe(
      'S3 bucket "site-uploads" under ekadash/ at https://abc123.r2.cloudflarestorage.com',
    );
    // AWS itself: no endpoint, the SDK's own credentials chain.
    expect(readStorageSettings({ STORAGE_URL: "s3://my.bucket?region=eu-west-1" })).toMatchObject({
      endpoint: undefined,
      region: "eu-west-1",
      forcePathStyle: false,
      credentials: undefined,
      prefix: "",
    });
  });

  it("stops with a message naming the variable, never repeating a secret", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ STORAGE_URL: "ftp://x" }, /STORAGE_URL: must be unset, "file:"/],
      [{ STORAGE_URL: "s3://My_Bucket" }, /STORAGE_URL: "My_Bucket" is not a valid bucket name/],
      [{ STORAGE_URL: "s3://bucket?endpiont=https://x" }, /STORAGE_URL: unknown option "endpiont"/],
      [{ STORAGE_URL: "s3://bucket?endpoint=x.example.com" }, /STORAGE_URL: endpoint must be an http/],
      [{ STORAGE_URL: "s3://bucket?forcePathStyle=maybe" }, /STORAGE_URL: forcePathStyle must be true or false/],
      [{ STORAGE_URL: "s3://bucket", AWS_ACCESS_KEY_ID: "AKID" }, /AWS_SECRET_ACCESS_KEY: must be set with AWS_ACCESS_KEY_ID/],
      [{ STORAGE_URL: "s3://bucket", AWS_SECRET_ACCESS_KEY: "hush" }, /AWS_ACCESS_KEY_ID: must be set with/],
    ];
    for (const [env, message] of cases) expect(() => readStorageSettings(env), JSON.stringify(env)).toThrow(message);

    const withSecret = () => readStorageSettings({ STORAGE_URL: "s3://AKID:topsecret@bucket?endpoint=https://x.example" });
    expect(withSecret).toThrow(/STORAGE_URL: must not hold credentials/);
    expect(withSecret).not.toThrow(/topsecret/);
  });
});
