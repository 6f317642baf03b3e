import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  budapestDate,
  daysBetween,
  firstIndexAtOrAfter,
  isIsoDate,
  lastIndexAtOrBefore,
} from './dates';

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('0004-02-29')).toBe(true); // years below 100 are not read as 19xx
    for (const bad of [
      '2025-02-29',
      '1900-02-29',
      '2025-13-01',
      '2025-00-10',
      '2025-04-31',
      '2025-1-1',
      '2025-01-01T00:00',
      '',
      ' 2025-01-01',
      null,
      20250101,
    ]) {
      expect(isIsoDate(bad)).toBe(false);
    }
  });
});

describe('date arithmetic', () => {
  it('moves by calendar days across months, years and leap days', () => {
    expect(addDays('2025-12-30', -1)).toBe('2025-12-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-30', -365)).toBe('2024-12-30');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(daysBetween('2024-12-30', '2025-12-30')).toBe(365);
  });

  it('moves by years, with 29 February becoming 28 February in a common year', () => {
    expect(addYears('2026-11-22', -1)).toBe('2025-11-22');
    expect(addYears('2024-02-29', -1)).toBe('2023-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
  });

  it('addDays and daysBetween are inverse (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: -20000, max: 20000 }),
        (d, n) => {
          const iso = d.toISOString().slice(0, 10);
          const moved = addDays(iso, n);
          expect(isIsoDate(moved)).toBe(true);
          expect(daysBetween(iso, moved)).toBe(n);
        },
      ),
    );
  });
});

describe('binary searches', () => {
  it('agree with a linear scan (property)', () => {
    const isoDay = fc.integer({ min: 0, max: 400 }).map((n) => addDays('2024-01-01', n));
    fc.assert(
      fc.property(fc.uniqueArray(isoDay, { maxLength: 60 }), isoDay, (raw, probe) => {
        const dates = [...raw].sort();
        const linearLast = dates.reduce((acc, d, i) => (d <= probe ? i : acc), -1);
        const linearFirst = dates.findIndex((d) => d >= probe);
        expect(lastIndexAtOrBefore(dates, probe)).toBe(linearLast);
        expect(firstIndexAtOrAfter(dates, probe)).toBe(linearFirst === -1 ? dates.length : linearFirst);
      }),
    );
  });
});

describe('budapestDate', () => {
  it('is the calendar day in Budapest, not in UTC', () => {
    expect(budapestDate(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(budapestDate(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(budapestDate(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });
});
