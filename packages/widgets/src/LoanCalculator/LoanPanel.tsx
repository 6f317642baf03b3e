import type { ReactNode } from 'react';
import { Card } from '../Card';
import { resultStyles, StaleResults, useSectionHeading } from '../calculator-kit';
import * as styles from './LoanCalculator.css';
import { LOAN_CALCULATOR_STRINGS } from './strings';

export interface LoanPanelProps {
  title: string;
  /** A problem to show above the panel's result. */
  alert: string | null;
  /** The result belongs to an earlier input. */
  stale: boolean;
  /** The panel's result, or null before there is one. */
  children: ReactNode;
  /** What the panel says under its result, with or without one. */
  footer?: ReactNode;
}

/** A result panel beside the headline (THM, rate rise): its own alert, and its result marked while stale. */
export function LoanPanel({ title, alert, stale, children, footer }: LoanPanelProps) {
  const heading = useSectionHeading();
  return (
    <Card title={title} as={heading}>
      <div className={styles.panelBody}>
        {alert && (
          <p role="alert" className={resultStyles.panelAlert}>
            {alert}
          </p>
        )}
        {children != null && (
          <StaleResults stale={stale} notice={LOAN_CALCULATOR_STRINGS.stale} className={styles.panelBody}>
            {children}
          </StaleResults>
        )}
        {footer}
      </div>
    </Card>
  );
}
