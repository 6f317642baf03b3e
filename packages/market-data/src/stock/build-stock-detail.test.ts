import { describe, expect, it } from 'vitest';
import { rawCloses, sample } from '../test-support';
import { buildStockDetail } from './build-stock-detail';

describe('buildStockDetail', () => {
  it('gives the facts, the last quote and the whole series of a stock', () => {
    const d = buildStockDetail(sample(), 'AAPL')!;
    const raw = rawCloses('prices/AAPL.csv');
    expect(d.info).toMatchObject({
      symbol: 'AAPL',
      name: 'Apple Inc.',
      exchange: 'Nasdaq',
      currency: 'USD',
      kind: 'stock',
      headquarters: 'Cupertino, California',
    });
    expect(d.series.dates).toEqual(raw.dates);
    expect(d.series.closes).toEqual(raw.closes);
    expect(d.quote).toMatchObject({ symbol: 'AAPL', value: raw.closes.at(-1), asOf: '2025-12-30' });
    expect(d.source).toBe(sample().name);
  });

  it('works for a Budapest share and an index', () => {
    expect(buildStockDetail(sample(), 'OTP')!.info).toMatchObject({
      currency: 'HUF',
      exchange: 'Budapesti Értéktőzsde',
      sectorLabel: 'Pénzügyi szolgáltatások',
    });
    expect(buildStockDetail(sample(), 'BUX')!.info.kind).toBe('index');
  });

  it('is undefined for an unknown symbol', () => {
    expect(buildStockDetail(sample(), 'NINCS')).toBeUndefined();
    expect(buildStockDetail(sample(), 'aapl')).toBeUndefined(); // symbols are exact; callers upper-case
  });
});
