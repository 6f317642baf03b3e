/**
 * @penzugy/data-refresh — the scheduled refresh of the product's data and the snapshots it writes.
 * Node only. The API reads snapshots through `openSnapshotStore`, `readPointer`, `readSnapshot`,
 * `embeddedSnapshot` and `datasetStatus`; `npm run refresh` is `src/cli.ts`.
 */
export {
  DATASET_IDS,
  isDatasetId,
  makeSnapshot,
  parseSnapshot,
  serializeSnapshot,
  snapshotKeys,
  SnapshotError,
  SNAPSHOT_SCHEMA_VERSION,
} from './snapshot';
export type { DatasetId, Snapshot, SnapshotMeta, SnapshotPointer } from './snapshot';
export type { SnapshotStore } from './store/types';
export { StoreConflictError, StoreError } from './store/types';
export { createLocalStore } from './store/local';
export { createGcsStore, metadataServerToken } from './store/gcs';
export { openSnapshotStore, defaultStoreFolder } from './store/open';
export { publishSnapshot, pruneSnapshots, readCurrent, readPointer, readSnapshot } from './store/snapshots';
export { DATASETS, datasetById } from './datasets/catalogue';
export type { AnyDataset, DatasetDefinition, RefreshSchedule } from './datasets/types';
export type { DailyTable } from './datasets/daily-table';
export type { PricesData } from './datasets/prices';
export type { BaseRateData } from './datasets/mnb-base-rate';
export type { EdgarData } from './datasets/edgar';
export type { NewsData } from './datasets/news';
export type { KshCpi } from './sources/ksh';
export { datasetStatus } from './status';
/** Today in Budapest, the calendar of the as-of dates and of staleness. */
export { budapestDate } from '@penzugy/market-data';
export type { DatasetStatus } from './status';
export { currentMetas, embeddedSnapshot, runRefresh } from './refresh/run';
export type { DatasetResult, RefreshLogEntry, RefreshOptions, RefreshReport } from './refresh/run';
