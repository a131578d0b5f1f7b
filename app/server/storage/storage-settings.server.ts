/**
 * Where uploaded files are kept, read once from the environment in the style
 * of env.server.ts: anything invalid stops the process at start-up with a
 * message naming the variable (and never repeating a secret).
 *
 *   STORAGE_URL unset, empty or `file:`  local disk under DATA_DIR/uploads (the default)
 *   STORAGE_URL=s3://<bucket>[/<prefix>]?endpoint=https://...&region=...&forcePathStyle=true
 *     S3-compatible object storage; credentials from AWS_ACCESS_KEY_ID and
 *     AWS_SECRET_ACCESS_KEY (both unset: the AWS SDK's own chain, e.g. an
 *     instance role).
 */

export type StorageSettings =
  | { kind: "local" }
  | {
      kind: "s3";
      bucket: string;
      /** Prepended to every key ("" or "site/"), so one bucket can hold several sites. */
      prefix: string;
      endpoint: string | undefined;
      region: string;
      forcePathStyle: boolean;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

const S3_OPTIONS = new Set(["endpoint", "region", "forcePathStyle"]);
/** S3 bucket names: 3-63 lower-case letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export class StorageSettingsError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration in the environment:\n  ${variable}: ${problem}`);
    this.name = "StorageSettingsError";
  }
}

export function readStorageSettings(source: NodeJS.ProcessEnv = process.env): StorageSettings {
  const raw = source.STORAGE_URL?.trim() ?? "";
  if (raw === "" || raw === "file:" || raw === "file://") return { kind: "local" };
  const fail = (problem: string): never => {
    throw new StorageSettingsError("STORAGE_URL", problem);
  };
  if (!/^s3:\/\//i.test(raw)) fail('must be unset, "file:" (local disk) or s3://<bucket>?endpoint=...&region=...');
  // Checked before parsing, so a secret is never part of an error message.
  if (/^s3:\/\/[^/?#]*@/i.test(raw)) {
    fail("must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead");
  }
  if (!URL.canParse(raw)) fail("is not a valid URL");
  const url = new URL(raw);
  // As written (URL lower-cases host names, and S3 bucket names are case-sensitive).
  const bucket = /^s3:\/\/([^/?#]*)/i.exec(raw)![1]!;
  if (!BUCKET_NAME.test(bucket)) fail(`"${bucket}" is not a valid bucket name (3-63 lower-case letters, digits, dots, hyphens)`);
  if (url.port) fail("must not have a port after the bucket name (put the host and port in ?endpoint=)");
  const segments = url.pathname.split("/").filter(Boolean);
  if (!segments.every((s) => PREFIX_SEGMENT.test(s))) fail("the path after the bucket (a key prefix) must be plain folder names");
  for (const key of url.searchParams.keys()) {
    if (!S3_OPTIONS.has(key)) fail(`unknown option "${key}" (known: ${[...S3_OPTIONS].join(", ")})`);
  }
  const endpoint = url.searchParams.get("endpoint") || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/?#@]+/i.test(endpoint)) {
    fail("endpoint must be an http:// or https:// address without credentials");
  }
  if (endpoint !== undefined && !URL.canParse(endpoint)) fail("endpoint is not a valid URL");
  const region = url.searchParams.get("region") || "us-east-1";
  if (!/^[a-z0-9-]{2,40}$/.test(region)) fail(`region "${region}" is not a region name`);
  const pathStyle = url.searchParams.get("forcePathStyle") ?? "false";
  if (!["true", "false", "1", "0", ""].includes(pathStyle)) fail("forcePathStyle must be true or false");

  const accessKeyId = source.AWS_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = source.AWS_SECRET_ACCESS_KEY?.trim() || undefined;
  if (accessKeyId && !secretAccessKey) {
    throw new StorageSettingsError("AWS_SECRET_ACCESS_KEY", "must be set with AWS_ACCESS_KEY_ID");
  }
  if (secretAccessKey && !accessKeyId) {
    throw new StorageSettingsError("AWS_ACCESS_KEY_ID", "must be set with AWS_SECRET_ACCESS_KEY");
  }
  return {
    kind: "s3",
    bucket,
    prefix: segments.length ? `${segments.join("/")}/` : "",
    endpoint: endpoint && new URL(endpoint).origin + new URL(endpoint).pathname.replace(/\/$/, ""),
    region,
    forcePathStyle: pathStyle === "true" || pathStyle === "1",
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** The storage as it may be logged: no credentials. */
export function describeStorageSettings(settings: StorageSettings, localRoot: string): string {
  if (settings.kind === "local") return `local disk in ${localRoot}`;
  const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
  return `S3 bucket "${settings.bucket}"${settings.prefix ? ` under ${settings.prefix}` : ""} at ${where}`;
}
