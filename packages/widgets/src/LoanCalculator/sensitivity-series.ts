/**
 * Turns finance-core's loan sweeps (docs/product.md#home-loan: appreciation 0–10 %, down payment 5–40 % of the
 * price, term 10–40 years) into SensitivityChart points. Every value is a figure finance-core
 * computed (`difference` = final equity − the invested down payment); this file only labels the
 * points and finds the one that is the user's own scenario.
 */
import type { HomeLoanInput, LoanSensitivity, LoanSensitivityPoint } from '@penzugy/finance-core';
import type { SensitivityPoint } from '../charts';
import { formatRate } from '../calculator-kit';
import { LOAN_CALCULATOR_STRINGS } from './strings';

/** One chart's data: its points and the x of the user's scenario, if it lies on the sweep. */
export interface LoanSweepSeries {
  points: SensitivityPoint[];
  baseX: number | null;
}

/** Two sweep positions closer than this are the same (guards 17.5 % vs 17.499999…). */
const SAME_X = 1e-9;

/** `x` itself when the sweep has a point there, else null (the user's scenario is between points). */
export function baseOnSweep(points: readonly LoanSensitivityPoint[], x: number): number | null {
  const hit = points.find((p) => Math.abs(p.x - x) < SAME_X);
  return hit ? hit.x : null;
}

function toPoints(points: readonly LoanSensitivityPoint[], label: (x: number) => string): SensitivityPoint[] {
  return points.map((p) => ({ x: p.x, label: label(p.x), value: p.difference }));
}

/** The three charts' series, with the base case marked where the user's input is on the sweep. */
export function loanSweepSeries(
  sensitivity: LoanSensitivity,
  input: Required<HomeLoanInput>,
): { appreciation: LoanSweepSeries; downPayment: LoanSweepSeries; term: LoanSweepSeries } {
  // The down-payment sweep is in percent of the price; the user's own share, to find it on the axis.
  const downPaymentPercent = (input.downPayment / input.price) * 100;
  return {
    appreciation: {
      points: toPoints(sensitivity.appreciation, formatRate),
      baseX: baseOnSweep(sensitivity.appreciation, input.appreciation),
    },
    downPayment: {
      points: toPoints(sensitivity.downPayment, formatRate),
      baseX: baseOnSweep(sensitivity.downPayment, downPaymentPercent),
    },
    term: {
      points: toPoints(sensitivity.term, LOAN_CALCULATOR_STRINGS.sensitivity.termLabel),
      baseX: baseOnSweep(sensitivity.term, input.years),
    },
  };
}
