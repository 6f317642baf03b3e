// @vitest-environment node
import type { HeatmapData } from '@penzugy/market-data';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Heatmap } from './Heatmap';

describe('Heatmap on the server', () => {
  it('gives the map its place by the CSS rule, with no inline height (its width is not known there)', () => {
    const html = renderToString(<Heatmap loadHeatmap={() => new Promise<HeatmapData>(() => {})} />);
    expect(html).toContain('Hőtérkép betöltése...');
    // The plot (it holds the loading message): the CSS rule's class and no style attribute.
    const plot = /<div class="([^"]*\bHeatmap_plot__[^"]*)"( style="[^"]*")?>/.exec(html);
    expect(plot, html).not.toBeNull();
    expect(plot![1]).toMatch(/plotUnmeasured/);
    expect(plot![2]).toBeUndefined();
  });
});
