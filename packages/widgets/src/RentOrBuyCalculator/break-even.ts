/** Months in a year, to split finance-core's break-even month into years and months. */
const MONTHS_PER_YEAR = 12;

/** A break-even month split as the sentence reads it: 'X év Y hónap'. */
export interface BreakEvenTime {
  years: number;
  months: number;
}

/**
 * finance-core's breakEvenMonth (the first month k in which buying is at least as rich as renting;
 * 0 = none, docs/product.md#rent-or-buy) as whole years and remaining months: buying leads after k months, so 9 →
 * 0 years 9 months, 12 → 1 year 0 months, 137 → 11 years 5 months. Null when there is none.
 */
export function breakEvenTime(breakEvenMonth: number): BreakEvenTime | null {
  if (!Number.isInteger(breakEvenMonth) || breakEvenMonth <= 0) return null;
  return { years: Math.floor(breakEvenMonth / MONTHS_PER_YEAR), months: breakEvenMonth % MONTHS_PER_YEAR };
}
