/**
 * The 'Előtörlesztés' panel of the loan calculator (docs/product.md#home-loan, issue 25 part 4), loaded
 * on demand: one-off prepayments and a regular extra payment on the loan the calculator applied, a
 * shorter term or a lower instalment, the loan kind and the contract's fee; what they save after their
 * fees under the rules in force today, and the goal seek "Adósságmentes ekkorra". Every figure is
 * finance-core's (prepayment, extraPaymentForPayoff).
 */
import {
  extraPaymentForPayoff,
  isFinanceInputError,
  PREPAYMENT_LOAN_KIND_OPTIONS,
  PREPAYMENT_MODE_OPTIONS,
  prepayment,
  type PayoffGoalResult,
  type PrepaymentLoanKind,
  type PrepaymentMode,
  type PrepaymentResult,
} from '@penzugy/finance-core';
import { useMemo } from 'react';
import {
  FieldGroup,
  resultStyles,
  type GlossaryLinkBuilder,
  type InteractionAction,
  type MethodologyHrefBuilder,
} from '../../calculator-kit';
import { NumberField, RadioGroup, SelectField, type NumberFieldChangeInfo } from '../../fields';
import { PayoffGoal } from './PayoffGoal';
import { PrepaymentResults } from './PrepaymentResults';
import { PrepaymentRows } from './PrepaymentRows';
import {
  prepaymentInput,
  readPrepaymentState,
  writePrepaymentState,
  type PrepaidLoan,
  type PrepaymentPanelState,
} from './prepayment-state';
import { PREPAYMENT_PANEL_STRINGS as S } from './strings';

export interface PrepaymentPanelProps {
  /** The loan the calculator applied. */
  loan: PrepaidLoan;
  /** The panel's inputs as its query value (../panel-state.ts), and where a change goes. */
  value: string;
  onValueChange: (value: string) => void;
  /** Reports the panel's interactions (calculator_interaction). */
  interact: (action: InteractionAction, field?: string) => void;
  glossaryLink?: GlossaryLinkBuilder | undefined;
  methodologyHref?: MethodologyHrefBuilder | undefined;
}

/** A finance-core answer, or its message naming the field it refused. */
type Outcome<T> = { value: T; problem: null } | { value: null; problem: { field: string | null; message: string } };

function attempt<T>(run: () => T): Outcome<T> {
  try {
    return { value: run(), problem: null };
  } catch (e) {
    if (isFinanceInputError(e)) return { value: null, problem: { field: e.field, message: e.message } };
    throw e;
  }
}

export function PrepaymentPanel({
  loan,
  value,
  onValueChange,
  interact,
  glossaryLink,
  methodologyHref,
}: PrepaymentPanelProps) {
  const state = useMemo(() => readPrepaymentState(value), [value]);
  const input = useMemo(() => prepaymentInput(state, loan), [state, loan]);
  const result = useMemo<Outcome<PrepaymentResult>>(() => attempt(() => prepayment(input)), [input]);
  const goal = useMemo<Outcome<PayoffGoalResult> | null>(
    () => (state.target ? attempt(() => extraPaymentForPayoff(input, state.target)) : null),
    [input, state.target],
  );
  const set = (next: Partial<PrepaymentPanelState>) => onValueChange(writePrepaymentState({ ...state, ...next }));
  const problem = result.problem;
  const errorOf = (field: string) => (problem?.field === field ? problem.message : null);
  const number =
    (field: 'extraMonthly' | 'extraFromMonth' | 'contractFeePercent') =>
    (next: number | null, info: NumberFieldChangeInfo) => {
      set({ [field]: next });
      if (info.trigger === 'commit') interact('change', field);
    };
  const dayOf = (month: number) => result.value?.schedule[month - 1]?.date ?? null;
  const L = S.labels;

  return (
    <>
      <PrepaymentRows
        rows={state.rows}
        onChange={(rows, info) => {
          set({ rows });
          if (info?.trigger === 'commit') interact('change', 'prepayments');
        }}
        onAdd={() => {
          set({ rows: [...state.rows, { month: null, amount: null }] });
          interact('add', 'prepayments');
        }}
        onRemove={(i) => {
          set({ rows: state.rows.filter((_, j) => j !== i) });
          interact('remove', 'prepayments');
        }}
        dayOf={dayOf}
        error={errorOf('prepayments')}
      />
      <FieldGroup legend={S.extra.legend}>
        <NumberField
          name="extraMonthly"
          label={L.extraMonthly}
          unit="Ft"
          required={false}
          value={state.extraMonthly}
          onChange={number('extraMonthly')}
          error={errorOf('extraMonthly')}
          hint={S.extra.monthlyHint}
        />
        <NumberField
          name="extraFromMonth"
          label={L.extraFromMonth}
          unit="hónap"
          integer
          required={false}
          value={state.extraFromMonth}
          onChange={number('extraFromMonth')}
          error={errorOf('extraFromMonth')}
          hint={S.extra.fromHint}
        />
      </FieldGroup>
      <FieldGroup legend={S.terms.legend}>
        <RadioGroup
          label={L.mode}
          options={PREPAYMENT_MODE_OPTIONS}
          value={state.mode}
          onChange={(mode: PrepaymentMode) => {
            set({ mode });
            interact('change', 'mode');
          }}
          layout="stacked"
        />
        <SelectField
          label={L.loanKind}
          options={PREPAYMENT_LOAN_KIND_OPTIONS}
          value={state.loanKind}
          onChange={(loanKind: PrepaymentLoanKind) => {
            set({ loanKind });
            interact('change', 'loanKind');
          }}
        />
        <NumberField
          name="contractFeePercent"
          label={L.contractFeePercent}
          unit="%"
          required={false}
          value={state.contractFeePercent}
          onChange={number('contractFeePercent')}
          error={errorOf('contractFeePercent')}
          hint={S.terms.feeHint}
        />
      </FieldGroup>
      {problem && (
        <p role="alert" className={resultStyles.panelAlert}>
          {problem.message}
        </p>
      )}
      {result.value && (
        <PrepaymentResults
          result={result.value}
          glossaryLink={glossaryLink}
          methodologyHref={methodologyHref}
          onRuleFollow={(id) => interact('rule_link', id)}
          onExport={() => interact('export_csv', 'prepaymentSchedule')}
        />
      )}
      <PayoffGoal
        target={state.target}
        onTarget={(target) => {
          set({ target });
          interact('change', 'target');
        }}
        goal={goal?.value ?? null}
        error={goal?.problem?.field === 'target' ? goal.problem.message : null}
        onApply={(extraMonthly) => {
          set({ extraMonthly });
          interact('change', 'extraMonthlyFromGoal');
        }}
        methodologyHref={methodologyHref}
        onRuleFollow={(id) => interact('rule_link', id)}
      />
    </>
  );
}

// Loaded with this chunk rather than in one of its own (LoanCalculator.tsx `loadRealReturn` says why).
export { RealReturnPanel } from '../real-return/RealReturnPanel';
