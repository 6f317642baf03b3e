/**
 * The inputs of the loan functions, apart from the functions: `constants.ts` types its defaults with
 * them, and the functions import those defaults, so the types living beside the functions made the
 * modules import each other.
 */

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
