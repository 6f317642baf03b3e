/**
 * The market data an instance serves, read from the refresh's snapshots (packages/data-refresh): the
 * prices, the ECB rates, the KSH's CPI and the SEC EDGAR filings list at start, and again whenever a dataset's pointer changes, so new data
 * arrive without a restart. Every instance polls the same store on its own and swaps in a whole new
 * data set at once (requests in flight finish on the one they started with); nothing is written, so
 * instances stay stateless and any number of them can run.
 *
 * Without any snapshot in the store (a fresh checkout, `npm start` offline) the embedded data are
 * served: the sample prices exactly as before, and the embedded ECB rates.
 */
import { createMemoryPriceSource, type FxSeries, type PriceSource } from '@penzugy/market-data';
import {
  createSamplePriceSource,
  readSampleMetadata,
  SAMPLE_FX_SOURCE,
  SAMPLE_SOURCE_NAME,
} from '@penzugy/market-data/node';
import {
  DATASETS,
  type DailyTable,
  type DatasetId,
  datasetById,
  datasetStatus,
  type DatasetStatus,
  type EdgarData,
  embeddedSnapshot,
  type KshCpi,
  type PricesData,
  readPointer,
  readSnapshot,
  type SnapshotMeta,
  type SnapshotPointer,
  type SnapshotStore,
} from '@penzugy/data-refresh';
import { ConfigError } from '../config';

/** A dataset's description as served (a snapshot's meta without its format version). */
export type DatasetMeta = Omit<SnapshotMeta, 'schemaVersion'>;

/** What the service answers from, swapped as a whole. */
export interface MarketData {
  source: PriceSource;
  fx: FxSeries | null;
  /** The KSH's monthly CPI (same month of the previous year = 100); null when there is none. */
  cpi: KshCpi | null;
  /** The document library companies' latest filings (SEC EDGAR); null until a refresh fetched them (nothing is embedded). */
  filings: EdgarData | null;
  /** Every dataset's current description; undefined when it has no data at all. */
  metas: ReadonlyMap<DatasetId, DatasetMeta | undefined>;
}

export interface MarketFeed {
  current(): MarketData;
  /** Stops watching the store. */
  close(): void;
}

/** The tag market answers carry: which dataset, as of when, from whom, and whether it is stale. */
export interface DatasetTag {
  id: DatasetId;
  asOf: string | null;
  source: string;
  fetchedAt: string | null;
  stale: boolean;
}

export function statusesOf(data: MarketData, today: string): DatasetStatus[] {
  return DATASETS.map((def) => datasetStatus(def, data.metas.get(def.id), today));
}

export function datasetTag(data: MarketData, id: DatasetId, today: string): DatasetTag {
  const s = datasetStatus(datasetById(id), data.metas.get(id), today);
  return { id, asOf: s.asOf, source: s.source, fetchedAt: s.fetchedAt, stale: s.stale };
}

/** The last date of any series of a source. */
function lastDate(source: PriceSource): string {
  let last = '';
  for (const s of source.symbols()) {
    const to = source.coverage(s)?.to;
    if (to && to > last) last = to;
  }
  return last;
}

/** A feed that never changes (tests, and a live PRICE_SOURCE loaded at start). */
export function staticFeed(
  source: PriceSource,
  fx: FxSeries | null,
  origin: DatasetMeta['origin'] = 'embedded',
): MarketFeed {
  const metas = new Map<DatasetId, DatasetMeta | undefined>();
  for (const def of DATASETS)
    metas.set(def.id, def.id === 'prices' || def.id === 'ecb-fx' ? undefined : embeddedSnapshot(def)?.meta);
  const describe = (asOf: string, label: string, rowCount: number): DatasetMeta => ({
    dataset: 'prices',
    asOf,
    fetchedAt: null,
    sourceUrl: '',
    source: label,
    rowCount,
    checksum: '',
    origin,
  });
  metas.set('prices', describe(lastDate(source), source.name, source.symbols().length));
  if (fx)
    metas.set('ecb-fx', {
      ...describe(fx.dates[fx.dates.length - 1] ?? '', 'EKB', fx.dates.length),
      dataset: 'ecb-fx',
    });
  const cpi = embeddedSnapshot(datasetById('ksh-cpi'));
  const data: MarketData = { source, fx, cpi: (cpi?.data as KshCpi | undefined) ?? null, filings: null, metas };
  return { current: () => data, close: () => {} };
}

