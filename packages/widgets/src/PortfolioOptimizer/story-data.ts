/**
 * A small, deterministic market for the stories and tests: seeded synthetic daily closes for the 25
 * catalogue stocks and the three benchmarks over the trading days of 2024, and optimisers that run
 * finance-core's `optimizePortfolio` on them the way the portfolio service would (clipping to the
 * requested dates, falling back to the whole year with a notice when the request is outside it).
 * Synthetic on purpose: no real price file in the browser bundle, and the same numbers every run.
 */
import {
  BENCHMARK_OPTIONS,
  efficientFrontier,
  FRONTIER_POINTS,
  optimizePortfolio,
  PORTFOLIO_MIN_OBSERVATIONS,
  STOCK_CATALOGUE,
  type BenchmarkSymbol,
} from '@penzugy/finance-core';
import { PortfolioRequestError } from './response';
import { PORTFOLIO_STRINGS as T } from './strings';
import type { PortfolioOptimizeFn, PortfolioRequest, PortfolioResponse } from './types';
import { normalSource, seededRandom } from '../charts/shared/story-data';

/** The story market's calendar: Monday–Friday from 2 January to 31 December 2024. */
export const STORY_MARKET_RANGE = { from: '2024-01-02', to: '2024-12-31' } as const;

/** What the stories say the data is. */
export const STORY_SOURCE = 'Szintetikus, rögzített magú árfolyamok (bemutató adatok)';

/** A stable number per ticker (FNV-1a), so each stock keeps its character whatever the order. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export interface StoryMarket {
  dates: string[];
  /** Closes by ticker, aligned with `dates`. */
  prices: Record<string, number[]>;
  /** Benchmark levels by symbol, aligned with `dates`. */
  benchmarks: Record<BenchmarkSymbol, number[]>;
}

function tradingDays(from: string, to: string): string[] {
  const out: string[] = [];
  const end = new Date(`${to}T00:00:00Z`);
  for (let d = new Date(`${from}T00:00:00Z`); d <= end; d.setUTCDate(d.getUTCDate() + 1)) {
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

let cached: StoryMarket | null = null;

/**
 * One market factor (≈ 12 % a year, 16 % volatility) plus each stock's own drift and noise, so the
 * stocks are correlated like real ones and the optimiser has something to choose between.
 */
export function storyMarket(): StoryMarket {
  if (cached) return cached;
  const dates = tradingDays(STORY_MARKET_RANGE.from, STORY_MARKET_RANGE.to);
  const z = normalSource(seededRandom(20240102));
  const market = dates.map(() => 0.12 / 252 + (0.16 / Math.sqrt(252)) * z());
  const level = (returns: number[], start: number) => {
    let p = start;
    return returns.map((r, i) => (i === 0 ? p : (p *= 1 + r)));
  };
  const prices: Record<string, number[]> = {};
  for (const { ticker } of STOCK_CATALOGUE) {
    const h = hash(ticker);
    const own = normalSource(seededRandom(h));
    const beta = 0.6 + (h % 90) / 100; // 0.6 … 1.5
    const alpha = (((h >>> 8) % 31) - 10) / 100; // −10 % … +20 % a year
    const vol = 0.15 + ((h >>> 16) % 30) / 100; // 15 % … 44 % idiosyncratic
    const returns = market.map((m) => beta * m + alpha / 252 + (vol / Math.sqrt(252)) * own());
    prices[ticker] = level(returns, 20 + (h % 400));
  }
  const noise = normalSource(seededRandom(7));
  const benchmarkReturns = (beta: number) => market.map((m) => beta * m + (0.02 / Math.sqrt(252)) * noise());
  cached = {
    dates,
    prices,
    benchmarks: {
      '^GSPC': level(market, 4700),
      'NQ=F': level(benchmarkReturns(1.2), 16800),
      DOW: level(benchmarkReturns(0.85), 37700),
    },
  };
  return cached;
}

/** The portfolio service, in the browser: finance-core on the story market, clipped to the requested dates. */
export function optimizeOnStoryMarket(payload: PortfolioRequest): PortfolioResponse {
  const market = storyMarket();
  const from = payload.fromDate ?? STORY_MARKET_RANGE.from;
  const to = payload.toDate ?? STORY_MARKET_RANGE.to;
  let first = market.dates.findIndex((d) => d >= from);
  let last = market.dates.findLastIndex((d) => d <= to);
  const outside = first < 0 || last < 0 || last - first + 1 < PORTFOLIO_MIN_OBSERVATIONS;
  if (outside) [first, last] = [0, market.dates.length - 1];
  const slice = <V>(values: readonly V[]) => values.slice(first, last + 1);
  const dates = slice(market.dates);
  const prices = Object.fromEntries(
    payload.portfolio.map(({ ticker }) => [ticker, slice(market.prices[ticker] ?? [])]),
  );
  const result = optimizePortfolio({
    dates,
    prices,
    benchmark: slice(market.benchmarks[payload.benchmark]),
    benchmarkKey: BENCHMARK_OPTIONS.find((b) => b.value === payload.benchmark)?.label ?? payload.benchmark,
    objective: payload.objective,
    shorting: payload.shorting,
    riskFreeRate: payload.riskFreeRate,
    ...(payload.maxGrossExposure !== undefined ? { maxGrossExposure: payload.maxGrossExposure } : {}),
  });
  // The frontier as the service sends it (apps/api solve.ts): 30 points, no weights.
  const f = efficientFrontier({
    dates,
    prices,
    shorting: payload.shorting,
    riskFreeRate: payload.riskFreeRate,
    points: FRONTIER_POINTS.min,
    ...(payload.maxGrossExposure !== undefined ? { maxGrossExposure: payload.maxGrossExposure } : {}),
  });
  const frontier = {
    points: f.points.map(({ volatility, expectedReturn }) => ({ volatility, expectedReturn })),
    assets: f.assets,
    minVariance: f.minVariance,
    maxSharpe: f.maxSharpe,
    capitalMarketLine: f.capitalMarketLine,
  };
  return {
    ...result,
    frontier,
    effectiveFrom: dates[0],
    effectiveTo: dates[dates.length - 1],
    source: STORY_SOURCE,
    notice: outside ? true : null,
  };
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

export interface StoryOptimizerOptions {
  /** Time the "server" takes, ms. @default 150 */
  delayMs?: number;
  /** How many calls fail before the next succeeds (the error story). @default 0 */
  failures?: number;
  /** Never answer (the loading story). @default false */
  hang?: boolean;
  /** Answer this many calls, then never answer again (a refresh that is still running). */
  answers?: number;
}

/** A story optimiser: waits, then fails `failures` times (as an unreachable server) or answers from the story market. */
export function createStoryOptimizer({
  delayMs = 150,
  failures = 0,
  hang = false,
  answers = Infinity,
}: StoryOptimizerOptions = {}): PortfolioOptimizeFn {
  let failuresLeft = failures;
  let answersLeft = answers;
  return async (payload, { signal } = {}) => {
    await delay(hang || answersLeft-- <= 0 ? 2 ** 31 - 1 : delayMs, signal);
    if (failuresLeft > 0) {
      failuresLeft--;
      throw new PortfolioRequestError(T.errors.network);
    }
    return optimizeOnStoryMarket(payload);
  };
}
