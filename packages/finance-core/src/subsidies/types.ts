/**
 * The public types of the subsidised-loan module: the questionnaire's answers, each programme's verdict,
 * the financing plan's input and result. Money is in forints, rates in percent a year, months counted
 * from the disbursement (month 1 is the first instalment's month).
 */
import type { LoanScheduleRow } from '../loan/home-loan';
import type { HomeKind, IsoDate, RuleCitation } from '../rules';

export type { HomeKind } from '../rules';

/** The four programmes the questionnaire decides on. */
export type SubsidyProgramme = 'otthonStart' | 'csokPlusz' | 'falusiCsok' | 'babavaro';

/** What the falusi CSOK is claimed for: buying (or building) a home, or only renovating or extending one. */
export type FalusiCsokPurpose = 'purchase' | 'renovation';

/**
 * The questionnaire's answers ({@link subsidyEligibility}). Every field is optional: an answer that a
 * programme needs and is missing is listed in the verdict's `missing`, not guessed.
 */
export interface SubsidyAnswers {
  /** The day whose rules apply, `yyyy-mm-dd` ('A szabályok napja'). @default today in Hungary */
  date?: IsoDate;
  /** No more than 50 % ownership of any home in the last 10 years ('Első lakás'). No default: Otthon Start needs the answer. */
  firstHome?: boolean;
  /** When `firstHome` is false: the value of the home owned, Ft ('A korábbi lakás értéke'); one worth at most Otthon Start's limit does not count. */
  ownedHomeValue?: number;
  /** A flat or a house ('Az ingatlan típusa'). @default 'flat' */
  homeKind?: HomeKind;
  /** Floor area, m² ('Alapterület'). No default: the price-per-m² and floor-area tests need it. */
  floorArea?: number;
  /** Purchase price, Ft ('Vételár'). @default 50000000 */
  price?: number;
  /** The bank's valuation, Ft ('Értékbecslés szerinti érték'). @default the price */
  valuation?: number;
  /** The applicants are a married couple ('Házasok'). @default false */
  married?: boolean;
  /** Children already in the family ('Meglévő gyermekek'). @default 0 */
  existingChildren?: number;
  /** Children undertaken (vállalt) ('Vállalt gyermekek'). @default 0 */
  plannedChildren?: number;
  /** The wife's age in whole years ('A feleség életkora'). No default: CSOK Plusz and Babaváró need it. */
  wifeAge?: number;
  /** The wife is at least 12 weeks pregnant ('Legalább 12 hetes várandósság'). @default false */
  pregnant?: boolean;
  /** The home is in a preferred small settlement (or on a farmstead outside one) ('Kedvezményezett kistelepülés'). @default false */
  preferredSettlement?: boolean;
  /** What the falusi CSOK is for ('A falusi CSOK célja'). @default 'purchase' */
  purpose?: FalusiCsokPurpose;
  /** The property lies outside a built-up area (külterület) ('Külterületi ingatlan'). @default false */
  outsideBuiltUpArea?: boolean;
}

/** The answers with defaults filled in and checked; `undefined` still means "not answered". */
export interface ResolvedSubsidyAnswers {
  date: IsoDate;
  firstHome: boolean | undefined;
  ownedHomeValue: number | undefined;
  homeKind: HomeKind;
  floorArea: number | undefined;
  price: number;
  valuation: number;
  married: boolean;
  existingChildren: number;
  plannedChildren: number;
  wifeAge: number | undefined;
  pregnant: boolean;
  preferredSettlement: boolean;
  purpose: FalusiCsokPurpose;
  outsideBuiltUpArea: boolean;
}

/** A field of {@link SubsidyAnswers}. */
export type SubsidyAnswerField = keyof SubsidyAnswers;

/** Why a programme is not open: a code for the program, the Hungarian sentence with the numbers for the reader. */
export interface VerdictReason {
  code: VerdictReasonCode;
  /** E.g. „Az Otthon Start nem vehető igénybe: 1,62 M Ft/m², a határ 1,5 M Ft/m².” */
  text: string;
}

