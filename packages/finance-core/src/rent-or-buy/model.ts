/**
 * Rent or buy: the month-by-month wealth of a buyer and of a renter of the same home
 * (docs/product.md#rent-or-buy; reference: the NYT Upshot "Is it better to rent or buy?" calculator).
 *
 * Notation: price P, down payment D, loan L = P − D, monthly mortgage rate i = mortgageRate/12/100
 * (the Hungarian banks' convention, docs/product.md#home-loan), n = 12·years months, appreciation a, rent increase g,
 * investment return r, selling costs s (all as fractions), closing costs C, duty T = 4 %·P when
 * `purchaseDuty` is on (else 0). Month k runs 1 … n; every amount below is at the end of month k.
 *
 * - Instalment: A = annuityPayment(L, i, n), the level annuity; balance B_k = remainingBalance(L, i, n, k),
 *   so B_n = 0. The horizon of the comparison is the mortgage term.
 * - buyCost_k  = A + (property tax + insurance + maintenance)/12 — the owner's costs are constant in
 *   nominal forints (a simplification: NYT indexes them to the home's value).
 * - rentCost_k = rent · (1+g)^⌊(k−1)/12⌋ + renter's insurance/12 — the rent steps up once a year, after
 *   every 12 months (docs/product.md#rent-or-buy): months 1–12 pay the starting rent, months 13–24 one raise, and so on.
 * - Property value V_k = P · (1+a)^(k/12), monthly compounding of the annual rate.
 * - Investments grow by G = (1+r)^(1/12) a month (so an annual return of r exactly).
 *   Opportunity cost on both sides (the NYT convention): on day one the renter invests U = D + C + T, the
 *   cash the buyer sinks into the purchase. Each month the cheaper side invests the difference at the end
 *   of the month (when the instalment falls due): the renter invests buyCost_k − rentCost_k when it is
 *   positive; when renting is the dearer option the BUYER invests rentCost_k − buyCost_k instead, so
 *   both households spend the same cash every month and only the allocation differs.
 *     R_k = R_{k−1}·G + max(buyCost_k − rentCost_k, 0),  R_0 = U      (rentInvestmentValue)
 *     I_k = I_{k−1}·G + max(rentCost_k − buyCost_k, 0),  I_0 = 0      (buyInvestmentValue)
 * - equity_k = V_k − B_k (gross); buyNetWorth_k = V_k·(1 − s) − B_k + I_k, i.e. what the buyer would
 *   hold after selling the home and repaying the loan; rentNetWorth_k = R_k.
 * - breakEvenMonth = the first k with buyNetWorth_k ≥ rentNetWorth_k, 0 when there is none (docs/product.md#rent-or-buy).
 * - buyAheadFromMonth = the first k from which buyNetWorth ≥ rentNetWorth holds in every month to the
 *   end (the last crossing), 0 when renting leads at the end; leadChanges = how often the leader changes
 *   between consecutive months 1…n. With one crossing buyAheadFromMonth = breakEvenMonth.
 *
 * Financing (`financing`, optional): `rate` replaces the mortgage rate by a subsidised one and, with
 * `dutyExempt`, drops the duty; `plan` replaces the annuity by a financing plan's combined payments and
 * debt (month k's A_k and B_k; 0 after the plan's last month), D by the plan's cash down and, when
 * `purchaseDuty` is on, T by the plan's duty (its exemptions applied). buyCost_k then uses A_k.
 * Without it every formula above holds as written.
 *
 * Not modelled (the usual weaknesses, see ANCHORS): the renter never moves, incomes are constant, the
 * mortgage rate is fixed for the whole term, no tax on investment returns or on the sale, no early
 * repayment, owner's costs do not rise with inflation.
 *
 * Range: with the input limits of constants.ts every quantity stays below ~1e24 Ft, so valid input
 * never yields NaN or Infinity.
 */
import { annuityPayment, monthlyRateFromAnnualPercent, remainingBalance } from '../shared/annuity';
import { MONTHS_PER_YEAR, PURCHASE_DUTY_PERCENT } from './constants';
import type { RentOrBuyMonth, RentOrBuyResult, ResolvedRentOrBuyInput } from './types';

/** The scalars of one model run (same meaning as in RentOrBuyResult); rows go to `onMonth`. */
export type RentOrBuyOutcome = Pick<
  RentOrBuyResult,
  | 'monthlyMortgagePayment'
  | 'loanAmount'
  | 'purchaseDutyAmount'
  | 'initialInvestment'
  | 'finalBuyNetWorth'
  | 'finalRentNetWorth'
  | 'breakEvenMonth'
  | 'buyAheadFromMonth'
  | 'leadChanges'
  | 'totalBuyCost'
  | 'totalRentCost'
>;

/** The buyer's financing month by month: what is paid and owed, the cash down and the duty. */
interface Mortgage {
  loanAmount: number;
  cashDown: number;
  purchaseDutyAmount: number;
  /** The instalment of month k (1 … n). */
  payment: (month: number) => number;
  /** The debt after month k's instalment. */
  balance: (month: number) => number;
}

/**
 * The plain mortgage (or one at a subsidised rate): the level annuity of price − downPayment over the
 * horizon, its balance from the closed form (no drift over 600 months, and B_n is exactly 0). A
 * financing plan: its own payments and debt, month by month, nothing after its last month.
 */
