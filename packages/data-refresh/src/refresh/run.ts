/**
 * One refresh run (`npm run refresh`, the Cloud Run job): for each requested dataset, read the last
 * good snapshot (or start from the embedded one, saved as the first snapshot), fetch, judge, and
 * publish a new snapshot only when the fetch is whole and plausible and differs from the last. A
 * failed, partial or suspicious fetch is refused with its reasons and changes nothing. Afterwards
 * every dataset's age is reported, stale ones flagged.
 */
import { DATASETS } from '../datasets/catalogue';
import type { AnyDataset, Fetched, RefreshContext } from '../datasets/types';
import { SourceError } from '../source-error';
import { type DatasetId, makeSnapshot, type Snapshot, SnapshotError, type SnapshotMeta } from '../snapshot';
import { budapestDate } from '@penzugy/market-data';
import { datasetStatus, type DatasetStatus } from '../status';
import { publishSnapshot, pruneSnapshots, readCurrent, readPointer } from '../store/snapshots';
import type { SnapshotStore } from '../store/types';

export type DatasetOutcome = 'updated' | 'unchanged' | 'refused' | 'failed' | 'skipped' | 'dry-run';

export interface DatasetResult {
  dataset: DatasetId;
  outcome: DatasetOutcome;
  /** Why it was refused, failed or skipped. */
  reasons: string[];
  /** Warnings that did not stop it (symbols a provider skipped, the embedded snapshot saved). */
  notes: string[];
  /** The last good snapshot before the run. */
  previous?: { asOf: string; checksum: string };
  /** The snapshot written (or, on a dry run, that would be). */
  next?: { asOf: string; rowCount: number; checksum: string; key?: string };
}

/** One structured log line (Cloud Logging reads `severity` and `message`; the alert counts `event: "stale"`). */
export interface RefreshLogEntry {
  severity: 'INFO' | 'WARNING' | 'ERROR';
  event: 'note' | DatasetOutcome | 'stale' | 'fresh';
  dataset: DatasetId;
  message: string;
  [key: string]: unknown;
}

export interface RefreshOptions {
  store: SnapshotStore;
  /** Datasets to refresh (default: all). The status report always covers all. */
  only?: readonly DatasetId[];
  dryRun?: boolean;
  /** Snapshots kept per dataset after a publish (older ones are removed, never the current one). @default SNAPSHOT_KEEP or 30 */
  keep?: number;
  env?: Record<string, string | undefined>;
  now?: Date;
  http?: RefreshContext['http'];
  log?: (entry: RefreshLogEntry) => void;
  /** Replaces the catalogue (tests). */
  datasets?: readonly AnyDataset[];
}

export interface RefreshReport {
  results: DatasetResult[];
  statuses: DatasetStatus[];
  /** False when a requested dataset was refused or failed. */
  ok: boolean;
}

/** SNAPSHOT_KEEP: snapshots kept per dataset (default 30; at least 2, so the previous one is always there). */
export function snapshotsToKeep(env: Record<string, string | undefined>): number {
  const raw = env.SNAPSHOT_KEEP?.trim();
  const n = raw ? Number(raw) : 30;
  if (!Number.isInteger(n) || n < 2) throw new Error(`SNAPSHOT_KEEP: legalább 2 legyen (most: „${raw}”).`);
  return n;
}

const embeddedCache = new Map<DatasetId, Snapshot>();

/** The embedded snapshot of a dataset (read once per process), or undefined when it has none. */
export function embeddedSnapshot(def: AnyDataset): Snapshot | undefined {
  if (!def.embedded) return undefined;
  let s = embeddedCache.get(def.id);
  if (!s) embeddedCache.set(def.id, (s = def.embedded()));
  return s;
}

async function refreshOne(
  def: AnyDataset,
  o: Required<Pick<RefreshOptions, 'store' | 'dryRun' | 'keep'>>,
  ctx: RefreshContext,
  notes: string[],
): Promise<DatasetResult> {
  const result: DatasetResult = { dataset: def.id, outcome: 'failed', reasons: [], notes };
  let last: Snapshot | undefined;
  try {
    last = await readCurrent(o.store, def.id);
  } catch (e) {
    result.reasons.push(`A jelenlegi pillanatkép nem olvasható, ezért nem írjuk felül: ${(e as Error).message}`);
    return result;
  }
  // A dataset whose source is not configured is left as it is (nothing written, not even the embedded data).
  const missing = def.missing?.(ctx.env) ?? [];
  if (missing.length > 0) {
    const known = last?.meta ?? embeddedSnapshot(def)?.meta;
    if (known) result.previous = { asOf: known.asOf, checksum: known.checksum };
    result.outcome = 'skipped';
    result.reasons.push(`Nincs beállítva: ${missing.join(', ')}.`);
    return result;
  }
  if (!last) {
    last = embeddedSnapshot(def);
    if (last && !o.dryRun) {
      await publishSnapshot(o.store, last);
      notes.push(`A beágyazott adat (${last.meta.asOf}) elmentve első pillanatképként.`);
    }
  }
  if (last) result.previous = { asOf: last.meta.asOf, checksum: last.meta.checksum };

  let fetched: Fetched<unknown>;
  try {
    fetched = await def.fetch(ctx, last);
  } catch (e) {
    if (!(e instanceof SourceError)) throw e;
    result.outcome = 'refused';
    result.reasons.push(e.message);
    return result;
  }
  const problems = def.validate(fetched, last, ctx);
  if (problems.length > 0) {
    result.outcome = 'refused';
    result.reasons.push(...problems);
    return result;
  }
  const next = makeSnapshot(fetched.data, {
    dataset: def.id,
    asOf: fetched.asOf,
    fetchedAt: ctx.now.toISOString(),
    sourceUrl: fetched.sourceUrl,
    source: fetched.source ?? def.source,
    rowCount: fetched.rowCount,
    origin: 'fetched',
  });
  result.next = { asOf: next.meta.asOf, rowCount: next.meta.rowCount, checksum: next.meta.checksum };
  if (last && last.meta.checksum === next.meta.checksum) {
    result.outcome = 'unchanged';
    return result;
  }
  if (o.dryRun) {
    result.outcome = 'dry-run';
    return result;
  }
  result.next.key = await publishSnapshot(o.store, next);
  result.outcome = 'updated';
  const removed = await pruneSnapshots(o.store, def.id, o.keep);
  if (removed.length > 0) notes.push(`${removed.length} régi pillanatkép törölve (a legújabb ${o.keep} marad).`);
  return result;
}

