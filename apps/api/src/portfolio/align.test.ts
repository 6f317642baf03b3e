import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PriceSeries } from '@penzugy/market-data';
import { sampleSource } from '../test-support';
import { alignCloses } from './align';

/** The obvious inner join, with maps: the reference for the pointer version. */
function naiveJoin(series: PriceSeries[]) {
  const maps = series.map((s) => new Map(s.dates.map((d, i) => [d, s.closes[i]])));
  const dates = series[0]!.dates.filter((d) => maps.every((m) => m.has(d)));
  return { dates, columns: maps.map((m) => dates.map((d) => m.get(d)!)) };
}

describe('alignCloses', () => {
  it('keeps only the days every series has', () => {
    const a = { symbol: 'A', dates: ['2025-01-02', '2025-01-03', '2025-01-06'], closes: [1, 2, 3] };
    const b = { symbol: 'B', dates: ['2025-01-03', '2025-01-06', '2025-01-07'], closes: [20, 30, 40] };
    expect(alignCloses([a, b])).toEqual({
      dates: ['2025-01-03', '2025-01-06'],
      columns: [
        [2, 3],
        [20, 30],
      ],
    });
    expect(alignCloses([])).toEqual({ dates: [], columns: [] });
  });

  it('drops index-only days of the sample (NASDAQCOM on Good Friday 2019, DJIA on 2025-12-31)', () => {
    const s = sampleSource();
    const joined = alignCloses([s.series('AAPL')!, s.series('NASDAQCOM')!, s.series('DJIA')!]);
    expect(joined.dates).not.toContain('2019-04-19');
    expect(joined.dates).not.toContain('2025-12-31');
    expect(joined.dates.length).toBe(2765);
  });

  it('equals a map-based join (property)', () => {
    const seriesArb = fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 40 }).map((days): PriceSeries => {
      const dates = [...days]
        .sort((x, y) => x - y)
        .map((d) => `2025-${String(1 + Math.floor(d / 28)).padStart(2, '0')}-${String(1 + (d % 28)).padStart(2, '0')}`);
      return { symbol: 'S', dates, closes: dates.map((_, i) => i + 1) };
    });
    fc.assert(
      fc.property(fc.array(seriesArb, { minLength: 1, maxLength: 5 }), (list) => {
        expect(alignCloses(list)).toEqual(naiveJoin(list));
      }),
    );
  });
});
