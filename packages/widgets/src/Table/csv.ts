import { TABLE_STRINGS } from './strings';

/**
 * CSV for spreadsheets, RFC 4180 (https://www.rfc-editor.org/rfc/rfc4180): CRLF between records, a
 * field is quoted when it holds the separator, a quote, CR or LF, and quotes inside are doubled.
 *
 * The defaults target Hungarian Excel, which is what our users open a download with:
 * - `;` separates fields: Excel splits a double-clicked .csv on the Windows list separator, which is
 *   `;` in the Hungarian locale (there `,` is the decimal mark);
 * - numbers are written plain, with a decimal comma and no grouping (`1234567,5`), so that Excel
 *   reads them back as numbers, not text; the display formatting of the table (`1 234 568 Ft`) is left
 *   out on purpose, the unit belongs in the header;
 * - a UTF-8 byte order mark comes first, otherwise Excel reads the file as Windows-1250 and garbles
 *   'ő' and 'ű'.
 * For tools that want the international form pass `{ separator: ',' }`: the decimal mark becomes '.'.
 */

/** A value a CSV cell can take. `null`, `undefined` and non-finite numbers give an empty cell. */
export type CsvValue = string | number | boolean | Date | null | undefined;

/** A column of the CSV: its header and how to read a row. */
export interface CsvColumn<Row> {
  /** Header text of the column. */
  header: string;
  /** The cell value for a row. */
  value: (row: Row) => CsvValue;
}

export interface CsvOptions {
  /** Field separator. @default ';' */
  separator?: ';' | ',' | '\t' | undefined;
  /** Decimal mark of numbers. @default ',' with ';' or tab, '.' with ',' */
  decimalSeparator?: ',' | '.' | undefined;
  /** Start with a UTF-8 byte order mark. @default true */
  bom?: boolean | undefined;
}

/** The UTF-8 byte order mark, as a character (a Blob writes it as EF BB BF). */
export const CSV_BOM = '\ufeff';
/** Record separator required by RFC 4180. */
export const CSV_LINE_BREAK = '\r\n';

/** A number as a spreadsheet reads it back: no grouping, full precision, the chosen decimal mark. */
function csvNumber(n: number, decimal: ',' | '.'): string {
  if (!Number.isFinite(n)) return '';
  const s = String(Object.is(n, -0) ? 0 : n);
  return decimal === ',' ? s.replace('.', ',') : s;
}

/**
 * Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR at the start) gets a
 * leading apostrophe (OWASP "CSV injection"). Numbers are not text and are never touched.
 */
function defuse(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One field, converted and quoted as needed. */
export function csvField(value: CsvValue, options: CsvOptions = {}): string {
  const separator = options.separator ?? ';';
  const decimal = options.decimalSeparator ?? (separator === ',' ? '.' : ',');
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'number') text = csvNumber(value, decimal);
  else if (typeof value === 'boolean') text = value ? TABLE_STRINGS.yes : TABLE_STRINGS.no;
  else if (value instanceof Date) text = Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  else text = defuse(value);
  const mustQuote = text.includes(separator) || /["\r\n]/.test(text);
  return mustQuote ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole CSV document: a header record, then one record per row. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[], options: CsvOptions = {}): string {
  const separator = options.separator ?? ';';
  const record = (values: CsvValue[]) => values.map((v) => csvField(v, options)).join(separator);
  const lines = [record(columns.map((c) => c.header)), ...rows.map((row) => record(columns.map((c) => c.value(row))))];
  return (options.bom === false ? '' : CSV_BOM) + lines.join(CSV_LINE_BREAK);
}

/** A file name from a caption: 'Havi bontás' → 'havi-bontas.csv'. */
export function csvFileName(caption: string): string {
  const slug = caption
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || TABLE_STRINGS.defaultFileName}.csv`;
}