/** The kinds of reason a programme can be closed for (strings.ts has their texts). */
export type VerdictReasonCode =
  | 'notInForce'
  | 'notFirstHome'
  | 'priceAboveCap'
  | 'pricePerSquareMetre'
  | 'outsideBuiltUpArea'
  | 'notMarried'
  | 'noPlannedChild'
  | 'wifeTooOld'
  | 'wifeAgeOutOfRange'
  | 'floorAreaTooSmall'
  | 'notPreferredSettlement'
  | 'noCountableChild';

/** One programme's answer to the questionnaire. */
export interface ProgrammeVerdict {
  programme: SubsidyProgramme;
  /** The programme's Hungarian name. */
  name: string;
  /** Open on the day: no reason against it and no answer missing. */
  eligible: boolean;
  /**
   * The largest amount the programme gives this family for this home (Ft; 0 when not eligible): the
   * loan for Otthon Start, CSOK Plusz and Babaváró, the non-refundable grant for falusi CSOK.
   */
  maxAmount: number;
  /** Falusi CSOK only: the largest falusi CSOK loan beside the grant (Ft; 0 when none). */
  maxLoan?: number;
  /** The children the amount is reckoned on (existing and undertaken that count); 0 for Otthon Start and Babaváró. */
  childrenCounted: number;
  /** Why it is not open (empty when eligible). */
  reasons: VerdictReason[];
  /** Answers still needed to decide. */
  missing: SubsidyAnswerField[];
  /** The rules the verdict rests on, in force on the day. */
  rules: RuleCitation[];
}

/** Result of {@link subsidyEligibility}. */
export interface SubsidyEligibilityResult {
  /** The answers with defaults filled in (`date` is the day whose rules applied). */
  answers: ResolvedSubsidyAnswers;
  /** One verdict per programme, in the order Otthon Start, CSOK Plusz, falusi CSOK, Babaváró. */
  verdicts: ProgrammeVerdict[];
  /** The programmes open on the day, in the same order. */
  eligible: SubsidyProgramme[];
  /** How the open programmes combine under the stacking rule, in Hungarian (empty when none is open). */
  stacking: string;
  /** What the questionnaire does not check (the bank's own tests), in Hungarian. */
  notes: string[];
  /** Every rule cited by a verdict, each once. */
  rules: RuleCitation[];
}

/** The loans a financing plan can hold. */
export type PlanLoanKind = 'csokPlusz' | 'falusiCsokLoan' | 'otthonStart' | 'market' | 'babavaro';

