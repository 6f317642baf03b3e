/**
 * POST /portfolio-opt/update-portfolio (docs/product.md#portfolio-optimiser → docs/product.md#portfolio-optimiser, docs/product.md#charts): validate, choose the period,
 * align the closes and call finance-core's `optimizePortfolio` with them, unchanged.
 *
 * Response: everything `optimizePortfolio` returns (metrics and weights as the screen reads them,
 * dates, `timeSeries` with 'Portfolio', each ticker and the benchmark as growth of 100 rounded to
 * what the chart shows, expected returns, covariance…) plus
 *   benchmark      { requested: '^GSPC', symbol: 'GSPC', name: 'S&P 500', key: 'S&P 500', note? }
 *   requestedFrom, requestedTo   the period asked for (defaults filled in)
 *   effectiveFrom, effectiveTo   the first and last trading day used
 *   notice         Hungarian text when the period had to be adjusted (absent otherwise)
 *   source         the price source's name
 *   currency       the currency of the analysis (USD unless the request asks for HUF)
 *   fx             only when some series was converted: { pair: 'USD/HUF', source, asOf (the last
 *                  fixing up to the period's end), maxAgeDays, converted: the converted stocks'
 *                  tickers and the benchmark's name }
 *
 * Currency: every series in the other currency (dollar shares and indices in a forint analysis,
 * Budapest shares in a dollar one) is converted day by day with the USD/HUF fixings, by
 * finance-core's `alignInCurrency` (its header states the calendar rule and formulas); series in
 * the analysis currency are untouched, and the risk-free rate is used as sent (in a forint analysis
 * the caller sends a forint rate). A request of US shares alone in USD aligns and answers exactly
 * as before the currency existed.
 *
 * Two steps, so the route can rate-limit by cost before doing any work: `plan(body)` validates and
 * estimates the cost (stocks × trading days); `run(plan)` aligns, solves and serialises.
 *
 * Memory: aligned closes are cached by the *effective* period (the first and last trading day
 * used), so requests that clip to the same data share one entry, and optimisation results by
 * (effective data, objective, shorting, rate); both caches are bounded in bytes.
 */
import { FX_MAX_AGE_DAYS, PORTFOLIO_SERIES_KEY, formatNumber, type PortfolioCurrency } from '@penzugy/finance-core';
import { lastIndexAtOrBefore, type FxSeries, type PriceSource } from '@penzugy/market-data';
import { HEAP_BYTES, byteCache } from '../cache';
import { fieldError } from '../errors';
import { BENCHMARK_SERIES } from './benchmarks';
import {
  commonCoverage,
  contains,
  overlap,
  periodNotice,
  requestedPeriod,
  shiftInto,
  weekdaysIn,
  type Period,
} from './period';
import { preparePortfolioData, sourceAligner, type AlignedData, type Aligner } from './prepare';
import { parsePortfolioRequest, portfolioRequestSchema, type PortfolioRequest } from './request-schema';
import { deflateTail, gzipHeadAndTail, type DeflatedTail } from './gzip-parts';
import { headText, tailText } from './serialize';
import { solve, type SolveInput, type SolveOutput, type SolvedFields } from './solve';

export interface PortfolioResponse extends SolvedFields {
  dates: string[];
  timeSeries: Record<string, number[]>;
  benchmark: { requested: string; symbol: string; name: string; key: string; note?: string };
  requestedFrom: string;
  requestedTo: string;
  effectiveFrom: string;
  effectiveTo: string;
  notice?: string;
  source: string;
  currency: PortfolioCurrency;
  fx?: { pair: string; source: string; asOf: string | null; maxAgeDays: number; converted: string[] };
}

export type UpdatePortfolioOutcome =
  | {
      ok: true;
      /** Stocks × trading days aligned and optimised (what the rate limit settles the charge to). */
      cells: number;
      response: PortfolioResponse;
      /** The answer as JSON text (see serialize.ts). */
      json(): string;
      /** The same text gzip-encoded, its large tail compressed once per solved result (gzip-parts.ts). */
      gzip(): Buffer;
    }
  | {
      ok: false;
      fields: Record<string, string>;
      /** Cells aligned before the refusal, when any were. */ cells?: number;
    };

