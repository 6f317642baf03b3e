/**
 * The embedded default price source: the sample files of data/ (see data/PROVENANCE.md), read once.
 *
 * Which file gives a symbol's series:
 * - the 25 portfolio-catalogue shares: their own OHLCV file (2015-01-02 .. 2025-12-30), which is
 *   longer than their column in the wide file; on the 501 days both cover, the two agree to the
 *   4th decimal (both are the same Yahoo download rounded to 4 decimals; checked by the tests);
 * - every other S&P 500 share (and 12 former members): its column of the wide closes file
 *   (2024-01-02 .. 2025-12-30); BNY's prices are the file's BK column (same company, old ticker);
 * - the indices (GSPC, NASDAQCOM, DJIA, STOXX50E, GDAXI, FCHI, FTSE, BUX) and the Budapest shares
 *   (OTP, MOL from 2015-01-05, RICHTER 2015-01-05 .. 2024-12-30): their own files.
 * The sample is served through {@link SAMPLE_LAST_DATE}: the OTP and MOL files run into February 2026,
 * past every other file, and serving those weeks would move "the data's last day" (the portfolio
 * form's default period, the service's coverage) past the US shares' end and leave a default US
 * portfolio with a clipped period. The files stay byte-for-byte copies; the later rows are not read.
 * Facts come from the constituents list (names, GICS sectors, headquarters, market caps) and from
 * ../instruments/catalogue.ts (indices, Budapest shares, exchanges).
 */
import { cleanCompanyName, subIndustryLabel } from '../instruments/gics-sub-industries';
import {
  BUDAPEST_STOCKS,
  FORMER_MEMBER_NAMES,
  INDEX_INSTRUMENTS,
  TICKER_ALIASES,
  US_EXCHANGE_UNKNOWN,
  US_LISTING_EXCHANGES,
  sectorLabel,
} from '../instruments/catalogue';
import { createMemoryPriceSource, type StoredSeries } from '../source/memory-source';
import type { FxSeries, HeatmapMarket, InstrumentInfo, PriceSource } from '../types';
import {
  defaultDataDir,
  readCloseFile,
  readConstituents,
  readMembers,
  readUsdHufFile,
  readWideCloses,
  samplePaths,
} from './sample-files';

/** The sample's name as users see it next to figures ("Adatforrás: …"). */
export const SAMPLE_SOURCE_NAME = 'Mintaadatok (Yahoo Finance, FRED; 2025 végéig)';

/** The last date the sample serves (its name says "2025 végéig"). */
export const SAMPLE_LAST_DATE = '2025-12-31';

/** Who publishes the embedded exchange rates (shown with converted figures). */
export const SAMPLE_FX_SOURCE = 'EKB-referenciaárfolyamok (USD/HUF = EUR/HUF ÷ EUR/USD)';

/** A series without its days after {@link SAMPLE_LAST_DATE}. */
function throughSampleEnd(s: StoredSeries): StoredSeries {
  let end = s.dates.length;
  while (end > 0 && (s.dates[end - 1] ?? '') > SAMPLE_LAST_DATE) end--;
  if (end === s.dates.length) return s;
  return { dates: s.dates.slice(0, end), closes: Float64Array.from(s.closes).subarray(0, end) };
}

export interface SamplePriceSourceOptions {
  /** The data directory. @default the package's own data/ */
  dataDir?: string;
}

/** The embedded metadata every source shares: instrument facts and the market membership lists. */
export interface SampleMetadata {
  instruments: Map<string, InstrumentInfo>;
  members: Record<HeatmapMarket, string[]>;
}

/**
 * Instrument facts and memberships from the sample's lists; `priced` are the symbols with prices
 * (used to describe former S&P 500 members, which only the closes file has).
 */
