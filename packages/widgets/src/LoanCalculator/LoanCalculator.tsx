import {
  formatHuf,
  formatPercent,
  homeLoan,
  LOAN_LABELS,
  loanSensitivity,
  rateResetStress,
  thm,
  type LoanField,
  type LoanScheduleRow,
} from '@penzugy/finance-core';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import {
  CalculatorLayout,
  useCalculatorForm,
  FieldGroup,
  readUrlState,
  shareUrl,
  Stat,
  StatGrid,
  useCalculation,
  useUrlSync,
  type CalculationProblem,
  type CalculatorEvent,
  type CalculatorBaseProps,
  sectionHeadingFor,
} from '../calculator-kit';
import { SensitivityChart, WealthComparisonChart } from '../charts';
import { NumberField, type NumberFieldChangeInfo } from '../NumberField';
import { Table, type TableColumn } from '../Table';
import {
  LOAN_CALCULATOR_DEFAULTS,
  LOAN_CALCULATOR_FIELDS,
  LOAN_FEE_FIELDS,
  LOAN_FIELD_UNITS,
  LOAN_LIVE_FIELDS,
  LOAN_MAIN_FIELDS,
  LOAN_OPTIONAL_FIELDS,
  LOAN_STRESS_FIELDS,
  type LoanCalculatorField,
  type LoanCalculatorValue,
} from './constants';
import { GlossaryLink, type GlossaryLinkBuilder } from '../calculator-kit/GlossaryLink';
import * as styles from './LoanCalculator.css';
import { fromLoanQueryState, LOAN_QUERY_DEFAULTS, toLoanQueryState } from './query';
import { DebtBrakePanel } from './DebtBrakePanel';
import { RateResetPanel } from './RateResetPanel';
import { loanSweepSeries } from './sensitivity-series';
import { ShareLinkButton } from '../calculator-kit/ShareLinkButton';
import { StaleResults } from '../calculator-kit/StaleResults';
import { LOAN_CALCULATOR_STRINGS as S } from './strings';
import { ThmPanel } from './ThmPanel';
import { formatYearsAxis, monthToYears } from '../calculator-kit/time-axis';

export interface LoanCalculatorProps extends CalculatorBaseProps<LoanCalculatorValue> {
  /** Builds glossary links for 'Önerő', 'THM', 'ROE' and 'JTM' (the site passes `/dictionary/…`); without it they are plain text. */
  glossaryLink?: GlossaryLinkBuilder | undefined;
}

type MainInput = Record<(typeof LOAN_MAIN_FIELDS)[number], number>;
type ThmCalcInput = Record<(typeof LOAN_FEE_FIELDS)[number], number> & { loanAmount: number; annualRate: number; years: number };
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

const CALCULATOR = 'home-loan';

/** The three sweeps of docs/product.md#home-loan, in the order they are shown. */
const SWEEP_KEYS = ['appreciation', 'downPayment', 'term'] as const;

// Module functions, so useCalculation sees the same compute on every render.
const computeMain = (input: MainInput) => ({ loan: homeLoan(input), sensitivity: loanSensitivity(input) });
const computeThm = (input: ThmCalcInput) => thm(input);
const computeStress = (input: StressCalcInput) => rateResetStress(input);
const invalidMessage = (field: string) => S.invalidField(LOAN_LABELS[field as LoanField] ?? field);

/** A problem finance-core raised (a value it refused), as opposed to a field that is not a number. */
function refusal(problem: CalculationProblem | null, input: Record<string, unknown>): CalculationProblem | null {
  if (!problem) return null;
  return problem.field !== null && input[problem.field] === null ? null : problem;
}

const SCHEDULE_COLUMNS: TableColumn<LoanScheduleRow>[] = [
  { key: 'month', header: S.table.month, rowHeader: true },
  { key: 'loanBalance', header: S.table.loanBalance, format: (v) => formatHuf(v), csv: (r) => Math.round(r.loanBalance) },
  { key: 'propertyPrice', header: S.table.propertyPrice, format: (v) => formatHuf(v), csv: (r) => Math.round(r.propertyPrice) },
  { key: 'equity', header: S.table.equity, format: (v) => formatHuf(v), csv: (r) => Math.round(r.equity) },
  { key: 'cumulativeROE', header: S.table.cumulativeROE, format: (v) => formatPercent(v, 2) },
  { key: 'monthlyROE', header: S.table.monthlyROE, format: (v) => formatPercent(v, 3) },
];

