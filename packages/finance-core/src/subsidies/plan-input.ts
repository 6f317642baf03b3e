/**
 * Filling in and checking a financing plan's input: the questionnaire's answers (answers.ts) plus the
 * financing choices. A subsidised loan's rate and term are checked against the programme's caps in
 * force on the day; a programme not in force on the day is not checked (it is left out of the plan).
 */
import { FinanceInputError } from '../shared/errors';
import { withDefaults, type NumberRule } from '../shared/validate';
import {
  BABAVARO_TERMS,
  CSOK_PLUSZ_TERMS,
  FALUSI_CSOK_LOAN_TERMS,
  OTTHON_START_TERMS,
  rulesDate,
  type IsoDate,
} from '../rules';
import { ruleInForce } from './rules-on';
import { checkField, checkYesNo, resolveSubsidyAnswers, withoutNulls } from './answers';
import { FINANCING_PLAN_DEFAULTS, SUBSIDY_LIMITS, SUBSIDY_PROGRAMMES } from './constants';
import { ALL_PLAN_LABELS, FINANCING_PLAN_LABELS, SUBSIDY_MESSAGES, type FinancingPlanField } from './strings';
import type { FinancingPlanInput, ResolvedSubsidyAnswers, SubsidyProgramme } from './types';

/** The plan's input with every default filled in and checked. */
export interface ResolvedFinancingPlanInput {
  answers: ResolvedSubsidyAnswers;
  ownFunds: number;
  /** undefined: every open programme. */
  programmes: readonly SubsidyProgramme[] | undefined;
  otthonStartAmount: number | undefined;
  otthonStartRate: number | undefined;
  otthonStartYears: number | undefined;
  csokPluszAmount: number | undefined;
  csokPluszRate: number | undefined;
  csokPluszYears: number | undefined;
  falusiCsokLoanAmount: number | undefined;
  falusiCsokLoanRate: number | undefined;
  falusiCsokLoanYears: number;
  babavaroAmount: number | undefined;
  babavaroYears: number | undefined;
  babavaroRate: number;
  babavaroRecent: boolean;
  marketRate: number;
  marketYears: number;
  marketFixationYears: number;
  disbursementFee: number;
  valuationFee: number;
  landRegistryFee: number;
  otherFees: number;
  monthlyFee: number;
  buyerAge: number | undefined;
  startDate: IsoDate;
  plannedBirthMonths: number[];
  suspendOnBirth: boolean;
  appreciation: number;
  alternativeReturn: number;
}

/** A list of programmes, each one of the four, each once. */
export function checkProgrammes(value: unknown): SubsidyProgramme[] {
  const label = FINANCING_PLAN_LABELS.programmes;
  if (
    !Array.isArray(value) ||
    !value.every((p) => typeof p === 'string' && (SUBSIDY_PROGRAMMES as readonly string[]).includes(p))
  ) {
    throw new FinanceInputError('programmes', label, SUBSIDY_MESSAGES.programmes(label));
  }
  return [...new Set(value as SubsidyProgramme[])];
}

/** The months of the planned births: whole months 1 … 600, at most 20 of them, sorted. */
function checkBirthMonths(value: unknown): number[] {
  const label = FINANCING_PLAN_LABELS.plannedBirthMonths;
  const { min, max } = SUBSIDY_LIMITS.birthMonth;
  if (
    !Array.isArray(value) ||
    value.length > SUBSIDY_LIMITS.maxBirths ||
    !value.every((m) => typeof m === 'number' && Number.isInteger(m) && m >= min && m <= max)
  ) {
    throw new FinanceInputError('plannedBirthMonths', label, SUBSIDY_MESSAGES.birthMonths(label, max));
  }
  return [...(value as number[])].sort((a, b) => a - b);
}

/** Every plan field with its default (`undefined`: none, or derived from another field). */
const PLAN_DEFAULTS: Required<{ [K in FinancingPlanField]: unknown }> = {
  programmes: undefined,
  otthonStartAmount: undefined,
  otthonStartRate: undefined,
  otthonStartYears: undefined,
  csokPluszAmount: undefined,
  csokPluszRate: undefined,
  csokPluszYears: undefined,
  falusiCsokLoanAmount: undefined,
  falusiCsokLoanRate: undefined,
  babavaroAmount: undefined,
  babavaroYears: undefined,
  babavaroRate: undefined,
  buyerAge: undefined,
  startDate: undefined,
  plannedBirthMonths: [],
  ...FINANCING_PLAN_DEFAULTS,
};

type Optional = (value: unknown, field: FinancingPlanField, rule: NumberRule) => number | undefined;
const optional: Optional = (value, field, rule) => (value === undefined ? undefined : checkField(value, field, rule));

