import { heatmapColourBand, HEATMAP_BAND_COUNT } from '@penzugy/market-data';
import { describe, expect, it } from 'vitest';
import { heatmapLegend } from './legend';

describe('heatmapLegend', () => {
  it('labels the seven bands of docs/product.md#dashboard in order', () => {
    expect(heatmapLegend().map((i) => i.label)).toEqual([
      '≤ -3%',
      '-3% … -2%',
      '-2% … -1%',
      '-1% … 0%',
      '0% … +1%',
      '+1% … +2%',
      '> +2%',
    ]);
    expect(heatmapLegend()).toHaveLength(HEATMAP_BAND_COUNT);
  });

  it('agrees with the colour of a change at and just past each bound', () => {
    const legend = heatmapLegend();
    expect(legend[heatmapColourBand(-3)]!.label).toBe('≤ -3%');
    expect(legend[heatmapColourBand(-2.99)]!.label).toBe('-3% … -2%');
    expect(legend[heatmapColourBand(0)]!.label).toBe('-1% … 0%');
    expect(legend[heatmapColourBand(0.01)]!.label).toBe('0% … +1%');
    expect(legend[heatmapColourBand(2)]!.label).toBe('+1% … +2%');
    expect(legend[heatmapColourBand(2.01)]!.label).toBe('> +2%');
  });
});
