/**
 * A real S3-protocol server for the tests (s3rver, in this process, files in a
 * temporary directory), with one bucket made ready. Its address works as a
 * STORAGE_URL endpoint with path-style requests; any credentials are accepted.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const TEST_S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" } as const;

export type TestS3Server = {
  endpoint: string;
  bucket: string;
  /** STORAGE_URL for this server's bucket (or another bucket name). */
  storageUrl(bucket?: string): string;
  close(): Promise<void>;
};

export async function startTestS3Server(bucket = "site-uploads", port = 0): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    storageUrl: (name = bucket) => `s3://${name}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
