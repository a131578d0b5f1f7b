/**
 * What a storage driver does. Keys are "<bucket>/<path>" as checked by
 * storage.server.ts (plain segments, image extensions only); drivers only
 * store and fetch bytes under them.
 */
export type ObjectInfo = { size: number; modified: Date };

export type ObjectBody = ObjectInfo & { body: ReadableStream<Uint8Array> };

export interface StorageDriver {
  readonly kind: "local" | "s3";
  /** For the start-up line and error messages: never a secret. */
  readonly description: string;
  /** Stores `bytes`; with `overwrite: false` an existing object is a StorageError 409. */
  put(key: string, bytes: Uint8Array, options: { contentType: string; overwrite: boolean }): Promise<void>;
  /** The object's bytes as a stream, or undefined when there is none. */
  get(key: string): Promise<ObjectBody | undefined>;
  head(key: string): Promise<ObjectInfo | undefined>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every key that starts with `prefix`, in key order. */
  list(prefix: string): AsyncGenerator<string>;
  /** Throws when the store cannot be used (S3: HeadBucket). */
  check(): Promise<void>;
}
