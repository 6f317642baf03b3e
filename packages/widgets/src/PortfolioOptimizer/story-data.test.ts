import { STOCK_CATALOGUE } from '@penzugy/finance-core';
import { describe, expect, it } from 'vitest';
import { buildPayload, defaultPortfolioValue } from './form-value';
import { createStoryOptimizer, optimizeOnStoryMarket, storyMarket } from './story-data';

const base = buildPayload({
  ...defaultPortfolioValue(new Date(2024, 11, 31)),
  tickers: ['AAPL', 'MSFT', 'NVDA', 'JPM'],
});

describe('story market', () => {
  it('has the 261 weekdays of 2024 after New Year’s Day for every catalogue stock and benchmark, all positive', () => {
    const market = storyMarket();
    expect(market.dates).toHaveLength(261);
    expect(market.dates[0]).toBe('2024-01-02');
    for (const { ticker } of STOCK_CATALOGUE) expect(market.prices[ticker]!.every((p) => p > 0)).toBe(true);
    expect(Object.keys(market.benchmarks)).toEqual(['^GSPC', 'NQ=F', 'DOW']);
  });

  it('is deterministic', () => {
    expect(optimizeOnStoryMarket(base)).toEqual(optimizeOnStoryMarket(base));
  });

  it('optimises every objective, with and without shorting, for the story selections', () => {
    for (const tickers of [
      ['AAPL', 'MSFT', 'NVDA', 'JPM'],
      ['AAPL', 'NFLX', 'AMZN', 'GOOGL', 'META'],
      ['AAPL', 'NVDA', 'GOOGL', 'TSLA'],
    ]) {
      for (const objective of ['maxSharpe', 'minVariance', 'maxReturn'] as const) {
        for (const shorting of [false, true]) {
          const r = optimizeOnStoryMarket({
            ...base,
            portfolio: tickers.map((ticker) => ({ ticker, name: '', shares: 0 })),
            objective,
            shorting,
          });
          expect(Object.keys(r.weights)).toEqual(tickers);
          expect(r.metrics.beta).not.toBeNull();
        }
      }
    }
  });

  it('clips to the requested dates, or shows the whole year with a notice when the request is outside it', () => {
    const h1 = optimizeOnStoryMarket({ ...base, fromDate: '2024-01-01', toDate: '2024-06-30' });
    expect(h1).toMatchObject({ effectiveFrom: '2024-01-02', effectiveTo: '2024-06-28', notice: null });
    const future = optimizeOnStoryMarket({ ...base, fromDate: '2030-01-01', toDate: '2031-01-01' });
    expect(future).toMatchObject({ effectiveFrom: '2024-01-02', effectiveTo: '2024-12-31', notice: true });
  });

  it('fails the given number of times, then answers', async () => {
    const optimize = createStoryOptimizer({ delayMs: 0, failures: 1 });
    await expect(optimize(base)).rejects.toThrow('Nem sikerült elérni a szervert.');
    await expect(optimize(base)).resolves.toHaveProperty('weights');
  });
});