/** USD/HUF fixings from the ECB snapshot (EUR/HUF ÷ EUR/USD, as market-data's readSampleUsdHuf). */
export function usdHufFromEcb(table: DailyTable): FxSeries {
  const huf = table.columns.EURHUF ?? [];
  const usd = table.columns.EURUSD ?? [];
  return {
    base: 'USD',
    quote: 'HUF',
    dates: [...table.dates],
    rates: table.dates.map((_, i) => huf[i]! / usd[i]!),
    source: SAMPLE_FX_SOURCE,
  };
}

/** A price source over a prices snapshot, with the embedded instrument facts and memberships. */
export function priceSourceFromSnapshot(data: PricesData, name: string): PriceSource {
  const { instruments, members } = readSampleMetadata(undefined, Object.keys(data.series));
  return createMemoryPriceSource({ name, instruments: [...instruments.values()], series: data.series, members });
}

/** The embedded sample as the served prices, described without building its snapshot. */
function embeddedPrices(): { source: PriceSource; meta: DatasetMeta } {
  const source = createSamplePriceSource();
  let points = 0;
  for (const s of source.symbols()) points += source.series(s)?.dates.length ?? 0;
  return {
    source,
    meta: {
      dataset: 'prices',
      asOf: lastDate(source),
      fetchedAt: null,
      sourceUrl: 'packages/market-data/data/PROVENANCE.md',
      source: SAMPLE_SOURCE_NAME,
      rowCount: points,
      checksum: '',
      origin: 'embedded',
    },
  };
}

export interface SnapshotFeedOptions {
  store: SnapshotStore;
  /** How often to look for new snapshots; 0 only reads them at start. */
  pollMs: number;
  /** Where problems go (a damaged snapshot is skipped and the current data kept). */
  warn?: (message: string, detail?: Record<string, unknown>) => void;
  /** Told about every swap. */
  info?: (message: string, detail?: Record<string, unknown>) => void;
}

/**
 * Reads the store and keeps watching it. Start-up fails only if the store cannot be read at all;
 * a damaged snapshot falls back to the embedded data and is reported.
 */
