/**
 * The 'Támogatott hitelek' panel of the loan calculator (docs/product.md#home-loan, issue 25 part 2),
 * loaded on demand: the questionnaire, which programmes are open and why the others are not, and the
 * financing plan with its combined payment, schedule, events and rules. Every figure is finance-core's
 * (subsidyEligibility, financingPlan) on the rules in force today.
 */
import {
  financingPlan,
  isFinanceInputError,
  subsidyEligibility,
  type FinancingPlanResult,
  type SubsidyAnswerField,
  type SubsidyEligibilityResult,
} from '@penzugy/finance-core';
import { useMemo } from 'react';
import {
  resultStyles,
  type GlossaryLinkBuilder,
  type InteractionAction,
  type MethodologyHrefBuilder,
} from '../../calculator-kit';
import { FinancingPlanView } from './FinancingPlanView';
import { PlanChoices } from './PlanChoices';
import { formatMonth } from './strings';
import { SubsidyQuestionnaire, type SharedNumberField } from './SubsidyQuestionnaire';
import { SubsidyVerdicts } from './SubsidyVerdicts';
import {
  answersInput,
  planInput,
  readSubsidyState,
  writeSubsidyState,
  type AppliedLoan,
  type SubsidyPanelState,
} from './subsidy-state';

export interface SubsidyPanelProps {
  /** The loan the calculator applied: its price, down payment (the own funds), rate, term and fees. */
  loan: AppliedLoan;
  /** The panel's inputs as its query value (../panel-state.ts), and where a change goes. */
  value: string;
  onValueChange: (value: string) => void;
  /** The calculator's price and down payment, as typed, drawn in the panel as 'Vételár' and 'Saját megtakarítás'. */
  price: SharedNumberField;
  ownFunds: SharedNumberField;
  /** Reports the panel's interactions (calculator_interaction). */
  interact: (action: InteractionAction, field?: string) => void;
  glossaryLink?: GlossaryLinkBuilder | undefined;
  methodologyHref?: MethodologyHrefBuilder | undefined;
}

type Outcome =
  | { eligibility: SubsidyEligibilityResult; plan: FinancingPlanResult; problem: null }
  | { eligibility: null; plan: null; problem: { field: string | null; message: string } };

/** The verdicts and the plan, or finance-core's message naming the field it refused. */
function compute(state: SubsidyPanelState, loan: AppliedLoan): Outcome {
  try {
    const eligibility = subsidyEligibility({ ...answersInput(state), price: loan.price });
    const plan = financingPlan(planInput(state, loan, eligibility.eligible));
    return { eligibility, plan, problem: null };
  } catch (e) {
    if (isFinanceInputError(e))
      return { eligibility: null, plan: null, problem: { field: e.field, message: e.message } };
    throw e;
  }
}

export function SubsidyPanel({
  loan,
  value,
  onValueChange,
  price,
  ownFunds,
  interact,
  glossaryLink,
  methodologyHref,
}: SubsidyPanelProps) {
  const state = useMemo(() => readSubsidyState(value), [value]);
  const outcome = useMemo(() => compute(state, loan), [state, loan]);
  const set = (next: Partial<SubsidyPanelState>) => onValueChange(writeSubsidyState({ ...state, ...next }));
  const errorOf = (field: string) => (outcome.problem?.field === field ? outcome.problem.message : null);

  const onAnswer = (
    field: SubsidyAnswerField,
    answer: SubsidyPanelState['answers'][SubsidyAnswerField],
    commit: boolean,
  ) => {
    set({ answers: { ...state.answers, [field]: answer } });
    if (commit) interact('change', field);
  };
  const plan = outcome.plan;
  const monthName = (month: number) => {
    const row = plan?.schedule[month - 1];
    return row ? formatMonth(row.calendarMonth) : null;
  };

  return (
    <>
      <SubsidyQuestionnaire state={state} onAnswer={onAnswer} error={errorOf} price={price} />
      {outcome.problem && (
        <p role="alert" className={resultStyles.panelAlert}>
          {outcome.problem.message}
        </p>
      )}
      {outcome.eligibility && (
        <SubsidyVerdicts
          eligibility={outcome.eligibility}
          glossaryLink={glossaryLink}
          methodologyHref={methodologyHref}
          onRuleFollow={(id) => interact('rule_link', id)}
        />
      )}
      <PlanChoices
        state={state}
        open={outcome.eligibility?.eligible ?? []}
        onSkip={(p, skipped) => {
          set({ skipped: skipped ? [...state.skipped, p] : state.skipped.filter((s) => s !== p) });
          interact('change', `use-${p}`);
        }}
        onBirth={(i, month, info) => {
          const births = [...state.births];
          while (births.length <= i) births.push(null);
          births[i] = month;
          set({ births });
          if (info.trigger === 'commit') interact('change', 'plannedBirthMonths');
        }}
        onBuyerAge={(age, info) => {
          set({ buyerAge: age });
          if (info.trigger === 'commit') interact('change', 'buyerAge');
        }}
        monthName={monthName}
        ownFunds={ownFunds}
        error={errorOf}
      />
      {plan && (
        <FinancingPlanView
          plan={plan}
          glossaryLink={glossaryLink}
          methodologyHref={methodologyHref}
          onRuleFollow={(id) => interact('rule_link', id)}
          onExport={() => interact('export_csv', 'subsidyPlan')}
        />
      )}
    </>
  );
}
