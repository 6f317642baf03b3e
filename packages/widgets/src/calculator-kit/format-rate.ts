import { formatPercentPoints } from '@penzugy/finance-core';

/** Most decimals a rate label shows (5,25%). */
const MAX_RATE_DECIMALS = 2;

/**
 * A rate in percent with only the decimals it needs, up to two: 3 → '3%', 6.5 → '6,5%',
 * 5.25 → '5,25%'. Floating-point noise (7.3 − 2 = 5.300000000000001) does not add decimals.
 */
export function formatRate(percent: number): string {
  let decimals = 0;
  while (decimals < MAX_RATE_DECIMALS) {
    const scaled = percent * 10 ** decimals;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9) break;
    decimals++;
  }
  return formatPercentPoints(percent, decimals);
}