/** Input of {@link financingPlan}: the questionnaire's answers plus the financing choices. Every field is optional. */
export interface FinancingPlanInput extends SubsidyAnswers {
  /** The buyer's own cash toward the price, Ft ('Saját megtakarítás'). @default 10000000 */
  ownFunds?: number;
  /** The programmes to use; those not open are left out with their reasons ('Igénybe vett támogatások'). @default every open programme */
  programmes?: readonly SubsidyProgramme[];
  /** Otthon Start amount at most, Ft ('Otthon Start összege'). @default the largest allowed */
  otthonStartAmount?: number;
  /** Otthon Start rate, percent, at most the programme's cap ('Otthon Start kamata'). @default the cap */
  otthonStartRate?: number;
  /** Otthon Start term in whole years, at most the programme's ('Otthon Start futamideje'). @default the longest */
  otthonStartYears?: number;
  /** CSOK Plusz amount at most, Ft ('CSOK Plusz összege'). @default the largest allowed */
  csokPluszAmount?: number;
  /** CSOK Plusz rate, percent, at most the cap ('CSOK Plusz kamata'). @default the cap */
  csokPluszRate?: number;
  /** CSOK Plusz term in whole years ('CSOK Plusz futamideje'). @default the longest */
  csokPluszYears?: number;
  /** Falusi CSOK loan amount at most, Ft ('Falusi CSOK-kölcsön összege'). @default the largest allowed */
  falusiCsokLoanAmount?: number;
  /** Falusi CSOK loan rate, percent, at most the cap ('Falusi CSOK-kölcsön kamata'). @default the cap */
  falusiCsokLoanRate?: number;
  /** Falusi CSOK loan term in whole years ('Falusi CSOK-kölcsön futamideje'). @default 25 */
  falusiCsokLoanYears?: number;
  /** Babaváró amount at most, Ft ('Babaváró összege'). @default the largest allowed, as far as the price needs it */
  babavaroAmount?: number;
  /** Babaváró term in whole years ('Babaváró futamideje'). @default the longest */
  babavaroYears?: number;
  /** The Babaváró's contract rate, charged if no child arrives in time, percent ('Babaváró ügyleti kamata'). @default the market rate */
  babavaroRate?: number;
  /** The Babaváró is contracted together with the mortgage, so only part of it counts as own funds ('A babaváró a lakáshitellel együtt készül'). @default true */
  babavaroRecent?: boolean;
  /** Market loan rate, percent ('Piaci hitel kamata'). @default 7.5 */
  marketRate?: number;
  /** Market loan term in whole years ('Piaci hitel futamideje'). @default 30 */
  marketYears?: number;
  /** Market loan fixation in whole years; ≥ the term is fixed to the end ('Piaci hitel kamatfixálása'). @default 5 */
  marketFixationYears?: number;
  /** One-off fees of the package, Ft (as in thm()): 'Folyósítási díj', 'Értékbecslési díj', 'Földhivatali díj', 'Egyéb egyszeri díjak'. @default 0 */
  disbursementFee?: number;
  valuationFee?: number;
  landRegistryFee?: number;
  otherFees?: number;
  /** A fee every month while a loan runs, Ft ('Havi számlavezetési díj'). @default 0 */
  monthlyFee?: number;
  /** The buyer's age, for the under-35 duty relief ('A vevő életkora'). @default none (no relief) */
  buyerAge?: number;
  /** The month of disbursement, `yyyy-mm-dd` ('A folyósítás napja'). @default the rules' day */
  startDate?: IsoDate;
  /** Months (1 = the first month) in which children are expected, one entry per child ('Tervezett születések'). @default none */
  plannedBirthMonths?: readonly number[];
  /** Suspend the repayments at a birth where a programme allows it ('Szüneteltetés születéskor'). @default true */
  suspendOnBirth?: boolean;
  /** Annual appreciation of the home, percent ('Éves értéknövekedés'). @default 3 */
  appreciation?: number;
  /** Annual return of investing the own funds instead, percent ('Alternatív befektetés hozama'). @default 8 */
  alternativeReturn?: number;
}

/** One loan's share of a month of the plan. */
export interface PlanRowPart {
  loan: PlanLoanKind;
  /** Cash paid for this loan this month: interest + principal + fee (Ft). */
  payment: number;
  /** Interest paid this month, deferred interest and a repaid interest subsidy included (Ft). */
  interest: number;
  /** Principal repaid this month (Ft). */
  principal: number;
  /** Fees paid this month: the Babaváró guarantee fee (Ft). */
  fee: number;
  /** Principal the state forgave this month (Ft). */
  forgiven: number;
  /** Outstanding principal after this month (Ft). */
  balance: number;
  /** Repayment suspended this month. */
  suspended: boolean;
}

/**
 * One month of the combined schedule: the home-loan schedule's columns (src/loan/home-loan.ts) summed
 * over the loans, plus the parts. `payment` = interest + principal + fee (the monthly account fee
 * included in `fee`); `loanBalance` is every loan's outstanding principal; `netGain` = the home's
 * appreciation − interest − fees + principal forgiven; `cashInvested` = own funds used + payments so far.
 */
export interface PlanScheduleRow extends LoanScheduleRow {
  /** The calendar month of the payment, `yyyy-mm`. */
  calendarMonth: string;
  /** Fees paid this month (Ft). */
  fee: number;
  /** Principal forgiven this month (Ft). */
  forgiven: number;
  /** Each running loan's share, in the plan's loan order. */
  parts: PlanRowPart[];
}

/** The kinds of dated event on the plan. */
export type PlanEventKind =
  'birth' | 'forgiveness' | 'suspension' | 'interestFreeSecured' | 'interestFreeLost' | 'graceEnd' | 'repaid';

/** Something that happens to the plan in a month, for the schedule and the chart. */
export interface PlanEvent {
  kind: PlanEventKind;
  /** Month index, 1 = the first instalment's month. */
  month: number;
  /** `yyyy-mm`. */
  calendarMonth: string;
  /** The loan it concerns; absent for a birth. */
  loan?: PlanLoanKind;
  /** The amount involved (forgiven principal, repaid subsidy), Ft; 0 when none. */
  amount: number;
  /** Hungarian sentence. */
  text: string;
}

