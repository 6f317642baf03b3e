/**
 * A {@link PriceSource} over series held in memory: the embedded sample and the live provider load
 * their data into one of these, and tests and stories can build one from a few numbers. The data is
 * checked once, then never changes; every answer is a fresh copy, so no caller can alter what the
 * next request sees.
 */
import { firstIndexAtOrAfter, isIsoDate, lastIndexAtOrBefore } from '../dates';
import type { HeatmapMarket, InstrumentInfo, PriceSeries, PriceSource } from '../types';

/** One instrument's closes as stored: ascending dates and the close of each. */
export interface StoredSeries {
  dates: readonly string[];
  closes: ArrayLike<number>;
}

export interface MemoryPriceSourceOptions {
  /** Shown to users next to figures, e.g. 'Beágyazott mintaadatok'. */
  name: string;
  /** Facts per symbol; a series without an entry gets a minimal stock entry named by its symbol. */
  instruments: readonly InstrumentInfo[];
  /** Closes by symbol. */
  series: ReadonlyMap<string, StoredSeries> | Readonly<Record<string, StoredSeries>>;
  /** Heatmap market memberships (constituent symbols). */
  members?: Partial<Record<HeatmapMarket, readonly string[]>>;
}

/** Data that breaks the series rules (dates ascending and real, closes positive and finite). */
export class PriceDataError extends Error {
  override readonly name = 'PriceDataError';
}

interface Stored {
  dates: readonly string[];
  closes: Float64Array;
}

/** Checks one series and stores it as a Float64Array (half the memory of boxed numbers in arrays). */
function store(symbol: string, s: StoredSeries): Stored {
  if (s.dates.length !== s.closes.length) {
    throw new PriceDataError(`${symbol}: ${s.dates.length} dátum, de ${s.closes.length} záróár.`);
  }
  const closes = Float64Array.from(s.closes);
  for (let i = 0; i < closes.length; i++) {
    const d = s.dates[i];
    if (!isIsoDate(d)) throw new PriceDataError(`${symbol}: érvénytelen dátum: „${String(d)}”.`);
    if (i > 0 && !(d > s.dates[i - 1]!))
      throw new PriceDataError(`${symbol}: a dátumok nem szigorúan növekvők (${s.dates[i - 1]}, ${d}).`);
    if (!(closes[i]! > 0) || !Number.isFinite(closes[i]))
      throw new PriceDataError(`${symbol}: hibás záróár ${d} napon: ${closes[i]}.`);
  }
  return { dates: [...s.dates], closes };
}

/** A read-only in-memory price source (see the module header). */
export function createMemoryPriceSource(options: MemoryPriceSourceOptions): PriceSource {
  const entries = options.series instanceof Map ? [...options.series] : Object.entries(options.series);
  const data = new Map<string, Stored>();
  for (const [symbol, s] of entries) data.set(symbol, store(symbol, s));

  const infos = new Map<string, InstrumentInfo>();
  for (const info of options.instruments) infos.set(info.symbol, Object.freeze({ ...info }));
  const symbols = Object.freeze([...data.keys()].sort());
  const members = new Map<HeatmapMarket, readonly string[]>();
  for (const [market, list] of Object.entries(options.members ?? {}) as [HeatmapMarket, readonly string[]][]) {
    members.set(market, Object.freeze([...list]));
  }

  return Object.freeze({
    name: options.name,
    symbols: () => [...symbols],
    info(symbol: string): InstrumentInfo | undefined {
      const known = infos.get(symbol);
      if (known) return known.memberOf ? { ...known, memberOf: [...known.memberOf] } : { ...known };
      if (!data.has(symbol)) return undefined;
      return { symbol, name: symbol, exchange: '', currency: '', kind: 'stock' };
    },
    series(symbol: string, from?: string, to?: string): PriceSeries | undefined {
      const s = data.get(symbol);
      if (!s) return undefined;
      const start = from === undefined ? 0 : firstIndexAtOrAfter(s.dates, from);
      const end = to === undefined ? s.dates.length : lastIndexAtOrBefore(s.dates, to) + 1;
      if (end <= start) return { symbol, dates: [], closes: [] };
      return { symbol, dates: s.dates.slice(start, end), closes: Array.from(s.closes.subarray(start, end)) };
    },
    coverage(symbol: string) {
      const s = data.get(symbol);
      if (!s || s.dates.length === 0) return undefined;
      return { from: s.dates[0]!, to: s.dates[s.dates.length - 1]! };
    },
    members(market: HeatmapMarket) {
      const list = members.get(market);
      return list ? [...list] : undefined;
    },
  } satisfies PriceSource);
}
