/**
 * Turns finance-core's rent-or-buy sensitivity (exact re-runs of the model with appreciation,
 * investment return and mortgage rate shifted by −2 … +2 percentage points, docs/product.md#rent-or-buy) into
 * SensitivityChart points. The value is finance-core's `difference` (final buy − rent net worth); this
 * file only labels the points.
 */
import type { RentOrBuySensitivityPoint } from '@penzugy/finance-core';
import type { SensitivityPoint } from '../charts';
import { formatRate } from '../calculator-kit';

/** The offset of the user's own scenario on every sweep. */
export const RENT_OR_BUY_BASE_OFFSET = 0;

/**
 * One chart's points: x is the offset (so the base case is always at 0), the label the shifted rate
 * itself ('3%'), which is what the user entered or would enter. finance-core leaves out shifted
 * values it would refuse (a rate below 0), so a sweep may have fewer than five points.
 */
export function rentOrBuySweepPoints(points: readonly RentOrBuySensitivityPoint[]): SensitivityPoint[] {
  return points.map((p) => ({ x: p.offset, label: formatRate(p.value), value: p.difference }));
}
