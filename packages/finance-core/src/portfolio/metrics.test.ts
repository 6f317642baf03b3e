import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { METRIC_DISPLAY_ORDER, METRIC_NAMES, PERCENT_METRICS } from './constants';
import { growthSeries, metricDefinitions, portfolioMetrics } from './metrics';
import { fixtureInput } from './__fixtures__/closes';

const A = 252;
const sum = (x: number[]) => x.reduce((s, v) => s + v, 0);
const avg = (x: number[]) => sum(x) / x.length;
/** ddof = 0 on purpose: beta's ratio must not depend on it. */
const popVar = (x: number[]) => avg(x.map((v) => (v - avg(x)) ** 2));
const std1 = (x: number[]) => Math.sqrt((popVar(x) * x.length) / (x.length - 1));

/** empyrical's formulas (the Quantopian library's definitions: annual return as CAGR, volatility with ddof = 1 and √252) written out plainly, with rf_d = rf / 252 and MAR = rf_d. */
function reference(r: number[], b: number[] | null, rf: number) {
  const rfd = rf / A;
  const ex = r.map((v) => v - rfd);
  const growth = r.reduce((v, x) => v * (1 + x), 1);
  let v = 1;
  let peak = 1;
  let dd = 0;
  for (const x of r) {
    v *= 1 + x;
    peak = Math.max(peak, v);
    dd = Math.min(dd, v / peak - 1);
  }
  const out: Record<string, number | null> = {
    cumulative_return: growth - 1,
    annual_return: growth ** (A / r.length) - 1,
    annual_volatility: std1(r) * Math.sqrt(A),
    sharpe_ratio: (avg(ex) / std1(ex)) * Math.sqrt(A),
    max_drawdown: dd,
    sortino_ratio: (avg(ex) * A) / (Math.sqrt(avg(ex.map((e) => Math.min(e, 0) ** 2))) * Math.sqrt(A)),
    beta: null,
    alpha: null,
    information_ratio: null,
    treynor_ratio: null,
  };
  if (b) {
    const bx = b.map((x) => x - rfd);
    const beta = avg(ex.map((e, t) => (e - avg(ex)) * (bx[t]! - avg(bx)))) / popVar(bx);
    const active = r.map((x, t) => x - b[t]!);
    out.beta = beta;
    out.alpha = (1 + avg(ex.map((e, t) => e - beta * bx[t]!))) ** A - 1;
    out.information_ratio = (avg(active) / std1(active)) * Math.sqrt(A);
    out.treynor_ratio = (A * avg(ex)) / beta;
  }
  return out;
}

function expectMetricsClose(
  actual: Record<string, number | null>,
  expected: Record<string, number | null>,
  digits = 12,
) {
  for (const name of METRIC_NAMES) {
    if (expected[name] === null) expect(actual[name], name).toBeNull();
    else expect(actual[name], name).toBeCloseTo(expected[name]!, digits);
  }
}

