/**
 * Properties of the portfolio exports: 10 000 generated inputs each (see harness.ts). Inputs are small
 * (2–4 stocks, 30–60 trading days) so the QPs are quick; the price paths include the degenerate cases
 * an audit would try: constant prices (zero variance), identical or proportional stocks (a singular
 * covariance), a benchmark that never moves, crashes to near zero and thousand-fold jumps, prices near
 * the ends of double precision, and too few days for the number of stocks.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  COVARIANCE_ESTIMATORS,
  PORTFOLIO_OBJECTIVES,
  QUICK_ADD_LISTS,
  priceSeriesLabel,
  quickAddTickers,
} from '../portfolio/constants';
import { efficientFrontier } from '../portfolio/frontier';
import { grossExposure } from '../portfolio/holdings';
import type { PortfolioInput } from '../portfolio/input';
import { portfolioMetrics, portfolioMetricsReport } from '../portfolio/metrics';
import { optimizePortfolio } from '../portfolio/optimize';
import { isFinanceInputError } from '../shared/errors';
import { DEGENERATE_NUMBERS, GARBAGE, assertFinite, mostly, property, total } from './harness';

const TICKERS = ['AAPL', 'MSFT', 'OTP', 'MOL', 'NVDA'];

/** Consecutive calendar days from a start date, as YYYY-MM-DD. */
function dateList(count: number, startDay: number): string[] {
  const start = Date.UTC(2015, 0, 1) + startDay * 86_400_000;
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

/** One day's simple return: everyday moves mostly, now and then a crash, a jump or no move. */
const dailyReturn = fc.oneof(
  { weight: 20, arbitrary: fc.double({ min: -0.08, max: 0.08, noNaN: true }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -0.999999, -0.5, 1, 1000, 1e-12) },
);

/** How a stock's path is made from the generated returns. */
type PathKind = 'walk' | 'constant' | 'copyOfFirst' | 'scaledFirst';

function pricePath(start: number, returns: readonly number[]): number[] {
  const p = [start];
  for (const r of returns) p.push(p[p.length - 1]! * (1 + r));
  return p;
}

interface Market {
  dates: string[];
  prices: Record<string, number[]>;
  benchmark: number[] | null;
}

/** Aligned prices for 2–4 stocks over 30–60 days, with the degenerate kinds above. */
const market: fc.Arbitrary<Market> = fc
  .record({
    n: fc.integer({ min: 2, max: 4 }),
    days: fc.oneof(fc.integer({ min: 30, max: 60 }), fc.constantFrom(29, 30, 31)),
    startDay: fc.integer({ min: 0, max: 3000 }),
    kinds: fc.array(
      fc.oneof(
        { weight: 12, arbitrary: fc.constant<PathKind>('walk') },
        {
          weight: 1,
          arbitrary: fc.constantFrom<PathKind>('constant', 'copyOfFirst', 'scaledFirst'),
        },
      ),
      { minLength: 4, maxLength: 4 },
    ),
    starts: fc.array(
      fc.oneof(
        { weight: 10, arbitrary: fc.double({ min: 1, max: 1e4, noNaN: true }) },
        { weight: 1, arbitrary: fc.constantFrom(1e-300, 1e-6, 1e300, 5e-324) },
      ),
      { minLength: 5, maxLength: 5 },
    ),
    returns: fc.array(fc.array(dailyReturn, { minLength: 59, maxLength: 59 }), {
      minLength: 5,
      maxLength: 5,
    }),
    benchmark: fc.constantFrom('none', 'walk', 'constant'),
  })
  .map(({ n, days, startDay, kinds, starts, returns, benchmark }) => {
    const dates = dateList(days, startDay);
    const first = pricePath(starts[0]!, returns[0]!.slice(0, days - 1));
    const prices: Record<string, number[]> = {};
    for (let i = 0; i < n; i++) {
      const kind = i === 0 ? 'walk' : kinds[i];
      prices[TICKERS[i]!] =
        kind === 'constant'
          ? Array(days).fill(starts[i])
          : kind === 'copyOfFirst'
            ? [...first]
            : kind === 'scaledFirst'
              ? first.map((v) => v * 3)
              : pricePath(starts[i]!, returns[i]!.slice(0, days - 1));
    }
    const index =
      benchmark === 'none'
        ? null
        : benchmark === 'constant'
          ? Array(days).fill(100)
          : pricePath(100, returns[4]!.slice(0, days - 1));
    return { dates, prices, benchmark: index };
  });

/** The form's settings over their accepted ranges. */
const settings = {
  objective: fc.constantFrom(...PORTFOLIO_OBJECTIVES),
  shorting: fc.boolean(),
  riskFreeRate: fc.oneof(fc.double({ min: -0.05, max: 0.1, noNaN: true }), fc.constantFrom(-0.05, 0, 0.5)),
  maxVolatility: fc.oneof(fc.constant(null), fc.double({ min: 0.01, max: 2, noNaN: true }), fc.constantFrom(1e-9, 10)),
  covariance: fc.constantFrom(...COVARIANCE_ESTIMATORS),
  maxGrossExposure: fc.oneof(
    fc.constant(null),
    fc.double({ min: 1, max: 4, noNaN: true }),
    fc.constantFrom(1, 1.0000001, 50),
  ),
};

/** A damaged market: a wrong price, a wrong date, a missing or extra day. */
const damage = fc.oneof(
  { weight: 8, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<(m: Market) => Market>(
      (m) => ({
        ...m,
        prices: {
          ...m.prices,
          AAPL: m.prices.AAPL!.map((v, t) => (t === 3 ? NaN : v)),
        },
      }),
      (m) => ({
        ...m,
        prices: {
          ...m.prices,
          AAPL: m.prices.AAPL!.map((v, t) => (t === 5 ? -1 : v)),
        },
      }),
      (m) => ({ ...m, prices: { ...m.prices, AAPL: m.prices.AAPL!.slice(1) } }),
      (m) => ({
        ...m,
        dates: m.dates.map((d, t) => (t === 2 ? '2021-02-30' : d)),
      }),
      (m) => ({ ...m, dates: [...m.dates].reverse() }),
      (m) => ({ ...m, prices: { AAPL: m.prices.AAPL! } }),
      (m) => ({ ...m, prices: { ...m.prices, Portfolio: m.prices.AAPL! } }),
      (m) => ({
        ...m,
        benchmark: (m.benchmark ?? m.prices.AAPL!).map((v, t) => (t === 1 ? Infinity : v)),
      }),
    ),
  },
);

const portfolioInput: fc.Arbitrary<PortfolioInput & { points?: number }> = fc
  .tuple(
    market,
    damage,
    fc.oneof(
      { weight: 3, arbitrary: fc.record(settings, { requiredKeys: [] }) },
      {
        weight: 1,
        arbitrary: fc.record(Object.fromEntries(Object.entries(settings).map(([k, a]) => [k, mostly(a)])), {
          requiredKeys: [],
        }),
      },
    ),
    fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: 30, max: 50 }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom<unknown>(undefined, 29, 51, 40.5, NaN, 'x'),
      },
    ),
  )
  .map(
    ([m, hurt, s, points]) =>
      ({
        ...(hurt ? hurt(m) : m),
        ...s,
        points: points as number,
      }) as PortfolioInput & { points?: number },
  );

