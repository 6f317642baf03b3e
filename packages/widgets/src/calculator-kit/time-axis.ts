import { formatYearsMonths } from '@penzugy/finance-core';

/** Months in a year: the wealth charts plot monthly rows on an axis in years. */
export const MONTHS_PER_YEAR = 12;

/** Position of month `month` on an axis in years (month 18 → 1.5). */
export function monthToYears(month: number): number {
  return month / MONTHS_PER_YEAR;
}

/**
 * Writes a position on the years axis as Hungarian years and months ('5 év', '2 év 3 hónap'), the
 * nearest whole month, so the tooltip of month 27 reads '2 év 3 hónap' rather than '2,25'.
 */
export function formatYearsAxis(years: number): string {
  return formatYearsMonths(Math.round(years * MONTHS_PER_YEAR));
}
