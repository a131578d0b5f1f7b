/**
 * What a storage driver does. Keys are "<bucket>/<path>" as checked by
 * storage.server.ts (plain segments, image extensions only); drivers only
 * store and fetch bytes under them.
 */
export type ObjectInfo = { size: number; modified: Date };

export type ObjectBody = ObjectInfo & { body: ReadableStream<Uint8Array> };

/**
 * What `put` stores: bytes in memory, or a stream of a known size (backups,
 * restores and `storage:copy` move objects without holding them whole).
 */
export type PutBody = Uint8Array | { stream: NodeJS.ReadableStream; size: number };

export interface StorageDriver {
  readonly kind: "local" | "s3";
  /** For the start-up line and error messages: never a secret. */
  readonly description: string;
  /** Stores `body`; with `overwrite: false` an existing object is a StorageError 409. */
  put(key: string, body: PutBody, options: { contentType: string; overwrite: boolean }): Promise<void>;
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