/** One loan of the plan. */
export interface PlanLoan {
  loan: PlanLoanKind;
  /** Hungarian name. */
  name: string;
  /** Principal borrowed (Ft). */
  amount: number;
  /** The rate the borrower pays, percent (0 for an interest-free Babaváró). */
  annualRate: number;
  /** Contract term, months. */
  termMonths: number;
  /** The month of the last payment, suspensions and extensions included. */
  lastMonth: number;
  /** The first month's payment (Ft). */
  firstPayment: number;
  /** All payments (Ft). */
  totalPaid: number;
  totalInterest: number;
  totalFees: number;
  /** Principal repaid by the borrower (Ft). */
  principalRepaid: number;
  /** Principal forgiven by the state (Ft). */
  forgiven: number;
  /** Market loan only: the fixation in years and whether it covers the term. */
  fixationYears?: number;
  fixedToEnd?: boolean;
}

/** The purchase duty of the plan. */
export interface PlanPurchaseDuty {
  /** The 4 % duty without any exemption or relief (Ft). */
  full: number;
  /** What the buyer pays (Ft). */
  paid: number;
  /** full − paid (Ft). */
  saved: number;
  /** Why less is paid, in Hungarian (empty when the full duty is paid). */
  reason: string;
  rules: RuleCitation[];
}

/** Result of {@link financingPlan}. */
export interface FinancingPlanResult {
  /** The questionnaire's verdicts the plan rests on. */
  eligibility: SubsidyEligibilityResult;
  /** The programmes the plan uses. */
  programmes: SubsidyProgramme[];
  /** Programmes asked for (or open) but not used, each with why, in Hungarian. */
  excluded: { programme: SubsidyProgramme; reasons: string[] }[];
  /** The cost to finance: the price (Ft). */
  need: number;
  /** Own cash used (Ft). */
  ownFundsUsed: number;
  /** The falusi CSOK grant used (Ft). */
  grant: number;
  /** The loans, in the order they are drawn on: CSOK Plusz, falusi CSOK loan, Otthon Start, market, Babaváró. */
  loans: PlanLoan[];
  /** Every loan's principal (Ft). */
  totalBorrowed: number;
  /** The part of the need nothing covers: more own funds are needed (Ft; 0 when covered). */
  shortfall: number;
  /** The HFM test of the package: mortgages (and the counted part of a recent Babaváró) against the valuation. */
  loanToValue: {
    /** What the HFM counts (Ft). */
    counted: number;
    /** counted / valuation. */
    ratio: number;
    /** The limit (0.8 or 0.9). */
    limit: number;
    ok: boolean;
  };
  /** Otthon Start's own-funds minimum, when the plan uses it. */
  ownFundsTest?: { required: number; counted: number; ok: boolean };
  /** No shortfall and every test passed. */
  feasible: boolean;
  /** What stands in the way, in Hungarian (empty when feasible). */
  problems: string[];
  /** The first month's combined payment, monthly fee included (Ft). */
  monthlyPayment: number;
  /** The largest combined payment of any month (Ft). */
  peakMonthlyPayment: number;
  /** One row per month until the last loan is repaid. */
  schedule: PlanScheduleRow[];
  /** Births, forgiveness, suspensions, … in month order. */
  events: PlanEvent[];
  /** Every payment plus the one-off fees (Ft). */
  totalRepaid: number;
  totalInterest: number;
  /** Guarantee fees, monthly fees and one-off fees (Ft). */
  totalFees: number;
  /** Principal repaid by the borrower (Ft). */
  principalRepaid: number;
  /** Principal forgiven by the state (Ft). */
  totalForgiven: number;
  /**
   * The THM of the package in percent, rounded as lenders show it (2 decimals), on the contract's cash
   * flows: the state's interest subsidy in place, no birth, suspension or forgiveness. null when
   * nothing is borrowed or the fees eat the loans.
   */
  thm: number | null;
  /** The THM unrounded. */
  thmExact: number | null;
  /** The purchase duty paid and saved. */
  purchaseDuty: PlanPurchaseDuty;
  /** Assumptions the reader should know, in Hungarian. */
  notes: string[];
  /** Every rule the plan rests on, each once. */
  rules: RuleCitation[];
}
