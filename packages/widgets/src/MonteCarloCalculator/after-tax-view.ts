/**
 * The finished simulation after tax in the chosen account (docs/product.md#monte-carlo "Számla"): every
 * path as money invested today at the initial value and sold at the path's point, through finance-core's
 * `afterTax` (calculator-kit after-tax-path.ts). real-terms-view.ts deflates the result afterwards (after tax
 * first, then in today's forints). The simulation is not re-run.
 */
import { probabilityAbove, type IsoDate, type MonteCarloResult, type RuleCitation } from '@penzugy/finance-core';
import { pathAfterTax, type AccountState } from '../calculator-kit';

/** The result after tax, with the rules and notes of the wrapper; or finance-core's refusal. */
export type AfterTaxView =
  | { ok: true; result: MonteCarloResult; rules: RuleCitation[]; notes: string[] }
  | { ok: false; field: string; message: string };

/**
 * The run after tax: the mean, the percentile and the sample paths each through `afterTax` with the run's
 * times, the final values (for the mean and the share above the initial value) as sold at the horizon.
 * Outside a NYESZ the tax of a sale depends only on its value and day, so one call takes them all; the
 * NYESZ credit grows with the path between its points, which the final values alone do not have, so each
 * is taken as the two-point path from the initial value (afterTax interpolates geometrically between them).
 * Null before tax.
 */
export function resultAfterTax(result: MonteCarloResult, account: AccountState, date: IsoDate): AfterTaxView | null {
  if (account.wrapper === 'gross') return null;
  const { times, input } = result;
  const options = { times, invested: input.initialValue, date };
  const first = pathAfterTax(result.avgPath, account, options);
  if (!first) return null;
  if (!first.ok) return first;
  // The same account and cost basis as the mean's path, which finance-core accepted: no refusal left.
  const taxed = (values: readonly number[], at: readonly number[] = times) => {
    const out = pathAfterTax(values, account, { ...options, times: at });
    if (!out?.ok) throw new Error(out?.message ?? 'afterTax');
    return out.result.values;
  };
  const horizon = times.at(-1) ?? input.years;
  const finals = Array.from(result.finalValues);
  const finalValues =
    account.wrapper === 'nyesz'
      ? finals.map((v) => taxed([input.initialValue, v], [0, horizon])[1]!)
      : taxed(
          finals,
          finals.map(() => horizon),
        );
  const { p05, p25, p50, p75, p95 } = result.percentiles;
  const taxedResult: MonteCarloResult = {
    ...result,
    avgPath: first.result.values,
    percentiles: { p05: taxed(p05), p25: taxed(p25), p50: taxed(p50), p75: taxed(p75), p95: taxed(p95) },
    paths: result.paths.map((p) => ({ ...p, path: taxed(p.path) })),
    finalValues: Float64Array.from(finalValues),
    finalMean: finalValues.reduce((s, v) => s + v, 0) / finalValues.length,
  };
  // The share of paths that end above the initial value once sold: counted as finance-core counts it.
  taxedResult.probabilityAboveInitial = probabilityAbove(taxedResult, input.initialValue);
  return { ok: true, result: taxedResult, rules: first.result.rules, notes: first.result.notes };
}
