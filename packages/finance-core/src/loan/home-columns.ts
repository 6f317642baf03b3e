/** A schedule row's home columns for a changed schedule (the prepayments'), apart from homeLoan. */
import { grow, type HomeLoanInput, type LoanScheduleRow } from './home-loan';

/** The columns of a schedule row that describe the home and the alternative (./home-loan.ts's module notes). */
export type HomeColumns = Pick<
  LoanScheduleRow,
  'propertyPrice' | 'equity' | 'cashInvested' | 'netGain' | 'cumulativeROE' | 'monthlyROE' | 'alternativeValue'
>;

/**
 * The home's columns of month `month` (formulas: ./home-loan.ts's module notes) for ./prepayment.ts's
 * schedule: `cashInvested` is what was paid in up to the month, `cost` what the month cost besides
 * principal (its interest and a prepayment's fee), `previousPrice` the home's value a month earlier.
 * homeLoan's loop writes the same arithmetic inline: it runs in the loan embed's first load, whose
 * size budget (apps/embed/build/build.test.ts) a call and a spread would strain; this module, apart
 * from home-loan.ts, stays out of it with the prepayment panel. prepayment.test.ts checks that the
 * two agree column for column.
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
