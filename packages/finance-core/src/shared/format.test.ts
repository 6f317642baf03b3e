import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatDate,
  formatHuf,
  formatIsoDate,
  formatNumber,
  formatPercent,
  formatYearsMonths,
  parseHuNumber,
} from './format';

const NBSP = '\u00a0';

describe('hu-HU formatting', () => {
  it('writes forints without decimals with non-breaking group spaces', () => {
    expect(formatHuf(1234567.8)).toBe(`1${NBSP}234${NBSP}568${NBSP}Ft`);
    expect(formatHuf(0)).toBe(`0${NBSP}Ft`);
  });
  it('does not group four-digit numbers and uses a decimal comma', () => {
    expect(formatNumber(1234.5, 2)).toBe('1234,50');
    expect(formatPercent(0.0654)).toBe('6,54%');
  });
  it('writes Hungarian dates', () => {
    expect(formatDate('2025-12-30')).toBe('2025. december 30.');
    expect(formatIsoDate('2025-12-30')).toBe('2025-12-30');
  });
  it('never shows NaN', () => {
    for (const v of [NaN, Infinity, -Infinity]) {
      expect(formatHuf(v)).toBe('–');
      expect(formatNumber(v)).toBe('–');
      expect(formatPercent(v)).toBe('–');
    }
    expect(formatDate('nem dátum')).toBe('–');
  });
  it('says years and months', () => {
    expect(formatYearsMonths(27)).toBe('2 év 3 hónap');
    expect(formatYearsMonths(12)).toBe('1 év');
    expect(formatYearsMonths(5)).toBe('5 hónap');
  });
});

describe('parseHuNumber', () => {
  it.each([
    ['50 000 000', 50_000_000],
    [`50${NBSP}000${NBSP}000`, 50_000_000],
    ['50.000.000', 50_000_000],
    ['7,5', 7.5],
    ['7.5', 7.5],
    ['-1,25', -1.25],
    ['1.234,5', 1234.5],
    ['45 000 000 Ft', 45_000_000],
    ['7,5 %', 7.5],
    ['30 év', 30],
  ])('reads %s', (text, expected) => {
    expect(parseHuNumber(text)).toBe(expected);
  });
  it.each(['', '  ', 'abc', '1,2,3', '7,5,', '--1', '1e400'])('rejects %s', (text) => {
    expect(parseHuNumber(text)).toBeNull();
  });
  it('round-trips any formatted number (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.integer({ min: 0, max: 4 }), (v, d) => {
        const text = formatNumber(v, d);
        const back = parseHuNumber(text);
        expect(back).not.toBeNull();
        expect(back!).toBeCloseTo(Number(v.toFixed(d)), Math.max(0, d - 1));
      }),
    );
  });
  it('never returns NaN for any string (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = parseHuNumber(s);
        expect(r === null || Number.isFinite(r)).toBe(true);
      }),
    );
  });
});
