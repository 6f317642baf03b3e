import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEATMAP_BAND_COUNT, HEATMAP_BAND_UPPER_BOUNDS, heatmapColourBand } from './heatmap-band';

describe('heatmapColourBand', () => {
  it('puts every boundary in the band below it (upper bounds are inclusive)', () => {
    const cases: [number, number][] = [
      [-50, 0],
      [-3.01, 0],
      [-3, 0],
      [-2.99, 1],
      [-2, 1],
      [-1.99, 2],
      [-1, 2],
      [-0.99, 3],
      [-0.01, 3],
      [0, 3],
      [0.01, 4],
      [1, 4],
      [1.01, 5],
      [2, 5],
      [2.01, 6],
      [40, 6],
    ];
    for (const [change, band] of cases) expect(heatmapColourBand(change), `${change} %`).toBe(band);
    expect(HEATMAP_BAND_UPPER_BOUNDS).toEqual([-3, -2, -1, 0, 1, 2]);
    expect(HEATMAP_BAND_COUNT).toBe(7);
  });

  it('decides on the value as a tile shows it (2 decimals)', () => {
    expect(heatmapColourBand(2.004)).toBe(5); // shown "+2,00%"
    expect(heatmapColourBand(2.006)).toBe(6); // shown "+2,01%"
    expect(heatmapColourBand(0.004)).toBe(3); // shown "0,00%"
    expect(heatmapColourBand(-0.004)).toBe(3);
    expect(heatmapColourBand(-2.996)).toBe(0); // shown "−3,00%"
    expect(heatmapColourBand(-2.994)).toBe(1);
  });

  it('handles non-finite input without throwing', () => {
    expect(heatmapColourBand(Number.NaN)).toBe(3);
    expect(heatmapColourBand(Number.POSITIVE_INFINITY)).toBe(6);
    expect(heatmapColourBand(Number.NEGATIVE_INFINITY)).toBe(0);
  });

  it('never decreases as the change grows (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(heatmapColourBand(lo)).toBeLessThanOrEqual(heatmapColourBand(hi));
      }),
    );
  });
});
