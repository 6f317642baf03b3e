/**
 * A small RFC 4180 CSV reader for the data files and the live provider's answers: comma-separated
 * (or another one-character separator: the KSH's STADAT tables use semicolons),
 * fields optionally in double quotes (a quote inside a quoted field is written twice), LF or CRLF
 * line ends, an optional UTF-8 byte-order mark. The `market/` files quote fields that contain commas
 * (`"Santa Clara, California"`), so splitting on commas is not enough.
 */

/** A CSV text that cannot be read; `line` is 1-based. */
export class CsvError extends Error {
  override readonly name = 'CsvError';

  constructor(
    message: string,
    /** The 1-based line where reading failed. */
    readonly line: number,
  ) {
    super(`${message} (${line}. sor)`);
  }
}

/** Options of {@link parseCsv}. */
export interface CsvOptions {
  /** The field separator, one character. @default ',' */
  delimiter?: string;
}

/**
 * All records of `text` as arrays of fields. Blank lines (also a trailing newline) are skipped; a
 * record keeps its own field count, so callers check widths against the header.
 * @throws CsvError on an unterminated quoted field or text after a closing quote.
 */
export function parseCsv(text: string, { delimiter = ',' }: CsvOptions = {}): string[][] {
  if (delimiter.length !== 1 || delimiter === '"' || delimiter === '\n' || delimiter === '\r')
    throw new RangeError(`Érvénytelen CSV-elválasztó: „${delimiter}”`);
  const sep = delimiter.charCodeAt(0);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let atFieldStart = true; // a quote opens a quoted field only here
  let rowStarted = false; // distinguishes a blank line from a line with one empty field

  const endRow = () => {
    if (rowStarted) {
      row.push(field);
      rows.push(row);
    }
    row = [];
    field = '';
    atFieldStart = true;
    rowStarted = false;
  };

  while (i < text.length) {
    const c = text[i];
    if (c === '"' && atFieldStart) {
      // Quoted field: read to the closing quote, doubling "" to ".
      const startLine = line;
      i++;
      for (;;) {
        if (i >= text.length) throw new CsvError('Lezáratlan idézőjeles mező', startLine);
        const q = text[i];
        if (q === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (q === '\n') line++;
        field += q;
        i++;
      }
      atFieldStart = false;
      rowStarted = true;
      const next = text[i];
      if (i < text.length && next !== delimiter && next !== '\n' && next !== '\r') {
        throw new CsvError('Szöveg a záró idézőjel után', line);
      }
      continue;
    }
    if (c === delimiter) {
      row.push(field);
      field = '';
      atFieldStart = true;
      rowStarted = true;
      i++;
      continue;
    }
    if (c === '\r' || c === '\n') {
      endRow();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      continue;
    }
    // Unquoted text up to the next separator, in one slice (the wide closes file is 2 MB).
    let j = i + 1;
    while (j < text.length) {
      const code = text.charCodeAt(j);
      if (code === sep || code === 10 /* \n */ || code === 13 /* \r */) break;
      j++;
    }
    field += text.slice(i, j);
    atFieldStart = false;
    rowStarted = true;
    i = j;
  }
  endRow();
  return rows;
}

/** A parsed CSV with named columns. */
export interface CsvTable {
  /** The header's column names, as written. */
  header: string[];
  /** The data records (without the header), each as long as the header. */
  records: string[][];
  /** Column index by name. */
  column(name: string): number;
}

/**
 * Parses `text` and checks that every record has as many fields as the header.
 * @param required column names that must be present (case-sensitive).
 * @throws CsvError naming the line of a short or long record or the missing column.
 */
export function parseCsvTable(text: string, required: readonly string[] = []): CsvTable {
  const rows = parseCsv(text);
  if (rows.length === 0) throw new CsvError('Üres CSV: nincs fejléc', 1);
  const header = rows[0]!; // rows is non-empty (checked above)
  const records = rows.slice(1);
  const index = new Map(header.map((name, i) => [name.trim(), i]));
  for (const name of required) {
    if (!index.has(name)) throw new CsvError(`Hiányzó oszlop: „${name}”`, 1);
  }
  records.forEach((r, k) => {
    if (r.length !== header.length) {
      throw new CsvError(`${r.length} mező van a fejléc ${header.length} oszlopa helyett`, k + 2);
    }
  });
  return {
    header,
    records,
    column(name: string): number {
      const i = index.get(name);
      if (i === undefined) throw new CsvError(`Hiányzó oszlop: „${name}”`, 1);
      return i;
    },
  };
}

/**
 * A CSV number field: `''` (a missing value in the data pack's convention) and anything that is not
 * a finite decimal number give `NaN`, which callers treat as "no value".
 */
export function parseCsvNumber(field: string): number {
  const s = field.trim();
  if (s === '' || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(s)) return Number.NaN;
  const n = Number(s);
  return Number.isFinite(n) ? n : Number.NaN;
}
