/**
 * The monthly schedule's columns and the equity chart's series, shared by the loan's own schedule
 * (LoanDetails) and the schedules of the panels (a subsidised package, prepayments), whose rows carry
 * homeLoan's columns too (finance-core: PlanScheduleRow, PrepaymentScheduleRow).
 */
import { formatPercent, type LoanScheduleRow } from '@penzugy/finance-core';
import { hufColumn, monthToYears } from '../calculator-kit';
import type { TableColumn } from '../Table';
import { LOAN_CALCULATOR_STRINGS } from './strings';

const S = LOAN_CALCULATOR_STRINGS;

/** The seed's columns of the monthly schedule (docs/product.md#home-loan), after the month. */
export const SCHEDULE_COLUMNS: TableColumn<LoanScheduleRow>[] = [
  hufColumn('loanBalance', S.table.loanBalance),
  hufColumn('propertyPrice', S.table.propertyPrice),
  hufColumn('equity', S.table.equity),
  { key: 'cumulativeROE', header: S.table.cumulativeROE, format: (v) => formatPercent(v, 2) },
  { key: 'monthlyROE', header: S.table.monthlyROE, format: (v) => formatPercent(v, 3) },
];

/** The month column, the rows' header. */
export const MONTH_COLUMN: TableColumn<LoanScheduleRow> = { key: 'month', header: S.table.month, rowHeader: true };

/** The equity chart's data: the home's equity and the invested down payment, in years. */
export function equityChart(schedule: readonly LoanScheduleRow[], labels: { equity: string; alternative: string }) {
  return {
    x: schedule.map((r) => monthToYears(r.month)),
    series: [
      { label: labels.equity, values: schedule.map((r) => r.equity) },
      { label: labels.alternative, values: schedule.map((r) => r.alternativeValue) },
    ],
  };
}
