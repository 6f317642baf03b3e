import type { RateResetResult, RateResetScenario } from '@penzugy/finance-core';
import { useSectionHeading } from '../calculator-kit';
import { useMemo } from 'react';
import { Card } from '../Card';
import { Table, type TableColumn } from '../Table';
import { GlossaryLink, type GlossaryLinkBuilder } from '../calculator-kit';
import * as styles from './LoanCalculator.css';
import { StaleResults } from '../calculator-kit';
import { LOAN_CALCULATOR_STRINGS } from './strings';

const S = LOAN_CALCULATOR_STRINGS.stress;

export interface RateResetPanelProps {
  /** finance-core's rateResetStress() for the applied input, or null before the first result. */
  result: RateResetResult | null;
  /** The result belongs to an earlier input. */
  stale: boolean;
  /** A problem to show (e.g. a fixation that is not a whole number of years). */
  alert: string | null;
  glossaryLink?: GlossaryLinkBuilder | undefined;
}

/** The instalment after the fixation period at +1/+2/+4 points, with the JTM when an income is given. */
export function RateResetPanel({ result, stale, alert, glossaryLink }: RateResetPanelProps) {
  const heading = useSectionHeading();
  const withIncome = result?.input.monthlyNetIncome != null;
  const columns = useMemo<TableColumn<RateResetScenario>[]>(() => {
    const cols: TableColumn<RateResetScenario>[] = [
      { key: 'shock', header: S.shock, rowHeader: true, align: 'start', format: (v) => S.shockValue(v) },
      { key: 'newRate', header: S.newRate, format: (v) => S.rate(v) },
      { key: 'newPayment', header: S.newPayment, format: (v) => S.formatHuf(v) },
      { key: 'change', header: S.change, format: (v) => S.signedHuf(v) },
      { key: 'changePercent', header: S.changePercent, format: (v) => S.signedPercent(v) },
    ];
    if (withIncome) cols.push({ key: 'jtmAfterPercent', header: S.jtm, format: (v) => S.jtmValue(v) });
    return cols;
  }, [withIncome]);

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
            {result.fixedToEnd ? (
              <p className={styles.note}>{result.note}</p>
            ) : (
              <>
                <p className={styles.note}>{S.intro(result.input.fixationYears, result.balanceAtReset)}</p>
                <Table
                  caption={S.caption}
                  captionHidden
                  columns={columns}
                  rows={result.scenarios}
                  pageSize={0}
                  exportable={false}
                  getRowKey={(r) => r.shock}
                />
              </>
            )}
            {result.jtmBeforePercent !== null && (
              <p className={styles.note}>
                <GlossaryLink term={LOAN_CALCULATOR_STRINGS.glossaryTerms.jtm} glossaryLink={glossaryLink}>
                  {S.jtmGlossaryTerm}
                </GlossaryLink>
                {S.jtmBefore(result.jtmBeforePercent)}
              </p>
            )}
          </StaleResults>
        )}
      </div>
    </Card>
  );
}
