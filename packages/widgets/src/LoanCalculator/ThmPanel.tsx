import type { ThmResult } from '@penzugy/finance-core';
import { formatHuf, formatPercentPoints } from '@penzugy/finance-core';
import { Card } from '../Card';
import { useSectionHeading } from '../calculator-kit';
import { Stat, StatGrid } from '../primitives';
import { GlossaryLink, type GlossaryLinkBuilder } from '../calculator-kit';
import * as styles from './LoanCalculator.css';
import { StaleResults } from '../calculator-kit';
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
  const heading = useSectionHeading();
  return (
    <Card title={S.title} as={heading}>
      <div className={styles.panelBody}>
        {alert && (
          <p role="alert" className={styles.panelAlert}>
            {alert}
          </p>
        )}
        {result && (
          <StaleResults stale={stale} notice={LOAN_CALCULATOR_STRINGS.stale} className={styles.panelBody}>
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
            <p className={styles.note}>{S.monthlyOutflow(result.monthlyOutflow)}</p>
          </StaleResults>
        )}
        <p className={styles.note}>{S.note}</p>
      </div>
    </Card>
  );
}
