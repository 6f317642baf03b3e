import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, parseCsvNumber, parseCsvTable } from './parse-csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = 'symbol,name,hq\nA,"Agilent, Inc.","Santa Clara, California"\nB,"Say ""hi""","multi\nline"\n';
    expect(parseCsv(text)).toEqual([
      ['symbol', 'name', 'hq'],
      ['A', 'Agilent, Inc.', 'Santa Clara, California'],
      ['B', 'Say "hi"', 'multi\nline'],
    ]);
  });

  it('handles CRLF, a byte-order mark, blank lines, a missing final newline and empty fields', () => {
    expect(parseCsv('\ufeffdate,close\r\n2025-01-02,1\r\n\r\n2025-01-03,\r\n,\n2025-01-06,3')).toEqual([
      ['date', 'close'],
      ['2025-01-02', '1'],
      ['2025-01-03', ''],
      ['', ''],
      ['2025-01-06', '3'],
    ]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\n\n')).toEqual([]);
    expect(parseCsv('""')).toEqual([['']]);
  });

  it('reads another separator: semicolons, with commas inside fields as text', () => {
    expect(parseCsv('Év;Időszak;Összesen\r\n2025.;január;105,5\r\n;"február; ";105,6\r\n', { delimiter: ';' })).toEqual(
      [
        ['Év', 'Időszak', 'Összesen'],
        ['2025.', 'január', '105,5'],
        ['', 'február; ', '105,6'],
      ],
    );
    expect(() => parseCsv('a', { delimiter: ';;' })).toThrow(RangeError);
    expect(() => parseCsv('a', { delimiter: '"' })).toThrow(RangeError);
  });

  it('keeps a quote inside an unquoted field as text', () => {
    expect(parseCsv('a,5"b\n')).toEqual([['a', '5"b']]);
  });

  it('names the line of an unterminated quote or text after a closing quote', () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow(CsvError);
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow('(2. sor)');
    expect(() => parseCsv('a,b\n1,"x"y\n')).toThrow('Szöveg a záró idézőjel után (2. sor)');
  });
});

describe('parseCsvTable', () => {
  it('gives columns by name and checks record widths', () => {
    const t = parseCsvTable('date,close\n2025-01-02,1.5\n', ['close']);
    expect(t.records).toEqual([['2025-01-02', '1.5']]);
    expect(t.column('close')).toBe(1);
    expect(() => t.column('open')).toThrow('Hiányzó oszlop: „open”');
    expect(() => parseCsvTable('date,close\n2025-01-02,1,2\n')).toThrow(
      '3 mező van a fejléc 2 oszlopa helyett (2. sor)',
    );
    expect(() => parseCsvTable('date,open\n', ['close'])).toThrow('Hiányzó oszlop: „close”');
    expect(() => parseCsvTable('')).toThrow('Üres CSV');
  });
});

describe('parseCsvNumber', () => {
  it('reads decimal numbers and gives NaN for anything else', () => {
    expect(parseCsvNumber('273.08')).toBe(273.08);
    expect(parseCsvNumber(' -1.5e3 ')).toBe(-1500);
    expect(parseCsvNumber('22')).toBe(22);
    expect(parseCsvNumber('.5')).toBe(0.5);
    for (const bad of ['', '  ', 'abc', '1,5', '0x10', 'Infinity', 'NaN', '1e999', '1.2.3'])
      expect(parseCsvNumber(bad)).toBeNaN();
  });
});
