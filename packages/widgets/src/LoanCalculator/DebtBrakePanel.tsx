import {
  debtBrake,
  formatHuf,
  isFinanceInputError,
  LOAN_TO_VALUE_CASE_OPTIONS,
  loanToValueTest,
  type DebtBrakeResult,
  type LoanToValueCase,
} from '@penzugy/finance-core';
import { useId, useMemo, useState } from 'react';
import { Card } from '../Card';
import { RadioGroup } from '../fields';
import { resultStyles, StaleResults, useSectionHeading } from '../calculator-kit';
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
}

/**
 * The full MNB debt brake (32/2014. MNB rendelet) for the applied loan: the HFM (loan-to-value, 80 %,
 * 90 % for a first home or a green loan, chosen here) and the JTM (payment-to-income by fixation and
 * income) with finance-core's `debtBrake` — whether the loan is allowed, and the largest loan and the
 * smallest down payment that would be. Without an income only the HFM is checked, and the panel asks
 * for the income.
 */
export function DebtBrakePanel({ loan, stale }: DebtBrakePanelProps) {
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

  // Without an income: the HFM alone, by the very rule debtBrake applies. The price and the down
  // payment already passed the same checks in the main calculation, so this cannot refuse them.
  const hfmOnly = useMemo(
    () =>
      loan && !outcome
        ? loanToValueTest({ price: loan.price, downPayment: loan.downPayment, loanToValueCase: ltvCase })
        : null,
    [loan, outcome, ltvCase],
  );

  return (
    <Card title={S.title} as={heading}>
      <div className={styles.panelBody}>
        <p className={resultStyles.note}>{S.rule}</p>
        <RadioGroup
          label={S.caseLegend}
          name={name}
          options={LOAN_TO_VALUE_CASE_OPTIONS}
          value={ltvCase}
          onChange={(next: LoanToValueCase) => setLtvCase(next)}
          layout="stacked"
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
            <p className={resultStyles.note}>{S.needIncome}</p>
          </>
        )}
        {outcome && 'result' in outcome && (
          <StaleResults stale={stale} notice={LOAN_CALCULATOR_STRINGS.stale} className={styles.panelBody}>
            <p className={resultStyles.answer} data-debt-brake={outcome.result.allowed ? 'allowed' : 'not-allowed'}>
              <strong>{outcome.result.allowed ? S.allowed : S.notAllowed}</strong>
            </p>
            {outcome.result.messages.map((m) => (
              <p key={m} className={resultStyles.note}>
                {m}
              </p>
            ))}
            <StatGrid label={S.label}>
              <Stat label={S.hfm} value={S.ofLimit(outcome.result.loanToValue, outcome.result.loanToValueLimit)} />
              <Stat
                label={S.jtm}
                value={S.ofLimit(
                  outcome.result.paymentToIncomePercent / 100,
                  outcome.result.paymentToIncomeLimitPercent / 100,
                )}
              />
              <Stat
                label={S.maxLoan}
                value={formatHuf(outcome.result.maxLoan)}
                hint={S.binding(outcome.result.binding)}
              />
              <Stat label={S.minDownPayment} value={formatHuf(outcome.result.minDownPayment)} />
            </StatGrid>
            <p className={resultStyles.note}>
              {S.fixation(outcome.result.fixedToEnd, outcome.result.input.fixationYears)}
            </p>
          </StaleResults>
        )}
      </div>
    </Card>
  );
}
