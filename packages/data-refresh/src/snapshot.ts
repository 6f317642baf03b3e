/**
 * Snapshots: one immutable file per dataset and fetch, and a pointer per dataset naming the current
 * one. A snapshot carries its own description (dataset, as-of date, fetch time, source URL, row
 * count, checksum of its data), so whoever reads it (the API, the next refresh) can tell its age and
 * check that it arrived whole.
 *
 *   {dataset}/snapshots/{fetched-at}-{checksum}.json   written once, never replaced
 *   {dataset}/current.json                             the pointer, switched after the snapshot is written
 */
import { createHash } from 'node:crypto';

/** Every dataset the refresh knows, in the order reports list them. */
export const DATASET_IDS = ['ecb-fx', 'mnb-fx', 'mnb-base-rate', 'ksh-cpi', 'prices', 'edgar', 'news'] as const;
export type DatasetId = (typeof DATASET_IDS)[number];

export function isDatasetId(value: unknown): value is DatasetId {
  return typeof value === 'string' && (DATASET_IDS as readonly string[]).includes(value);
}

/** The snapshot format's version; a reader refuses any other. */
export const SNAPSHOT_SCHEMA_VERSION = 1;

export interface SnapshotMeta {
  dataset: DatasetId;
  /** The date the data describes up to (`YYYY-MM-DD`): the last observation, or the day it was known complete. */
  asOf: string;
  /** When it was fetched (ISO 8601, UTC); null for the embedded first snapshot, whose download time is not recorded. */
  fetchedAt: string | null;
  /** Where it was fetched from (for the embedded one: its provenance file). */
  sourceUrl: string;
  /** Who publishes it, as the screens name it ("EKB", "MNB", "KSH"…). */
  source: string;
  /** Rows (observations, filings, news items) in `data`. */
  rowCount: number;
  /** `sha256:` and the hex SHA-256 of `data` as serialised in the file. */
  checksum: string;
  /** `embedded`: shipped with the code; `fetched`: written by a refresh. */
  origin: 'embedded' | 'fetched';
  schemaVersion: typeof SNAPSHOT_SCHEMA_VERSION;
}

export interface Snapshot<T = unknown> {
  meta: SnapshotMeta;
  data: T;
}

/** What the pointer file holds: the current snapshot's key and a copy of its description. */
export interface SnapshotPointer extends Omit<SnapshotMeta, 'schemaVersion'> {
  key: string;
}

/** A snapshot or pointer that cannot be trusted (unreadable, another format, checksum mismatch). */
export class SnapshotError extends Error {
  override readonly name = 'SnapshotError';
}

export function checksumOf(text: string): string {
  return `sha256:${createHash('sha256').update(text).digest('hex')}`;
}

/** A snapshot of `data` with its checksum and row count filled in. */
export function makeSnapshot<T>(
  data: T,
  meta: Omit<SnapshotMeta, 'checksum' | 'schemaVersion' | 'rowCount'> & { rowCount: number },
): Snapshot<T> {
  return {
    meta: { ...meta, checksum: checksumOf(JSON.stringify(data)), schemaVersion: SNAPSHOT_SCHEMA_VERSION },
    data,
  };
}

/** The snapshot file's text (one JSON object, the data serialised exactly as checksummed). */
export function serializeSnapshot(snapshot: Snapshot): string {
  return `{"meta":${JSON.stringify(snapshot.meta)},"data":${JSON.stringify(snapshot.data)}}\n`;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads a snapshot file and checks it: format version, dataset, description fields, and that the data
 * hash to the recorded checksum (a truncated or edited file does not).
 * @throws SnapshotError naming what is wrong.
 */
export function parseSnapshot(text: string, dataset?: DatasetId): Snapshot {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new SnapshotError(`a pillanatkép nem érvényes JSON (${(e as Error).message})`);
  }
  if (typeof raw !== 'object' || raw === null || !('meta' in raw) || !('data' in raw))
    throw new SnapshotError('a pillanatképből hiányzik a leírás vagy az adat');
  const { meta, data } = raw as { meta: Partial<SnapshotMeta>; data: unknown };
  if (meta.schemaVersion !== SNAPSHOT_SCHEMA_VERSION)
    throw new SnapshotError(`ismeretlen pillanatkép-formátum (${String(meta.schemaVersion)})`);
  if (!isDatasetId(meta.dataset)) throw new SnapshotError(`ismeretlen adatkör: „${String(meta.dataset)}”`);
  if (dataset && meta.dataset !== dataset)
    throw new SnapshotError(`a pillanatkép a(z) ${meta.dataset} adatköré, nem a(z) ${dataset} adatköré`);
  if (typeof meta.asOf !== 'string' || !ISO_DATE.test(meta.asOf))
    throw new SnapshotError(`hibás „asOf” dátum: „${String(meta.asOf)}”`);
  if (!(Number.isInteger(meta.rowCount) && (meta.rowCount as number) >= 0))
    throw new SnapshotError(`hibás sorszám: „${String(meta.rowCount)}”`);
  const sum = checksumOf(JSON.stringify(data));
  if (sum !== meta.checksum)
    throw new SnapshotError(`az ellenőrzőösszeg nem egyezik (${String(meta.checksum)} helyett ${sum}): a fájl sérült`);
  return { meta: meta as SnapshotMeta, data };
}

/** The pointer to `snapshot`, stored under `key`. */
export function pointerFor(snapshot: Snapshot, key: string): SnapshotPointer {
  const { schemaVersion: _version, ...meta } = snapshot.meta;
  return { ...meta, key };
}

/** Reads a pointer file. @throws SnapshotError */
export function parsePointer(text: string, dataset: DatasetId): SnapshotPointer {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new SnapshotError(`a mutató nem érvényes JSON (${(e as Error).message})`);
  }
  const p = raw as Partial<SnapshotPointer>;
  if (typeof p !== 'object' || p === null || p.dataset !== dataset || typeof p.key !== 'string' || !p.checksum)
    throw new SnapshotError(`a(z) ${dataset} mutatója hiányos`);
  return p as SnapshotPointer;
}

/** Keys of a dataset's objects in a store. */
export const snapshotKeys = {
  pointer: (dataset: DatasetId) => `${dataset}/current.json`,
  prefix: (dataset: DatasetId) => `${dataset}/snapshots/`,
  /** Sortable by time (embedded ones first), unique by content. */
  snapshot(meta: SnapshotMeta): string {
    const when = meta.fetchedAt
      ? meta.fetchedAt.replace(/[-:]/g, '').replace(/\.\d+/, '')
      : '00000000T000000Z-embedded';
    return `${meta.dataset}/snapshots/${when}-${meta.checksum.slice('sha256:'.length, 'sha256:'.length + 16)}.json`;
  },
};