export async function startSnapshotFeed(options: SnapshotFeedOptions): Promise<MarketFeed> {
  const { store } = options;
  const warn = options.warn ?? (() => {});
  const info = options.info ?? (() => {});

  /** What each dataset's pointer said when it was last read (its checksum; '' for embedded data). */
  const seen = new Map<DatasetId, string>();

  async function pointerOf(id: DatasetId) {
    try {
      return await readPointer(store, id);
    } catch (e) {
      warn(`A(z) ${id} mutatója nem olvasható: ${(e as Error).message}`, { dataset: id });
      return null; // unreadable: keep what is served
    }
  }

  /** Whether `prev` already serves what the pointer names (or the pointer cannot be read now). */
  const unchanged = (prev: MarketData | undefined, id: DatasetId, pointer: SnapshotPointer | null | undefined) =>
    prev !== undefined && (pointer === null || (pointer?.checksum ?? '') === seen.get(id));

  async function loadPrices(prev: MarketData | undefined): Promise<Pick<MarketData, 'source'> & { meta: DatasetMeta }> {
    const pointer = await pointerOf('prices');
    // Another dataset changed: the prices (and the caches built on them) stay as they are.
    if (unchanged(prev, 'prices', pointer)) return { source: prev!.source, meta: prev!.metas.get('prices')! };
    if (pointer) {
      try {
        const snapshot = await readSnapshot(store, pointer);
        const source = priceSourceFromSnapshot(snapshot.data as PricesData, snapshot.meta.source);
        seen.set('prices', pointer.checksum);
        return { source, meta: pointer };
      } catch (e) {
        warn(`A(z) ${pointer.key} pillanatkép nem tölthető be: ${(e as Error).message}`, { dataset: 'prices' });
        if (prev) return { source: prev.source, meta: prev.metas.get('prices')! };
      }
    }
    seen.set('prices', pointer?.checksum ?? '');
    return embeddedPrices();
  }

  /**
   * A dataset served as converted data (the ECB rates as USD/HUF, the CPI and the filings as they are): the snapshot
   * the pointer names, else what `prev` served, else the embedded snapshot.
   */
  async function loadConverted<T>(
    prev: MarketData | undefined,
    id: DatasetId,
    served: (data: MarketData) => T | null,
    convert: (data: unknown) => T,
  ): Promise<{ value: T | null; meta: DatasetMeta | undefined }> {
    const pointer = await pointerOf(id);
    if (unchanged(prev, id, pointer)) return { value: served(prev!), meta: prev!.metas.get(id) };
    if (pointer) {
      try {
        const snapshot = await readSnapshot(store, pointer);
        seen.set(id, pointer.checksum);
        return { value: convert(snapshot.data), meta: pointer };
      } catch (e) {
        warn(`A(z) ${pointer.key} pillanatkép nem tölthető be: ${(e as Error).message}`, { dataset: id });
        if (prev) return { value: served(prev), meta: prev.metas.get(id) };
      }
    }
    seen.set(id, pointer?.checksum ?? '');
    const embedded = embeddedSnapshot(datasetById(id));
    return { value: embedded ? convert(embedded.data) : null, meta: embedded?.meta };
  }

  async function load(prev: MarketData | undefined): Promise<MarketData> {
    const metas = new Map<DatasetId, DatasetMeta | undefined>();
    const prices = await loadPrices(prev);
    const ecb = await loadConverted(
      prev,
      'ecb-fx',
      (d) => d.fx,
      (t) => usdHufFromEcb(t as DailyTable),
    );
    const cpi = await loadConverted(
      prev,
      'ksh-cpi',
      (d) => d.cpi,
      (c) => c as KshCpi,
    );
    const filings = await loadConverted(
      prev,
      'edgar',
      (d) => d.filings,
      (f) => f as EdgarData,
    );
    metas.set('prices', prices.meta);
    metas.set('ecb-fx', ecb.meta);
    metas.set('ksh-cpi', cpi.meta);
    metas.set('edgar', filings.meta);
    const served: readonly DatasetId[] = ['prices', 'ecb-fx', 'ksh-cpi', 'edgar'];
    for (const def of DATASETS) {
      if (served.includes(def.id)) continue;
      const pointer = await pointerOf(def.id);
      const meta = pointer === null ? prev?.metas.get(def.id) : (pointer ?? embeddedSnapshot(def)?.meta);
      if (pointer !== null) seen.set(def.id, pointer?.checksum ?? '');
      metas.set(def.id, meta);
    }
    return { source: prices.source, fx: ecb.value, cpi: cpi.value, filings: filings.value, metas };
  }

  /** The datasets whose pointer differs from what was loaded (cheap: one small read per dataset). */
  async function changed(): Promise<DatasetId[]> {
    const ids: DatasetId[] = [];
    for (const def of DATASETS) {
      const pointer = await pointerOf(def.id);
      if (pointer !== null && (pointer?.checksum ?? '') !== seen.get(def.id)) ids.push(def.id);
    }
    return ids;
  }

  let data = await load(undefined);
  let polling = false;
  const timer =
    options.pollMs > 0
      ? setInterval(() => {
          if (polling) return;
          polling = true;
          changed()
            .then(async (ids) => {
              if (ids.length === 0) return;
              data = await load(data);
              info(`Új pillanatkép: ${ids.join(', ')}.`, {
                datasets: ids,
                asOf: Object.fromEntries(ids.map((id) => [id, data.metas.get(id)?.asOf ?? null])),
              });
            })
            .catch((e: unknown) => warn(`A pillanatképek figyelése hibát jelzett: ${(e as Error).message}`))
            .finally(() => {
              polling = false;
            });
        }, options.pollMs)
      : undefined;
  timer?.unref();
  return { current: () => data, close: () => clearInterval(timer) };
}

/** SNAPSHOT_POLL_S: seconds between looks at the store (default 60; 0: only at start). */
export function snapshotPollMs(env: Record<string, string | undefined>): number {
  const raw = env.SNAPSHOT_POLL_S?.trim();
  if (!raw) return 60_000;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 86_400)
    throw new ConfigError(`SNAPSHOT_POLL_S: 0 és 86400 közötti egész számot adjon meg (most: „${raw}”).`);
  return n * 1000;
}
