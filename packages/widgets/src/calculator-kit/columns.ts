import { formatHuf } from '@penzugy/finance-core';
import type { TableColumn } from '../Table';

/** The keys of `Row` that hold numbers. */
type NumberKey<Row> = { [K in keyof Row & string]: Row[K] extends number ? K : never }[keyof Row & string];

/**
 * A forint column of a calculator's table: the cell as `formatHuf` writes it, the CSV in whole forints
 * (a spreadsheet reads the number, not the formatted text).
 */
export function hufColumn<Row>(key: NumberKey<Row>, header: string): TableColumn<Row> {
  return {
    key,
    header,
    format: (value: number) => formatHuf(value),
    csv: (row: Row) => Math.round(row[key] as number),
  } as TableColumn<Row>;
}
