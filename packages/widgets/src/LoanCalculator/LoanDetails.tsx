import {
  formatHuf,
  formatPercent,
  type HomeLoanResult,
  type LoanScheduleRow,
  type LoanSensitivity,
} from '@penzugy/finance-core';
import { useMemo } from 'react';
import {
  resultStyles,
  formatYearsAxis,
  GlossaryLink,
  monthToYears,
  sectionHeadingFor,
  type GlossaryLinkBuilder,
} from '../calculator-kit';
import { SensitivityLineChart, WealthComparisonChart } from '../charts';
import { Table, type TableColumn } from '../Table';
import * as styles from './LoanCalculator.css';
import { loanSweepSeries } from './sensitivity-series';
import { LOAN_CALCULATOR_STRINGS } from './strings';

const S = LOAN_CALCULATOR_STRINGS;

/** The three sweeps (appreciation, down payment, term), in the order they are shown. */
const SWEEP_KEYS = ['appreciation', 'downPayment', 'term'] as const;

const SCHEDULE_COLUMNS: TableColumn<LoanScheduleRow>[] = [
  { key: 'month', header: S.table.month, rowHeader: true },
  {
    key: 'loanBalance',
    header: S.table.loanBalance,
    format: (v) => formatHuf(v),
    csv: (r) => Math.round(r.loanBalance),
  },
  {
    key: 'propertyPrice',
    header: S.table.propertyPrice,
    format: (v) => formatHuf(v),
    csv: (r) => Math.round(r.propertyPrice),
  },
  { key: 'equity', header: S.table.equity, format: (v) => formatHuf(v), csv: (r) => Math.round(r.equity) },
  { key: 'cumulativeROE', header: S.table.cumulativeROE, format: (v) => formatPercent(v, 2) },
  { key: 'monthlyROE', header: S.table.monthlyROE, format: (v) => formatPercent(v, 3) },
];

export interface LoanDetailsProps {
  /** finance-core's loan and its sensitivity sweeps, as the calculator computed them. */
  result: { loan: HomeLoanResult; sensitivity: LoanSensitivity };
  glossaryLink?: GlossaryLinkBuilder | undefined;
  headingLevel?: 'h1' | 'h2' | undefined;
  onExport: () => void;
}

/** Below the headline panels: equity against the alternative over time, the three sweeps and the schedule with ROE. */
export function LoanDetails({ result, glossaryLink, headingLevel, onExport }: LoanDetailsProps) {
  const SectionHeading = sectionHeadingFor(headingLevel);
  const loan = result.loan;
  const chart = useMemo(() => {
    return {
      x: loan.schedule.map((r) => monthToYears(r.month)),
      series: [
        { label: S.chart.equity, values: loan.schedule.map((r) => r.equity) },
        { label: S.chart.alternative, values: loan.schedule.map((r) => r.alternativeValue) },
      ],
    };
  }, [loan]);
  const sweeps = useMemo(() => loanSweepSeries(result.sensitivity, result.loan.input), [result]);
  return (
    <>
      <div className={resultStyles.section}>
        <WealthComparisonChart
          title={S.chart.title}
          x={chart.x}
          series={chart.series}
          xLabel={S.chart.xLabel}
          formatX={formatYearsAxis}
        />
        <p className={styles.note}>{S.chart.note}</p>
      </div>

      <div className={resultStyles.section}>
        <SectionHeading className={resultStyles.sectionTitle}>{S.sensitivity.heading}</SectionHeading>
        <p className={styles.note}>{S.sensitivity.intro}</p>
        <div className={resultStyles.sideBySide}>
          {SWEEP_KEYS.map((key) => (
            <SensitivityLineChart
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

      <div className={resultStyles.section}>
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
          onExport={onExport}
        />
      </div>
    </>
  );
}
