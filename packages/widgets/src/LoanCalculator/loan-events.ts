import type { HomeLoanResult } from '@penzugy/finance-core';
import { useEffect } from 'react';
import type { CalculatorEvent } from '../calculator-kit';

export const CALCULATOR = 'home-loan';

/** Emits a 'result' event for each fresh main result (with the THM when it is fresh too). */
export function useResultEvent(
  main: { result: { loan: HomeLoanResult } | null; stale: boolean },
  thmCalc: { result: { thm: number } | null; stale: boolean },
  emit: (event: CalculatorEvent) => void,
) {
  useEffect(() => {
    if (!main.result || main.stale) return;
    const { loan: l } = main.result;
    emit({
      type: 'result',
      calculator: CALCULATOR,
      summary: {
        monthlyPayment: l.monthlyPayment,
        loanAmount: l.loanAmount,
        totalInterest: l.totalInterest,
        finalEquity: l.summary.finalEquity,
        finalAlternativeValue: l.summary.finalAlternativeValue,
        difference: l.summary.difference,
        better: l.summary.better,
        thm: thmCalc.result && !thmCalc.stale ? thmCalc.result.thm : null,
      },
    });
  }, [main.result, main.stale, thmCalc.result, thmCalc.stale, emit]);
}