/** A subsidised loan's rate and term, checked against the programme's caps when its rules are in force. */
function checkCaps(
  values: { rate: number | undefined; years: number | undefined },
  fields: { rate: FinancingPlanField; years?: FinancingPlanField },
  caps: { maxRatePercent?: number; maxYears?: number } | undefined,
): void {
  if (!caps) return;
  if (caps.maxRatePercent !== undefined && values.rate !== undefined && values.rate > caps.maxRatePercent) {
    const label = ALL_PLAN_LABELS[fields.rate];
    throw new FinanceInputError(fields.rate, label, SUBSIDY_MESSAGES.rateAboveCap(label, caps.maxRatePercent));
  }
  if (fields.years && caps.maxYears !== undefined && values.years !== undefined && values.years > caps.maxYears) {
    const label = ALL_PLAN_LABELS[fields.years];
    throw new FinanceInputError(fields.years, label, SUBSIDY_MESSAGES.yearsAboveCap(label, caps.maxYears));
  }
}

/**
 * The plan's input with defaults filled in and checked.
 * @throws FinanceInputError naming the first bad field.
 */
export function resolveFinancingPlanInput(input: FinancingPlanInput | undefined): ResolvedFinancingPlanInput {
  const given = withoutNulls(input);
  const p = withDefaults(PLAN_DEFAULTS, given as Partial<typeof PLAN_DEFAULTS> | undefined, ALL_PLAN_LABELS);
  const plannedBirthMonths = checkBirthMonths(p.plannedBirthMonths);
  // The undertaken children default to the births planned.
  const answers = resolveSubsidyAnswers(
    given && given.plannedChildren === undefined ? { ...given, plannedChildren: plannedBirthMonths.length } : given,
  );
  const { date } = answers;
  const L = SUBSIDY_LIMITS;
  const marketRate = checkField(p.marketRate, 'marketRate', L.marketRate);
  const resolved: ResolvedFinancingPlanInput = {
    answers,
    ownFunds: checkField(p.ownFunds, 'ownFunds', L.money),
    programmes: p.programmes === undefined ? undefined : checkProgrammes(p.programmes),
    otthonStartAmount: optional(p.otthonStartAmount, 'otthonStartAmount', L.money),
    otthonStartRate: optional(p.otthonStartRate, 'otthonStartRate', L.rate),
    otthonStartYears: optional(p.otthonStartYears, 'otthonStartYears', L.years),
    csokPluszAmount: optional(p.csokPluszAmount, 'csokPluszAmount', L.money),
    csokPluszRate: optional(p.csokPluszRate, 'csokPluszRate', L.rate),
    csokPluszYears: optional(p.csokPluszYears, 'csokPluszYears', L.years),
    falusiCsokLoanAmount: optional(p.falusiCsokLoanAmount, 'falusiCsokLoanAmount', L.money),
    falusiCsokLoanRate: optional(p.falusiCsokLoanRate, 'falusiCsokLoanRate', L.rate),
    falusiCsokLoanYears: checkField(p.falusiCsokLoanYears, 'falusiCsokLoanYears', L.years),
    babavaroAmount: optional(p.babavaroAmount, 'babavaroAmount', L.money),
    babavaroYears: optional(p.babavaroYears, 'babavaroYears', L.years),
    babavaroRate:
      p.babavaroRate === undefined ? Math.max(marketRate, 0) : checkField(p.babavaroRate, 'babavaroRate', L.rate),
    babavaroRecent: checkYesNo(p.babavaroRecent, 'babavaroRecent'),
    marketRate,
    marketYears: checkField(p.marketYears, 'marketYears', L.years),
    marketFixationYears: checkField(p.marketFixationYears, 'marketFixationYears', L.fixationYears),
    disbursementFee: checkField(p.disbursementFee, 'disbursementFee', L.money),
    valuationFee: checkField(p.valuationFee, 'valuationFee', L.money),
    landRegistryFee: checkField(p.landRegistryFee, 'landRegistryFee', L.money),
    otherFees: checkField(p.otherFees, 'otherFees', L.money),
    monthlyFee: checkField(p.monthlyFee, 'monthlyFee', L.money),
    buyerAge: optional(p.buyerAge, 'buyerAge', L.age),
    startDate: p.startDate === undefined ? date : rulesDate(p.startDate, 'startDate', FINANCING_PLAN_LABELS.startDate),
    plannedBirthMonths,
    suspendOnBirth: checkYesNo(p.suspendOnBirth, 'suspendOnBirth'),
    appreciation: checkField(p.appreciation, 'appreciation', L.growth),
    alternativeReturn: checkField(p.alternativeReturn, 'alternativeReturn', L.growth),
  };
  const r = resolved;
  checkCaps(
    { rate: r.otthonStartRate, years: r.otthonStartYears },
    { rate: 'otthonStartRate', years: 'otthonStartYears' },
    ruleInForce(OTTHON_START_TERMS, date)?.value,
  );
  checkCaps(
    { rate: r.csokPluszRate, years: r.csokPluszYears },
    { rate: 'csokPluszRate', years: 'csokPluszYears' },
    ruleInForce(CSOK_PLUSZ_TERMS, date)?.value,
  );
  checkCaps(
    { rate: r.falusiCsokLoanRate, years: undefined },
    { rate: 'falusiCsokLoanRate' },
    ruleInForce(FALUSI_CSOK_LOAN_TERMS, date)?.value,
  );
  checkCaps(
    { rate: undefined, years: r.babavaroYears },
    { rate: 'babavaroRate', years: 'babavaroYears' },
    ruleInForce(BABAVARO_TERMS, date)?.value,
  );
  return resolved;
}