/** A validated request and what it will cost, before any work is done. */
export type PortfolioPlan =
  | {
      ok: true;
      request: PortfolioRequest;
      period: Period;
      /** At least the stocks × trading days the run can compute (what the rate limit charges first). */
      cost: number;
    }
  | { ok: false; fields: Record<string, string> };

/** finance-core's input fields → the request field a user can change. */
const FINANCE_FIELD_TO_REQUEST: Record<string, string> = {
  prices: 'portfolio',
  dates: 'fromDate',
  benchmark: 'benchmark',
  benchmarkKey: 'benchmark',
  objective: 'objective',
  shorting: 'shorting',
  currency: 'currency',
  riskFreeRate: 'riskFreeRate',
  maxVolatility: 'objective',
  maxGrossExposure: 'maxGrossExposure',
};

/** Defaults of the limits (overridable by environment, see config.ts). */
export const PORTFOLIO_DEFAULTS = {
  /**
   * Bytes of aligned closes, chart series and results kept per instance: about a dozen of the largest
   * requests' data. With the sample data (about 45 MB of heap) this leaves the instance's heap
   * (--max-old-space-size in the Dockerfile) room for the requests in flight; the memory benchmark
   * (bench/load.mjs) holds the whole process under 300 MB.
   */
  cacheBytes: 32 * 1024 * 1024,
  /**
   * Most stocks × trading days in one request: 50 stocks × 3 000 days. The sample's longest
   * request (24 stocks × 11 years ≈ 66 000) fits; a live source with decades of history does not.
   */
  maxCells: 150_000,
} as const;

export interface UpdatePortfolioOptions {
  source: PriceSource;
  /** USD/HUF fixings for analyses that mix or change currencies; without them such requests are refused. @default null */
  fx?: FxSeries | null;
  /** Today's date (`YYYY-MM-DD`) for the default period. */
  today: () => string;
  /** Bytes kept by the aligned-data and result caches together. @default 32 MB */
  cacheBytes?: number;
  /** Largest stocks × trading days accepted. @default 150 000 */
  maxCells?: number;
  /**
   * Where optimisations of at least `offloadCells` stocks × days run (the worker pool, so large
   * solves do not hold up other requests such as /health). @default inline
   */
  offload?: { minCells: number; solve: (input: SolveInput) => Promise<SolveOutput> };
}

/** Aligned data as cached: its key, and the chart series JSON once the first solve made them. */
interface AlignedEntry extends AlignedData {
  key: string;
  chart?: { others: [string, number[]][]; datesJson: string; othersJson: string };
}

interface SolvedEntry {
  fields: SolvedFields;
  portfolio: number[];
  portfolioJson: string;
  /** The answer's tail deflated, made on the first gzip answer and shared by the later ones. */
  deflatedTail?: DeflatedTail;
}

function alignedBytes(e: AlignedEntry): number {
  const columns = Object.keys(e.prices).length + 1;
  let bytes = e.dates.length * (HEAP_BYTES.shortString + columns * HEAP_BYTES.number);
  if (e.chart)
    bytes +=
      e.chart.others.length * e.dates.length * HEAP_BYTES.number + e.chart.datesJson.length + e.chart.othersJson.length;
  return bytes;
}

function solvedBytes(e: SolvedEntry): number {
  const n = e.fields.tickers.length;
  // covariance n×n and the per-ticker maps dominate the fields; each number ~ a key and a double.
  const frontier = e.fields.frontier ? 2 * e.fields.frontier.points.length + 3 * n + 12 : 0;
  return (
    e.portfolio.length * HEAP_BYTES.number +
    e.portfolioJson.length +
    (n * n + 4 * n + 32 + frontier) * HEAP_BYTES.shortString +
    (e.deflatedTail?.deflated.length ?? 0)
  );
}

/**
 * At least as many trading days as the run can align for a request (prepare.ts chooses among the
 * same ranges): the requested period when the data cover it; otherwise the overlap with the data,
 * or — when the overlap turns out too short, which only aligning tells — the window of the same
 * length shifted into the data, so the larger of the two. Weekdays bound the trading days.
 */
function daysAtMost(requested: Period, coverage: Period | null): number {
  if (!coverage) return 1;
  if (contains(coverage, requested)) return weekdaysIn(requested);
  const clipped = overlap(requested, coverage);
  return Math.max(clipped ? weekdaysIn(clipped) : 0, weekdaysIn(shiftInto(requested, coverage)), 1);
}

