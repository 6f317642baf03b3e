import { describe, expect, it } from 'vitest';
import { parseAttributes } from '../../config/schema';
import { attributesOf } from '../settings-test-support';
import { DEFAULT_HEATMAP_URL, HEATMAP_ATTRIBUTES, heatmapDataUrl, stockHref } from './settings';

const parse = (s: Record<string, string>) => parseAttributes(HEATMAP_ATTRIBUTES, attributesOf(s, 'data'));

describe('heatmap settings', () => {
  it('knows the three markets and reads data-url as its data source', () => {
    expect(parse({ market: 'nasdaq', url: 'https://api.example.hu/market/heatmap' }).problems).toEqual([]);
    expect(parse({ market: 'ftse' }).problems).toEqual([
      { attribute: 'data-market', value: 'ftse', message: 'Lehetséges értékek: sp500, nasdaq, dowjones.' },
    ]);
  });

  it('asks for a market by query parameter, or fills {market} in a template', () => {
    expect(heatmapDataUrl({}, 'sp500')).toBe(`${DEFAULT_HEATMAP_URL}?market=sp500`);
    expect(heatmapDataUrl({ url: 'https://api.example.hu/heatmap?v=2' }, 'dowjones')).toBe(
      'https://api.example.hu/heatmap?v=2&market=dowjones',
    );
    expect(heatmapDataUrl({ url: 'https://cdn.example.hu/heatmap-{market}.json' }, 'nasdaq')).toBe(
      'https://cdn.example.hu/heatmap-nasdaq.json',
    );
  });

  it('links tiles to the stock page next to the data, or where stock-url says', () => {
    expect(stockHref({ url: 'https://penzugy.example/api/market/heatmap' }, 'BRK.B')).toBe(
      'https://penzugy.example/stocks/BRK.B',
    );
    expect(stockHref({}, 'AAPL')).toBe(`${location.origin}/stocks/AAPL`);
    expect(stockHref({ 'stock-url': 'https://partner.hu/reszveny/{symbol}' }, 'A&B')).toBe(
      'https://partner.hu/reszveny/A%26B',
    );
    expect(parse({ 'stock-url': 'https://partner.hu/reszveny/' }).problems[0]).toMatchObject({
      attribute: 'data-stock-url',
    });
  });
});