function mortgageOf(p: ResolvedRentOrBuyInput, n: number): Mortgage {
  const f = p.financing;
  if (f?.kind === 'plan') {
    return {
      loanAmount: f.borrowed,
      cashDown: f.cashDown,
      purchaseDutyAmount: p.purchaseDuty ? f.purchaseDuty : 0,
      payment: (month) => f.payments[month - 1] ?? 0,
      balance: (month) => f.balances[month - 1] ?? 0,
    };
  }
  const loanAmount = p.price - p.downPayment;
  const i = monthlyRateFromAnnualPercent(f?.kind === 'rate' ? f.annualRate : p.mortgageRate);
  const instalment = annuityPayment(loanAmount, i, n);
  const dutyDue = p.purchaseDuty && !(f?.kind === 'rate' && f.dutyExempt);
  return {
    loanAmount,
    cashDown: p.downPayment,
    purchaseDutyAmount: dutyDue ? (p.price * PURCHASE_DUTY_PERCENT) / 100 : 0,
    payment: () => instalment,
    balance: (month) => remainingBalance(loanAmount, i, n, month),
  };
}

/** log(1 + annual percent / 100) / 12: the monthly log-growth of an annual rate compounded monthly. */
function monthlyLogGrowth(annualPercent: number): number {
  return Math.log1p(annualPercent / 100) / MONTHS_PER_YEAR;
}

/**
 * Runs the model on a validated input. The root finder and the sensitivity call it without `onMonth`
 * (no rows are built), `rentOrBuy` with it; the arithmetic is the same either way, so their results agree
 * to the last bit.
 */
export function simulateRentOrBuy(
  p: ResolvedRentOrBuyInput,
  onMonth?: (row: RentOrBuyMonth) => void,
): RentOrBuyOutcome {
  const n = p.years * MONTHS_PER_YEAR;
  const mortgage = mortgageOf(p, n);
  const { loanAmount, purchaseDutyAmount } = mortgage;
  const monthlyMortgagePayment = mortgage.payment(1);
  const initialInvestment = mortgage.cashDown + p.closingCosts + purchaseDutyAmount;

  const ownerCosts = (p.propertyTax + p.insurance + p.maintenance) / MONTHS_PER_YEAR;
  const rentersInsuranceMonthly = p.rentersInsurance / MONTHS_PER_YEAR;
  const rentStep = 1 + p.rentIncrease / 100;
  const investmentGrowth = Math.exp(monthlyLogGrowth(p.investmentReturn));
  const propertyLogGrowth = monthlyLogGrowth(p.appreciation);
  const saleFactor = 1 - p.sellingCosts / 100;

  let rentInvestmentValue = initialInvestment;
  let buyInvestmentValue = 0;
  let buyNetWorth = p.price * saleFactor - loanAmount; // month 0; the loop always runs ≥ 12 months
  let breakEvenMonth = 0;
  let buyAheadFromMonth = 0;
  let leadChanges = 0;
  let buyAhead = false;
  let totalBuyCost = 0;
  let totalRentCost = 0;

  for (let month = 1; month <= n; month++) {
    const buyCost = mortgage.payment(month) + ownerCosts;
    const rentCost = p.rent * rentStep ** Math.floor((month - 1) / MONTHS_PER_YEAR) + rentersInsuranceMonthly;
    totalBuyCost += buyCost;
    totalRentCost += rentCost;
    const saving = buyCost - rentCost;
    rentInvestmentValue = rentInvestmentValue * investmentGrowth + Math.max(saving, 0);
    buyInvestmentValue = buyInvestmentValue * investmentGrowth + Math.max(-saving, 0);
    const loanBalance = mortgage.balance(month);
    const propertyValue = p.price * Math.exp(month * propertyLogGrowth);
    buyNetWorth = propertyValue * saleFactor - loanBalance + buyInvestmentValue;
    if (breakEvenMonth === 0 && buyNetWorth >= rentInvestmentValue) breakEvenMonth = month;
    // The lines may cross more than once (e.g. renting pulls ahead again when the rent falls below the
    // instalment): track the month from which buying stays ahead to the end, and how often the lead changes.
    const ahead = buyNetWorth >= rentInvestmentValue;
    if (ahead !== buyAhead && month > 1) leadChanges++;
    if (ahead && (!buyAhead || month === 1)) buyAheadFromMonth = month;
    if (!ahead) buyAheadFromMonth = 0;
    buyAhead = ahead;
    onMonth?.({
      month,
      rentCost,
      buyCost,
      loanBalance,
      propertyValue,
      equity: propertyValue - loanBalance,
      rentInvestmentValue,
      buyInvestmentValue,
      buyNetWorth,
      rentNetWorth: rentInvestmentValue,
    });
  }

  return {
    monthlyMortgagePayment,
    loanAmount,
    purchaseDutyAmount,
    initialInvestment,
    finalBuyNetWorth: buyNetWorth,
    finalRentNetWorth: rentInvestmentValue,
    breakEvenMonth,
    buyAheadFromMonth,
    leadChanges,
    totalBuyCost,
    totalRentCost,
  };
}