const anyInput = fc.oneof(
  { weight: 30, arbitrary: portfolioInput },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...GARBAGE) as fc.Arbitrary<PortfolioInput>,
  },
);

describe('properties: portfolio (10 000 inputs each)', () => {
  it('optimizePortfolio', () => {
    property(anyInput, (v, o) => total(() => optimizePortfolio(v), o));
  });

  it('efficientFrontier', () => {
    property(anyInput, (v, o) => total(() => efficientFrontier(v), o));
  });

  it('portfolioMetrics and portfolioMetricsReport', () => {
    const returns = fc.oneof(
      {
        weight: 10,
        arbitrary: fc.array(dailyReturn, { minLength: 2, maxLength: 80 }),
      },
      {
        weight: 1,
        arbitrary: fc.array(fc.constantFrom(0.01, 0.01000000001), {
          minLength: 2,
          maxLength: 40,
        }),
      },
      {
        weight: 1,
        arbitrary: fc.array(mostly(dailyReturn), {
          minLength: 0,
          maxLength: 10,
        }),
      },
    );
    const benchmarkOf = (r: unknown[]) =>
      fc.oneof(
        fc.constant(null),
        fc.array(dailyReturn, { minLength: r.length, maxLength: r.length }),
        fc.constant(r.map(() => 0.001)),
        fc.array(dailyReturn, { maxLength: 5 }),
        fc.constantFrom<unknown>(undefined, 'x'),
      );
    const args = returns.chain((r) =>
      fc.tuple(
        fc.oneof(
          { weight: 20, arbitrary: fc.constant<unknown>(r) },
          { weight: 1, arbitrary: fc.constantFrom<unknown>(...GARBAGE) },
        ),
        benchmarkOf(r),
        mostly(settings.riskFreeRate),
        fc.oneof(
          fc.constant(undefined),
          fc.record({
            scale: mostly(fc.double({ min: 0, max: 0.1, noNaN: true })),
          }),
          fc.constantFrom<unknown>(null, 5),
        ),
      ),
    );
    property(args, ([r, b, rf, opt], o) => {
      total(() => portfolioMetrics(r as number[], b as number[] | null, rf as number, opt as never), o);
      total(() => portfolioMetricsReport(r as number[], b as number[] | null, rf as number, opt as never), o);
    });
  });

  it('grossExposure', () => {
    const weights = fc.oneof(
      fc.array(mostly(fc.double({ min: -1, max: 1, noNaN: true })), {
        maxLength: 50,
      }),
      fc.dictionary(fc.string(), mostly(fc.double({ min: -1, max: 1, noNaN: true })), { maxKeys: 10 }),
      fc.constantFrom<unknown>(...GARBAGE, ...DEGENERATE_NUMBERS, new Float64Array([0.5, -0.5])),
    );
    property(weights, (w, o) => total(() => grossExposure(w as number[]), o));
  });

  it('priceSeriesLabel and quickAddTickers', () => {
    const lists = Object.keys(QUICK_ADD_LISTS);
    // Both functions echo the caller's own text; a ticker spelled "NaN" is not a computed NaN, which is
    // what the finiteness check looks for in strings, so such texts are left out.
    const text = fc.string().filter((s) => !/NaN|Infinity/.test(s));
    const selected = fc.oneof(
      fc.array(fc.oneof(fc.constantFrom(...TICKERS, 'GOOGL'), text), {
        maxLength: 8,
      }),
      fc.constantFrom<unknown>(...GARBAGE),
    );
    const list = fc.oneof(fc.constantFrom(...lists), text, fc.constantFrom<unknown>(...GARBAGE));
    property(fc.tuple(fc.oneof(text, fc.constantFrom<unknown>(...GARBAGE)), selected, list), ([t, s, l], o) => {
      total(() => priceSeriesLabel(t as string), o);
      total(() => quickAddTickers(s as string[], l as never), o);
    });
  });
});

