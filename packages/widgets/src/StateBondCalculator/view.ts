/**
 * What the results show, read from compareSavings' result: the chart's series in the chosen terms and the
 * year-by-year table, whose rows are the result's own CSV rows (the download is exactly `csvRows`).
 */
import { formatDate, formatNumber, type SavingsComparisonResult } from '@penzugy/finance-core';
import { hufColumn } from '../calculator-kit';
import type { TableColumn } from '../Table';
import type { StateBondView } from './constants';
import { STATE_BOND_CALCULATOR_STRINGS as S } from './strings';

/** The chart: one line per option, what a sale on each anniversary would leave after tax. */
export function chartSeries(result: SavingsComparisonResult, view: StateBondView) {
  const first = result.options[0]!;
  return {
    x: first.rows.map((r) => r.year),
    series: result.options.map((o) => ({
      label: o.short,
      values: o.rows.map((r) => (view === 'real' ? r.real : r.net)),
    })),
  };
}

/** One row of the table: an option's year, with its CSV cells. */
export interface StateBondTableRow {
  key: string;
  year: number;
  date: string;
  option: string;
  gross: number;
  tax: number;
  net: number;
  real: number;
  priceIndex: number;
  /** The row of the result's `csvRows` (same order: each option's years, options in order). */
  csv: readonly string[];
}

/** The table's rows, in the order of `csvRows` (header left out). */
export function tableRows(result: SavingsComparisonResult): StateBondTableRow[] {
  const rows = result.options.flatMap((o) => o.rows.map((r) => ({ o, r })));
  return rows.map(({ o, r }, i) => ({
    key: `${o.id}-${r.year}`,
    year: r.year,
    date: r.date,
    option: o.label,
    gross: r.gross,
    tax: r.tax,
    net: r.net,
    real: r.real,
    priceIndex: r.priceIndex,
    csv: result.csvRows[i + 1]!,
  }));
}

const H = S.table.headers;
/** A column whose CSV cell is finance-core's (the ISO day, the label, the price level with a decimal comma). */
const fromCsv = (i: number) => (row: StateBondTableRow) => row.csv[i];

/** The table's columns: the CSV header's, in its order. */
export const STATE_BOND_TABLE_COLUMNS: TableColumn<StateBondTableRow>[] = [
  { key: 'year', header: H[0]!, csv: fromCsv(0) },
  { key: 'date', header: H[1]!, format: (d: string) => formatDate(d), csv: fromCsv(1) },
  { key: 'option', header: H[2]!, rowHeader: true, csv: fromCsv(2) },
  hufColumn('gross', H[3]!),
  hufColumn('tax', H[4]!),
  hufColumn('net', H[5]!),
  hufColumn('real', H[6]!),
  {
    key: 'priceIndex',
    header: H[7]!,
    format: (v: number) => formatNumber(v, 4),
    csv: fromCsv(7),
  },
];
