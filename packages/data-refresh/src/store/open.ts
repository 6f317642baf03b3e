/**
 * The store an environment names: `SNAPSHOT_STORE` is a folder (absolute or relative to the working
 * directory, or a `file://` URL) or `gs://bucket[/prefix]`. Unset: the folder `.data/snapshots` at the
 * repository's root (the nearest folder above the working directory whose package.json declares
 * workspaces), so `npm run refresh` and `npm start` meet there; outside the repository, `.data/snapshots`
 * of the working directory.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGcsStore, defaultGcsToken } from './gcs';
import { createLocalStore } from './local';
import { type SnapshotStore, StoreError } from './types';

export const DEFAULT_STORE_FOLDER = path.join('.data', 'snapshots');

/** The repository root above `from` (a package.json with workspaces), or undefined. */
export function workspaceRoot(from: string = process.cwd()): string | undefined {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown }).workspaces) return dir;
      } catch {
        /* not ours: keep looking */
      }
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

export function defaultStoreFolder(cwd: string = process.cwd()): string {
  return path.join(workspaceRoot(cwd) ?? cwd, DEFAULT_STORE_FOLDER);
}

export function openSnapshotStore(
  env: Record<string, string | undefined> = process.env,
  { cwd = env.INIT_CWD ?? process.cwd(), fetch }: { cwd?: string; fetch?: typeof globalThis.fetch } = {},
): SnapshotStore {
  const spec = env.SNAPSHOT_STORE?.trim();
  if (!spec) return createLocalStore(defaultStoreFolder(cwd));
  if (spec.startsWith('gs://')) {
    const [bucket, ...rest] = spec.slice('gs://'.length).split('/');
    if (!bucket) throw new StoreError(`SNAPSHOT_STORE: hiányzik a tároló (bucket) neve: „${spec}”.`);
    const emulator = env.STORAGE_EMULATOR_HOST?.trim();
    return createGcsStore({
      bucket,
      prefix: rest.join('/'),
      token: defaultGcsToken(env, fetch),
      ...(emulator ? { baseUrl: emulator.startsWith('http') ? emulator : `http://${emulator}` } : {}),
      ...(fetch ? { fetch } : {}),
    });
  }
  if (spec.startsWith('file://')) return createLocalStore(fileURLToPath(spec));
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(spec))
    throw new StoreError(`SNAPSHOT_STORE: ismeretlen tároló: „${spec}” (mappa, file:// vagy gs://).`);
  return createLocalStore(path.resolve(cwd, spec));
}
