/**
 * Deterministic, realistic-looking data for the chart stories (not exported from the package).
 * These are illustrative fixtures built from textbook formulas, not the toolkit's models: the
 * calculators get their numbers from @penzugy/finance-core.
 */
import { quantileSorted } from 'd3';

/** mulberry32: a tiny seeded PRNG in [0, 1), so every story renders the same picture. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Standard normal draws (Box–Muller) from a uniform source. */
export function normalSource(rand: () => number): () => number {
  return () => {
    const u = 1 - rand();
    const v = rand();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
}

/** `count` weekdays from `start` as ISO dates (a trading calendar without holidays). */
export function tradingDays(start: string, count: number): string[] {
  const out: string[] = [];
  const d = new Date(`${start}T00:00:00Z`);
  while (out.length < count) {
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

/**
 * One year of daily prices of a few tickers rebased to 100, plus the 'Portfolio' series as their
 * weighted average (what the portfolio screen's line chart shows).
 */
export function tickerHistory(
  tickers: Readonly<Record<string, { weight: number; drift: number; vol: number }>>,
  { days = 252, seed = 7, start = '2024-01-02' } = {},
): { dates: string[]; timeSeries: Record<string, number[]> } {
  const rand = normalSource(seededRandom(seed));
  const dates = tradingDays(start, days);
  const dt = 1 / 252;
  const timeSeries: Record<string, number[]> = {};
  for (const [ticker, { drift, vol }] of Object.entries(tickers)) {
    const s = [100];
    for (let i = 1; i < days; i++)
      s.push(s[i - 1]! * Math.exp((drift - (vol * vol) / 2) * dt + vol * Math.sqrt(dt) * rand()));
    timeSeries[ticker] = s;
  }
  const entries = Object.entries(tickers);
  timeSeries.Portfolio = dates.map((_, i) =>
    entries.reduce((sum, [t, { weight }]) => sum + weight * timeSeries[t]![i]!, 0),
  );
  return {
    dates,
    timeSeries: { Portfolio: timeSeries.Portfolio, ...Object.fromEntries(entries.map(([t]) => [t, timeSeries[t]])) },
  };
}

export interface FanFixture {
  times: number[];
  percentiles: { p05: number[]; p25: number[]; p50: number[]; p75: number[]; p95: number[] };
  mean: number[];
  samplePaths: { path: number[]; label: string }[];
}

/**
 * A geometric Brownian motion fan (exact step S·exp((μ−σ²/2)Δt + σ√Δt·Z)) with `points` output
 * times, its P5/P25/P50/P75/P95 and mean at every time, and the first `samples` paths.
 */
export function gbmFan({
  s0 = 1000,
  driftPct = 5,
  volPct = 20,
  years = 5,
  points = 501,
  paths = 500,
  samples = 10,
  seed = 42,
} = {}): FanFixture {
  const rand = normalSource(seededRandom(seed));
  const mu = driftPct / 100;
  const sigma = volPct / 100;
  const steps = points - 1;
  const dt = years / steps;
  const drift = (mu - (sigma * sigma) / 2) * dt;
  const diffusion = sigma * Math.sqrt(dt);
  const grid = new Float64Array(paths * points);
  for (let p = 0; p < paths; p++) {
    let s = s0;
    grid[p * points] = s;
    for (let i = 1; i < points; i++) {
      s *= Math.exp(drift + diffusion * rand());
      grid[p * points + i] = s;
    }
  }
  const times = Array.from({ length: points }, (_, i) => i * dt);
  const pct = {
    p05: [] as number[],
    p25: [] as number[],
    p50: [] as number[],
    p75: [] as number[],
    p95: [] as number[],
  };
  const mean: number[] = [];
  const column = new Float64Array(paths);
  // d3's types want an array; a typed array is read the same way.
  const sorted = column as unknown as number[];
  for (let i = 0; i < points; i++) {
    let sum = 0;
    for (let p = 0; p < paths; p++) {
      column[p] = grid[p * points + i]!;
      sum += column[p]!;
    }
    column.sort();
    pct.p05.push(quantileSorted(sorted, 0.05)!);
    pct.p25.push(quantileSorted(sorted, 0.25)!);
    pct.p50.push(quantileSorted(sorted, 0.5)!);
    pct.p75.push(quantileSorted(sorted, 0.75)!);
    pct.p95.push(quantileSorted(sorted, 0.95)!);
    mean.push(sum / paths);
  }
  const samplePaths = Array.from({ length: Math.min(samples, paths) }, (_, p) => ({
    path: Array.from(grid.subarray(p * points, (p + 1) * points)),
    label: `${p + 1}. pálya`,
  }));
  return { times, percentiles: pct, mean, samplePaths };
}

/** Annuity balance after m payments (textbook formula, for the fixtures only). */
function balanceAfter(principal: number, monthlyRate: number, months: number, paid: number): number {
  if (paid >= months) return 0;
  const g = (1 + monthlyRate) ** paid;
  const pmt = (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
  return principal * g - (pmt * (g - 1)) / monthlyRate;
}

/**
 * Net worth of buying and of renting over `years`, yearly, with the first month where buying
 * catches up (illustrative: docs/product.md#rent-or-buy default inputs, simplified costs).
 */
export function rentOrBuyFixture(
  years = 10,
  monthlyRent = 200_000,
  appreciationPct = 3,
): { x: number[]; buy: number[]; rent: number[]; breakEvenYear: number | null } {
  const price = 50e6;
  const down = 15e6;
  const closing = 0.5e6;
  const r = 0.055 / 12;
  const n = 25 * 12;
  const loan = price - down;
  const pmt = (loan * r) / (1 - (1 + r) ** -n);
  const ownerCosts = (30_000 + 60_000 + 120_000) / 12;
  let invested = down + closing;
  let breakEvenMonth: number | null = null;
  const x: number[] = [0];
  const buy: number[] = [price - loan - closing];
  const rent: number[] = [invested];
  for (let m = 1; m <= years * 12; m++) {
    const rentCost = monthlyRent * 1.04 ** Math.floor((m - 1) / 12) + 30_000 / 12;
    invested = invested * (1 + 0.07 / 12) + (pmt + ownerCosts - rentCost);
    const buyNet = price * (1 + appreciationPct / 100) ** (m / 12) - balanceAfter(loan, r, n, m);
    if (breakEvenMonth === null && buyNet >= invested) breakEvenMonth = m;
    if (m % 12 === 0) {
      x.push(m / 12);
      buy.push(buyNet);
      rent.push(invested);
    }
  }
  return { x, buy, rent, breakEvenYear: breakEvenMonth === null ? null : breakEvenMonth / 12 };
}

/** Home-loan equity against investing the down payment instead, monthly over `years` (illustrative). */
export function loanEquityFixture(years = 30): { x: number[]; equity: number[]; alternative: number[] } {
  const price = 50e6;
  const down = 10e6;
  const r = 0.075 / 12;
  const n = years * 12;
  const x: number[] = [];
  const equity: number[] = [];
  const alternative: number[] = [];
  for (let m = 0; m <= n; m++) {
    x.push(m);
    equity.push(price * 1.03 ** (m / 12) - balanceAfter(price - down, r, n, m));
    alternative.push(down * (1 + 0.08 / 12) ** m);
  }
  return { x, equity, alternative };
}
