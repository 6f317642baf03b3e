import { simulate } from '@penzugy/finance-core';
import { describe, expect, it } from 'vitest';
import { yearlyRows } from './yearly-rows';

describe('yearlyRows', () => {
  it('takes the output points at whole years when the grid has them (5 × 252 steps)', () => {
    const result = simulate({ paths: 50, samplePaths: 0 });
    const rows = yearlyRows(result);
    expect(rows.map((r) => r.year)).toEqual([0, 1, 2, 3, 4, 5]);
    const last = result.times.length - 1;
    expect(rows[5]).toEqual({
      year: 5,
      p05: result.percentiles.p05[last],
      p25: result.percentiles.p25[last],
      p50: result.percentiles.p50[last],
      p75: result.percentiles.p75[last],
      p95: result.percentiles.p95[last],
      mean: result.avgPath[last],
    });
    expect(rows[0]!.p50).toBe(1000);
  });

  it('takes the nearest point and its true time when a year falls between points', () => {
    const rows = yearlyRows({
      times: [0, 0.4, 0.9, 1.3, 1.8, 2],
      avgPath: [0, 1, 2, 3, 4, 5],
      percentiles: {
        p05: [0, 1, 2, 3, 4, 5],
        p25: [0, 1, 2, 3, 4, 5],
        p50: [0, 1, 2, 3, 4, 5],
        p75: [0, 1, 2, 3, 4, 5],
        p95: [0, 1, 2, 3, 4, 5],
      },
    });
    expect(rows.map((r) => [r.year, r.mean])).toEqual([
      [0, 0],
      [0.9, 2],
      [2, 5],
    ]);
  });

  it('has one row per year for the longest horizon with a grid that misses whole years', () => {
    const rows = yearlyRows({ ...simulate({ paths: 10, samplePaths: 0, years: 30, stepsPerYear: 12 }) });
    expect(rows).toHaveLength(31);
    expect(rows[30]!.year).toBe(30);
  });

  it('is empty for an empty result', () => {
    expect(
      yearlyRows({ times: [], avgPath: [], percentiles: { p05: [], p25: [], p50: [], p75: [], p95: [] } }),
    ).toEqual([]);
  });
});
