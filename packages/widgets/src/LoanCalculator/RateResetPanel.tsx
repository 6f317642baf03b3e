import type { RateResetResult, RateResetScenario } from '@penzugy/finance-core';
import { useMemo } from 'react';
import { Table, type TableColumn } from '../Table';
import { GlossaryLink, resultStyles, type GlossaryLinkBuilder } from '../calculator-kit';
import { LoanPanel } from './LoanPanel';
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
    <LoanPanel title={S.title} alert={alert} stale={stale}>
      {result && (
        <>
          {result.fixedToEnd ? (
            <p className={resultStyles.note}>{result.note}</p>
          ) : (
            <>
              <p className={resultStyles.note}>{S.intro(result.input.fixationYears, result.balanceAtReset)}</p>
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
            <p className={resultStyles.note}>
              <GlossaryLink term={LOAN_CALCULATOR_STRINGS.glossaryTerms.jtm} glossaryLink={glossaryLink}>
                {S.jtmGlossaryTerm}
              </GlossaryLink>
              {S.jtmBefore(result.jtmBeforePercent)}
            </p>
          )}
        </>
      )}
    </LoanPanel>
  );
}
