import { homeLoan, LOAN_LABELS, loanSensitivity, rateResetStress, thm, type LoanField } from '@penzugy/finance-core';
import { useId, useMemo, useState } from 'react';
import { Button } from '../Button';
import {
  resultStyles,
  CalculatorLayout,
  readUrlState,
  CalculatorShareButton,
  layoutFrame,
  StaleResults,
  useCalculation,
  useCalculatorForm,
  useErrorEvent,
  splitBaseProps,
  useUrlLink,
  type CalculationProblem,
  type CalculatorBaseProps,
  type GlossaryLinkBuilder,
  type MethodologyHrefBuilder,
} from '../calculator-kit';
import type { NumberFieldChangeInfo } from '../fields';
import {
  LOAN_CALCULATOR_DEFAULTS,
  LOAN_CALCULATOR_FIELDS,
  type LOAN_FEE_FIELDS,
  LOAN_LIVE_FIELDS,
  type LOAN_MAIN_FIELDS,
  type LoanCalculatorField,
  type LoanCalculatorValue,
} from './constants';
import { DebtBrakePanel } from './DebtBrakePanel';
import { LazyPanel } from './LazyPanel';
import { CALCULATOR, useResultEvent } from './loan-events';
import { LoanDetails } from './LoanDetails';
import { LoanHeadline, loanSummary } from './LoanHeadline';
import { LoanForm } from './LoanForm';
import { fromLoanQueryState, LOAN_PANEL_QUERY_DEFAULTS, LOAN_QUERY_DEFAULTS, toLoanQueryState } from './query';
import { RateResetPanel } from './RateResetPanel';
import { LOAN_CALCULATOR_STRINGS as S } from './strings';
import { ThmPanel } from './ThmPanel';
import { usePanels } from './usePanels';

export interface LoanCalculatorProps extends CalculatorBaseProps<LoanCalculatorValue> {
  /**
   * Builds glossary links for 'Önerő', 'THM', 'ROE', 'JTM' and the panels' terms (the programmes,
   * 'Előtörlesztés'…; the site passes `/dictionary/…`); without it they are plain text.
   */
  glossaryLink?: GlossaryLinkBuilder | undefined;
  /**
   * Builds the link of a rule's entry on the methodology page from its id (the site passes
   * `/modszertan#<id>`, the embed the site's absolute address); without it the rule notes under the
   * figures are plain text.
   */
  methodologyHref?: MethodologyHrefBuilder | undefined;
}

type MainInput = Record<(typeof LOAN_MAIN_FIELDS)[number], number>;
type ThmCalcInput = Record<(typeof LOAN_FEE_FIELDS)[number], number> & {
  loanAmount: number;
  annualRate: number;
  years: number;
};
type StressCalcInput = {
  loanAmount: number;
  annualRate: number;
  years: number;
  fixationYears: number;
  monthlyNetIncome: number | undefined;
};

/** What the results show: the input as of the last submit, plus live price and down payment. */
interface Applied {
  values: LoanCalculatorValue;
  /** Fields whose text was unreadable when applied (tells an empty optional field from a bad one). */
  invalid: Partial<Record<LoanCalculatorField, string>>;
}

// Module functions, so useCalculation sees the same compute on every render.
const computeMain = (input: MainInput) => ({ loan: homeLoan(input), sensitivity: loanSensitivity(input) });
const computeThm = (input: ThmCalcInput) => thm(input);
const computeStress = (input: StressCalcInput) => rateResetStress(input);
const invalidMessage = (field: string) => S.invalidField(LOAN_LABELS[field as LoanField] ?? field);
// The panels' chunks, fetched when a panel is first opened.
const loadSubsidies = () => import('./subsidies/SubsidyPanel');
const loadPrepayment = () => import('./prepayment/PrepaymentPanel');
// The 'Infláció + x %' panel travels in the prepayment panel's chunk: a third on-demand chunk
// made the embed build (apps/embed, rolldown) move the modules the widget file shares with its panels
// into a chunk of their own that the first load imports, 2.9 KB over the loan embed's budget (measured
// 48 824 B against 46 080 B; one chunk for both: see the size test in apps/embed/build/build.test.ts).
const loadRealReturn = loadPrepayment;

