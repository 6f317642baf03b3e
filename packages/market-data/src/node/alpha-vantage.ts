/**
 * A live price source: daily closes from Alpha Vantage (https://www.alphavantage.co/documentation/,
 * "TIME_SERIES_DAILY"), configured by environment variables.
 *
 *   GET {ALPHAVANTAGE_BASE_URL}/query?function=TIME_SERIES_DAILY&symbol=IBM&outputsize=compact
 *       &datatype=csv&apikey=KEY
 *   → timestamp,open,high,low,close,volume      (newest first)
 *     2025-12-30,…,…,…,291.55,…
 *   Failures come back as HTTP 200 with a JSON body: {"Error Message": …} for an unknown symbol,
 *   {"Note": …} or {"Information": …} when a rate limit or a premium-only option is hit.
 *
 * All series are fetched when the source is created (one request per symbol, spaced by
 * ALPHAVANTAGE_MIN_INTERVAL_MS), then served from memory like the sample: the source is read-only
 * and a service instance stays stateless. Restart (or roll) instances to pick up new closes.
 *
 * Alpha Vantage quotes shares, not index levels, so the US indices are followed through ETFs that
 * track them (ALPHAVANTAGE_PROXIES, default GSPC=SPY, NASDAQCOM=ONEQ, DJIA=DIA); their names say so.
 * Instrument facts and index memberships come from the embedded lists. Closes are not adjusted for
 * dividends (the adjusted series is a premium function), unlike the sample's.
 */
import { parseCsvNumber, parseCsvTable } from '../csv/parse-csv';
import { isIsoDate } from '../dates';
import { createMemoryPriceSource, type StoredSeries } from '../source/memory-source';
import type { InstrumentInfo, PriceSource } from '../types';
import { readSampleMetadata } from './sample-source';

/** The environment variables the live source reads (all strings, as in `process.env`). */
export interface LivePriceSourceEnv {
  /** Required: the Alpha Vantage API key. */
  ALPHAVANTAGE_API_KEY?: string;
  /** @default 'https://www.alphavantage.co' */
  ALPHAVANTAGE_BASE_URL?: string;
  /** Comma-separated symbols to load. @default the 25 portfolio-catalogue shares and GSPC, NASDAQCOM, DJIA */
  PRICE_SYMBOLS?: string;
  /** `compact` (last 100 days, free) or `full` (20+ years). @default 'compact' */
  ALPHAVANTAGE_OUTPUTSIZE?: string;
  /** Pause between two requests, in ms (the free tier allows a few requests a minute). @default 1000 */
  ALPHAVANTAGE_MIN_INTERVAL_MS?: string;
  /** `SYMBOL=PROVIDER_SYMBOL` pairs for instruments the provider quotes under another symbol. */
  ALPHAVANTAGE_PROXIES?: string;
  /** Per-request timeout in ms. @default 15000 */
  ALPHAVANTAGE_TIMEOUT_MS?: string;
  [key: string]: string | undefined;
}

export interface LivePriceSourceOptions {
  /** The fetch to use. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Where warnings about symbols that could not be loaded go. @default console.warn */
  warn?: (message: string) => void;
  /** The embedded data directory for instrument facts. @default the package's data/ */
  dataDir?: string;
}

export const ALPHA_VANTAGE_DEFAULT_BASE_URL = 'https://www.alphavantage.co';

/** The symbols loaded when PRICE_SYMBOLS is not set: the portfolio catalogue (docs/product.md#portfolio-optimiser) and the US indices. */
export const LIVE_DEFAULT_SYMBOLS = [
  'AAPL',
  'GOOGL',
  'AMZN',
  'MSFT',
  'TSLA',
  'NVDA',
  'META',
  'AMD',
  'INTC',
  'NFLX',
  'JPM',
  'BAC',
  'GS',
  'WFC',
  'C',
  'F',
  'GM',
  'BA',
  'CAT',
  'HON',
  'JNJ',
  'PFE',
  'MRNA',
  'LLY',
  'BMY',
  'GSPC',
  'NASDAQCOM',
  'DJIA',
] as const;

/** ETFs that stand in for index levels the provider does not quote. */
export const ALPHA_VANTAGE_DEFAULT_PROXIES: Readonly<Record<string, string>> = {
  GSPC: 'SPY',
  NASDAQCOM: 'ONEQ',
  DJIA: 'DIA',
};

/** A configuration or provider error of the live source, in Hungarian. */
export class LivePriceSourceError extends Error {
  override readonly name = 'LivePriceSourceError';
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new LivePriceSourceError(`${name}: nemnegatív egész számot adjon meg (most: „${value}”).`);
  return n;
}

