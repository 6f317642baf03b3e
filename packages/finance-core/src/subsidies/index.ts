/**
 * Subsidised home loans (issue 25): the questionnaire that decides which of Otthon Start, CSOK Plusz,
 * falusi CSOK and Babaváró are open (eligibility.ts), the financing plan with one combined schedule,
 * dated forgiveness and suspension, the package's THM and the purchase duty (financing-plan.ts), and
 * the bridge to rent or buy (rent-or-buy-financing.ts). Every regulatory figure is a dated rule of
 * src/rules; each result cites the rules it used.
 *
 * For a widget: render SUBSIDY_QUESTIONS (labels, hints, kinds, options, when to show), pass the
 * answers to subsidyEligibility for the verdicts (`eligible`, `maxAmount`, `reasons[].text`, `missing`,
 * `rules`), then the answers plus the financing choices to financingPlan for the schedule
 * (`schedule[].parts` per loan, `events` for the chart's markers, `thm`, `totalRepaid`,
 * `purchaseDuty`); rentOrBuy({ …, financing: planFinancing(plan) }) buys with the same plan.
 */
export { subsidyEligibility } from './eligibility';
export { financingPlan } from './financing-plan';
export { homePurchaseDuty } from './duty';
export type { HomePurchaseDutyInput } from './duty';
export { planFinancing } from './rent-or-buy-financing';
export { SUBSIDY_PROGRAMMES, SUBSIDY_ANSWER_DEFAULTS, FINANCING_PLAN_DEFAULTS } from './constants';
export {
  SUBSIDY_QUESTIONS,
  SUBSIDY_ANSWER_LABELS,
  FINANCING_PLAN_LABELS,
  PROGRAMME_NAMES,
  PLAN_LOAN_NAMES,
  HOME_KIND_OPTIONS,
  PURPOSE_OPTIONS,
  VERDICT_REASON_TEXTS,
  VERDICT_REASON_TITLES,
} from './strings';
export type { SubsidyQuestion, SubsidyQuestionKind, ReasonArguments, FinancingPlanField } from './strings';
export type {
  SubsidyProgramme,
  FalusiCsokPurpose,
  SubsidyAnswers,
  ResolvedSubsidyAnswers,
  SubsidyAnswerField,
  VerdictReason,
  VerdictReasonCode,
  ProgrammeVerdict,
  SubsidyEligibilityResult,
  PlanLoanKind,
  FinancingPlanInput,
  PlanRowPart,
  PlanScheduleRow,
  PlanEventKind,
  PlanEvent,
  PlanLoan,
  PlanPurchaseDuty,
  FinancingPlanResult,
} from './types';
