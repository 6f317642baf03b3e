/**
 * Reading and publishing snapshots in a store: the current snapshot of a dataset (pointer, then the
 * file it names, checked), and publishing a new one (the snapshot first, then the pointer), so a
 * reader always finds a whole snapshot and a failed write leaves the previous pointer in place.
 */
import {
  type DatasetId,
  parsePointer,
  parseSnapshot,
  pointerFor,
  serializeSnapshot,
  type Snapshot,
  SnapshotError,
  snapshotKeys,
  type SnapshotPointer,
} from '../snapshot';
import { type SnapshotStore, StoreConflictError } from './types';

/** The dataset's pointer, or undefined when the store has none yet. @throws SnapshotError, StoreError */
export async function readPointer(store: SnapshotStore, dataset: DatasetId): Promise<SnapshotPointer | undefined> {
  const text = await store.read(snapshotKeys.pointer(dataset));
  return text === undefined ? undefined : parsePointer(text, dataset);
}

/** The snapshot a pointer names, checked against the pointer. @throws SnapshotError, StoreError */
export async function readSnapshot(store: SnapshotStore, pointer: SnapshotPointer): Promise<Snapshot> {
  const text = await store.read(pointer.key);
  if (text === undefined) throw new SnapshotError(`a mutató hiányzó pillanatképre mutat: ${pointer.key}`);
  const snapshot = parseSnapshot(text, pointer.dataset);
  if (snapshot.meta.checksum !== pointer.checksum)
    throw new SnapshotError(`a(z) ${pointer.key} ellenőrzőösszege nem az, amit a mutató rögzít`);
  return snapshot;
}

/** The current snapshot of a dataset, or undefined when the store has none. @throws SnapshotError, StoreError */
export async function readCurrent(store: SnapshotStore, dataset: DatasetId): Promise<Snapshot | undefined> {
  const pointer = await readPointer(store, dataset);
  return pointer ? readSnapshot(store, pointer) : undefined;
}

/**
 * Writes `snapshot` as a new immutable object, then points the dataset at it. Returns the key. A
 * snapshot with the same name exists only if the same data were fetched at the same second; it is
 * then the same bytes, and the pointer is switched to it.
 */
export async function publishSnapshot(store: SnapshotStore, snapshot: Snapshot): Promise<string> {
  const key = snapshotKeys.snapshot(snapshot.meta);
  try {
    await store.create(key, serializeSnapshot(snapshot));
  } catch (e) {
    if (!(e instanceof StoreConflictError)) throw e;
    const existing = parseSnapshot((await store.read(key)) ?? '', snapshot.meta.dataset);
    if (existing.meta.checksum !== snapshot.meta.checksum) throw e;
  }
  await store.replace(snapshotKeys.pointer(snapshot.meta.dataset), `${JSON.stringify(pointerFor(snapshot, key))}\n`);
  return key;
}

/**
 * Removes all but the newest `keep` snapshots of a dataset, never the one the pointer names.
 * Returns the removed keys.
 */
export async function pruneSnapshots(store: SnapshotStore, dataset: DatasetId, keep: number): Promise<string[]> {
  const pointer = await readPointer(store, dataset);
  const keys = (await store.list(snapshotKeys.prefix(dataset))).filter((k) => k.endsWith('.json'));
  const old = keys.slice(0, Math.max(0, keys.length - keep)).filter((k) => k !== pointer?.key);
  for (const key of old) await store.remove(key);
  return old;
}
