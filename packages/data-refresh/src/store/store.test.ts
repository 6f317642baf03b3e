/**
 * The two snapshot stores behave the same: the local folder, and Cloud Storage through the Firebase
 * Storage emulator (the production path, over its Google Cloud Storage JSON API).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSnapshot, serializeSnapshot, SnapshotError, snapshotKeys } from '../snapshot';
import { startStorage } from '../test-support/storage-emulator';
import { startFixtureServer } from '../test-support/fixture-server';
import { createGcsStore, metadataServerToken } from './gcs';
import { createLocalStore } from './local';
import { openSnapshotStore } from './open';
import { publishSnapshot, pruneSnapshots, readCurrent, readPointer } from './snapshots';
import { type SnapshotStore, StoreConflictError, StoreError } from './types';

const snap = (asOf: string, value: number, fetchedAt = `${asOf}T15:00:00.000Z`) =>
  makeSnapshot(
    { dates: [asOf], columns: { EURHUF: [value] } },
    { dataset: 'ecb-fx', asOf, fetchedAt, sourceUrl: 'http://x', source: 'EKB', rowCount: 1, origin: 'fetched' },
  );

let storage: Awaited<ReturnType<typeof startStorage>>;
const dirs: string[] = [];
beforeAll(async () => {
  storage = await startStorage();
});
afterAll(async () => {
  await storage?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

let bucketNo = 0;
const stores: [string, () => SnapshotStore][] = [
  [
    'local folder',
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'penzugy-store-'));
      dirs.push(dir);
      return createLocalStore(dir);
    },
  ],
  [
    'Cloud Storage (Firebase Storage emulator)',
    () =>
      createGcsStore({
        bucket: `demo-penzugy-${++bucketNo}`,
        prefix: 'snapshots',
        baseUrl: storage.url,
        token: async () => 'owner',
      }),
  ],
];

describe.each(stores)('%s', (_name, make) => {
  it('reads back what was written, and nothing for a missing key', async () => {
    const store = make();
    expect(await store.read('ecb-fx/current.json')).toBeUndefined();
    await store.create('ecb-fx/snapshots/a.json', 'első – ő');
    expect(await store.read('ecb-fx/snapshots/a.json')).toBe('első – ő');
  });

  it('never overwrites a snapshot, and replaces a pointer', async () => {
    const store = make();
    await store.create('ecb-fx/snapshots/a.json', 'one');
    await expect(store.create('ecb-fx/snapshots/a.json', 'two')).rejects.toBeInstanceOf(StoreConflictError);
    expect(await store.read('ecb-fx/snapshots/a.json')).toBe('one');
    await store.replace('ecb-fx/current.json', 'p1');
    await store.replace('ecb-fx/current.json', 'p2');
    expect(await store.read('ecb-fx/current.json')).toBe('p2');
  });

  it('lists a folder sorted and removes', async () => {
    const store = make();
    for (const k of ['b', 'a', 'c']) await store.create(`ecb-fx/snapshots/${k}.json`, k);
    await store.create('ksh-cpi/snapshots/z.json', 'z');
    expect(await store.list('ecb-fx/snapshots/')).toEqual([
      'ecb-fx/snapshots/a.json',
      'ecb-fx/snapshots/b.json',
      'ecb-fx/snapshots/c.json',
    ]);
    await store.remove('ecb-fx/snapshots/b.json');
    await store.remove('ecb-fx/snapshots/b.json');
    expect(await store.list('ecb-fx/snapshots/')).toEqual(['ecb-fx/snapshots/a.json', 'ecb-fx/snapshots/c.json']);
    await expect(store.read('../etc/passwd')).rejects.toBeInstanceOf(StoreError);
  });

  it('publishes a snapshot before its pointer and reads the current one back, checked', async () => {
    const store = make();
    expect(await readCurrent(store, 'ecb-fx')).toBeUndefined();
    const first = snap('2026-04-13', 366.9);
    const key = await publishSnapshot(store, first);
    expect(key).toBe(snapshotKeys.snapshot(first.meta));
    expect(key).toMatch(/^ecb-fx\/snapshots\/20260413T150000Z-[0-9a-f]{16}\.json$/);
    expect(await readCurrent(store, 'ecb-fx')).toEqual(first);
    const second = snap('2026-04-14', 368.12);
    await publishSnapshot(store, second);
    expect((await readCurrent(store, 'ecb-fx'))!.meta.asOf).toBe('2026-04-14');
    expect(await store.read(key)).toBe(serializeSnapshot(first)); // the old one stays as written
    // Publishing the same snapshot again (a retried task) is harmless.
    await publishSnapshot(store, second);
    expect(await store.list('ecb-fx/snapshots/')).toHaveLength(2);
  });

  it('refuses a damaged snapshot instead of serving it', async () => {
    const store = make();
    const s = snap('2026-04-13', 366.9);
    await publishSnapshot(store, s);
    const pointer = (await readPointer(store, 'ecb-fx'))!;
    await store.remove(pointer.key);
    await store.create(pointer.key, serializeSnapshot(s).replace('366.9', '369.6'));
    await expect(readCurrent(store, 'ecb-fx')).rejects.toThrow(SnapshotError);
    await expect(readCurrent(store, 'ecb-fx')).rejects.toThrow('az ellenőrzőösszeg nem egyezik');
    await store.remove(pointer.key);
    await expect(readCurrent(store, 'ecb-fx')).rejects.toThrow('hiányzó pillanatképre mutat');
  });

  it('prunes old snapshots but never the current one', async () => {
    const store = make();
    const days = ['2026-04-13', '2026-04-14', '2026-04-15', '2026-04-16'];
    for (const [i, d] of days.entries()) await publishSnapshot(store, snap(d, 366 + i));
    // Point back at the oldest, then keep two: the two newest stay, and so does the oldest.
    const oldest = snapshotKeys.snapshot(snap(days[0]!, 366).meta);
    const keys = await store.list('ecb-fx/snapshots/');
    expect(keys[0]).toBe(oldest);
    await store.replace(
      'ecb-fx/current.json',
      JSON.stringify({
        ...(await readPointer(store, 'ecb-fx')),
        key: oldest,
        checksum: snap(days[0]!, 366).meta.checksum,
      }),
    );
    expect(await pruneSnapshots(store, 'ecb-fx', 2)).toEqual([keys[1]]);
    expect(await store.list('ecb-fx/snapshots/')).toEqual([keys[0], keys[2], keys[3]]);
  });
});

describe('metadataServerToken', () => {
  it('asks the metadata server as Cloud Run allows, and keeps the token until shortly before it expires', async () => {
    const server = await startFixtureServer({
      '/token': {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ access_token: 'ya29.teszt', expires_in: 3599, token_type: 'Bearer' }),
      },
      '/refused': { status: 403, body: 'no' },
    });
    try {
      const token = metadataServerToken(globalThis.fetch, `${server.url}/token`);
      expect(await token()).toBe('ya29.teszt');
      expect(await token()).toBe('ya29.teszt');
      expect(server.requests).toHaveLength(1);
      expect(server.requests[0]!.headers['metadata-flavor']).toBe('Google');
      await expect(metadataServerToken(globalThis.fetch, `${server.url}/refused`)()).rejects.toThrow('HTTP 403');
    } finally {
      await server.close();
    }
  });
});

describe('openSnapshotStore', () => {
  it('chooses the store from SNAPSHOT_STORE', () => {
    expect(openSnapshotStore({ SNAPSHOT_STORE: '/srv/snapshots' }).description).toBe('/srv/snapshots');
    expect(openSnapshotStore({ SNAPSHOT_STORE: 'rel/dir' }, { cwd: '/work' }).description).toBe('/work/rel/dir');
    expect(openSnapshotStore({ SNAPSHOT_STORE: 'gs://penzugy-data/snapshots' }).description).toBe(
      'gs://penzugy-data/snapshots',
    );
    expect(openSnapshotStore({}, { cwd: path.resolve('.') }).description).toMatch(/\.data\/snapshots$/);
    expect(() => openSnapshotStore({ SNAPSHOT_STORE: 's3://x' })).toThrow('ismeretlen tároló');
  });

  it('talks to the emulator with STORAGE_EMULATOR_HOST', async () => {
    const store = openSnapshotStore({
      SNAPSHOT_STORE: 'gs://demo-penzugy-open/p',
      STORAGE_EMULATOR_HOST: storage.host,
    });
    await store.replace('news/current.json', 'x');
    expect(await store.read('news/current.json')).toBe('x');
    const direct = createGcsStore({ bucket: 'demo-penzugy-open', baseUrl: storage.url, token: async () => 'owner' });
    expect(await direct.list('p/news/')).toEqual(['p/news/current.json']);
  });
});
