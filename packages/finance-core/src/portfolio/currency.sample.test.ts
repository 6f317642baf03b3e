/**
 * The currency rule on real files: the embedded copies of the data pack in packages/market-data/data
 * (their hashes are checked by market-data's tests). Everything expected here is computed by hand
 * from the raw CSV text (maps, a linear scan for the fixing, plain loops) and the optimum by
 * quadprog, not by the module under test.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { alignInCurrency, type CurrencySeries } from './currency';
import { optimizePortfolio } from './optimize';
import { quadprogSolve } from './test-support';

const DATA = new URL('../../../market-data/data/', import.meta.url);

/** date → close of a price file (header `date,…,close,…`). */
function closes(file: string): Map<string, number> {
  const [header = '', ...lines] = readFileSync(new URL(file, DATA), 'utf8').trim().split('\n');
  const cols = header.split(',');
  const d = cols.indexOf('date');
  const c = cols.indexOf('close');
  return new Map(lines.map((l) => l.split(',')).map((cells) => [cells[d] ?? '', Number(cells[c])]));
}

/** date → USD/HUF from the ECB columns. */
function usdHuf(): Map<string, number> {
  const [, ...lines] = readFileSync(new URL('fx/eur-huf-usd.csv', DATA), 'utf8').trim().split('\n');
  return new Map(
    lines.map((l) => l.split(',')).map(([date = '', eurHuf, eurUsd]) => [date, Number(eurHuf) / Number(eurUsd)]),
  );
}

