/**
 * How old each dataset is and whether it is stale: older than its schedule allows
 * (`maxAgeDays` after its as-of date, counted in Budapest calendar days). The refresh reports this
 * after every run (and logs the stale ones for the alert); the API answers it at /market/status.
 */
import { daysBetween } from '@penzugy/market-data';
import type { AnyDataset } from './datasets/types';
import type { DatasetId, SnapshotMeta } from './snapshot';

export interface DatasetStatus {
  dataset: DatasetId;
  label: string;
  /** Who publishes it ("EKB", "MNB"…), or the price provider's name. */
  source: string;
  /** The date the data describe up to; null when there is no data at all. */
  asOf: string | null;
  fetchedAt: string | null;
  sourceUrl: string | null;
  rowCount: number | null;
  /** `snapshot`: a refresh wrote it; `embedded`: shipped with the code; `none`: no data yet. */
  origin: 'snapshot' | 'embedded' | 'none';
  /** Calendar days from the as-of date to today. */
  ageDays: number | null;
  maxAgeDays: number;
  stale: boolean;
  /** When the refresh runs (Hungarian). */
  schedule: string;
}

export function datasetStatus(
  def: AnyDataset,
  meta: Pick<SnapshotMeta, 'asOf' | 'fetchedAt' | 'sourceUrl' | 'rowCount' | 'source' | 'origin'> | undefined,
  today: string,
): DatasetStatus {
  const ageDays = meta ? daysBetween(meta.asOf, today) : null;
  return {
    dataset: def.id,
    label: def.label,
    source: meta?.source ?? def.source,
    asOf: meta?.asOf ?? null,
    fetchedAt: meta?.fetchedAt ?? null,
    sourceUrl: meta?.sourceUrl ?? null,
    rowCount: meta?.rowCount ?? null,
    origin: !meta ? 'none' : meta.origin === 'embedded' ? 'embedded' : 'snapshot',
    ageDays,
    maxAgeDays: def.maxAgeDays,
    stale: ageDays === null || ageDays > def.maxAgeDays,
    schedule: def.schedule.description,
  };
}
