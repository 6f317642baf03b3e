import { describe, expect, it } from 'vitest';
import { computeBarLayout } from './bar-layout';

const input = { width: 500, height: 300, labels: ['a', 'b', 'c'], formatYTicks: () => (v: number) => String(v) };

describe('computeBarLayout', () => {
  it('grows bars from 0: up for gains, down for losses', () => {
    const l = computeBarLayout({ ...input, values: [-5, 0, 10] })!;
    const [neg, zero, pos] = l.bars;
    expect(neg!.y).toBeCloseTo(l.zeroY);
    expect(neg!.height).toBeCloseTo(l.yScale(-5) - l.zeroY);
    expect(zero!.height).toBe(0);
    expect(pos!.y + pos!.height).toBeCloseTo(l.zeroY);
  });
  it('includes 0 in the domain for positive values', () => {
    const l = computeBarLayout({ ...input, values: [50, 60, 70] })!;
    expect(l.yScale.domain()[0]).toBeLessThanOrEqual(0);
    expect(l.zeroY).toBeCloseTo(l.innerHeight);
  });
  it('places bars left to right inside the plot with labelled ticks at their centres', () => {
    const l = computeBarLayout({ ...input, values: [1, 2, 3] })!;
    expect(l.bars[0]!.x).toBeGreaterThan(0);
    expect(l.bars[2]!.x + l.bars[2]!.width).toBeLessThan(l.innerWidth);
    expect(l.xTicks.map((t) => [t.label, t.position])).toEqual(l.bars.map((b, i) => [input.labels[i], b.center]));
  });
  it('is null without bars', () => {
    expect(computeBarLayout({ ...input, values: [] })).toBeNull();
  });
});