export function readSampleMetadata(dataDir: string = defaultDataDir(), priced: Iterable<string> = []): SampleMetadata {
  const paths = samplePaths(dataDir);
  const constituents = readConstituents(paths.constituents);
  const djia = readMembers(paths.djia);
  const nasdaq = readMembers(paths.nasdaq100);
  const members: Record<HeatmapMarket, string[]> = {
    sp500: constituents.map((c) => c.symbol),
    nasdaq: nasdaq.map((m) => m.symbol),
    dowjones: djia.map((m) => m.symbol),
  };
  const nasdaqNames = new Map(nasdaq.map((m) => [m.symbol, m.name]));
  const memberSets = (Object.keys(members) as HeatmapMarket[]).map((m) => [m, new Set(members[m])] as const);
  const memberOf = (symbol: string) => memberSets.filter(([, set]) => set.has(symbol)).map(([m]) => m);
  const usExchange = (symbol: string) =>
    US_LISTING_EXCHANGES[symbol] ?? (nasdaqNames.has(symbol) ? 'Nasdaq' : US_EXCHANGE_UNKNOWN);

  const instruments = new Map<string, InstrumentInfo>();
  for (const c of constituents) {
    const info: InstrumentInfo = {
      symbol: c.symbol,
      name: cleanCompanyName(c.name),
      exchange: usExchange(c.symbol),
      currency: 'USD',
      sector: c.sector,
      sectorLabel: sectorLabel(c.sector),
      subIndustry: c.subIndustry,
      kind: 'stock',
      memberOf: memberOf(c.symbol),
    };
    const subLabel = subIndustryLabel(c.subIndustry);
    if (subLabel) info.subIndustryLabel = subLabel;
    if (c.headquarters) info.headquarters = c.headquarters;
    if (c.founded) info.founded = c.founded;
    if (c.marketCapUsd !== undefined) info.marketCapUsd = c.marketCapUsd;
    instruments.set(c.symbol, info);
  }
  const aliasTargets = new Set(Object.values(TICKER_ALIASES));
  for (const symbol of priced) {
    if (instruments.has(symbol) || aliasTargets.has(symbol)) continue;
    instruments.set(symbol, {
      symbol,
      name: cleanCompanyName(FORMER_MEMBER_NAMES[symbol] ?? nasdaqNames.get(symbol) ?? symbol),
      exchange: usExchange(symbol),
      currency: 'USD',
      kind: 'stock',
      memberOf: memberOf(symbol),
    });
  }
  for (const info of [...INDEX_INSTRUMENTS, ...BUDAPEST_STOCKS]) {
    const subLabel = subIndustryLabel(info.subIndustry);
    instruments.set(info.symbol, {
      ...info,
      ...(info.sector ? { sectorLabel: sectorLabel(info.sector) } : {}),
      ...(subLabel ? { subIndustryLabel: subLabel } : {}),
    });
  }
  return { instruments, members };
}

/** The sample's series by symbol (see the module header for which file wins). */
export function readSampleSeries(dataDir: string = defaultDataDir()): Map<string, StoredSeries> {
  const paths = samplePaths(dataDir);
  const series = readWideCloses(paths.wideCloses);
  for (const [alias, target] of Object.entries(TICKER_ALIASES)) {
    const s = series.get(target);
    if (s && !series.has(alias)) {
      series.set(alias, s);
      series.delete(target);
    }
  }
  for (const [symbol, file] of Object.entries(paths.stockFiles)) {
    const own = readCloseFile(file);
    const wide = series.get(symbol);
    if (!wide || own.dates.length >= wide.dates.length) series.set(symbol, own);
  }
  for (const { symbol } of BUDAPEST_STOCKS) series.set(symbol, throughSampleEnd(readCloseFile(paths.bet(symbol))));
  for (const { symbol } of INDEX_INSTRUMENTS) series.set(symbol, readCloseFile(paths.index(symbol)));
  return series;
}

/**
 * The embedded USD/HUF fixings (ECB reference rates, 1999-01-04 .. 2026-04-13), for converting
 * between the dollar and the forint. Not cut at {@link SAMPLE_LAST_DATE}: a rate is a fact of its
 * own day, and the prices never reach past the sample's end anyway.
 */
export function readSampleUsdHuf(dataDir: string = defaultDataDir()): FxSeries {
  const { dates, rates } = readUsdHufFile(samplePaths(dataDir).fx);
  return { base: 'USD', quote: 'HUF', dates, rates, source: SAMPLE_FX_SOURCE };
}

/** The embedded sample as a read-only {@link PriceSource}; reads the files once, synchronously. */
export function createSamplePriceSource(options: SamplePriceSourceOptions = {}): PriceSource {
  const dataDir = options.dataDir ?? defaultDataDir();
  const series = readSampleSeries(dataDir);
  const { instruments, members } = readSampleMetadata(dataDir, series.keys());
  return createMemoryPriceSource({ name: SAMPLE_SOURCE_NAME, instruments: [...instruments.values()], series, members });
}