/** A small deterministic generator (mulberry32) and Box–Muller normals, for market-like random walks. */
function normals(seed: number): () => number {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
}

describe('properties: the portfolio solver on market-like data', () => {
  it('never refuses the prices of market-like stocks as degenerate (2 000 markets, every objective, both bounds, both estimators)', () => {
    // Daily log returns drawn from a continuous distribution (drift ±0.2 %, volatility 0.3–4 % a day,
    // a common market factor): what market data look like, without the exact ties and constant
    // stretches of the degenerate generator above, which are refused by name when the QP cannot cope.
    const marketLike = fc
      .record({
        n: fc.integer({ min: 2, max: 5 }),
        days: fc.integer({ min: 30, max: 80 }),
        seed: fc.integer({ min: 0, max: 0xffff_ffff }),
        drift: fc.array(fc.double({ min: -0.002, max: 0.002, noNaN: true }), { minLength: 5, maxLength: 5 }),
        vol: fc.array(fc.double({ min: 0.003, max: 0.04, noNaN: true }), { minLength: 5, maxLength: 5 }),
        beta: fc.array(fc.double({ min: -0.5, max: 1.5, noNaN: true }), { minLength: 5, maxLength: 5 }),
        ...settings,
        riskFreeRate: fc.double({ min: -0.05, max: 0.05, noNaN: true }),
      })
      .map(({ n, days, seed, drift, vol, beta, ...s }) => {
        const z = normals(seed);
        const market = Array.from({ length: days - 1 }, () => 0.01 * z());
        const prices = Object.fromEntries(
          Array.from({ length: n }, (_, i) => {
            const p = [100];
            for (let t = 0; t < days - 1; t++)
              p.push(p[t]! * Math.exp(drift[i]! + beta[i]! * market[t]! + vol[i]! * z()));
            return [TICKERS[i], p];
          }),
        );
        return { dates: dateList(days, 0), prices, ...s };
      });
    fc.assert(
      fc.property(marketLike, (input) => {
        for (const f of [optimizePortfolio, efficientFrontier]) {
          try {
            assertFinite(f(input));
          } catch (e) {
            // The only refusals left on such data are the objective's own (no portfolio beats the
            // risk-free rate; a volatility cap below the minimum), never the data.
            if (!isFinanceInputError(e) || e.field === 'prices') throw e;
          }
        }
      }),
      { numRuns: Number(process.env.MARKET_RUNS ?? 2_000) },
    );
  });
});