/** The provider's answer for one symbol as ascending closes; throws with the provider's message. */
export function parseAlphaVantageDaily(symbol: string, body: string): StoredSeries {
  const text = body.trim();
  if (text.startsWith('{')) {
    let message = text.slice(0, 200);
    try {
      const json = JSON.parse(text) as Record<string, unknown>;
      const m = json['Error Message'] ?? json.Note ?? json.Information;
      if (typeof m === 'string') message = m;
    } catch {
      /* not JSON after all: keep the raw start */
    }
    throw new LivePriceSourceError(`${symbol}: az Alpha Vantage hibát jelzett: ${message}`);
  }
  const table = parseCsvTable(text, ['timestamp', 'close']);
  const d = table.column('timestamp');
  const c = table.column('close');
  const byDate = new Map<string, number>();
  for (const r of table.records) {
    const close = parseCsvNumber(r[c]!);
    if (isIsoDate(r[d]) && close > 0) byDate.set(r[d], close);
  }
  if (byDate.size === 0) throw new LivePriceSourceError(`${symbol}: az Alpha Vantage válaszában nincs záróár.`);
  const dates = [...byDate.keys()].sort();
  return { dates, closes: Float64Array.from(dates, (date) => byDate.get(date)!) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Loads the configured symbols from Alpha Vantage and serves them from memory. Symbols that fail are
 * skipped with a warning; if none loads, the promise rejects (a service should not start empty).
 */
export async function createLivePriceSource(
  env: LivePriceSourceEnv = process.env,
  options: LivePriceSourceOptions = {},
): Promise<PriceSource> {
  const apiKey = env.ALPHAVANTAGE_API_KEY?.trim();
  if (!apiKey)
    throw new LivePriceSourceError('ALPHAVANTAGE_API_KEY: az élő árfolyamforráshoz Alpha Vantage API-kulcs szükséges.');
  const base = (env.ALPHAVANTAGE_BASE_URL?.trim() || ALPHA_VANTAGE_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const outputSize = env.ALPHAVANTAGE_OUTPUTSIZE?.trim() || 'compact';
  if (outputSize !== 'compact' && outputSize !== 'full') {
    throw new LivePriceSourceError(`ALPHAVANTAGE_OUTPUTSIZE: „compact” vagy „full” lehet (most: „${outputSize}”).`);
  }
  const interval = positiveInt(env.ALPHAVANTAGE_MIN_INTERVAL_MS, 1000, 'ALPHAVANTAGE_MIN_INTERVAL_MS');
  const timeout = positiveInt(env.ALPHAVANTAGE_TIMEOUT_MS, 15_000, 'ALPHAVANTAGE_TIMEOUT_MS');
  const symbols =
    env.PRICE_SYMBOLS !== undefined && list(env.PRICE_SYMBOLS).length > 0
      ? list(env.PRICE_SYMBOLS)
      : [...LIVE_DEFAULT_SYMBOLS];
  const proxies: Record<string, string> = { ...ALPHA_VANTAGE_DEFAULT_PROXIES };
  for (const pair of list(env.ALPHAVANTAGE_PROXIES)) {
    const [ours, theirs] = pair.split('=').map((s) => s.trim());
    if (!ours || !theirs)
      throw new LivePriceSourceError(
        `ALPHAVANTAGE_PROXIES: „SZIMBÓLUM=SZOLGÁLTATÓI_SZIMBÓLUM” párokat adjon meg (hibás: „${pair}”).`,
      );
    proxies[ours] = theirs;
  }
  const doFetch = options.fetch ?? globalThis.fetch;
  const warn = options.warn ?? ((m: string) => console.warn(m));

  const series = new Map<string, StoredSeries>();
  const failures: string[] = [];
  for (const [k, symbol] of symbols.entries()) {
    if (k > 0 && interval > 0) await sleep(interval);
    const providerSymbol = proxies[symbol] ?? symbol;
    const url = new URL(`${base}/query`);
    url.search = new URLSearchParams({
      function: 'TIME_SERIES_DAILY',
      symbol: providerSymbol,
      outputsize: outputSize,
      datatype: 'csv',
      apikey: apiKey,
    }).toString();
    try {
      const response = await doFetch(url, { signal: AbortSignal.timeout(timeout) });
      if (!response.ok) throw new LivePriceSourceError(`${symbol}: HTTP ${response.status} az Alpha Vantage-tól.`);
      series.set(symbol, parseAlphaVantageDaily(symbol, await response.text()));
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      failures.push(message);
      warn(`Élő árfolyamforrás: ${symbol} kimarad: ${message}`);
    }
  }
  if (series.size === 0) {
    throw new LivePriceSourceError(`Az Alpha Vantage-tól egyetlen árfolyamsor sem töltődött be. ${failures.join(' ')}`);
  }

  const { instruments, members } = readSampleMetadata(options.dataDir, series.keys());
  const infos: InstrumentInfo[] = [...instruments.values()].map((info) =>
    proxies[info.symbol] && series.has(info.symbol)
      ? { ...info, name: `${info.name} (${proxies[info.symbol]} alapján)` }
      : info,
  );
  return createMemoryPriceSource({ name: 'Alpha Vantage (napi záróárak)', instruments: infos, series, members });
}
