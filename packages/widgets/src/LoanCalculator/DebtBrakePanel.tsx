import {
  debtBrake,
  formatHuf,
  isFinanceInputError,
  LOAN_TO_VALUE_CASES,
  loanToValueTest,
  type DebtBrakeResult,
  type LoanToValueCase,
} from '@penzugy/finance-core';
import { useId, useMemo, useState } from 'react';
import { Card } from '../Card';
import { NumberField, RadioGroup, type NumberFieldChangeInfo } from '../fields';
import {
  resultStyles,
  RuleNotes,
  StaleResults,
  useSectionHeading,
  type MethodologyHrefBuilder,
} from '../calculator-kit';
import { Stat, StatGrid } from '../primitives';
import * as styles from './LoanCalculator.css';
import { LOAN_CALCULATOR_STRINGS } from './strings';

const S = LOAN_CALCULATOR_STRINGS.debtBrake;

/** The applied loan the panel checks (the calculator's price, down payment, rate, term, fixation, income). */
export interface DebtBrakeLoan {
  price: number;
  downPayment: number;
  annualRate: number;
  years: number;
  fixationYears: number | null;
  /** Monthly net income; null when not given (only the HFM can be checked then). */
  monthlyNetIncome: number | null;
}

export interface DebtBrakePanelProps {
  /** The applied loan, or null while the main result is missing. */
  loan: DebtBrakeLoan | null;
  /** The results belong to an earlier input. */
  stale: boolean;
  /** The income as typed (the form's 'Havi nettó jövedelem'; `null` when empty or unreadable). */
  income: number | null;
  /** finance-core's message on the income, while the field holds the refused value. */
  incomeError: string | null;
  onIncomeChange: (next: number | null, info: NumberFieldChangeInfo) => void;
  methodologyHref?: MethodologyHrefBuilder | undefined;
  /** Called with a rule's id when its methodology link is followed (the `rule_link` interaction). */
  onRuleFollow?: ((ruleId: string) => void) | undefined;
}

/**
 * The full MNB debt brake (32/2014. MNB rendelet) for the applied loan: the HFM (loan-to-value, the
 * general limit or the one for a first home or a green loan, chosen here) and the JTM (payment-to-income
 * by fixation and income) with finance-core's `debtBrake` on the rules in force today — whether the loan
 * is allowed, and the largest loan and the smallest down payment that would be. The verdict comes
 * first, then the rules it applied (date, status, methodology link), the explanation folded below
 * (issue 27 item 10). The income is asked right here: without it only the HFM is checked.
 */
export function DebtBrakePanel({
  loan,
  stale,
  income,
  incomeError,
  onIncomeChange,
  methodologyHref,
  onRuleFollow,
}: DebtBrakePanelProps) {
  const heading = useSectionHeading();
  const [ltvCase, setLtvCase] = useState<LoanToValueCase>('standard');
  const name = useId();

  const outcome = useMemo((): { result: DebtBrakeResult } | { problem: string } | null => {
    if (!loan || loan.monthlyNetIncome === null || loan.fixationYears === null) return null;
    try {
      return {
        result: debtBrake({
          price: loan.price,
          downPayment: loan.downPayment,
          annualRate: loan.annualRate,
          years: loan.years,
          fixationYears: loan.fixationYears,
          monthlyNetIncome: loan.monthlyNetIncome,
          loanToValueCase: ltvCase,
        }),
      };
    } catch (e) {
      if (isFinanceInputError(e)) return { problem: e.message };
      throw e;
    }
  }, [loan, ltvCase]);

  // The HFM of each case on today's rules: the options' limits, and the answer without an income.
  // The price and the down payment already passed the same checks in the main calculation, so this
  // cannot refuse them.
  const hfm = useMemo(
    () =>
      loan
        ? LOAN_TO_VALUE_CASES.map((c) =>
            loanToValueTest({ price: loan.price, downPayment: loan.downPayment, loanToValueCase: c }),
          )
        : null,
    [loan],
  );
  const hfmOnly = hfm && !outcome ? hfm[LOAN_TO_VALUE_CASES.indexOf(ltvCase)]! : null;
  const result = outcome && 'result' in outcome ? outcome.result : null;

  return (
    <Card title={S.title} as={heading}>
      <div className={styles.panelBody}>
        {hfm && (
          <RadioGroup
            label={S.caseLegend}
            name={name}
            options={LOAN_TO_VALUE_CASES.map((c, i) => ({
              value: c,
              label: S.caseOption(c, hfm[i]!.loanToValueLimit),
            }))}
            value={ltvCase}
            onChange={(next: LoanToValueCase) => setLtvCase(next)}
            layout="stacked"
          />
        )}
        <NumberField
          name="monthlyNetIncome"
          label={LOAN_CALCULATOR_STRINGS.labels.monthlyNetIncome}
          unit="Ft"
          value={income}
          required={false}
          onChange={onIncomeChange}
          error={incomeError}
          hint={S.incomeHint}
        />
        {outcome && 'problem' in outcome && (
          <p role="alert" className={resultStyles.panelAlert}>
            {outcome.problem}
          </p>
        )}
        {hfmOnly && (
          <>
            <p className={resultStyles.answer} data-debt-brake="hfm-only">
              {S.hfmOnly(hfmOnly.loanToValueLimit, hfmOnly.maxLoanByLoanToValue, hfmOnly.loanToValueOk)}
            </p>
            <RuleNotes rules={[hfmOnly.loanToValueRule]} methodologyHref={methodologyHref} onFollow={onRuleFollow} />
          </>
        )}
        {result && (
          <StaleResults stale={stale} notice={LOAN_CALCULATOR_STRINGS.stale} className={styles.panelBody}>
            <p className={resultStyles.answer} data-debt-brake={result.allowed ? 'allowed' : 'not-allowed'}>
              <strong>{result.allowed ? S.allowed : S.notAllowed}</strong>
            </p>
            {result.messages.map((m) => (
              <p key={m} className={resultStyles.note}>
                {m}
              </p>
            ))}
            <StatGrid label={S.label}>
              <Stat label={S.hfm} value={S.ofLimit(result.loanToValue, result.loanToValueLimit)} />
              <Stat
                label={S.jtm}
                value={S.ofLimit(result.paymentToIncomePercent / 100, result.paymentToIncomeLimitPercent / 100)}
              />
              <Stat label={S.maxLoan} value={formatHuf(result.maxLoan)} hint={S.binding(result.binding)} />
              <Stat label={S.minDownPayment} value={formatHuf(result.minDownPayment)} />
            </StatGrid>
            <p className={resultStyles.note}>{S.fixation(result.fixedToEnd, result.input.fixationYears)}</p>
            <RuleNotes rules={result.rules} methodologyHref={methodologyHref} onFollow={onRuleFollow} />
          </StaleResults>
        )}
        <details className={styles.details}>
          <summary className={styles.detailsSummary}>{S.explanationTitle}</summary>
          <p className={resultStyles.note}>{S.explanation}</p>
        </details>
      </div>
    </Card>
  );
}
