import { describe, expect, it } from 'vitest';
import { defaultDateRange, isIsoDate, localIsoDate } from './dates';

describe('dates', () => {
  it('writes local dates as YYYY-MM-DD', () => {
    expect(localIsoDate(new Date(2025, 0, 5, 0, 30))).toBe('2025-01-05');
    expect(localIsoDate(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });

  it('defaults to the last year up to today (docs/product.md#portfolio-optimiser)', () => {
    expect(defaultDateRange(new Date(2025, 5, 15))).toEqual({ fromDate: '2024-06-15', toDate: '2025-06-15' });
    expect(defaultDateRange(new Date(2024, 1, 29))).toEqual({ fromDate: '2023-02-28', toDate: '2024-02-29' });
  });

  it("ends at the price source's last day when that is before today", () => {
    expect(defaultDateRange(new Date(2026, 10, 26), '2025-12-30')).toEqual({
      fromDate: '2024-12-30',
      toDate: '2025-12-30',
    });
    // A live source up to today (or later), or no usable date, keeps today.
    expect(defaultDateRange(new Date(2026, 10, 26), '2026-11-26')).toEqual({
      fromDate: '2025-11-26',
      toDate: '2026-11-26',
    });
    expect(defaultDateRange(new Date(2026, 10, 26), '2027-01-01')).toEqual({
      fromDate: '2025-11-26',
      toDate: '2026-11-26',
    });
    expect(defaultDateRange(new Date(2026, 10, 26), 'tegnap')).toEqual({
      fromDate: '2025-11-26',
      toDate: '2026-11-26',
    });
    expect(defaultDateRange(new Date(2026, 10, 26), '2024-02-29')).toEqual({
      fromDate: '2023-02-28',
      toDate: '2024-02-29',
    });
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});
