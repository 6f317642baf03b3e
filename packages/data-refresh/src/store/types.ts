/**
 * Where snapshots live: a local folder by default (local.ts), a Cloud Storage bucket in production
 * (gcs.ts). The refresh and the API only use these five operations, so both stores behave the same
 * to them (the same tests run against both: store.test.ts).
 */
export interface SnapshotStore {
  /** For logs and reports, e.g. `/srv/snapshots` or `gs://bucket/prefix`. */
  readonly description: string;
  /** An object's text, or undefined when there is none. */
  read(key: string): Promise<string | undefined>;
  /** Writes a new object; fails with {@link StoreConflictError} when the key exists (snapshots are immutable). */
  create(key: string, text: string): Promise<void>;
  /** Writes or replaces an object in one step: readers see the old or the new text, never a part. */
  replace(key: string, text: string): Promise<void>;
  /** Keys under a prefix, sorted. */
  list(prefix: string): Promise<string[]>;
  /** Removes an object (no error when it is gone already). */
  remove(key: string): Promise<void>;
}

/** An object that should be new exists already. */
export class StoreConflictError extends Error {
  override readonly name = 'StoreConflictError';
}

/** The store could not be read or written (network, permissions, a full disk); Hungarian message. */
export class StoreError extends Error {
  override readonly name = 'StoreError';
}

/** Keys are relative paths of `[A-Za-z0-9._-]` segments (no `..`, no leading slash). */
export function checkKey(key: string): string {
  if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(key) || key.includes('..'))
    throw new StoreError(`Érvénytelen kulcs a tárolóban: „${key}”.`);
  return key;
}