/** The last fixing on or before `date`, at most 5 days back, by stepping back day by day. */
function fixingFor(fx: Map<string, number>, date: string): number | undefined {
  for (let back = 0; back <= 5; back++) {
    const day = new Date(Date.parse(`${date}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
    const rate = fx.get(day);
    if (rate !== undefined) return rate;
  }
  return undefined;
}

const FROM = '2025-01-01';
const TO = '2025-12-30';
const FILES = {
  OTP: ['prices/bet/OTP.csv', 'HUF'],
  MOL: ['prices/bet/MOL.csv', 'HUF'],
  AAPL: ['prices/AAPL.csv', 'USD'],
  MSFT: ['prices/MSFT.csv', 'USD'],
} as const;
const TICKERS = Object.keys(FILES) as (keyof typeof FILES)[];
const raw = Object.fromEntries(TICKERS.map((t) => [t, closes(FILES[t][0])])) as Record<
  keyof typeof FILES,
  Map<string, number>
>;
const fx = usdHuf();

/** The forint closes of the four shares on their common 2025 days, built by hand. */
function byHand() {
  const dates = [...raw.OTP.keys()].filter(
    (d) => d >= FROM && d <= TO && TICKERS.every((t) => raw[t].has(d)) && fixingFor(fx, d) !== undefined,
  );
  const prices = Object.fromEntries(
    TICKERS.map((t) => [
      t,
      dates.map((d) => (raw[t].get(d) ?? 0) * (FILES[t][1] === 'USD' ? (fixingFor(fx, d) ?? 0) : 1)),
    ]),
  ) as Record<keyof typeof FILES, number[]>;
  return { dates, prices };
}

function viaModule() {
  const series: CurrencySeries[] = TICKERS.map((t) => {
    const dates = [...raw[t].keys()].filter((d) => d >= FROM && d <= TO);
    return { dates, closes: dates.map((d) => raw[t].get(d) ?? 0), currency: FILES[t][1] };
  });
  const fxDates = [...fx.keys()];
  return alignInCurrency(series, 'HUF', { dates: fxDates, rates: fxDates.map((d) => fx.get(d) ?? 0) });
}

describe('OTP + MOL + AAPL + MSFT in forints, 2025, from the raw files', () => {
  const hand = byHand();
  const mod = viaModule();

  it("keeps the common days, leaves the Budapest closes untouched and converts the US ones with the day's fixing", () => {
    expect(mod.dates).toEqual(hand.dates);
    expect(mod.dates.length).toBeGreaterThan(230);
    expect(mod.converted).toEqual([2, 3]);
    expect(mod.columns[0]).toEqual(hand.prices.OTP);
    expect(mod.columns[1]).toEqual(hand.prices.MOL);
    mod.columns.slice(2).forEach((column, k) => {
      const t = TICKERS[k + 2]!;
      column.forEach((v, i) => expect(v).toBeCloseTo(hand.prices[t][i] ?? 0, 8));
    });
    // US holidays (Independence Day) and Budapest ones (15 March is a Saturday in 2025; 1 May) are gone.
    expect(mod.dates).not.toContain('2025-07-04');
    expect(mod.dates).not.toContain('2025-05-01');
  });

  it('optimises to the quadprog optimum of independently computed forint returns (minVariance and maxSharpe)', () => {
    const rf = 0.065; // a forint risk-free rate, used as sent
    const { dates, prices } = hand;
    const T = dates.length - 1;
    const n = TICKERS.length;
    const R = TICKERS.map((t) =>
      Array.from({ length: T }, (_, i) => (prices[t][i + 1] ?? 0) / (prices[t][i] ?? 1) - 1),
    );
    const mean = R.map((r) => r.reduce((a, b) => a + b, 0) / T);
    const mu = mean.map((m) => m * 252);
    const S = new Float64Array(n * n);
    for (let a = 0; a < n; a++) {
      for (let b = 0; b < n; b++) {
        let s = 0;
        for (let i = 0; i < T; i++) s += ((R[a]?.[i] ?? 0) - (mean[a] ?? 0)) * ((R[b]?.[i] ?? 0) - (mean[b] ?? 0));
        S[a * n + b] = (s / (T - 1)) * 252;
      }
    }
    const quad = (w: ArrayLike<number>) => {
      let s = 0;
      for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) s += (w[a] ?? 0) * (S[a * n + b] ?? 0) * (w[b] ?? 0);
      return s;
    };
    const input = {
      dates: mod.dates,
      prices: Object.fromEntries(TICKERS.map((t, k) => [t, mod.columns[k] ?? []])),
      riskFreeRate: rf,
    };

    const minVar = optimizePortfolio({ ...input, objective: 'minVariance' });
    const ref = quadprogSolve({
      n,
      Q: S,
      A: new Float64Array(n).fill(1),
      b: Float64Array.of(1),
      lower: new Float64Array(n),
      upper: new Float64Array(n).fill(1),
    });
    TICKERS.forEach((t, i) => expect(Math.abs((minVar.weights[t] ?? 0) - (ref[i] ?? 0)), t).toBeLessThan(1e-7));
    expect(minVar.metrics.annual_volatility).toBeCloseTo(Math.sqrt(quad(ref)), 7);

    const maxSharpe = optimizePortfolio({ ...input, objective: 'maxSharpe' });
    const excess = Float64Array.from(mu.map((m) => m - rf));
    const y = quadprogSolve({
      n,
      Q: S,
      A: excess,
      b: Float64Array.of(1),
      lower: new Float64Array(n),
      upper: new Float64Array(n).fill(Infinity),
    });
    const k = Array.from(y).reduce((a, b) => a + b, 0);
    const w = Array.from(y, (v) => v / k);
    TICKERS.forEach((t, i) => expect(Math.abs((maxSharpe.weights[t] ?? 0) - (w[i] ?? 0)), t).toBeLessThan(1e-7));
    const expected = w.reduce((s, wi, i) => s + wi * (mu[i] ?? 0), 0);
    expect(maxSharpe.metrics.annual_volatility).toBeCloseTo(Math.sqrt(quad(w)), 7);
    expect(maxSharpe.metrics.sharpe_ratio).toBeCloseTo((expected - rf) / Math.sqrt(quad(w)), 6);
  });
});