describe('portfolioMetrics', () => {
  it('a known drawdown path: +10 %, −20 %, +5 %, +10 %, −50 %, +30 %', () => {
    // Values 1, 1.1, 0.88, 0.924, 1.0164, 0.5082, 0.66066: the peak 1.1 (day 1) to the trough 0.5082
    // (day 5) is the deepest fall, −53.8 %; the final value gives −33.934 % cumulative.
    const r = [0.1, -0.2, 0.05, 0.1, -0.5, 0.3];
    const m = portfolioMetrics(r, null, 0);
    expect(m.max_drawdown).toBeCloseTo(0.5082 / 1.1 - 1, 14);
    expect(m.cumulative_return).toBeCloseTo(0.66066 - 1, 14);
    expect(m.annual_return).toBeCloseTo(0.66066 ** (252 / 6) - 1, 14);
    expect(Array.from(growthSeries(r, 100)).map((v) => +v.toFixed(10))).toEqual([
      100, 110, 88, 92.4, 101.64, 50.82, 66.066,
    ]);
  });

  it('a drop on the first day counts as a drawdown from the starting value (empyrical prepends it)', () => {
    expect(portfolioMetrics([-0.1, 0.05, 0.02], null, 0).max_drawdown).toBeCloseTo(-0.1, 15);
    expect(portfolioMetrics([0.01, 0.02, 0.03], null, 0).max_drawdown).toBe(0);
  });

  it('closed forms for ±1 % alternating returns (T = 60, rf = 0)', () => {
    const T = 60;
    const r = Array.from({ length: T }, (_, t) => (t % 2 ? -0.01 : 0.01));
    const m = portfolioMetrics(r, null, 0);
    expect(m.sharpe_ratio).toBeCloseTo(0, 14); // mean 0
    expect(m.annual_volatility).toBeCloseTo(0.01 * Math.sqrt(T / (T - 1)) * Math.sqrt(252), 14);
    expect(m.cumulative_return).toBeCloseTo(0.9999 ** (T / 2) - 1, 14);
    // Peak 1.01 after day 1; the lowest point is the last even day, 0.9999^30.
    expect(m.max_drawdown).toBeCloseTo(0.9999 ** (T / 2) / 1.01 - 1, 14);
  });

  it('matches the plain empyrical formulas on hand-made series with a benchmark', () => {
    const r = [0.012, -0.007, 0.003, 0.021, -0.015, 0.004, -0.002, 0.009, -0.011, 0.006];
    const b = [0.008, -0.004, 0.001, 0.012, -0.01, 0.002, 0.001, 0.004, -0.006, 0.003];
    expectMetricsClose(portfolioMetrics(r, b, 0.055), reference(r, b, 0.055));
    expectMetricsClose(portfolioMetrics(r, null, 0.02), reference(r, null, 0.02));
  });

  it('matches the plain formulas on the real fixture (AAPL vs the S&P 500, 2024–2025)', () => {
    const { prices, benchmark } = fixtureInput(['AAPL']);
    const rets = (p: number[]) => p.slice(1).map((v, t) => v / p[t]! - 1);
    const r = rets(prices.AAPL!);
    const b = rets(benchmark);
    const m = portfolioMetrics(r, b, 0.055);
    expectMetricsClose(m, reference(r, b, 0.055), 10);
    expect(m.beta!).toBeGreaterThan(0.5); // a large-cap stock moves with its index
    expect(m.beta!).toBeLessThan(2);
  });

  it('benchmark = portfolio: beta 1, alpha 0, Treynor = annual excess return, information ratio undefined (null)', () => {
    const r = [0.01, -0.02, 0.015, 0.003, -0.004, 0.02];
    const m = portfolioMetrics(r, r, 0.03);
    expect(m.beta).toBeCloseTo(1, 14);
    expect(m.alpha).toBeCloseTo(0, 14);
    expect(m.treynor_ratio).toBeCloseTo(252 * avg(r) - 0.03, 12);
    expect(m.information_ratio).toBeNull();
  });

  it('a 2× leveraged benchmark (rf = 0) has beta ½', () => {
    const r = [0.01, -0.02, 0.015, 0.003, -0.004, 0.02];
    expect(
      portfolioMetrics(
        r,
        r.map((x) => 2 * x),
        0,
      ).beta,
    ).toBeCloseTo(0.5, 14);
  });

  it('without a benchmark the four benchmark-relative metrics are null, the others numbers', () => {
    const m = portfolioMetrics([0.01, -0.02, 0.03], null, 0.05);
    for (const name of METRIC_NAMES) {
      if (metricDefinitions[name].needsBenchmark) expect(m[name], name).toBeNull();
      else expect(Number.isFinite(m[name]), name).toBe(true);
    }
  });

  it('constant returns: Sharpe, Sortino and beta are null, never NaN or Infinity', () => {
    const r = new Array(40).fill(0.001);
    const m = portfolioMetrics(r, r, 0.01);
    expect(m.sharpe_ratio).toBeNull();
    expect(m.beta).toBeNull();
    expect(m.annual_volatility).toBeCloseTo(0, 15);
    expect(m.sortino_ratio).toBeNull(); // 0.1 %/day > rf_d, so no day is below the hurdle
  });

  it('a loss beyond 100 % in a day (leverage) is a total loss: value 0, CAGR −100 %, drawdown −100 %', () => {
    const m = portfolioMetrics([0.05, -1.4, 0.2, 0.1], null, 0);
    expect(m.cumulative_return).toBe(-1);
    expect(m.annual_return).toBe(-1);
    expect(m.max_drawdown).toBe(-1);
  });

  it('every metric is a finite number or null for any return series (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -0.9, max: 2, noNaN: true }), { minLength: 2, maxLength: 300 }),
        fc.option(fc.array(fc.double({ min: -0.5, max: 0.5, noNaN: true }), { minLength: 300, maxLength: 300 })),
        fc.double({ min: -0.05, max: 0.5, noNaN: true }),
        (r, b, rf) => {
          const m = portfolioMetrics(r, b ? b.slice(0, r.length) : null, rf);
          for (const name of METRIC_NAMES) expect(m[name] === null || Number.isFinite(m[name])).toBe(true);
          expect(m.max_drawdown!).toBeLessThanOrEqual(0);
          expect(m.max_drawdown!).toBeGreaterThanOrEqual(-1);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('metricDefinitions', () => {
  it('lists the percentage metrics first, in the display order, with Hungarian names and formulas', () => {
    expect(Object.keys(metricDefinitions)).toEqual([...METRIC_DISPLAY_ORDER]);
    expect(METRIC_DISPLAY_ORDER.slice(0, 4)).toEqual([...PERCENT_METRICS]);
    for (const name of METRIC_NAMES) {
      const d = metricDefinitions[name];
      expect(d.key).toBe(name);
      expect(d.percent).toBe((PERCENT_METRICS as readonly string[]).includes(name));
      expect(d.name.length).toBeGreaterThan(3);
      expect(d.formula).toMatch(/[rVβ]/);
    }
    expect(metricDefinitions.sharpe_ratio.name).toBe('Sharpe-mutató');
    expect(metricDefinitions.max_drawdown.name).toBe('Maximális visszaesés');
  });
});
