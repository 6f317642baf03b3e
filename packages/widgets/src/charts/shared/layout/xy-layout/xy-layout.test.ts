import { describe, expect, it } from 'vitest';
import { computeXYLayout, type XYLayoutInput } from './xy-layout';

const base: XYLayoutInput = {
  width: 600,
  height: 300,
  x: [0, 1, 2, 3],
  lines: [{ key: 'a', values: [1, 2, 3, 4] }],
  formatYTicks: () => (v) => String(v),
  formatXTick: (v) => `x${v}`,
};

describe('computeXYLayout', () => {
  it('maps the x domain onto the inner width and y onto the inner height', () => {
    const l = computeXYLayout(base)!;
    expect(l.margin.left + l.innerWidth + l.margin.right).toBe(600);
    expect(l.margin.top + l.innerHeight + l.margin.bottom).toBe(300);
    expect(l.xScale(0)).toBe(0);
    expect(l.xScale(3)).toBe(l.innerWidth);
    expect(l.yScale(l.yScale.domain()[0]!)).toBe(l.innerHeight);
  });
  it('draws one path per line and never writes NaN', () => {
    const l = computeXYLayout({
      ...base,
      lines: [
        { key: 'a', values: [1, NaN, Infinity, 4] },
        { key: 'b', values: [2, 2, 2, 2], curve: 'monotone' },
      ],
    })!;
    expect(l.linePaths.a).toMatch(/^M/);
    expect(l.linePaths.a).not.toMatch(/NaN/);
    // Skipped points: the line joins index 0 and 3 directly (two points → one segment).
    expect(l.linePaths.a!.match(/L/g)).toHaveLength(1);
    expect(l.linePaths.b).not.toMatch(/NaN/);
  });
  it('keeps a single finite point as a lone dot', () => {
    const l = computeXYLayout({
      ...base,
      lines: [
        { key: 'a', values: [NaN, 5, NaN, NaN] },
        { key: 'b', values: [1, 2, 3, 4] },
      ],
    })!;
    expect(l.linePaths.a).toBe('');
    expect(l.lonePoints.a).toEqual([l.xScale(1), l.yScale(5)]);
  });
  it('lists cursor stops only where some value is finite', () => {
    const l = computeXYLayout({ ...base, x: [0, 1, NaN, 3], lines: [{ key: 'a', values: [1, NaN, 3, 4] }] })!;
    expect(l.cursor.map((c) => c.index)).toEqual([0, 3]);
  });
  it('is null without finite data', () => {
    expect(computeXYLayout({ ...base, lines: [{ key: 'a', values: [NaN, NaN] }] })).toBeNull();
    expect(computeXYLayout({ ...base, x: [], lines: [] })).toBeNull();
  });
  it('builds band areas and a zero line when values cross 0', () => {
    const l = computeXYLayout({
      ...base,
      lines: [],
      bands: [{ key: 'band', lower: [-1, -2, -3, -4], upper: [1, 2, 3, 4] }],
    })!;
    expect(l.bandPaths.band).toMatch(/^M.*Z$/);
    expect(l.zeroY).toBeCloseTo(l.yScale(0));
    expect(computeXYLayout(base)!.zeroY).toBeNull();
  });
  it('labels ticks with the given formatters and widens the left margin for long labels', () => {
    const short = computeXYLayout(base)!;
    const long = computeXYLayout({ ...base, formatYTicks: () => (v) => `${v} nagyon hosszú címke` })!;
    expect(short.xTicks[0]!.label).toBe('x0');
    expect(long.margin.left).toBeGreaterThan(short.margin.left);
  });
  it('uses custom x tick values within the domain', () => {
    const l = computeXYLayout({ ...base, xTickValues: () => [0, 2, 9] })!;
    expect(l.xTicks.map((t) => t.value)).toEqual([0, 2]);
  });
  it('never gives more x ticks than fit', () => {
    const x = Array.from({ length: 361 }, (_, i) => i);
    const l = computeXYLayout({ ...base, width: 800, x, lines: [{ key: 'a', values: x }], xTickSpacing: 56 })!;
    expect(l.xTicks.length).toBeLessThanOrEqual(Math.floor(l.innerWidth / 56));
    const gaps = l.xTicks.slice(1).map((t, i) => t.position - l.xTicks[i]!.position);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(56);
  });
  it('centres a single x position', () => {
    const l = computeXYLayout({ ...base, x: [5], lines: [{ key: 'a', values: [3] }] })!;
    expect(l.cursor[0]!.position).toBeCloseTo(l.innerWidth / 2);
  });
});
