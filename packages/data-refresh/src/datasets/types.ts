/**
 * What the refresh knows about a dataset: who publishes it, when it is fetched, how old it may get,
 * its embedded first snapshot, how to fetch it (merged with the last good data) and how to judge a
 * fetch. The refresh (../refresh/run.ts), the status report and the API all read these definitions.
 */
import type { FetchSourceOptions } from '../http/fetch-source';
import type { DatasetId, Snapshot } from '../snapshot';

export interface RefreshContext {
  env: Record<string, string | undefined>;
  /** The run's clock. */
  now: Date;
  /** Today in Budapest, `YYYY-MM-DD`. */
  today: string;
  /** Network settings every adapter passes to fetchSource (tests: no retries, a local fetch). */
  http: Pick<FetchSourceOptions, 'fetch' | 'sleep' | 'retries' | 'retryBaseMs' | 'timeoutMs'>;
  /** Warnings that do not stop the dataset (a symbol the provider skipped). */
  note(message: string): void;
}

/** A fetch, parsed and merged with the last good data, before judging. */
export interface Fetched<T> {
  data: T;
  asOf: string;
  sourceUrl: string;
  rowCount: number;
  /** The first fetched row; it and the rows after it are judged, each against the row before it. */
  checkFrom?: number;
  /** The same per series, for datasets of many series (prices): only the fetched series are listed. */
  checkFromBySeries?: Record<string, number>;
  /** Overrides the definition's source label (the price provider's name). */
  source?: string;
}

/** The schedule of one dataset's refresh in Cloud Scheduler (unix cron, Budapest time). */
export interface RefreshSchedule {
  cron: string;
  /** Hungarian, for the README and the deploy script's comments. */
  description: string;
}

export interface DatasetDefinition<T = unknown> {
  id: DatasetId;
  /** Hungarian name of the data. */
  label: string;
  /** Who publishes it, as shown next to figures: "EKB", "MNB", "KSH"… */
  source: string;
  schedule: RefreshSchedule;
  /** Stale when today is more than this many days after the snapshot's as-of date. */
  maxAgeDays: number;
  /** The configuration the fetch needs and lacks (variable names); a dataset lacking some is skipped, not failed. */
  missing?(env: Record<string, string | undefined>): string[];
  /** The snapshot shipped with the code, if any (`npm start` serves it until a refresh writes a newer one). */
  embedded?(): Snapshot<T>;
  /** Downloads and parses the source; merges with `last`. @throws SourceError when the source fails */
  fetch(ctx: RefreshContext, last: Snapshot<T> | undefined): Promise<Fetched<T>>;
  /** What makes the fetch unacceptable (empty when it is fine). */
  validate(next: Fetched<T>, last: Snapshot<T> | undefined, ctx: RefreshContext): string[];
}

/** A definition with its data type forgotten, for lists of datasets. */
export type AnyDataset = DatasetDefinition<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
