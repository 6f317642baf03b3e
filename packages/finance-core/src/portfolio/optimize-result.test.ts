import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isFinanceInputError } from '../shared/errors';
import { METRIC_NAMES, PORTFOLIO_OBJECTIVES, PORTFOLIO_SERIES_KEY, type PortfolioObjective } from './constants';
import { optimizePortfolio, type PortfolioResult } from './optimize';
import { FIXTURE_TICKERS, fixtureInput } from './__fixtures__/closes';
import { catchInputError, randomPrices, rng } from './test-support';

const TOL = 1e-9;

const sumOf = (x: number[]) => x.reduce((s, v) => s + v, 0);

describe('optimizePortfolio — result shape', () => {
  const input = fixtureInput(FIXTURE_TICKERS.slice(0, 8));

  it('time series: growth of 100 for the portfolio, every ticker and the named benchmark', () => {
    const res = optimizePortfolio({ ...input, benchmarkKey: '^GSPC' });
    expect(Object.keys(res.timeSeries)).toEqual([PORTFOLIO_SERIES_KEY, ...FIXTURE_TICKERS.slice(0, 8), '^GSPC']);
    for (const series of Object.values(res.timeSeries)) {
      expect(series).toHaveLength(input.dates.length);
      expect(series[0]).toBe(100);
    }
    const aapl = input.prices.AAPL!;
    expect(res.timeSeries.AAPL!.at(-1)).toBeCloseTo((100 * aapl.at(-1)!) / aapl[0]!, 10);
    expect(res.timeSeries[PORTFOLIO_SERIES_KEY]!.at(-1)).toBeCloseTo(100 * (1 + res.metrics.cumulative_return!), 10);
    expect(res.dates).toEqual(input.dates);
  });

  it("the ex-ante figures match the realised ones: √(w'Σw) = annual_volatility, w'μ = 252 · mean daily return", () => {
    const res = optimizePortfolio({ ...input, objective: 'minVariance' });
    expect(res.volatility).toBeCloseTo(res.metrics.annual_volatility!, 14);
    const p = res.timeSeries[PORTFOLIO_SERIES_KEY]!;
    const daily = p.slice(1).map((v, t) => v / p[t]! - 1);
    expect(res.expectedReturn).toBeCloseTo((252 * sumOf(daily)) / daily.length, 12);
  });

  it('without a benchmark there is no benchmark line and the benchmark metrics are null', () => {
    const { benchmark, ...rest } = input;
    void benchmark;
    const res = optimizePortfolio(rest);
    expect(Object.keys(res.timeSeries)).not.toContain('Benchmark');
    for (const m of ['beta', 'alpha', 'information_ratio', 'treynor_ratio'] as const) expect(res.metrics[m]).toBeNull();
    expect(Object.keys(res.metrics)).toEqual([...METRIC_NAMES]);
  });

  it('uses the spec defaults: maxSharpe, long-only, rf 0.055', () => {
    const res = optimizePortfolio(input);
    expect([res.objective, res.shorting, res.riskFreeRate]).toEqual(['maxSharpe', false, 0.055]);
  });

  it('a singular covariance (10 stocks and an exact copy of each, 41 days) gets a ridge and still a valid answer', () => {
    // More assets than days is now refused (2 return days per asset; see ledoit-wolf.test.ts), so the
    // singular Σ comes from duplicated series inside the allowed window.
    const { dates, prices } = randomPrices(rng(5), 10, 41);
    const dup = { ...prices, ...Object.fromEntries(Object.entries(prices).map(([t, p]) => [`${t}b`, p])) };
    for (const objective of PORTFOLIO_OBJECTIVES) {
      let res: PortfolioResult;
      try {
        res = optimizePortfolio({ dates, prices: dup, objective, riskFreeRate: 0 });
      } catch (e) {
        if (objective === 'maxSharpe' && isFinanceInputError(e)) continue; // nothing beats rf in this draw
        throw e;
      }
      expect(res.ridge).toBeGreaterThan(0);
      expect(Math.abs(sumOf(Object.values(res.weights)) - 1)).toBeLessThan(TOL);
    }
  });

  it('a duplicated stock splits nothing apart: identical series get the same total weight', () => {
    const dup = { ...input.prices, AAPL2: input.prices.AAPL! };
    const res = optimizePortfolio({ ...input, prices: dup, objective: 'minVariance' });
    const base = optimizePortfolio({ ...input, objective: 'minVariance' });
    expect(res.weights.AAPL! + res.weights.AAPL2!).toBeCloseTo(base.weights.AAPL!, 6);
  });

  it('maxSharpe with a risk-free rate no portfolio beats is rejected on the rate, in Hungarian', () => {
    // Three stocks losing about 0.1 % a day (≈ −22 % a year) with a wiggle: even the best is below rf = 5 %.
    const { dates } = randomPrices(rng(9), 1, 60);
    const prices = Object.fromEntries(
      [1, 2, 3].map((k) => [`S${k}`, dates.map((_, t) => 100 * 0.999 ** t * (1 + 0.01 * Math.sin(k * t)))]),
    );
    const e = catchInputError(() => optimizePortfolio({ dates, prices, objective: 'maxSharpe', riskFreeRate: 0.05 }));
    expect(e.field).toBe('riskFreeRate');
    expect(e.label).toBe('Kockázatmentes hozam');
    expect(e.message).toMatch(
      /^Kockázatmentes hozam: .*sem haladja meg a kockázatmentes hozamot \(5,00%\), ezért a Sharpe-mutató nem maximalizálható/,
    );
  });
});

describe('optimizePortfolio — invariants across the input space (property)', () => {
  it('weights sum to 1 within 1e-9, respect the bounds, and nothing is NaN or Infinity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 30, max: 150 }),
        fc.boolean(),
        fc.constantFrom<PortfolioObjective>(...PORTFOLIO_OBJECTIVES),
        fc.double({ min: -0.05, max: 0.5, noNaN: true }),
        fc.boolean(),
        (seed, n, days, shorting, objective, riskFreeRate, withBenchmark) => {
          const rand = rng(seed);
          const { dates, prices } = randomPrices(rand, n, days);
          const benchmark = withBenchmark ? randomPrices(rand, 1, days).prices.S1 : undefined;
          let res: PortfolioResult;
          try {
            res = optimizePortfolio({ dates, prices, benchmark, objective, shorting, riskFreeRate });
          } catch (e) {
            // The only legitimate refusal for valid data: maxSharpe when nothing beats rf.
            expect(isFinanceInputError(e) && objective === 'maxSharpe' && e.field === 'riskFreeRate').toBe(true);
            return;
          }
          const w = Object.values(res.weights);
          const lo = shorting ? -1 : 0;
          expect(Math.abs(sumOf(w) - 1)).toBeLessThan(TOL);
          for (const v of w) {
            expect(v).toBeGreaterThanOrEqual(lo);
            expect(v).toBeLessThanOrEqual(1);
          }
          for (const name of METRIC_NAMES)
            expect(res.metrics[name] === null || Number.isFinite(res.metrics[name])).toBe(true);
          for (const s of Object.values(res.timeSeries)) expect(s.every(Number.isFinite)).toBe(true);
          expect(Number.isFinite(res.volatility) && Number.isFinite(res.expectedReturn)).toBe(true);
          if (objective === 'maxReturn') expect(res.volatility).toBeLessThanOrEqual(res.maxVolatility! * (1 + 1e-10));
        },
      ),
      { numRuns: 150 },
    );
  });
});
