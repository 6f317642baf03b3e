import { formatHuf, type HomeLoanResult } from '@penzugy/finance-core';
import { Stat, StatGrid } from '../primitives';
import { resultStyles } from '../calculator-kit';
import { LOAN_CALCULATOR_STRINGS as S } from './strings';

/** The headline in one line, for the layout's summary bar: 'Havi törlesztő: 187 432 Ft'. */
export const loanSummary = (loan: HomeLoanResult) => `${S.headline.monthlyPayment}: ${formatHuf(loan.monthlyPayment)}`;

/** The monthly payment, the loan, the total interest and the verdict against investing the down payment. */
export function LoanHeadline({ loan }: { loan: HomeLoanResult }) {
  return (
    <div className={resultStyles.section}>
      <StatGrid label={S.headline.label}>
        <Stat label={S.headline.monthlyPayment} value={formatHuf(loan.monthlyPayment)} />
        <Stat label={S.headline.loanAmount} value={formatHuf(loan.loanAmount)} />
        <Stat
          label={S.headline.totalInterest}
          value={formatHuf(loan.totalInterest)}
          hint={S.headline.totalInterestHint(loan.input.years)}
        />
      </StatGrid>
      <p className={resultStyles.answer}>{S.headline.verdict(loan.summary.better, loan.summary.difference)}</p>
    </div>
  );
}
