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

  // Today is 2026-11-26. A source whose last day is before it sets the end; a live source up to today
  // (or later), or no usable date, keeps today.
  it.each([
    { lastDay: '2025-12-30', fromDate: '2024-12-30', toDate: '2025-12-30' },
    { lastDay: '2026-11-26', fromDate: '2025-11-26', toDate: '2026-11-26' },
    { lastDay: '2027-01-01', fromDate: '2025-11-26', toDate: '2026-11-26' },
    { lastDay: 'tegnap', fromDate: '2025-11-26', toDate: '2026-11-26' },
    { lastDay: '2024-02-29', fromDate: '2023-02-28', toDate: '2024-02-29' },
  ])("ends at the price source's last day when that is before today ($lastDay)", ({ lastDay, ...range }) => {
    expect(defaultDateRange(new Date(2026, 10, 26), lastDay)).toEqual(range);
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});
