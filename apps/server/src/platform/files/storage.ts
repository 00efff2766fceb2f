import type { Readable } from 'node:stream';

// One interface for where file bytes live (issue 12 §2): the local disk under DATA_DIR/files by
// default, S3-compatible object storage when S3_URL is set. Metadata (name, type, owner, expiry)
// is in the `file` table; storage only knows opaque keys. A put either stores the whole object
// or nothing: disk writes a temp file and renames it, S3 only shows an object once PutObject has
// completed, so a crash or an aborted stream never leaves a half-written file under a key.

export interface StoredObject {
  /** The bytes; the caller must consume or destroy it. */
  stream: Readable;
  size: number;
}

export interface FileStorage {
  /** 'disk' or 's3' (logs and docs). */
  readonly kind: 'disk' | 's3';
  /** Writes the whole body under key, replacing an existing object; nothing is left on failure. */
  put(key: string, body: Buffer | Readable): Promise<{ size: number }>;
  /** The object's bytes; throws StorageNotFoundError when there is none. */
  get(key: string): Promise<StoredObject>;
  /** Removes the object; a missing key is not an error (deletes are retried). */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Releases connections (S3 client) when the app closes. */
  close?(): void;
}

export class StorageNotFoundError extends Error {
  override name = 'StorageNotFoundError';
  constructor(readonly key: string) {
    super(`stored object not found: ${key}`);
  }
}

// Keys are built by the server (tenant/yyyy/mm/id), never from user input; the pattern (no
// segment starts with a dot, so no '.' or '..') keeps a bug from addressing a path outside the
// storage root.
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function assertStorageKey(key: string): void {
  if (key.length > 512 || !KEY.test(key)) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
}
