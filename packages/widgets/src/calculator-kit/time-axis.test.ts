import { describe, expect, it } from 'vitest';
import { formatYearsAxis, monthToYears } from './time-axis';

describe('time axis', () => {
  it('places months on a years axis', () => {
    expect(monthToYears(12)).toBe(1);
    expect(monthToYears(18)).toBe(1.5);
    expect(monthToYears(360)).toBe(30);
  });
  it('writes positions as Hungarian years and months, to the nearest month', () => {
    expect(formatYearsAxis(5)).toBe('5 év');
    expect(formatYearsAxis(monthToYears(27))).toBe('2 év 3 hónap');
    expect(formatYearsAxis(monthToYears(9))).toBe('9 hónap');
  });
});
