import type { ThmResult } from '@penzugy/finance-core';
import { formatHuf, formatPercentPoints } from '@penzugy/finance-core';
import { Stat, StatGrid } from '../primitives';
import { GlossaryLink, resultStyles, type GlossaryLinkBuilder } from '../calculator-kit';
import { LoanPanel } from './LoanPanel';
import { LOAN_CALCULATOR_STRINGS } from './strings';

const S = LOAN_CALCULATOR_STRINGS.thm;

/** THM shown as lenders show it: two decimals (finance-core rounds half up to them). */
const THM_DECIMALS = 2;

export interface ThmPanelProps {
  /** finance-core's thm() for the applied input, or null before the first result. */
  result: ThmResult | null;
  /** The result belongs to an earlier input. */
  stale: boolean;
  /** A problem to show (e.g. the fees exceed the loan). */
  alert: string | null;
  glossaryLink?: GlossaryLinkBuilder | undefined;
}

/** The THM (Hungarian APR) of the loan with the fees entered in the form. */
export function ThmPanel({ result, stale, alert, glossaryLink }: ThmPanelProps) {
  return (
    <LoanPanel title={S.title} alert={alert} stale={stale} footer={<p className={resultStyles.note}>{S.note}</p>}>
      {result && (
        <>
          <StatGrid label={S.title}>
            <Stat
              label={S.thm}
              value={formatPercentPoints(result.thm, THM_DECIMALS)}
              hint={
                glossaryLink ? (
                  <GlossaryLink term={LOAN_CALCULATOR_STRINGS.glossaryTerms.thm} glossaryLink={glossaryLink}>
                    {S.glossary}
                  </GlossaryLink>
                ) : undefined
              }
            />
            <Stat label={S.totalCost} value={formatHuf(result.totalCost)} />
            <Stat label={S.totalPayable} value={formatHuf(result.totalPayable)} />
          </StatGrid>
          <p className={resultStyles.note}>{S.monthlyOutflow(result.monthlyOutflow)}</p>
        </>
      )}
    </LoanPanel>
  );
}
