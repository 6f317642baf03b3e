/**
 * Two views of a weight vector beside the optimiser's daily-rebalanced portfolio: its gross exposure,
 * and the buy-and-hold portfolio (the weights bought once on the first day and never rebalanced).
 *
 * - Gross exposure G = Σ_i |w_i|: 1 for any long-only portfolio; with shorting each forint of short
 *   sales finances a forint more of long positions, so G = 1 + 2 · (total short weight).
 * - Buy and hold: with P_{i,t} the closes, the value is V_t = Σ_i w_i · P_{i,t} / P_{i,0} (V_0 = 1), and
 *   its daily returns r_t = V_t / V_{t−1} − 1. The daily-rebalanced portfolio instead earns Σ_i w_i r_{i,t}
 *   every day, which is what the metrics and the optimiser's μ'w describe. A short position can make V
 *   negative: once it falls to 1e-9 of the start or below, it is held at 0 from that day (total loss, as a
 *   margin call would have forced long before), so the returns stay defined and bounded (−100 % on the
 *   day, 0 afterwards) instead of dividing by a vanishing value.
 */
import { FinanceInputError } from '../shared/errors';

function weightList(weights: ArrayLike<number> | Readonly<Record<string, number>>): ArrayLike<number> {
  if (Array.isArray(weights) || ArrayBuffer.isView(weights)) return weights as ArrayLike<number>;
  if (typeof weights === 'object' && weights !== null) return Object.values(weights);
  throw new FinanceInputError(
    'weights',
    'Súlyok',
    'Súlyok: a súlyok listáját vagy részvényenkénti táblázatát adja meg.',
  );
}

/**
 * Gross exposure Σ|w_i| of a weight vector (a list, or weights by ticker).
 * @throws FinanceInputError when the weights are not a list or table of finite numbers, or their sum overflows.
 */
export function grossExposure(weights: ArrayLike<number> | Readonly<Record<string, number>>): number {
  const w = weightList(weights);
  let g = 0;
  for (let i = 0; i < w.length; i++) {
    const v: unknown = w[i];
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      throw new FinanceInputError(
        'weights',
        'Súlyok',
        `Súlyok: minden súlynak véges számnak kell lennie (hibás: ${String(v)}).`,
      );
    }
    g += Math.abs(v);
  }
  if (!Number.isFinite(g))
    throw new FinanceInputError(
      'weights',
      'Súlyok',
      'Súlyok: a súlyok abszolút értékeinek összege túl nagy a számításhoz.',
    );
  return g;
}

/** Below this share of the starting value a leveraged buy-and-hold portfolio counts as wiped out. */
const WIPED_OUT = 1e-9;

/** Daily returns of the buy-and-hold portfolio of `weights` over aligned positive closes (see the module header). */
export function buyAndHoldReturns(series: readonly (readonly number[])[], weights: ArrayLike<number>): Float64Array {
  const T = series[0]!.length - 1;
  const r = new Float64Array(T);
  let previous = 1;
  for (let t = 1; t <= T; t++) {
    let v = 0;
    for (let i = 0; i < series.length; i++) v += weights[i]! * (series[i]![t]! / series[i]![0]!);
    if (v <= WIPED_OUT) v = 0;
    r[t - 1] = previous > 0 ? v / previous - 1 : 0;
    previous = v;
  }
  return r;
}
