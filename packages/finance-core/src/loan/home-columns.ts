/** A schedule row's home columns: the home's value, equity and ROE, and the alternative's value. */
import type { HomeLoanInput, LoanScheduleRow } from './home-loan';

/** Value after `months` months of an amount growing at `annualPercent` a year, compounded monthly. */
export function grow(amount: number, annualPercent: number, months: number): number {
  return amount * Math.pow(1 + annualPercent / 100, months / 12);
}

/** The columns of a schedule row that describe the home and the alternative (./home-loan.ts's module notes). */
export type HomeColumns = Pick<
  LoanScheduleRow,
  'propertyPrice' | 'equity' | 'cashInvested' | 'netGain' | 'cumulativeROE' | 'monthlyROE' | 'alternativeValue'
>;

/**
 * The home's columns of month `month` (formulas: ./home-loan.ts's module notes), for homeLoan's
 * schedule and ./prepayment.ts's changed one: `cashInvested` is what was paid in up to the month,
 * `cost` what the month cost besides principal (its interest, and a prepayment's fee),
 * `previousPrice` the home's value a month earlier.
 */
export function homeColumns(
  home: Pick<Required<HomeLoanInput>, 'price' | 'downPayment' | 'appreciation' | 'alternativeReturn'>,
  month: number,
  loanBalance: number,
  cashInvested: number,
  cost: number,
  previousPrice: number,
): HomeColumns {
  const propertyPrice = grow(home.price, home.appreciation, month);
  const equity = propertyPrice - loanBalance;
  const netGain = propertyPrice - previousPrice - cost;
  return {
    propertyPrice,
    equity,
    cashInvested,
    netGain,
    cumulativeROE: (equity - cashInvested) / cashInvested,
    monthlyROE: netGain / cashInvested,
    alternativeValue: grow(home.downPayment, home.alternativeReturn, month),
  };
}
