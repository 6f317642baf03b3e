import { describe, expect, it } from 'vitest';
import { isFinanceInputError } from '../shared/errors';
import { METRIC_NULL_REASONS, portfolioMetrics, portfolioMetricsReport } from './metrics';
import { normal, rng } from './test-support';

/** The error thrown by `f`, which must be a FinanceInputError. */
function refusal(f: () => unknown) {
  try {
    f();
  } catch (e) {
    if (isFinanceInputError(e)) return e;
    throw e;
  }
  throw new Error('no FinanceInputError');
}

const noisy = (seed: number, T: number, sd = 0.01, drift = 0.0004) => {
  const rand = rng(seed);
  return Array.from({ length: T }, () => drift + sd * normal(rand));
};

describe('portfolioMetrics: arguments are validated by name', () => {
  it('a NaN return is refused, not read as a total loss', () => {
    const e = refusal(() => portfolioMetrics([NaN, 0.01, 0.02], null, 0.05));
    expect(e.field).toBe('returns');
    expect(e.message).toMatch(/^Portfólió napi hozamai: .*1\. napon hibás érték: NaN/);
  });

  it('a benchmark of the wrong length is refused instead of giving nulls', () => {
    const e = refusal(() => portfolioMetrics([0.01, 0.02, -0.01], [0.01, 0.02], 0.05));
    expect(e.field).toBe('benchmarkReturns');
    expect(e.message).toContain('2 hozamot tartalmaz, a portfólió 3 hozamot');
  });

  it('an infinite benchmark value, one return only, a non-list and a percent-sized rf are refused', () => {
    expect(refusal(() => portfolioMetrics([0.01, 0.02], [0.01, Infinity], 0)).field).toBe('benchmarkReturns');
    expect(refusal(() => portfolioMetrics([0.01], null, 0)).message).toContain('legalább 2 napi hozam');
    expect(refusal(() => portfolioMetrics('0.01' as unknown as number[], null, 0)).field).toBe('returns');
    expect(refusal(() => portfolioMetrics([0.01, 0.02], null, 5.5)).field).toBe('riskFreeRate');
    expect(refusal(() => portfolioMetrics([0.01, 0.02], null, NaN)).message).toMatch(/^Kockázatmentes hozam: /);
  });

  it('typed arrays are accepted like arrays', () => {
    const r = noisy(1, 100);
    expect(portfolioMetrics(Float64Array.from(r), null, 0.03)).toEqual(portfolioMetrics(r, null, 0.03));
  });
});

describe('portfolioMetrics: degenerate ratios are null with a reason, relative to the data scale', () => {
  it('a ridge-level volatility (constant return plus 1e-12 noise) gives no Sharpe ratio, not ±1e10', () => {
    // Before: σ = 1e-12 passed the absolute 1e-14 cut-off and Sharpe was ≈ −6e9.
    const r = Array.from({ length: 250 }, (_, t) => 0.0001 + (t % 2 ? 1e-12 : -1e-12));
    const rep = portfolioMetricsReport(r, null, 0.05);
    expect(rep.metrics.sharpe_ratio).toBeNull();
    expect(rep.nullReasons.sharpe_ratio).toBe(METRIC_NULL_REASONS.constantPortfolio);
    expect(rep.metrics.annual_volatility).toBeGreaterThan(0);
  });

  it('the scale option judges a portfolio against its assets: 1e-9 annual volatility beside 20 % assets is zero', () => {
    const r = Array.from({ length: 250 }, (_, t) => 0.0003 + (t % 2 ? 1 : -1) * (1.1e-9 / Math.sqrt(252)));
    expect(portfolioMetrics(r, null, 0.05, { scale: 0.2 / Math.sqrt(252) }).sharpe_ratio).toBeNull();
    // The same noise on a series whose own scale is that small is a real (if odd) series: a number.
    const tiny = r.map((v) => v - 0.0003 + 1e-10);
    expect(portfolioMetrics(tiny, null, 0)).toMatchObject({ sharpe_ratio: expect.any(Number) });
  });

  it('beta ≈ 0 relative to σ_p/σ_b (5e-32) gives no Treynor ratio, not −1e30', () => {
    const b = noisy(2, 300);
    const x = noisy(3, 300);
    // Make x exactly uncorrelated with b: subtract its projection on the centred b, then add 5e-32·b.
    const mb = b.reduce((s, v) => s + v, 0) / b.length;
    const bc = b.map((v) => v - mb);
    const k = x.reduce((s, v, i) => s + v * bc[i]!, 0) / bc.reduce((s, v) => s + v * v, 0);
    const r = x.map((v, i) => v - k * bc[i]! + 5e-32 * b[i]!);
    const rep = portfolioMetricsReport(r, b, 0);
    expect(Math.abs(rep.metrics.beta!)).toBeLessThan(1e-12);
    expect(rep.metrics.treynor_ratio).toBeNull();
    expect(rep.nullReasons.treynor_ratio).toBe(METRIC_NULL_REASONS.zeroBeta);
    expect(rep.metrics.sharpe_ratio).not.toBeNull();
  });

  it('a benchmark constant up to rounding gives no beta, alpha or Treynor, each with the reason', () => {
    const r = noisy(4, 120);
    const b = r.map((_, t) => 0.0002 + (t % 2 ? 1e-15 : 0));
    const rep = portfolioMetricsReport(r, b, 0.01);
    for (const k of ['beta', 'alpha', 'treynor_ratio'] as const) {
      expect(rep.metrics[k]).toBeNull();
      expect(rep.nullReasons[k]).toBe(METRIC_NULL_REASONS.constantBenchmark);
    }
    expect(rep.metrics.information_ratio).not.toBeNull();
  });

  it('without a benchmark the benchmark metrics say so; no reason is given for a number', () => {
    const rep = portfolioMetricsReport(noisy(5, 60), null, 0.02);
    expect(rep.nullReasons).toEqual({
      information_ratio: METRIC_NULL_REASONS.noBenchmark,
      treynor_ratio: METRIC_NULL_REASONS.noBenchmark,
      beta: METRIC_NULL_REASONS.noBenchmark,
      alpha: METRIC_NULL_REASONS.noBenchmark,
    });
  });

  it('a value beyond double range is null with the out-of-range reason', () => {
    const r = Array.from({ length: 400 }, (_, t) => (t % 2 ? 900 : 800));
    const rep = portfolioMetricsReport(r, null, 0);
    expect(rep.metrics.cumulative_return).toBeNull();
    expect(rep.nullReasons.cumulative_return).toBe(METRIC_NULL_REASONS.outOfRange);
  });
});

describe('portfolioMetricsReport: both annual returns, labelled', () => {
  it('compounded = annual_return (CAGR), arithmetic = 252 · mean, and Sharpe = (arithmetic − rf) / volatility', () => {
    const r = noisy(6, 500, 0.015, 0.0006);
    const rf = 0.04;
    const rep = portfolioMetricsReport(r, null, rf);
    const mean = r.reduce((s, v) => s + v, 0) / r.length;
    expect(rep.annualReturns.compounded).toBe(rep.metrics.annual_return);
    expect(rep.annualReturns.arithmetic).toBeCloseTo(252 * mean, 12);
    expect(rep.metrics.sharpe_ratio).toBeCloseTo(
      (rep.annualReturns.arithmetic! - rf) / rep.metrics.annual_volatility!,
      10,
    );
    // The two conventions really differ, which is why both are shown, labelled.
    expect(Math.abs(rep.annualReturns.compounded! - rep.annualReturns.arithmetic!)).toBeGreaterThan(1e-3);
  });
});