/** The update-portfolio computation, independent of HTTP (the route and the tests call it). */
export function createUpdatePortfolio({
  source,
  fx = null,
  today,
  cacheBytes = PORTFOLIO_DEFAULTS.cacheBytes,
  maxCells = PORTFOLIO_DEFAULTS.maxCells,
  offload,
}: UpdatePortfolioOptions) {
  const schema = portfolioRequestSchema(
    (ticker) => source.info(ticker)?.kind === 'stock' && source.coverage(ticker) !== undefined,
  );
  // Three quarters for the closes and series (the large part), a quarter for the solved results.
  const aligned = byteCache<string, AlignedEntry>(Math.floor(cacheBytes * 0.75), alignedBytes);
  const solved = byteCache<string, SolvedEntry>(Math.floor(cacheBytes * 0.25), solvedBytes);
  // Which effective data a requested range gave: small entries, so bounded by count.
  const ranges = byteCache<string, string>(
    cacheBytes > 0 ? 2 * 1024 * 1024 : 0,
    (k) => k.length * 2 + HEAP_BYTES.shortString,
  );
  // Identical solves in flight share one computation (a burst of the same heavy request).
  const inFlight = new Map<string, Promise<SolveOutput>>();
  const uncached = sourceAligner(source, fx);

  const alignCached: Aligner = (tickers, benchmarkSymbol, range, currency) => {
    const rangeKey = JSON.stringify([tickers, benchmarkSymbol, range.from, range.to, currency]);
    const known = ranges.get(rangeKey);
    const hit = known === undefined ? undefined : aligned.get(known);
    if (hit) return hit;
    const data = uncached(tickers, benchmarkSymbol, range, currency);
    const key = JSON.stringify([
      tickers,
      benchmarkSymbol,
      data.dates[0] ?? null,
      data.dates[data.dates.length - 1] ?? null,
      currency,
    ]);
    ranges.set(rangeKey, key);
    const existing = aligned.get(key);
    if (existing) return existing;
    const entry: AlignedEntry = { ...data, key };
    aligned.set(key, entry);
    return entry;
  };

  function plan(body: unknown): PortfolioPlan {
    const parsed = parsePortfolioRequest(schema, body);
    if (!parsed.ok) return parsed;
    const req = parsed.request;
    const period = requestedPeriod(req.fromDate, req.toDate, today());
    if (!period.ok) return { ok: false, fields: fieldError(period.field, period.text) };
    const bench = BENCHMARK_SERIES[req.benchmark];
    const coverage = commonCoverage([
      ...req.portfolio.map((p) => source.coverage(p.ticker)!),
      ...(source.coverage(bench.symbol) ? [source.coverage(bench.symbol)!] : []),
    ]);
    return {
      ok: true,
      request: req,
      period: period.period,
      cost: req.portfolio.length * daysAtMost(period.period, coverage),
    };
  }

  async function run(p: PortfolioPlan): Promise<UpdatePortfolioOutcome> {
    if (!p.ok) return p;
    const { request: req } = p;
    const bench = BENCHMARK_SERIES[req.benchmark];
    const tickers = req.portfolio.map((item) => item.ticker);
    const prep = preparePortfolioData(source, tickers, bench.symbol, p.period, alignCached, req.currency, fx);
    if (!prep.ok) return { ok: false, fields: fieldError(prep.failure.field, prep.failure.text) };
    const { data } = prep;
    const entry = data.aligned as AlignedEntry;

    const cells = tickers.length * entry.dates.length;
    if (cells > maxCells) {
      const n = (v: number) => formatNumber(v, 0);
      return {
        ok: false,
        cells,
        fields: fieldError(
          'fromDate',
          `${n(tickers.length)} részvény × ${n(entry.dates.length)} kereskedési nap = ${n(cells)} adat, de egy kérésben legfeljebb ${n(maxCells)} számolható; válasszon rövidebb időszakot vagy kevesebb részvényt.`,
        ),
      };
    }

    const benchmarkName = source.info(bench.symbol)?.name ?? bench.symbol;
    // The cap only enters the key when given, so answers without one share their cache entries as before.
    const solvedKey = JSON.stringify([
      entry.key,
      req.objective,
      req.shorting,
      req.riskFreeRate,
      ...(req.maxGrossExposure !== null ? [req.maxGrossExposure] : []),
    ]);
    let result = solved.get(solvedKey);
    if (!result || !entry.chart) {
      let pending = inFlight.get(solvedKey);
      if (!pending) {
        const input: SolveInput = {
          dates: entry.dates,
          prices: entry.prices,
          benchmark: entry.benchmark,
          benchmarkKey: benchmarkName,
          objective: req.objective,
          shorting: req.shorting,
          riskFreeRate: req.riskFreeRate,
          ...(req.maxGrossExposure !== null ? { maxGrossExposure: req.maxGrossExposure } : {}),
          withOtherSeries: !entry.chart,
        };
        pending = offload && cells >= offload.minCells ? offload.solve(input) : Promise.resolve(solve(input));
        inFlight.set(solvedKey, pending);
        pending.finally(() => inFlight.delete(solvedKey)).catch(() => {});
      }
      const out = await pending;
      if (!out.ok) {
        // finance-core names its own field ('Dátumok: …'); the answer names the request's field instead.
        const text = out.message.startsWith(`${out.label}: `) ? out.message.slice(out.label.length + 2) : out.message;
        return { ok: false, cells, fields: fieldError(FINANCE_FIELD_TO_REQUEST[out.field] ?? 'portfolio', text) };
      }
      if (out.others && !entry.chart) {
        entry.chart = {
          others: out.others,
          datesJson: JSON.stringify(entry.dates),
          othersJson: out.others.map(([key, values]) => `${JSON.stringify(key)}:${JSON.stringify(values)}`).join(','),
        };
        aligned.set(entry.key, entry); // re-measured with its series
      }
      result = { fields: out.fields, portfolio: out.portfolio, portfolioJson: JSON.stringify(out.portfolio) };
      solved.set(solvedKey, result);
    }
    const chart = entry.chart!;

    const notice = periodNotice(data.adjustment, data.requested, data.effective);
    const head = {
      ...result.fields,
      benchmark: {
        requested: req.benchmark,
        symbol: bench.symbol,
        name: benchmarkName,
        key: benchmarkName,
        ...(bench.note ? { note: bench.note } : {}),
      },
      requestedFrom: data.requested.from,
      requestedTo: data.requested.to,
      effectiveFrom: data.effective.from,
      effectiveTo: data.effective.to,
      ...(notice ? { notice } : {}),
      source: source.name,
      currency: entry.currency,
      ...(fx && entry.converted.length > 0
        ? {
            fx: {
              pair: `${fx.base}/${fx.quote}`,
              source: fx.source,
              // The last fixing the analysis could use: "Árfolyam: <asOf>, forrás: EKB".
              asOf: fx.dates[lastIndexAtOrBefore(fx.dates, data.effective.to)] ?? null,
              maxAgeDays: FX_MAX_AGE_DAYS,
              converted: entry.converted.map((s) => (s === bench.symbol ? benchmarkName : s)),
            },
          }
        : {}),
    };
    const solvedResult = result;
    const tail = () =>
      tailText(
        chart.datesJson,
        `${JSON.stringify(PORTFOLIO_SERIES_KEY)}:${solvedResult.portfolioJson}${chart.othersJson ? `,${chart.othersJson}` : ''}`,
      );
    return {
      ok: true,
      cells,
      get response(): PortfolioResponse {
        return {
          ...head,
          dates: entry.dates,
          timeSeries: Object.fromEntries([[PORTFOLIO_SERIES_KEY, solvedResult.portfolio], ...chart.others]),
        };
      },
      json: () => headText(head) + tail(),
      gzip: () => {
        if (!solvedResult.deflatedTail) {
          solvedResult.deflatedTail = deflateTail(tail());
          solved.set(solvedKey, solvedResult); // re-measured with its compressed tail
        }
        return gzipHeadAndTail(headText(head), solvedResult.deflatedTail);
      },
    };
  }

  return {
    plan,
    run,
    /** Both steps at once (tests, callers without a rate limit). */
    update: (body: unknown) => run(plan(body)),
    /** Bytes held by the caches (for tests and the memory benchmark). */
    cacheBytes: () => aligned.bytes + solved.bytes + ranges.bytes,
  };
}

export type UpdatePortfolio = ReturnType<typeof createUpdatePortfolio>;
