import { describe, expect, it } from 'vitest';
import {
  bannerClosed,
  cachedStatus,
  closeBanner,
  loadMarketStatus,
  type MarketStatusAnswer,
  STATUS_CACHE_KEY,
  STATUS_CACHE_MS,
  staleDatasets,
} from './market-status';

/** sessionStorage's contract over a Map (Node has no Web Storage). */
class MemoryStore {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** The shape apps/api answers for the embedded data (tests/e2e/fresh-data.e2e.ts checks the real one). */
const STATUS: MarketStatusAnswer = {
  today: '2026-01-20',
  datasets: [
    {
      dataset: 'ecb-fx',
      label: 'Euró-referenciaárfolyamok (EUR/HUF, EUR/USD)',
      source: 'EKB',
      asOf: '2026-01-19',
      stale: false,
    },
    { dataset: 'mnb-fx', label: 'Hivatalos devizaárfolyamok', source: 'MNB', asOf: null, stale: true },
    {
      dataset: 'prices',
      label: 'Részvény- és indexárfolyamok (napi záróárak)',
      source: 'Alpha Vantage',
      asOf: '2025-12-31',
      stale: true,
    },
  ],
};

describe('staleDatasets', () => {
  it('names the stale datasets that have data, with their date and source', () => {
    expect(staleDatasets(STATUS)).toEqual([
      {
        id: 'prices',
        label: 'Részvény- és indexárfolyamok (napi záróárak)',
        asOf: '2025-12-31',
        source: 'Alpha Vantage',
      },
    ]);
    expect(staleDatasets({ ...STATUS, datasets: STATUS.datasets.map((d) => ({ ...d, stale: false })) })).toEqual([]);
  });
});

describe('loadMarketStatus', () => {
  it('asks the service once and answers from the tab’s cache until it is STATUS_CACHE_MS old', async () => {
    const store = new MemoryStore();
    let asked = 0;
    const fetchStatus = async () => {
      asked++;
      return STATUS;
    };
    expect(await loadMarketStatus(store, 1000, fetchStatus)).toEqual(STATUS);
    expect(await loadMarketStatus(store, 1000 + STATUS_CACHE_MS - 1, fetchStatus)).toEqual(STATUS);
    expect(asked).toBe(1);
    expect(await loadMarketStatus(store, 1000 + STATUS_CACHE_MS, fetchStatus)).toEqual(STATUS);
    expect(asked).toBe(2);
  });

  it('ignores a damaged cache entry and refuses an answer that is not a status', async () => {
    const store = new MemoryStore();
    store.setItem(STATUS_CACHE_KEY, '{not json');
    expect(cachedStatus(store, 0)).toBeNull();
    store.setItem(STATUS_CACHE_KEY, JSON.stringify({ at: 0, status: { today: 1 } }));
    expect(cachedStatus(store, 0)).toBeNull();
    await expect(loadMarketStatus(store, 0, async () => '<html>')).rejects.toThrow('hibás formátumú');
    expect(store.getItem(STATUS_CACHE_KEY)).toContain('"today":1');
  });

  it('works without storage (a browser that refuses it): it asks each time', async () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(await loadMarketStatus(refusing, 0, async () => STATUS)).toEqual(STATUS);
    expect(bannerClosed(refusing)).toBe(false);
    expect(() => closeBanner(refusing)).not.toThrow();
  });
});

describe('closing the banner', () => {
  it('is remembered in the tab', () => {
    const store = new MemoryStore();
    expect(bannerClosed(store)).toBe(false);
    closeBanner(store);
    expect(bannerClosed(store)).toBe(true);
  });
});
