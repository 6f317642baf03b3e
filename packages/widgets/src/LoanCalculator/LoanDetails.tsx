import type { HomeLoanResult, LoanScheduleRow, LoanSensitivity } from '@penzugy/finance-core';
import { useMemo } from 'react';
import {
  resultStyles,
  formatYearsAxis,
  GlossaryLink,
  SensitivitySection,
  type GlossaryLinkBuilder,
} from '../calculator-kit';
import { SensitivityLineChart, WealthComparisonChart } from '../charts';
import { Table, type TableColumn } from '../Table';
import { equityChart, MONTH_COLUMN, SCHEDULE_COLUMNS as SEED_COLUMNS } from './schedule-view';
import { loanSweepSeries } from './sensitivity-series';
import { LOAN_CALCULATOR_STRINGS } from './strings';

const S = LOAN_CALCULATOR_STRINGS;

/** The three sweeps (appreciation, down payment, term), in the order they are shown. */
const SWEEP_KEYS = ['appreciation', 'downPayment', 'term'] as const;

const SCHEDULE_COLUMNS: TableColumn<LoanScheduleRow>[] = [MONTH_COLUMN, ...SEED_COLUMNS];

export interface LoanDetailsProps {
  /** finance-core's loan and its sensitivity sweeps, as the calculator computed them. */
  result: { loan: HomeLoanResult; sensitivity: LoanSensitivity };
  glossaryLink?: GlossaryLinkBuilder | undefined;
  onExport: () => void;
}

/** Below the headline panels: equity against the alternative over time, the three sweeps and the schedule with ROE. */
export function LoanDetails({ result, glossaryLink, onExport }: LoanDetailsProps) {
  const loan = result.loan;
  const chart = useMemo(() => equityChart(loan.schedule, S.chart), [loan]);
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
        <p className={resultStyles.note}>{S.chart.note}</p>
      </div>

      <SensitivitySection
        strings={S.sensitivity}
        sweeps={SWEEP_KEYS}
        chart={(key, labels) => (
          <SensitivityLineChart {...labels} points={sweeps[key].points} baseX={sweeps[key].baseX} />
        )}
      />

      <div className={resultStyles.section}>
        <p className={resultStyles.note}>
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
