/**
 * POST /portfolio-opt/update-portfolio (spec 001 §3.1 → §3.2, §3.4): validate, choose the period,
 * align the closes and call finance-core's `optimizePortfolio` with them, unchanged.
 *
 * Response: everything `optimizePortfolio` returns (metrics and weights as the screen reads them,
 * dates, `timeSeries` with 'Portfolio', each ticker and the benchmark as growth of 100, expected
 * returns, covariance…) plus
 *   benchmark      { requested: '^GSPC', symbol: 'GSPC', name: 'S&P 500', key: 'S&P 500', note? }
 *   requestedFrom, requestedTo   the period asked for (defaults filled in)
 *   effectiveFrom, effectiveTo   the first and last trading day used
 *   notice         Hungarian text when the period had to be adjusted (absent otherwise)
 *   source         the price source's name
 */
import { isFinanceInputError, optimizePortfolio, type PortfolioResult } from '@penzugy/finance-core';
import type { PriceSource } from '@penzugy/market-data';
import { fieldError } from '../errors';
import { LruCache } from '../lru';
import { BENCHMARK_SERIES } from './benchmarks';
import { periodNotice, requestedPeriod } from './period';
import { preparePortfolioData, type PreparedData } from './prepare';
import { parsePortfolioRequest, portfolioRequestSchema } from './request-schema';
import { createResponseSerializer } from './serialize';

export interface PortfolioResponse extends PortfolioResult {
  benchmark: { requested: string; symbol: string; name: string; key: string; note?: string };
  requestedFrom: string;
  requestedTo: string;
  effectiveFrom: string;
  effectiveTo: string;
  notice?: string;
  source: string;
}

export type UpdatePortfolioOutcome =
  | { ok: true; response: PortfolioResponse; /** The answer as JSON text (see serialize.ts). */ json(): string }
  | { ok: false; fields: Record<string, string> };

/** finance-core's input fields → the request field a user can change. */
const FINANCE_FIELD_TO_REQUEST: Record<string, string> = {
  prices: 'portfolio',
  dates: 'fromDate',
  benchmark: 'benchmark',
  benchmarkKey: 'benchmark',
  objective: 'objective',
  shorting: 'shorting',
  riskFreeRate: 'riskFreeRate',
  maxVolatility: 'objective',
};

export interface UpdatePortfolioOptions {
  source: PriceSource;
  /** Today's date (`YYYY-MM-DD`) for the default period. */
  today: () => string;
  /** Aligned-data cache entries kept (per (tickers, benchmark, period)). @default 256 */
  cacheSize?: number;
}

/** The update-portfolio computation, independent of HTTP (the route and the tests call it). */
export function createUpdatePortfolio({ source, today, cacheSize = 256 }: UpdatePortfolioOptions): (body: unknown) => UpdatePortfolioOutcome {
  const schema = portfolioRequestSchema((ticker) => source.info(ticker)?.kind === 'stock' && source.coverage(ticker) !== undefined);
  // Aligning is the per-request cost that does not depend on the objective: cache it.
  const prepared = new LruCache<string, ReturnType<typeof preparePortfolioData>>(cacheSize);
  const serialize = createResponseSerializer();

  return (body) => {
    const parsed = parsePortfolioRequest(schema, body);
    if (!parsed.ok) return parsed;
    const req = parsed.request;

    const period = requestedPeriod(req.fromDate, req.toDate, today());
    if (!period.ok) return { ok: false, fields: fieldError(period.field, period.text) };

    const bench = BENCHMARK_SERIES[req.benchmark];
    const tickers = req.portfolio.map((p) => p.ticker);
    const key = JSON.stringify([tickers, bench.symbol, period.period.from, period.period.to]);
    let prep = prepared.get(key);
    if (!prep) {
      prep = preparePortfolioData(source, tickers, bench.symbol, period.period);
      prepared.set(key, prep);
    }
    if (!prep.ok) return { ok: false, fields: fieldError(prep.failure.field, prep.failure.text) };
    const data: PreparedData = prep.data;

    const benchmarkName = source.info(bench.symbol)?.name ?? bench.symbol;
    let result: PortfolioResult;
    try {
      result = optimizePortfolio({
        dates: data.dates,
        prices: data.prices,
        benchmark: data.benchmark,
        benchmarkKey: benchmarkName,
        objective: req.objective,
        shorting: req.shorting,
        riskFreeRate: req.riskFreeRate,
      });
    } catch (e) {
      if (!isFinanceInputError(e)) throw e;
      // finance-core names its own field ('Dátumok: …'); the answer names the request's field instead.
      const text = e.message.startsWith(`${e.label}: `) ? e.message.slice(e.label.length + 2) : e.message;
      return { ok: false, fields: fieldError(FINANCE_FIELD_TO_REQUEST[e.field] ?? 'portfolio', text) };
    }

    const notice = periodNotice(data.adjustment, data.requested, data.effective);
    const response: PortfolioResponse = {
      ...result,
      benchmark: { requested: req.benchmark, symbol: bench.symbol, name: benchmarkName, key: benchmarkName, ...(bench.note ? { note: bench.note } : {}) },
      requestedFrom: data.requested.from,
      requestedTo: data.requested.to,
      effectiveFrom: data.effective.from,
      effectiveTo: data.effective.to,
      ...(notice ? { notice } : {}),
      source: source.name,
    };
    return { ok: true, response, json: () => serialize(response, data) };
  };
}
