/**
 * The rent-or-buy result in the view's terms (docs/product.md#rent-or-buy "Mai forintban"): each amount at
 * month k times the view's factor f(k/12) (1 in nominal terms, (1 + π)^(−k/12) in today's forints;
 * calculator-kit real-terms.ts). A year's costs are the sum of its months' costs, each deflated at its own
 * month's end (when it is paid); balances and wealth at the year's end. The final wealth and the sweeps'
 * final differences use the horizon's factor. The break-even month is not re-computed: one positive factor
 * per month scales both households' wealth alike, so the month the buyer catches up is the same
 * (real-terms-view.test.ts checks it).
 */
import type { RentOrBuyResult, RentOrBuyYear } from '@penzugy/finance-core';
import type { SensitivityPoint } from '../charts';
import { MONTHS_PER_YEAR } from '../calculator-kit';

type Sweeps<K extends string> = Record<K, SensitivityPoint[]>;

/** What the wealth chart, its note, the sweeps and the yearly table show. */
export interface RentOrBuyShown<K extends string> {
  buyNetWorth: number[];
  rentNetWorth: number[];
  finalBuyNetWorth: number;
  finalRentNetWorth: number;
  years: RentOrBuyYear[];
  sweeps: Sweeps<K>;
}

export function rentOrBuyInTerms<K extends string>(
  result: Pick<RentOrBuyResult, 'months' | 'years' | 'finalBuyNetWorth' | 'finalRentNetWorth'>,
  sweeps: Sweeps<K>,
  factor: (years: number) => number,
): RentOrBuyShown<K> {
  const f = result.months.map((m) => factor(m.month / MONTHS_PER_YEAR));
  const nominal = f.every((x) => x === 1);
  const horizon = factor(result.months.length / MONTHS_PER_YEAR);
  const yearCost = (year: number, key: 'buyCost' | 'rentCost') => {
    let sum = 0;
    for (let k = (year - 1) * MONTHS_PER_YEAR; k < year * MONTHS_PER_YEAR && k < result.months.length; k++)
      sum += result.months[k]![key] * f[k]!;
    return sum;
  };
  const years = nominal
    ? result.years
    : result.years.map((y) => {
        const end = factor(y.year);
        return {
          year: y.year,
          buyCost: yearCost(y.year, 'buyCost'),
          rentCost: yearCost(y.year, 'rentCost'),
          propertyValue: y.propertyValue * end,
          loanBalance: y.loanBalance * end,
          buyNetWorth: y.buyNetWorth * end,
          rentNetWorth: y.rentNetWorth * end,
        };
      });
  const scaledSweeps = nominal
    ? sweeps
    : (Object.fromEntries(
        Object.entries<SensitivityPoint[]>(sweeps).map(([k, points]) => [
          k,
          points.map((p) => ({ ...p, value: p.value * horizon })),
        ]),
      ) as Sweeps<K>);
  return {
    buyNetWorth: result.months.map((m, i) => m.buyNetWorth * f[i]!),
    rentNetWorth: result.months.map((m, i) => m.rentNetWorth * f[i]!),
    finalBuyNetWorth: result.finalBuyNetWorth * horizon,
    finalRentNetWorth: result.finalRentNetWorth * horizon,
    years,
    sweeps: scaledSweeps,
  };
}
