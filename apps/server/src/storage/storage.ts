import type { Readable } from 'node:stream';

/** A stored object read back: its bytes as a stream, with its type and size. */
export type StoredObject = { body: Readable; contentType: string; size: number | undefined };

/**
 * Where uploads live: `local` (DATA_DIR/uploads) or `s3` (any S3-compatible store).
 * Keys look like `profile-pictures/<userId>/<timestamp>.webp`; a key is never overwritten.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** Stores new bytes; fails when the key already exists. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when it does not exist. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes every object under a prefix (account purge). */
  deletePrefix(prefix: string): Promise<number>;
  delete(key: string): Promise<void>;
  /** Fails when the store cannot be written (GET /api/ready). */
  check(): Promise<void>;
}

/** Public path of stored objects, served by the server (both drivers) with long cache headers. */
export const uploadsPathPrefix = '/uploads/';

/** The public address of a key. */
export function publicUrlOf(key: string): string {
  return `${uploadsPathPrefix}${key}`;
}

/** The key behind a public address of ours, or null for any other address. */
export function keyOfPublicUrl(url: string): string | null {
  if (!url.startsWith(uploadsPathPrefix)) return null;
  const key = url.slice(uploadsPathPrefix.length);
  return isSafeKey(key) ? key : null;
}

/** Keys are folder/.../file with safe characters only: no '..', no absolute path. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9-]+(\/[A-Za-z0-9_-]+)*\/[A-Za-z0-9_.-]+$/.test(key) && !key.includes('..');
}
