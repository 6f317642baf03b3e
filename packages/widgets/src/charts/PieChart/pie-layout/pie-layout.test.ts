import { describe, expect, it } from 'vitest';
import { computePieLayout, sliceAt, spreadLabels } from './pie-layout';

const slices = [
  { key: 'A', weight: 0.5, value: 50 },
  { key: 'B', weight: 0.3, value: 30 },
  { key: 'C', weight: 0.2, value: 20 },
];

describe('computePieLayout', () => {
  it('uses 70 % of half the smaller side as radius, centred', () => {
    const l = computePieLayout(slices, 600, 360);
    expect(l.radius).toBeCloseTo(0.7 * 180);
    expect([l.cx, l.cy]).toEqual([300, 180]);
    expect(computePieLayout(slices, 200, 360).radius).toBeCloseTo(70);
  });
  it('draws arcs of that radius clockwise from 12 o’clock in the given order', () => {
    const l = computePieLayout(slices, 600, 360);
    expect(l.arcs.map((a) => a.slice.key)).toEqual(['A', 'B', 'C']);
    expect(l.arcs[0]!.startAngle).toBe(0);
    expect(l.arcs[0]!.endAngle).toBeCloseTo(Math.PI);
    expect(l.arcs[0]!.path).toContain('A126,126');
    expect(l.arcs[0]!.activePath).toContain('A132,132');
  });
  it('places labels outside the pie on the side of their slice', () => {
    const l = computePieLayout(slices, 600, 360);
    expect(l.arcs[0]!.label.anchor).toBe('start');
    expect(l.arcs[1]!.label.anchor).toBe('end');
    for (const a of l.arcs) expect(Math.hypot(a.label.leader[2], a.label.leader[3])).toBeGreaterThan(l.radius);
  });
  it('finds the slice under the pointer', () => {
    const l = computePieLayout(slices, 600, 360);
    expect(sliceAt(l, 350, 180)).toBe(0); // right of centre: first half
    expect(sliceAt(l, 250, 150)).toBe(2); // upper left: last slice
    expect(sliceAt(l, 5, 5)).toBe(-1);
  });
});

describe('spreadLabels', () => {
  it('keeps at least the gap between neighbours', () => {
    const ys = spreadLabels([0, 2, 4, 50], 16, -100, 100);
    expect(ys).toEqual([0, 16, 32, 50]);
  });
  it('pushes back up from the bottom bound', () => {
    expect(spreadLabels([90, 95], 16, -100, 100)).toEqual([84, 100]);
  });
});