/** A problem finance-core raised (a value it refused), as opposed to a field that is not a number. */
function refusal(problem: CalculationProblem | null, input: Record<string, unknown>): CalculationProblem | null {
  if (!problem) return null;
  return problem.field !== null && input[problem.field] === null ? null : problem;
}

/**
 * Home-loan calculator (docs/product.md#home-loan 'Lakáshitel kalkulátor'): the monthly payment, equity against
 * investing the down payment, the 360-month schedule with ROE, the three sensitivity sweeps of docs/product.md#home-loan,
 * the THM with fees and a rate-reset stress test. Every figure comes from finance-core.
 *
 * Update rule (docs/product.md#home-loan): results are computed on load, on 'Számítás', and at once when the price or
 * the down payment changes; the other fields wait for the button, which the form says next to it.
 */
export function LoanCalculator({ glossaryLink, methodologyHref, ...props }: LoanCalculatorProps) {
  const { input, url, frame } = splitBaseProps(props);
  const { form, formRef, onNumberChange, validity, emit, interact, externalValue } = useCalculatorForm<
    LoanCalculatorValue,
    LoanCalculatorField
  >({
    ...input,
    defaults: LOAN_CALCULATOR_DEFAULTS,
    fromUrl: () => fromLoanQueryState(readUrlState(LOAN_QUERY_DEFAULTS, url.syncUrl)),
    calculator: CALCULATOR,
  });
  const [applied, setApplied] = useState<Applied>(() => ({ values: form, invalid: {} }));
  // A new input from the parent (a preset, a reset, a link): show its results at once.
  if (externalValue) setApplied({ values: externalValue, invalid: {} });

  const onFieldChange = (field: LoanCalculatorField, next: number | null, info: NumberFieldChangeInfo) => {
    onNumberChange(field, next, info);
    if (LOAN_LIVE_FIELDS.includes(field)) {
      setApplied((prev) => ({
        values: { ...prev.values, [field]: next },
        invalid: { ...prev.invalid, [field]: validity.currentInvalid()[field] },
      }));
    }
  };

  const submit = () => {
    setApplied({ values: formRef.current, invalid: validity.currentInvalid() });
    interact('submit');
  };

  const panels = usePanels(url.syncUrl, interact);
  /** "Infláció + x %" as a nominal rate, from its panel (null: the form's field applies). */
  const [realRate, setRealRate] = useState<number | null>(null);

  // ── Computation (finance-core only) ──────────────────────────────────────────────────────────
  const a = applied.values;
  const mainInput = {
    price: a.price,
    downPayment: a.downPayment,
    annualRate: a.annualRate,
    appreciation: a.appreciation,
    alternativeReturn: panels.open.hozam && realRate !== null ? realRate : a.alternativeReturn,
    years: a.years,
  };
  const main = useCalculation<MainInput, ReturnType<typeof computeMain>>(mainInput, computeMain, invalidMessage);
  const fresh = main.result && !main.stale ? main.result.loan : null;

  const thmInput = {
    loanAmount: fresh?.loanAmount ?? null,
    annualRate: fresh?.input.annualRate ?? null,
    years: fresh?.input.years ?? null,
    disbursementFee: a.disbursementFee,
    valuationFee: a.valuationFee,
    landRegistryFee: a.landRegistryFee,
    otherFees: a.otherFees,
    monthlyFee: a.monthlyFee,
  };
  // Its input comes from the fresh loan and the fees applied on submit.
  const thmCalc = useCalculation<ThmCalcInput, ReturnType<typeof computeThm>>(thmInput, computeThm, invalidMessage);

  const stressInput = {
    loanAmount: fresh?.loanAmount ?? null,
    annualRate: fresh?.input.annualRate ?? null,
    years: fresh?.input.years ?? null,
    fixationYears: a.fixationYears,
    // Empty is "no income" (no JTM); unreadable text stops the panel like any bad field.
    monthlyNetIncome: applied.invalid.monthlyNetIncome !== undefined ? null : (a.monthlyNetIncome ?? undefined),
  };
  const stress = useCalculation<StressCalcInput, ReturnType<typeof computeStress>>(
    stressInput,
    computeStress,
    invalidMessage,
  );

  // ── Messages ─────────────────────────────────────────────────────────────────────────────────
  // Like NumberField, speak up on blur or Enter, not while the user is still typing.
  const quiet = validity.editing !== null;
  const mainRefusal = refusal(main.problem, mainInput);
  const thmRefusal = fresh ? refusal(thmCalc.problem, thmInput) : null;
  const stressRefusal = fresh ? refusal(stress.problem, stressInput) : null;

  let alert: string | null = null;
  if (!quiet && main.problem) {
    if (mainRefusal) alert = mainRefusal.message;
    else {
      const field = main.problem.field as LoanCalculatorField;
      alert = validity.shown[field] ?? (main.result === null ? main.problem.message : null);
    }
  }
  const thmAlert = !quiet && thmRefusal ? thmRefusal.message : null;
  const stressAlert = !quiet && stressRefusal ? stressRefusal.message : null;

  /** finance-core's message on the field it names, while the field still holds the refused value. */
  const fieldError = (field: LoanCalculatorField): string | null => {
    if (quiet) return null;
    for (const p of [mainRefusal, thmRefusal, stressRefusal]) {
      if (p?.field === field && form[field] === a[field]) return p.message;
    }
    return null;
  };

  const pending = LOAN_CALCULATOR_FIELDS.some((f) => !LOAN_LIVE_FIELDS.includes(f) && form[f] !== a[f]);

  // ── Events, URL ──────────────────────────────────────────────────────────────────────────────
  const loan = main.result?.loan ?? null;
  useResultEvent(main, thmCalc, emit);
  useErrorEvent(CALCULATOR, alert, emit);
  useErrorEvent(CALCULATOR, thmAlert, emit);
  useErrorEvent(CALCULATOR, stressAlert, emit);

  const link = useUrlLink(
    { ...toLoanQueryState(a), ...panels.query },
    { ...LOAN_QUERY_DEFAULTS, ...LOAN_PANEL_QUERY_DEFAULTS },
    url,
  );

  // ── Derived view data ────────────────────────────────────────────────────────────────────────
  // The debt brake checks the loan as applied: price, down payment, rate and term of the last result,
  // the fixation and the income as last submitted (an unreadable income counts as none).
  const incomeApplied = applied.invalid.monthlyNetIncome !== undefined ? null : a.monthlyNetIncome;
  const debtBrakeLoan = useMemo(
    () =>
      loan
        ? {
            price: loan.input.price,
            downPayment: loan.input.downPayment,
            annualRate: loan.input.annualRate,
            years: loan.input.years,
            fixationYears: a.fixationYears,
            monthlyNetIncome: incomeApplied,
          }
        : null,
    [loan, a.fixationYears, incomeApplied],
  );
  // The panels work on the applied loan too, with the applied fixation and fees (empty: finance-core's defaults).
  const panelLoan = useMemo(
    () =>
      loan && {
        ...loan.input,
        fixationYears: a.fixationYears,
        disbursementFee: a.disbursementFee,
        valuationFee: a.valuationFee,
        landRegistryFee: a.landRegistryFee,
        otherFees: a.otherFees,
        monthlyFee: a.monthlyFee,
      },
    [loan, a.fixationYears, a.disbursementFee, a.valuationFee, a.landRegistryFee, a.otherFees, a.monthlyFee],
  );
  /** A calculator field drawn in a panel too (the price, the down payment): same value, same messages. */
  const shared = (field: 'price' | 'downPayment') => ({
    calculatorLabel: S.labels[field],
    value: form[field],
    error: fieldError(field),
    onChange: (next: number | null, info: NumberFieldChangeInfo) => onFieldChange(field, next, info),
  });

  const hintId = useId();
  const formContent = (
    <LoanForm
      form={form}
      fieldError={fieldError}
      onFieldChange={onFieldChange}
      glossaryLink={glossaryLink}
      hintId={hintId}
      pending={pending}
    />
  );

  const actions = (
    <>
      <Button type="submit" aria-describedby={hintId}>
        {S.submit}
      </Button>
      <CalculatorShareButton strings={S.share} link={link} onShare={() => interact('share')} />
    </>
  );

  // The charts and the schedule, kept as an element while the computation stays the same: a
  // keystroke in a field re-renders the form, not them (issue 27's keystroke latency). `interact`
  // is stable, so the kept element calls the current one.
  const details = useMemo(
    () =>
      main.result && (
        <LoanDetails result={main.result} glossaryLink={glossaryLink} onExport={() => interact('export_csv')} />
      ),
    [main.result, glossaryLink, interact],
  );

  return (
    <CalculatorLayout
      {...layoutFrame(S, frame)}
      form={formContent}
      formActions={actions}
      onSubmit={submit}
      alert={alert}
      summary={loan && loanSummary(loan)}
    >
      {main.result && loan && (
        <StaleResults stale={main.stale} notice={S.stale} className={resultStyles.column}>
          <LoanHeadline loan={loan} />
          <div className={resultStyles.section}>
            <ThmPanel
              result={thmCalc.result}
              stale={thmCalc.stale && !main.stale}
              alert={thmAlert}
              glossaryLink={glossaryLink}
            />
            <RateResetPanel
              result={stress.result}
              stale={stress.stale && !main.stale}
              alert={stressAlert}
              glossaryLink={glossaryLink}
            />
          </div>

          <div className={resultStyles.section}>
            <DebtBrakePanel
              loan={debtBrakeLoan}
              stale={main.stale}
              income={form.monthlyNetIncome}
              incomeError={fieldError('monthlyNetIncome')}
              onIncomeChange={(next, info) => onFieldChange('monthlyNetIncome', next, info)}
              methodologyHref={methodologyHref}
              onRuleFollow={(id) => interact('rule_link', id)}
            />
            <LazyPanel {...S.panels.subsidies} {...panels.bind('tamogatas')} load={loadSubsidies}>
              {(m) =>
                panelLoan && (
                  <m.SubsidyPanel
                    loan={panelLoan}
                    {...panels.input('tamogatas')}
                    price={shared('price')}
                    ownFunds={shared('downPayment')}
                    interact={interact}
                    glossaryLink={glossaryLink}
                    methodologyHref={methodologyHref}
                  />
                )
              }
            </LazyPanel>
            <LazyPanel {...S.panels.prepayment} {...panels.bind('elotorlesztes')} load={loadPrepayment}>
              {(m) =>
                panelLoan && (
                  <m.PrepaymentPanel
                    loan={panelLoan}
                    {...panels.input('elotorlesztes')}
                    interact={interact}
                    glossaryLink={glossaryLink}
                    methodologyHref={methodologyHref}
                  />
                )
              }
            </LazyPanel>
            <LazyPanel {...S.panels.realReturn} {...panels.bind('hozam')} load={loadRealReturn}>
              {(m) => (
                <m.RealReturnPanel
                  nominal={a.alternativeReturn}
                  {...panels.input('hozam')}
                  onRate={setRealRate}
                  interact={interact}
                />
              )}
            </LazyPanel>
          </div>

          {details}
        </StaleResults>
      )}
    </CalculatorLayout>
  );
}
