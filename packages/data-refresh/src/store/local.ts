/**
 * The local snapshot store: a folder. A new snapshot is written to a temporary file and linked to its
 * name (link fails when the name exists, so a snapshot is never overwritten); the pointer is written
 * to a temporary file and renamed over the old one (rename replaces atomically on POSIX filesystems).
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type SnapshotStore, StoreConflictError, StoreError } from './types';

function errno(e: unknown): string | undefined {
  return (e as NodeJS.ErrnoException).code;
}

export function createLocalStore(root: string): SnapshotStore {
  const dir = path.resolve(root);
  const file = (key: string) => path.join(dir, ...checkKey(key).split('/'));
  const temp = (target: string) => `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;

  async function writeTemp(target: string, text: string): Promise<string> {
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = temp(target);
    await writeFile(tmp, text, 'utf8');
    return tmp;
  }

  const wrap = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof StoreConflictError || e instanceof StoreError) throw e;
      throw new StoreError(`A helyi tároló (${dir}) ${what} nem sikerült: ${(e as Error).message}`);
    }
  };

  return {
    description: dir,
    read: (key) =>
      wrap('olvasása', async () => {
        try {
          return await readFile(file(key), 'utf8');
        } catch (e) {
          if (errno(e) === 'ENOENT') return undefined;
          throw e;
        }
      }),
    create: (key, text) =>
      wrap('írása', async () => {
        const target = file(key);
        const tmp = await writeTemp(target, text);
        try {
          await link(tmp, target);
        } catch (e) {
          if (errno(e) === 'EEXIST') throw new StoreConflictError(`Már létezik: ${key}`);
          throw e;
        } finally {
          await rm(tmp, { force: true });
        }
      }),
    replace: (key, text) =>
      wrap('írása', async () => {
        const target = file(key);
        await rename(await writeTemp(target, text), target);
      }),
    list: (prefix) =>
      wrap('listázása', async () => {
        const base = prefix.endsWith('/') ? prefix.slice(0, -1) : path.posix.dirname(prefix);
        let names: string[];
        try {
          names = await readdir(base === '.' || base === '' ? dir : file(base));
        } catch (e) {
          if (errno(e) === 'ENOENT') return [];
          throw e;
        }
        return names
          .filter((n) => !n.endsWith('.tmp'))
          .map((n) => (base === '.' || base === '' ? n : `${base}/${n}`))
          .filter((k) => k.startsWith(prefix))
          .sort();
      }),
    remove: (key) => wrap('törlése', () => rm(file(key), { force: true })),
  };
}
