/**
 * The inputs of the loan functions, apart from the functions: `constants.ts` types its defaults with
 * them, and the functions import those defaults, so the types living beside the functions made the
 * modules import each other.
 */
import type { LoanToValueCase, PrepaymentLoanKind, PrepaymentMode } from './constants';
import type { IsoDate } from '../rules/types';

/** Input of {@link homeLoan}; every field is optional and defaults to docs/product.md#home-loan. */
export interface HomeLoanInput {
  /** Property price in forints ('Ingatlan ára'). @default 50000000 */
  price?: number;
  /** Down payment in forints, at most the price ('Önerő'). @default 10000000 */
  downPayment?: number;
  /** Nominal annual interest rate in percent, paid monthly at rate/12 ('Éves kamat'). @default 7.5 */
  annualRate?: number;
  /** Annual property appreciation in percent ('Éves értéknövekedés'). @default 3 */
  appreciation?: number;
  /** Annual return of the alternative investment in percent ('Alternatív befektetés hozama'). @default 8 */
  alternativeReturn?: number;
  /** Term in whole years, 1–50 ('Futamidő'). @default 30 */
  years?: number;
}

/** Input of {@link thm}; every field is optional. Fees are in forints. */
export interface ThmInput {
  /** Loan amount in forints ('Hitelösszeg'); the spec's default loan, 50 M − 10 M. @default 40000000 */
  loanAmount?: number;
  /** Term in whole years, 1–50 ('Futamidő'). @default 30 */
  years?: number;
  /** Nominal annual (contract) interest rate in percent ('Éves kamat'). @default 7.5 */
  annualRate?: number;
  /** One-off disbursement/processing fee paid at disbursement ('Folyósítási díj'). @default 0 */
  disbursementFee?: number;
  /** One-off property valuation fee ('Értékbecslési díj'). @default 0 */
  valuationFee?: number;
  /** One-off land-registry fees, e.g. registering the mortgage ('Földhivatali díj'). @default 0 */
  landRegistryFee?: number;
  /** Any other one-off fee the THM must include ('Egyéb egyszeri díjak'). @default 0 */
  otherFees?: number;
  /** Recurring fee added to every instalment, e.g. an obligatory account fee ('Havi számlavezetési díj'). @default 0 */
  monthlyFee?: number;
}

/** Input of {@link rateResetStress}; every field is optional. */
export interface RateResetInput {
  /** Loan amount in forints ('Hitelösszeg'); the spec's default loan, 50 M − 10 M. @default 40000000 */
  loanAmount?: number;
  /** Annual interest rate during the fixation, in percent ('Éves kamat'). @default 7.5 */
  annualRate?: number;
  /** Term in whole years, 1–50 ('Futamidő'). @default 30 */
  years?: number;
  /** Fixation period in whole years, 0 = variable rate; ≥ years means fixed to the end ('Kamatfixálás'). @default 5 */
  fixationYears?: number;
  /** Monthly net income in forints, for the JTM ('Havi nettó jövedelem'). @default undefined (no JTM) */
  monthlyNetIncome?: number;
}

/** Input of {@link affordability}. Every field but the first income is optional. */
export interface AffordabilityInput {
  /** The (first) borrower's regular net monthly income, Ft ('Havi nettó jövedelem'). Required. */
  monthlyNetIncome?: number;
  /** A co-borrower's net monthly income, Ft ('Adóstárs havi nettó jövedelme'); summed with the first. @default 0 */
  coBorrowerMonthlyNetIncome?: number;
  /** Instalments of the household's other loans, Ft a month ('Meglévő havi törlesztések'). @default 0 */
  existingMonthlyPayments?: number;
  /** Credit-card and overdraft limits together, Ft ('Hitelkártya- és folyószámlakeretek'). @default 0 */
  creditLineLimits?: number;
  /** Annual interest rate in percent during the fixation ('Éves kamat'). @default 7.5 */
  annualRate?: number;
  /** Term in whole years ('Futamidő'). @default 30 */
  years?: number;
  /** Fixation in whole years, 0 = variable; ≥ years means fixed to the end ('Kamatfixálás'). @default 5 */
  fixationYears?: number;
  /** The HFM case: general 80 %, first home or green loan 90 % ('Hitelfedezeti kategória'). @default 'standard' */
  loanToValueCase?: LoanToValueCase;
  /** Own funds available for the purchase, Ft ('Rendelkezésre álló önerő'); null: none given. @default none */
  ownFunds?: number | null;
  /** The price of a home the household has in mind, Ft ('Ingatlan ára'); null: none given. @default none */
  price?: number | null;
  /** The day whose rules apply, `yyyy-mm-dd` ('A szabályok napja'). @default today in Hungary */
  date?: IsoDate;
}

/** A one-off prepayment: `amount` forints paid in month `month` (1 = the first instalment's month). */
export interface OneOffPrepayment {
  month: number;
  amount: number;
}

/**
 * Input of {@link prepayment}: the loan as {@link homeLoan} takes it (price − down payment, so the schedule
 * has homeLoan's columns), or as `loanAmount` alone; the prepayments; how they are applied; the fee's terms.
 * Every field is optional.
 */
export interface PrepaymentInput extends HomeLoanInput {
  /**
   * The loan alone, Ft ('Hitelösszeg'), instead of `price` and `downPayment` (with them only when it is their
   * difference, as in a result's `input`): the schedule's home columns then read it as a home bought wholly
   * on credit (price = loan, no down payment).
   */
  loanAmount?: number;
  /** The first instalment's due day, `yyyy-mm-dd` ('Első törlesztés napja'). @default a month after `date` */
  startDate?: IsoDate;
  /** One-off prepayments ('Egyszeri előtörlesztések'). @default none */
  prepayments?: readonly OneOffPrepayment[];
  /** A regular extra payment every month, Ft ('Rendszeres havi többletbefizetés'). @default 0 */
  extraMonthly?: number;
  /** The month the regular extra payment starts ('Többletbefizetés kezdő hónapja'). @default 1 */
  extraFromMonth?: number;
  /** Keep the instalment and end sooner, or keep the end date and pay less ('Előtörlesztés módja'). @default 'shorterTerm' */
  mode?: PrepaymentMode;
  /** Which fee cap applies ('Hitel típusa'). @default 'market' */
  loanKind?: PrepaymentLoanKind;
  /** The contract's prepayment fee, percent of the prepaid amount, before the legal cap ('Szerződés szerinti előtörlesztési díj'); null or absent: the cap. @default the cap */
  contractFeePercent?: number | null;
  /** The day whose rules apply, `yyyy-mm-dd` ('A szabályok napja'). @default today in Hungary */
  date?: IsoDate;
}