/**
 * Home-loan calculator (docs/product.md#home-loan 'Lakáshitel kalkulátor'): the monthly payment, equity against
 * investing the down payment, the 360-month schedule with ROE, the three sensitivity sweeps of docs/product.md#home-loan,
 * the THM with fees and a rate-reset stress test. Every figure comes from finance-core.
 *
 * Update rule (docs/product.md#home-loan): results are computed on load, on 'Számítás', and at once when the price or
 * the down payment changes; the other fields wait for the button, which the form says next to it.
 */
export function LoanCalculator({
  value,
  defaultValue,
  onChange,
  syncUrl = false,
  shareBaseUrl,
  onEvent,
  glossaryLink,
  headingLevel,
  className,
}: LoanCalculatorProps) {
  const SectionHeading = sectionHeadingFor(headingLevel);
  const { form, formRef, onNumberChange, validity, emit, externalValue } = useCalculatorForm<LoanCalculatorValue, LoanCalculatorField>({
    value,
    defaultValue,
    onChange,
    defaults: LOAN_CALCULATOR_DEFAULTS,
    fromUrl: () => fromLoanQueryState(readUrlState(LOAN_QUERY_DEFAULTS, syncUrl)),
    onEvent,
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
    emit({ type: 'calculator_interaction', calculator: CALCULATOR, action: 'submit' });
  };

  // ── Computation (finance-core only) ──────────────────────────────────────────────────────────
  const a = applied.values;
  const mainInput = { price: a.price, downPayment: a.downPayment, annualRate: a.annualRate, appreciation: a.appreciation, alternativeReturn: a.alternativeReturn, years: a.years };
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
  const thmCalc = useCalculation<ThmCalcInput, ReturnType<typeof computeThm>>(thmInput, computeThm, invalidMessage);

  const stressInput = {
    loanAmount: fresh?.loanAmount ?? null,
    annualRate: fresh?.input.annualRate ?? null,
    years: fresh?.input.years ?? null,
    fixationYears: a.fixationYears,
    // Empty is "no income" (no JTM); unreadable text stops the panel like any bad field.
    monthlyNetIncome: applied.invalid.monthlyNetIncome !== undefined ? null : (a.monthlyNetIncome ?? undefined),
  };
  const stress = useCalculation<StressCalcInput, ReturnType<typeof computeStress>>(stressInput, computeStress, invalidMessage);

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
  useEffect(() => {
    if (!main.result || main.stale) return;
    const { loan: l } = main.result;
    emit({
      type: 'result',
      calculator: CALCULATOR,
      summary: {
        monthlyPayment: l.monthlyPayment,
        loanAmount: l.loanAmount,
        totalInterest: l.totalInterest,
        finalEquity: l.summary.finalEquity,
        finalAlternativeValue: l.summary.finalAlternativeValue,
        difference: l.summary.difference,
        better: l.summary.better,
        thm: thmCalc.result && !thmCalc.stale ? thmCalc.result.thm : null,
      },
    });
  }, [main.result, main.stale, thmCalc.result, thmCalc.stale, emit]);
  useErrorEvent(alert, emit);
  useErrorEvent(thmAlert, emit);
  useErrorEvent(stressAlert, emit);

  const queryState = toLoanQueryState(a);
  useUrlSync(queryState, LOAN_QUERY_DEFAULTS, syncUrl);

  // ── Derived view data ────────────────────────────────────────────────────────────────────────
  const chart = useMemo(() => {
    if (!loan) return null;
    return {
      x: loan.schedule.map((r) => monthToYears(r.month)),
      series: [
        { label: S.chart.equity, values: loan.schedule.map((r) => r.equity) },
        { label: S.chart.alternative, values: loan.schedule.map((r) => r.alternativeValue) },
      ],
    };
  }, [loan]);
  const sweeps = useMemo(() => (main.result ? loanSweepSeries(main.result.sensitivity, main.result.loan.input) : null), [main.result]);
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

  const hintId = useId();
  const field = (f: LoanCalculatorField, hint?: ReactNode) => (
    <NumberField
      key={f}
      name={f}
      label={S.labels[f]}
      unit={LOAN_FIELD_UNITS[f]}
      value={form[f]}
      required={!LOAN_OPTIONAL_FIELDS.includes(f)}
      onChange={(v, info) => onFieldChange(f, v, info)}
      error={fieldError(f)}
      hint={hint}
    />
  );

  const formContent = (
    <>
      <FieldGroup legend={S.groups.loan}>
        {LOAN_MAIN_FIELDS.map((f) =>
          field(
            f,
            f === 'downPayment' && glossaryLink ? (
              <GlossaryLink term={S.glossaryTerms.downPayment} glossaryLink={glossaryLink}>
                {S.hints.downPaymentGlossary}
              </GlossaryLink>
            ) : undefined,
          ),
        )}
      </FieldGroup>
      <FieldGroup legend={S.groups.fees}>{LOAN_FEE_FIELDS.map((f) => field(f))}</FieldGroup>
      <FieldGroup legend={S.groups.stress}>
        {LOAN_STRESS_FIELDS.map((f) => field(f, S.hints[f]))}
      </FieldGroup>
      <p id={hintId} className={styles.note}>
        {S.liveHint}
      </p>
      {pending && <p className={styles.pending}>{S.pending}</p>}
    </>
  );

  const actions = (
    <>
      <Button type="submit" aria-describedby={hintId}>
        {S.submit}
      </Button>
      <ShareLinkButton
        label={S.share.button}
        copiedMessage={S.share.copied}
        failedMessage={S.share.failed}
        getUrl={() => shareUrl(queryState, LOAN_QUERY_DEFAULTS, shareBaseUrl)}
        onShare={() => emit({ type: 'calculator_interaction', calculator: CALCULATOR, action: 'share' })}
      />
    </>
  );

  return (
    <CalculatorLayout
      headingLevel={headingLevel}
      title={S.title}
      description={S.description}
      form={formContent}
      formActions={actions}
      onSubmit={submit}
      alert={alert}
      // Not the kit's `stale`: its opacity fails colour contrast; StaleResults says it in words instead.
      className={className}
    >
      {loan && sweeps && chart && (
        <StaleResults stale={main.stale} notice={S.stale} className={styles.results}>
          <div className={styles.section}>
            <StatGrid label={S.headline.label}>
              <Stat label={S.headline.monthlyPayment} value={formatHuf(loan.monthlyPayment)} />
              <Stat label={S.headline.loanAmount} value={formatHuf(loan.loanAmount)} />
              <Stat label={S.headline.totalInterest} value={formatHuf(loan.totalInterest)} hint={S.headline.totalInterestHint(loan.input.years)} />
            </StatGrid>
            <p className={styles.verdict}>{S.headline.verdict(loan.summary.better, loan.summary.difference)}</p>
          </div>

          <div className={styles.section}>
            <ThmPanel result={thmCalc.result} stale={thmCalc.stale && !main.stale} alert={thmAlert} glossaryLink={glossaryLink} />
            <RateResetPanel result={stress.result} stale={stress.stale && !main.stale} alert={stressAlert} glossaryLink={glossaryLink} />
          </div>

          <div className={styles.section}>
            <DebtBrakePanel loan={debtBrakeLoan} stale={main.stale} />
          </div>

          <div className={styles.section}>
            <WealthComparisonChart
              title={S.chart.title}
              x={chart.x}
              series={chart.series}
              xLabel={S.chart.xLabel}
              formatX={formatYearsAxis}
            />
            <p className={styles.note}>{S.chart.note}</p>
          </div>

          <div className={styles.section}>
            <SectionHeading className={styles.sectionTitle}>{S.sensitivity.heading}</SectionHeading>
            <p className={styles.note}>{S.sensitivity.intro}</p>
            <div className={styles.pair}>
              {SWEEP_KEYS.map((key) => (
                <SensitivityChart
                  key={key}
                  title={S.sensitivity[key].title}
                  xLabel={S.sensitivity[key].xLabel}
                  valueLabel={S.sensitivity.valueLabel}
                  points={sweeps[key].points}
                  baseX={sweeps[key].baseX}
                />
              ))}
            </div>
          </div>

          <div className={styles.section}>
            <p className={styles.note}>
              {S.table.roeNote.before}
              <GlossaryLink term={S.glossaryTerms.roe} glossaryLink={glossaryLink}>
                {S.table.roeNote.term}
              </GlossaryLink>
              {S.table.roeNote.after}
            </p>
            <Table
              caption={S.table.caption}
              columns={SCHEDULE_COLUMNS}
              rows={loan.schedule}
              getRowKey={(r) => r.month}
              onExport={() => emit({ type: 'calculator_interaction', calculator: CALCULATOR, action: 'export_csv' })}
            />
          </div>
        </StaleResults>
      )}
    </CalculatorLayout>
  );
}

/** Emits an 'error' event each time a new message appears. */
function useErrorEvent(message: string | null, emit: (event: CalculatorEvent) => void) {
  useEffect(() => {
    if (message) emit({ type: 'error', calculator: CALCULATOR, message });
  }, [message, emit]);
}