/** The current description of every dataset: the store's pointer, else the embedded snapshot. */
export async function currentMetas(
  store: SnapshotStore,
  datasets: readonly AnyDataset[] = DATASETS,
): Promise<Map<DatasetId, Omit<SnapshotMeta, 'schemaVersion'> | undefined>> {
  const metas = new Map<DatasetId, Omit<SnapshotMeta, 'schemaVersion'> | undefined>();
  for (const def of datasets) {
    let meta: Omit<SnapshotMeta, 'schemaVersion'> | undefined;
    try {
      meta = await readPointer(store, def.id);
    } catch (e) {
      if (!(e instanceof SnapshotError)) throw e;
    }
    metas.set(def.id, meta ?? embeddedSnapshot(def)?.meta);
  }
  return metas;
}

export async function runRefresh(options: RefreshOptions): Promise<RefreshReport> {
  const datasets = options.datasets ?? DATASETS;
  const now = options.now ?? new Date();
  const env = options.env ?? process.env;
  const log = options.log ?? (() => {});
  const only = options.only && options.only.length > 0 ? new Set(options.only) : undefined;
  const keep = options.keep ?? snapshotsToKeep(env);
  const results: DatasetResult[] = [];
  for (const def of datasets) {
    if (only && !only.has(def.id)) continue;
    const notes: string[] = [];
    const ctx: RefreshContext = {
      env,
      now,
      today: budapestDate(now),
      http: options.http ?? {},
      note: (m) => notes.push(m),
    };
    let result: DatasetResult;
    try {
      result = await refreshOne(def, { store: options.store, dryRun: options.dryRun ?? false, keep }, ctx, notes);
    } catch (e) {
      result = { dataset: def.id, outcome: 'failed', reasons: [(e as Error).message], notes };
    }
    results.push(result);
    logResult(result, log);
  }

  const today = budapestDate(now);
  const metas = await currentMetas(options.store, datasets);
  const statuses = datasets.map((def) => datasetStatus(def, metas.get(def.id), today));
  for (const s of statuses) {
    log({
      severity: s.stale ? 'WARNING' : 'INFO',
      event: s.stale ? 'stale' : 'fresh',
      dataset: s.dataset,
      message: s.asOf
        ? `${s.label}: ${s.asOf} (${s.ageDays} napos, legfeljebb ${s.maxAgeDays} megengedett)${s.stale ? ' – ELAVULT' : ''}`
        : `${s.label}: nincs adat – ELAVULT`,
      asOf: s.asOf,
      ageDays: s.ageDays,
      maxAgeDays: s.maxAgeDays,
    });
  }
  return { results, statuses, ok: results.every((r) => r.outcome !== 'refused' && r.outcome !== 'failed') };
}

const OUTCOME_TEXT: Record<DatasetOutcome, string> = {
  updated: 'frissítve',
  unchanged: 'változatlan',
  refused: 'ELUTASÍTVA, a legutóbbi jó pillanatkép marad',
  failed: 'HIBA, a legutóbbi jó pillanatkép marad',
  skipped: 'kihagyva',
  'dry-run': 'próbafuttatás: frissülne',
};

function logResult(r: DatasetResult, log: (entry: RefreshLogEntry) => void) {
  for (const note of r.notes)
    log({ severity: 'INFO', event: 'note', dataset: r.dataset, message: `${r.dataset}: ${note}` });
  const bad = r.outcome === 'refused' || r.outcome === 'failed';
  const dates = r.next ? ` (${r.previous?.asOf ?? '–'} → ${r.next.asOf})` : r.previous ? ` (${r.previous.asOf})` : '';
  log({
    severity: bad ? 'ERROR' : 'INFO',
    event: r.outcome,
    dataset: r.dataset,
    message: `${r.dataset}: ${OUTCOME_TEXT[r.outcome]}${dates}${r.reasons.length ? `: ${r.reasons.join(' ')}` : ''}`,
    reasons: r.reasons,
    ...(r.next ? { asOf: r.next.asOf, rowCount: r.next.rowCount, snapshot: r.next.key } : {}),
  });
}
