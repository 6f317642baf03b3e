import { describe, expect, it } from 'vitest';
import { createMemoryPriceSource } from '../source/memory-source';
import { rawCloses, sample } from '../test-support';
import { buildHeatmap } from './build-heatmap';

describe('buildHeatmap on the sample', () => {
  const sp500 = buildHeatmap(sample(), 'sp500');

  it('shows the change of 2025-12-30 from 2025-12-29', () => {
    expect(sp500.asOf).toBe('2025-12-30');
    expect(sp500.previousDate).toBe('2025-12-29');
    expect(sp500.source).toBe(sample().name);
  });

  it("AAPL's tile: market cap in billions and the change of its last two closes in the raw file", () => {
    const raw = rawCloses('prices/AAPL.csv');
    const [prev, last] = raw.closes.slice(-2) as [number, number];
    const tile = sp500.entries.find((e) => e.name === 'AAPL')!;
    expect(tile.companyName).toBe('Apple Inc.');
    expect(tile.sector).toBe('Információtechnológia');
    expect(tile.value[0]).toBeCloseTo(4514.709504, 9);
    expect(tile.value[1]).toBeCloseTo(((last - prev) / prev) * 100, 12);
  });

  it('accounts for every constituent: a tile, or an exclusion with its reason', () => {
    const members = sample().members!('sp500')!;
    expect(members.length).toBe(503);
    const shown = new Set(sp500.entries.map((e) => e.name));
    const excluded = new Map(sp500.excluded!.map((x) => [x.symbol, x.reason]));
    for (const m of members) expect(shown.has(m) !== excluded.has(m), m).toBe(true);
    expect(sp500.entries.length).toBe(448);
    expect(excluded.get('HD')).toBe('noMarketCap'); // in the closes, no market cap in the list
    // The 15 constituents without a price column, less BNY (served from its old ticker BK).
    expect(
      [...excluded]
        .filter(([, r]) => r === 'noPrice')
        .map(([s]) => s)
        .sort(),
    ).toEqual([
      'CASY',
      'CIEN',
      'COHR',
      'ECHO',
      'FDXF',
      'FERG',
      'FLEX',
      'HONA',
      'LITE',
      'MRVL',
      'Q',
      'SNDK',
      'VEEV',
      'VRT',
    ]);
  });

  it('sorts tiles by market cap, largest first, with finite values only', () => {
    for (let i = 1; i < sp500.entries.length; i++)
      expect(sp500.entries[i - 1]!.value[0]).toBeGreaterThanOrEqual(sp500.entries[i]!.value[0]);
    for (const e of sp500.entries) expect(e.value.every(Number.isFinite)).toBe(true);
  });

  it('Dow Jones has tiles (the original product had none): 28 of 30, CRM and HD lack a market cap', () => {
    const dow = buildHeatmap(sample(), 'dowjones');
    expect(dow.entries.length).toBe(28);
    expect(dow.excluded).toEqual([
      { symbol: 'CRM', reason: 'noMarketCap' },
      { symbol: 'HD', reason: 'noMarketCap' },
    ]);
  });

  it('Nasdaq 100 shows the members with prices; ASML (not in the S&P 500) has none', () => {
    const nasdaq = buildHeatmap(sample(), 'nasdaq');
    expect(nasdaq.entries.some((e) => e.name === 'NVDA')).toBe(true);
    expect(nasdaq.excluded).toContainEqual({ symbol: 'ASML', reason: 'noPrice' });
    expect(nasdaq.entries.length + nasdaq.excluded!.length).toBe(101);
  });
});

describe('buildHeatmap rules', () => {
  const series = (dates: string[], closes: number[]) => ({ dates, closes });
  const instruments = [
    {
      symbol: 'A',
      name: 'Alfa',
      exchange: 'NYSE',
      currency: 'USD',
      kind: 'stock' as const,
      marketCapUsd: 2e9,
      sector: 'Energy',
    },
    { symbol: 'B', name: 'Béta', exchange: 'NYSE', currency: 'USD', kind: 'stock' as const, marketCapUsd: 5e9 },
    { symbol: 'C', name: 'Céh', exchange: 'NYSE', currency: 'USD', kind: 'stock' as const, marketCapUsd: 1e9 },
    { symbol: 'I', name: 'Index', exchange: 'X', currency: 'USD', kind: 'index' as const },
  ];
  const source = createMemoryPriceSource({
    name: 'teszt',
    instruments,
    series: {
      A: series(['2025-01-02', '2025-01-03'], [100, 103]),
      B: series(['2025-01-02', '2025-01-03'], [50, 49]),
      C: series(['2025-01-01', '2025-01-02'], [10, 11]), // stale: no close on the last day
      I: series(['2025-01-02', '2025-01-03'], [1, 2]),
    },
  });

  it('without membership lists, sp500 is every stock of the source and other markets are empty', () => {
    const h = buildHeatmap(source, 'sp500');
    expect(h.asOf).toBe('2025-01-03');
    expect(h.entries.map((e) => e.name)).toEqual(['B', 'A']);
    expect(h.entries[1]).toEqual({ name: 'A', companyName: 'Alfa', sector: 'Energia', value: [2, 3] });
    expect(h.entries[0]!.sector).toBe('Egyéb');
    expect(h.excluded).toEqual([{ symbol: 'C', reason: 'noPrice' }]);
    expect(buildHeatmap(source, 'nasdaq')).toEqual({
      market: 'nasdaq',
      asOf: '',
      source: 'teszt',
      entries: [],
      excluded: [],
    });
  });
});
