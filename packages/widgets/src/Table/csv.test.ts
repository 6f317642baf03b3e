import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvFileName, toCsv, type CsvColumn } from './csv';

interface Row {
  month: number;
  balance: number;
  note: string;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Hónap', value: (r) => r.month },
  { header: 'Hitelegyenleg (Ft)', value: (r) => r.balance },
  { header: 'Megjegyzés', value: (r) => r.note },
];

describe('toCsv', () => {
  it('writes a BOM, a header and CRLF-separated records with ; and decimal commas', () => {
    const csv = toCsv(columns, [
      { month: 1, balance: 39_912_345.67, note: 'első törlesztés' },
      { month: 2, balance: 39_824_000, note: 'ő, ű' },
    ]);
    expect(csv).toBe(
      `${CSV_BOM}Hónap;Hitelegyenleg (Ft);Megjegyzés\r\n1;39912345,67;első törlesztés\r\n2;39824000;ő, ű`,
    );
  });

  it('encodes as UTF-8 with the BOM bytes first, so Excel keeps the accents', async () => {
    const bytes = new Uint8Array(await new Blob([toCsv(columns, [])]).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Hónap;Hitelegyenleg (Ft);Megjegyzés');
  });

  it('quotes fields with the separator, quotes or line breaks (RFC 4180 §2.6–2.7)', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('a "b" c')).toBe('"a ""b"" c"');
    expect(csvField('két\nsor')).toBe('"két\nsor"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
    expect(csvField('a,b')).toBe('a,b');
    expect(csvField('a,b', { separator: ',' })).toBe('"a,b"');
  });

  it('writes numbers a spreadsheet re-reads: no grouping, full precision, no NaN', () => {
    expect(csvField(1234567.5)).toBe('1234567,5');
    expect(csvField(-0.05)).toBe('-0,05');
    expect(csvField(-0)).toBe('0');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(Number.POSITIVE_INFINITY)).toBe('');
    expect(csvField(1234567.5, { separator: ',' })).toBe('1234567.5');
    expect(csvField(0.1, { decimalSeparator: '.' })).toBe('0.1');
  });

  it('writes empty cells, ISO dates and Hungarian booleans', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(new Date('2025-12-30T00:00:00Z'))).toBe('2025-12-30');
    expect(csvField(true)).toBe('igen');
    expect(csvField(false)).toBe('nem');
  });

  it('defuses text that a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-5)).toBe('-5');
  });

  it('can leave out the BOM and use commas', () => {
    const csv = toCsv(columns, [{ month: 1, balance: 0.5, note: 'x' }], { separator: ',', bom: false });
    expect(csv).toBe('Hónap,Hitelegyenleg (Ft),Megjegyzés\r\n1,0.5,x');
  });

  it('round-trips through a minimal RFC 4180 reader', () => {
    const rows = [{ month: 1, balance: 2.5, note: 'idézet: "x"; új\r\nsor' }];
    const csv = toCsv(columns, rows, { bom: false });
    expect(parseCsv(csv, ';')).toEqual([
      ['Hónap', 'Hitelegyenleg (Ft)', 'Megjegyzés'],
      ['1', '2,5', 'idézet: "x"; új\r\nsor'],
    ]);
  });
});

describe('csvFileName', () => {
  it('makes an ASCII file name from a Hungarian caption', () => {
    expect(csvFileName('Havi bontás')).toBe('havi-bontas.csv');
    expect(csvFileName('Portfólió súlyok (≥ 1%)')).toBe('portfolio-sulyok-1.csv');
    expect(csvFileName('')).toBe('tablazat.csv');
  });
});

/** A small reader for the round-trip test (quoted fields, doubled quotes, CRLF records). */
function parseCsv(text: string, sep: string): string[][] {
  const out: string[][] = [[]];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      out[out.length - 1]!.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      out[out.length - 1]!.push(field);
      field = '';
      out.push([]);
      i++;
    } else field += c;
  }
  out[out.length - 1]!.push(field);
  return out;
}
