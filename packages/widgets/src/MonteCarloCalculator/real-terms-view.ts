/**
 * The finished simulation in the view's terms (docs/product.md#monte-carlo "Mai forintban"): every value at
 * time t times the view's factor (1 in nominal terms, (1 + π)^(−t) in today's forints; calculator-kit
 * real-terms.ts). The simulation is not re-run: switching re-scales the result on screen.
 */
import { probabilityAbove, type MonteCarloResult } from '@penzugy/finance-core';

/** What Results shows of a run. */
export type ShownResult = Pick<
  MonteCarloResult,
  'input' | 'times' | 'avgPath' | 'percentiles' | 'paths' | 'finalMean' | 'probabilityAboveInitial'
>;

/**
 * The result with every value scaled by `factor(t)`. The probability of ending above the initial value is
 * counted on the scaled final values (a path must beat the initial value in today's forints), from the
 * same final values the nominal figure comes from.
 */
export function resultInTerms(result: MonteCarloResult, factor: (years: number) => number): ShownResult {
  const f = result.times.map(factor);
  if (f.every((x) => x === 1)) return result;
  const scale = (values: readonly number[]) => values.map((v, i) => v * f[i]!);
  const { p05, p25, p50, p75, p95 } = result.percentiles;
  const atEnd = factor(result.input.years);
  return {
    input: result.input,
    times: result.times,
    avgPath: scale(result.avgPath),
    percentiles: { p05: scale(p05), p25: scale(p25), p50: scale(p50), p75: scale(p75), p95: scale(p95) },
    paths: result.paths.map((p) => ({ ...p, path: scale(p.path) })),
    finalMean: result.finalMean * atEnd,
    probabilityAboveInitial: probabilityAbove(result, result.input.initialValue / atEnd),
  };
}
