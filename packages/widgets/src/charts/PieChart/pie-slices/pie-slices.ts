import { PIE_MIN_WEIGHT, PIE_VALUE_DECIMALS } from '../../shared';

/** One slice of the weights pie. */
export interface PieSlice {
  /** The ticker. */
  key: string;
  /** The weight as given, a fraction. */
  weight: number;
  /** weight × 100 rounded to 2 decimals: the percent shown (docs/product.md#charts). */
  value: number;
}

const SCALE = 10 ** PIE_VALUE_DECIMALS;

/**
 * The slices of the weights pie (docs/product.md#charts): only finite weights of at least 0.01 (1 %),
 * valued weight × 100 rounded to 2 decimals, largest first (ties keep the input order). An empty
 * result means the pie is not shown.
 */
export function pieSlices(weights: Readonly<Record<string, number>>): PieSlice[] {
  return Object.entries(weights)
    .filter(([, w]) => Number.isFinite(w) && w >= PIE_MIN_WEIGHT)
    .map(([key, weight]) => ({ key, weight, value: Math.round((weight * 100 + Number.EPSILON) * SCALE) / SCALE }))
    .sort((a, b) => b.value - a.value);
}
