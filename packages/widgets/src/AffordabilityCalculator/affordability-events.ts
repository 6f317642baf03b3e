/**
 * What the affordability calculator tells its host (docs/product.md#analytics `calculator_interaction`):
 * besides the calculators' shared `change` and `share`, `expand` (field `advanced`: the fold with the
 * rules' day opened) and `rule_link` (field: the rule's id, a rule note's link to the methodology
 * followed); a `result` with the answer's headline figures on every fresh result.
 */
import type { AffordabilityResult } from '@penzugy/finance-core';
import { useEffect } from 'react';
import type { CalculatorEvent } from '../calculator-kit';

export const CALCULATOR = 'affordability';

/** The headline figures of a result, as the `result` event's summary carries them. */
export function resultSummary(r: AffordabilityResult): Record<string, number | string | null> {
  return {
    maxLoan: r.maxLoan,
    maxLoanMonthlyPayment: r.maxLoanMonthlyPayment,
    householdIncome: r.householdIncome,
    binding: r.binding,
    paymentToIncomeLimitPercent: r.paymentToIncomeLimitPercent,
    dearestHomePrice: r.dearestHome?.price ?? null,
    incomeThreshold: r.cliff.threshold,
    extraIncomeToThreshold: r.cliff.extraIncomeToThreshold,
    targetAffordable:
      r.target?.affordable === undefined || r.target.affordable === null ? null : String(r.target.affordable),
    extraOwnFundsNeeded: r.target?.extraOwnFundsNeeded ?? null,
    extraIncomeNeeded: r.target?.extraIncomeNeeded ?? null,
    rulesDate: r.input.date,
  };
}

/** Emits a 'result' event for each fresh result. */
export function useResultEvent(
  calc: { result: AffordabilityResult | null; stale: boolean },
  emit: (event: CalculatorEvent) => void,
) {
  useEffect(() => {
    if (!calc.result || calc.stale) return;
    emit({ type: 'result', calculator: CALCULATOR, summary: resultSummary(calc.result) });
  }, [calc.result, calc.stale, emit]);
}
