import { ANNUAL_RETURN_CONVENTIONS, formatNumber, formatPercent } from '@penzugy/finance-core';
import type { ReactNode } from 'react';
import { useSectionHeading } from '../calculator-kit';
import { Card } from '../Card';
import { Box } from '../layout';
import { FormulaTerm } from './FormulaTerm';
import * as styles from './PortfolioOptimizer.css';
import { PORTFOLIO_STRINGS as T } from './strings';
import type { PortfolioRequest, PortfolioResponse } from './types';

/**
 * The conventions a user needs to read the numbers (issue 16): the metrics are in-sample and daily
 * rebalanced; both annual returns, labelled with their formulas (the compounded one is the
 * "Éves hozam" metric, the arithmetic one is what Sharpe and Treynor use); the gross exposure; and the
 * buy-and-hold portfolio of the same weights beside the rebalanced one.
 */
export function Conventions({ payload, response }: { payload: PortfolioRequest; response: PortfolioResponse }) {
  const sectionHeading = useSectionHeading();
  const C = T.conventions;
  const pct = (v: number | null | undefined) => (v === null || v === undefined ? T.notAvailable : formatPercent(v, 2));
  const rows: { key: string; term: ReactNode; value: string; note: string }[] = [];
  if (response.annualReturns) {
    const { compounded, arithmetic } = ANNUAL_RETURN_CONVENTIONS;
    rows.push({
      key: 'compounded',
      term: <FormulaTerm name={C.compounded} formula={compounded.formula} description={compounded.description} />,
      value: pct(response.annualReturns.compounded),
      note: C.compoundedNote,
    });
    rows.push({
      key: 'arithmetic',
      term: <FormulaTerm name={C.arithmetic} formula={arithmetic.formula} description={arithmetic.description} />,
      value: pct(response.annualReturns.arithmetic),
      note: C.arithmeticNote,
    });
  }
  if (response.grossExposure !== undefined) {
    rows.push({
      key: 'gross',
      term: C.grossExposure,
      value: C.times(formatNumber(response.grossExposure, 2)),
      note: C.grossExposureNote(payload.shorting),
    });
  }
  if (response.buyAndHold) {
    rows.push({
      key: 'buyAndHold',
      term: C.buyAndHold,
      value: pct(response.buyAndHold.metrics.cumulative_return),
      note: C.buyAndHoldNote(pct(response.metrics.cumulative_return)),
    });
  }
  return (
    <Card as={sectionHeading} title={C.title}>
      <p className={styles.info}>{C.inSample}</p>
      <p className={styles.info}>{C.preTax}</p>
      {rows.length > 0 && (
        <dl className={styles.conventions}>
          {rows.map((r) => (
            <Box key={r.key} className={styles.conventionRow} data-convention={r.key}>
              <dt>{r.term}</dt>
              <dd className={styles.conventionValue}>
                <strong>{r.value}</strong> <span className={styles.metricNote}>{r.note}</span>
              </dd>
            </Box>
          ))}
        </dl>
      )}
    </Card>
  );
}
