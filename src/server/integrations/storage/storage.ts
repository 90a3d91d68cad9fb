/**
 * Where the shop keeps files by key (issue 18: image originals and variants): a local folder by
 * default, an S3-compatible bucket (S3, R2, MinIO) in production. Keys are paths of lower-case
 * letters, digits, `.`, `_`, `-` and `/` (`originals/3f2a….jpg`), never `..`.
 */
export interface ObjectStorage {
  readonly name: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** The object's type and size without its bytes, or null when there is none. */
  head(key: string): Promise<{ contentType: string; size: number } | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export class StorageError extends Error {}

const KEY = /^[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*$/;

/** Refuses a key that could leave the storage's folder or bucket prefix. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes("..") || key.length > 512)
    throw new StorageError(`bad storage key "${key}"`);
  return key;
}
