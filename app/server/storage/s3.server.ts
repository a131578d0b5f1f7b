/**
 * The S3-compatible driver (AWS S3, Cloudflare R2, Backblaze B2, MinIO, ...)
 * through the AWS SDK. Objects are stored under "<prefix><bucket>/<path>" in
 * one S3 bucket. Checksums are computed and checked only when an operation
 * requires them: several S3-compatible stores (and s3rver, used by the tests)
 * mishandle the SDK's default streaming checksums.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import type { StorageSettings } from "./storage-settings.server";
import { describeStorageSettings } from "./storage-settings.server";
import type { StorageDriver } from "./driver.server";
import { StorageError, StorageUnavailableError } from "./errors.server";

type S3Settings = Extract<StorageSettings, { kind: "s3" }>;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === "NotFound" || error.name === "NoSuchKey");

/** Why a request failed, for a log line: the error's name and status, never a credential. */
function reason(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    if (status === 404) return "no such bucket (404)";
    if (status === 403) return "access denied (403): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY";
    return `${error.name}${status ? ` (${status})` : ""}`;
  }
  const err = error as NodeJS.ErrnoException;
  return err.code ?? err.name ?? "unknown error";
}

export function s3Driver(settings: S3Settings): StorageDriver {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A store that does not answer must not hang a request (or the start-up) for minutes.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;
  const Key = (key: string) => settings.prefix + key;
  const description = describeStorageSettings(settings, "");

  const head = async (key: string) => {
    try {
      const out = await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
      return { size: out.ContentLength ?? 0, modified: out.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };

  return {
    kind: "s3",
    description,
    async put(key, body, { contentType, overwrite }) {
      // "No overwrite" is a look first: names are made by the server (a UUID,
      // or a picture's id and version), so two writers of one name do not
      // meet; conditional writes (If-None-Match) are not offered by every
      // S3-compatible store.
      if (!overwrite && (await head(key))) throw new StorageError("A file with this name already exists", 409);
      // One PUT is all or nothing: a failed write leaves no half object.
      // A stream goes up as it is read: its size is known, so one plain PUT (no chunked upload).
      const [Body, ContentLength] = body instanceof Uint8Array ? [body, body.byteLength] : [body.stream as Readable, body.size];
      await client.send(new PutObjectCommand({ Bucket, Key: Key(key), Body, ContentType: contentType, ContentLength }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        if (!out.Body) return undefined;
        return {
          size: out.ContentLength ?? 0,
          modified: out.LastModified ?? new Date(0),
          body: out.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    head,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const out = await client.send(new ListObjectsV2Command({ Bucket, Prefix: Key(prefix), ContinuationToken }));
        for (const object of out.Contents ?? []) {
          if (object.Key?.startsWith(settings.prefix)) yield object.Key.slice(settings.prefix.length);
        }
        ContinuationToken = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(20_000) });
      } catch (error) {
        throw new StorageUnavailableError(
          `Storage unavailable: the ${description} cannot be reached: ${reason(error)}. ` +
            "Check STORAGE_URL (and AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY), or unset STORAGE_URL to keep files on local disk.",
        );
      }
    },
  };
}
