import { csvFileName, toCsv, type CsvOptions, type CsvValue } from './csv';
import { downloadCsv } from './download';

/** A table column as the CSV export reads it (Table.tsx's columns, loosely typed). */
export interface ExportColumn {
  key: string;
  header: string;
  csv?: ((row: unknown) => CsvValue) | undefined;
}

function toCsvValue(value: unknown): CsvValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean' || value instanceof Date)
    return value;
  return String(value);
}

/**
 * The table's CSV export: every row (not just the page), a column's `csv` reader or its raw value,
 * handed to `onExport` and downloaded. Its own module, which Table.tsx imports when the button is
 * pressed: drawing a table does not need it, and the embed's loan calculator would carry it in its
 * first load (issue 25).
 */
export function exportTableCsv(
  columns: readonly ExportColumn[],
  rows: readonly object[],
  caption: string,
  fileName: string | undefined,
  csvOptions: CsvOptions | undefined,
  onExport: ((csv: string, fileName: string) => void) | undefined,
): void {
  const csv = toCsv(
    columns.map((c) => ({
      header: c.header,
      value: (row: object) => (c.csv ? c.csv(row) : toCsvValue((row as Record<string, unknown>)[c.key])),
    })),
    rows,
    csvOptions,
  );
  const name = fileName ?? csvFileName(caption);
  onExport?.(csv, name);
  downloadCsv(csv, name);
}
