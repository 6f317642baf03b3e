/**
 * The subsidised-loan panel's inputs (pure): the questionnaire's answers (finance-core's
 * SUBSIDY_QUESTIONS), the programmes left out, the planned births and the buyer's age; read from and
 * written to the panel's query value (../panel-state.ts), and turned into finance-core's
 * financingPlan input together with the loan the calculator applied.
 */
import {
  SUBSIDY_ANSWER_DEFAULTS,
  SUBSIDY_PROGRAMMES,
  SUBSIDY_QUESTIONS,
  type FinancingPlanInput,
  type SubsidyAnswerField,
  type SubsidyAnswers,
  type SubsidyProgramme,
  type SubsidyQuestion,
} from '@penzugy/finance-core';
import {
  readNumber,
  readNumbers,
  readPanelValues,
  readYesNo,
  writePanelValues,
  writeValue,
  type AppliedLoan,
  type PanelValues,
} from '../panel-state';

export type { AppliedLoan };

/** An answer as the form holds it: `null` is not answered (or an unreadable number). */
export type AnswerValue = boolean | number | string | null;

/** The questions the panel asks itself: every one but the price, which is the calculator's own. */
export const PANEL_QUESTIONS: readonly SubsidyQuestion[] = SUBSIDY_QUESTIONS.filter((q) => q.field !== 'price');

/** The panel's inputs. */
export interface SubsidyPanelState {
  answers: Partial<Record<SubsidyAnswerField, AnswerValue>>;
  /** Open programmes the visitor chose not to use. */
  skipped: readonly SubsidyProgramme[];
  /** The month of each planned birth (1 = the first instalment's month), in the order of the children. */
  births: readonly (number | null)[];
  /** The buyer's age, for the young first-home buyer's duty relief. */
  buyerAge: number | null;
}

/** The query keys of the plan's own inputs (the answers use their field names). */
const KEYS = { skipped: 'kihagy', births: 'szuletes', buyerAge: 'vevoKora' } as const;

const NUMBER_KINDS: readonly SubsidyQuestion['kind'][] = ['money', 'squareMetres', 'count', 'age'];

/** A question's answer from its raw query value (undefined: not in the query). */
function readAnswer(q: SubsidyQuestion, raw: string | undefined): AnswerValue | undefined {
  if (raw === undefined) return undefined;
  if (q.kind === 'yesNo') return readYesNo(raw);
  if (NUMBER_KINDS.includes(q.kind)) return readNumber(raw);
  return q.options?.some((o) => o.value === raw) ? raw : undefined;
}

/** The panel's inputs from its query value; anything unreadable is left at its start. */
export function readSubsidyState(text: string): SubsidyPanelState {
  const values = readPanelValues(text);
  const answers: SubsidyPanelState['answers'] = {};
  for (const q of PANEL_QUESTIONS) {
    const v = readAnswer(q, values[q.field]);
    if (v !== undefined) answers[q.field] = v;
  }
  const skipped = (values[KEYS.skipped] ?? '')
    .split('-')
    .filter((p): p is SubsidyProgramme => (SUBSIDY_PROGRAMMES as readonly string[]).includes(p));
  return {
    answers,
    skipped,
    births: readNumbers(values[KEYS.births]),
    buyerAge: readNumber(values[KEYS.buyerAge]),
  };
}

/** The panel's query value: only what was set. */
export function writeSubsidyState(state: SubsidyPanelState): string {
  const values: Record<string, string> = {};
  for (const q of PANEL_QUESTIONS) {
    const v = state.answers[q.field];
    if (v !== undefined) values[q.field] = writeValue(v);
  }
  if (state.skipped.length > 0) values[KEYS.skipped] = state.skipped.join('-');
  if (state.births.length > 0) values[KEYS.births] = writeValue(state.births);
  if (state.buyerAge !== null) values[KEYS.buyerAge] = writeValue(state.buyerAge);
  return writePanelValues(values as PanelValues);
}

/** What a question shows: the answer given, else finance-core's default (none: not answered). */
export function answerOf(state: SubsidyPanelState, field: SubsidyAnswerField): AnswerValue {
  const given = state.answers[field];
  if (given !== undefined) return given;
  return (SUBSIDY_ANSWER_DEFAULTS as Partial<Record<SubsidyAnswerField, AnswerValue>>)[field] ?? null;
}

/** Whether a question is asked, given the other answers (its `showWhen`). */
export function isAsked(q: SubsidyQuestion, state: SubsidyPanelState): boolean {
  return !q.showWhen || answerOf(state, q.showWhen.field) === q.showWhen.equals;
}

/**
 * The answers finance-core reads: the questions asked, unanswered ones left out. Each answer's type is
 * its question's kind (readAnswer), which finance-core checks again and refuses by field.
 */
export function answersInput(state: SubsidyPanelState): Partial<SubsidyAnswers> {
  const out: Partial<Record<SubsidyAnswerField, AnswerValue>> = {};
  for (const q of PANEL_QUESTIONS) {
    const v = state.answers[q.field];
    if (v !== undefined && v !== null && isAsked(q, state)) out[q.field] = v;
  }
  return out as Partial<SubsidyAnswers>;
}

/** The number of planned children the birth fields follow (the answer, when married). */
export function plannedChildren(state: SubsidyPanelState): number {
  const q = PANEL_QUESTIONS.find((x) => x.field === 'plannedChildren')!;
  const n = isAsked(q, state) ? answerOf(state, 'plannedChildren') : 0;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? Math.min(n, 20) : 0;
}

/**
 * financingPlan's input: the answers, the price and the own funds (the calculator's down payment), the
 * calculator's rate, term, fixation and fees for the market loan, the programmes (the open ones but
 * those left out), the planned births and the buyer's age. An empty fee or fixation takes
 * finance-core's default.
 */
export function planInput(
  state: SubsidyPanelState,
  loan: AppliedLoan,
  open: readonly SubsidyProgramme[],
): FinancingPlanInput {
  const n = plannedChildren(state);
  return {
    ...answersInput(state),
    price: loan.price,
    ownFunds: loan.downPayment,
    marketRate: loan.annualRate,
    marketYears: loan.years,
    appreciation: loan.appreciation,
    alternativeReturn: loan.alternativeReturn,
    ...(loan.fixationYears !== null ? { marketFixationYears: loan.fixationYears } : {}),
    ...(loan.disbursementFee !== null ? { disbursementFee: loan.disbursementFee } : {}),
    ...(loan.valuationFee !== null ? { valuationFee: loan.valuationFee } : {}),
    ...(loan.landRegistryFee !== null ? { landRegistryFee: loan.landRegistryFee } : {}),
    ...(loan.otherFees !== null ? { otherFees: loan.otherFees } : {}),
    ...(loan.monthlyFee !== null ? { monthlyFee: loan.monthlyFee } : {}),
    programmes: open.filter((p) => !state.skipped.includes(p)),
    plannedBirthMonths: state.births.slice(0, n).filter((m): m is number => m !== null),
    ...(state.buyerAge !== null ? { buyerAge: state.buyerAge } : {}),
  };
}
