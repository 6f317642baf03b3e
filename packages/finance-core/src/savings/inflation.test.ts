/**
 * Price levels month by month from a flat rate, a yearly path and a monthly index series; the KSH-style
 * annual average; the default path from the rules; the refusals, each naming the field.
 */
import { describe, expect, it } from 'vitest';
import { dkjPath, dkjPercents, priceLevels } from './inflation';
import { expectSavingsError } from './test-support';

describe('price levels from yearly rates', () => {
  it('a flat 3 %: exactly 1,03^k on the k-th anniversary, 1,03^(m/12) m months on, the same rate before the start', () => {
    const p = priceLevels(3, '2026-11-28');
    expect(p.at('2026-11-28')).toBe(1);
    expect(p.at('2026-11-01')).toBe(1); // the start day's month
    expect(p.at('2031-11-28')).toBeCloseTo(1.03 ** 5, 12);
    expect(p.at('2027-04-15')).toBeCloseTo(1.03 ** (5 / 12), 12);
    expect(p.at('2026-05-10')).toBeCloseTo(1.03 ** (-6 / 12), 12);
    expect(p.annualAverage(2028)).toBeCloseTo(3, 10);
    expect(p.extended).toBe(false);
  });

  it('a path [4, 3]: the first year at 4 %, later years at the last value', () => {
    const p = priceLevels([4, 3], '2026-01-15');
    expect(p.at('2027-01-01')).toBeCloseTo(1.04, 12);
    expect(p.at('2027-07-31')).toBeCloseTo(1.04 * 1.03 ** 0.5, 12);
    expect(p.at('2029-01-15')).toBeCloseTo(1.04 * 1.03 * 1.03, 12);
  });
});

describe('price levels from a monthly index series', () => {
  it('reads the month’s level, interpolates a missing month geometrically, and rebases to the start month', () => {
    const p = priceLevels(
      [
        { month: '2024-01', index: 100 },
        { month: '2024-02', index: 101 },
        { month: '2024-04', index: 103.0301 },
      ],
      '2024-02-10',
    );
    expect(p.at('2024-02-29')).toBe(1);
    // March is the geometric mean of February and April: 101 · 1,01 = 102,01.
    expect(p.at('2024-03-05')).toBeCloseTo(102.01 / 101, 12);
    expect(p.at('2024-04-30')).toBeCloseTo(103.0301 / 101, 12);
  });

  it('beyond the series it grows at the last 12 months’ rate and says so', () => {
    const months = Array.from({ length: 13 }, (_, i) => ({
      month: `2024-${String(i + 1).padStart(2, '0')}`.replace('2024-13', '2025-01'),
      index: 100 * 1.01 ** i,
    }));
    const p = priceLevels(months, '2024-01-01');
    expect(p.extended).toBe(false);
    expect(p.at('2025-04-01')).toBeCloseTo(1.01 ** 15, 10);
    expect(p.extended).toBe(true);
    expect(p.notes().join(' ')).toMatch(/szélső 12 hónapjának/);
  });

  it('the annual average inflation is the ratio of the two years’ average levels (the KSH’s definition)', () => {
    const levels = Array.from({ length: 24 }, (_, i) => 100 + i * i * 0.05);
    const series = levels.map((index, i) => ({
      month: `${2023 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
      index,
    }));
    const p = priceLevels(series, '2023-01-01');
    const sum = (a: number[]) => a.reduce((s, v) => s + v, 0);
    expect(p.annualAverage(2024)).toBeCloseTo((sum(levels.slice(12)) / sum(levels.slice(0, 12)) - 1) * 100, 10);
  });

  it('refuses a series starting after the start day, unsorted months, a bad index, a mixed list, a runaway end rate', () => {
    const two = [
      { month: '2025-01', index: 100 },
      { month: '2025-02', index: 100.5 },
    ];
    expectSavingsError(() => priceLevels(two, '2024-12-31'), 'inflation', 'Infláció');
    expectSavingsError(() => priceLevels([two[1], two[0]], '2025-03-01'), 'inflation', 'Infláció');
    expectSavingsError(
      () => priceLevels([{ month: '2025-1', index: 100 }, two[1]], '2025-03-01'),
      'inflation',
      'Infláció',
    );
    expectSavingsError(
      () => priceLevels([two[0], { month: '2025-02', index: 0 }], '2025-03-01'),
      'inflation',
      'Infláció',
    );
    expectSavingsError(() => priceLevels([two[0]], '2025-03-01'), 'inflation', 'Infláció');
    expectSavingsError(() => priceLevels([3, two[0]], '2025-03-01'), 'inflation', 'Infláció');
    expectSavingsError(() => priceLevels([], '2025-03-01'), 'inflation', 'Infláció');
    expectSavingsError(() => priceLevels('3%', '2025-03-01'), 'inflation', 'Infláció');
    expectSavingsError(() => priceLevels([101], '2025-03-01'), 'inflation', 'Infláció');
    // 100 → 300 in a month: 300 % a month does not extend.
    expectSavingsError(
      () => priceLevels([two[0], { month: '2025-02', index: 300 }], '2025-03-01'),
      'inflation',
      'Infláció',
    );
  });
});

describe('defaults from the rules', () => {
  it('with no path, the KSH’s latest annual average (2025: 4,4 %) from its publication on 2026-01-13', () => {
    const p = priceLevels(undefined, '2026-03-01');
    expect(p.at('2027-03-01')).toBeCloseTo(1.044, 12);
    expect(p.rule?.id).toBe('stateBonds.cpiAnnualAverage');
    expect(p.notes()[0]).toMatch(/2025\. évi átlaga \(4,4%\)/);
    expectSavingsError(() => priceLevels(undefined, '2026-01-12'), 'inflation', 'Infláció');
  });

  it('the DKJ path defaults to the 3-month DKJ reference in force (6,19 % from 2025-12-25)', () => {
    expect(dkjPercents(dkjPath(undefined, '2026-01-10'))).toEqual([6.19]);
    expect(dkjPercents(dkjPath(undefined, '2025-11-10'))).toEqual([6.1]);
    expect(dkjPercents(dkjPath([5, 4], '2020-01-01'))).toEqual([5, 4]);
    // Unknown before 2025-10-02: only an option that needs it is refused, naming the field.
    const unknown = dkjPath(undefined, '2025-09-01');
    expect(unknown.percents).toBeNull();
    expectSavingsError(() => dkjPercents(unknown), 'dkjPath', 'DKJ-hozam');
    expectSavingsError(() => dkjPath([-1], '2026-01-01'), 'dkjPath', 'DKJ-hozam');
  });
});
