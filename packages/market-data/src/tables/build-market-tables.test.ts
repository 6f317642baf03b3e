import { describe, expect, it } from 'vitest';
import { createMemoryPriceSource } from '../source/memory-source';
import { SAMPLE_LAST_DATE } from '../node/sample-source';
import { rawCloses, sample } from '../test-support';
import { buildMarketTables } from './build-market-tables';

describe('buildMarketTables on the sample', () => {
  const tables = buildMarketTables(sample());

  it('has the rows of docs/product.md#dashboard in order, with Hungarian names where natural', () => {
    expect(tables.us.map((r) => [r.symbol, r.name])).toEqual([
      ['GSPC', 'S&P 500'],
      ['NASDAQCOM', 'Nasdaq Composite'],
      ['DJIA', 'Dow Jones ipari átlag'],
    ]);
    expect(tables.europe.map((r) => r.name)).toEqual(['Euro Stoxx 50', 'DAX', 'CAC 40', 'FTSE 100']);
    expect(tables.hungary.map((r) => r.name)).toEqual(['BUX', 'OTP Bank Nyrt.', 'MOL Nyrt.']);
    expect(tables.source).toBe(sample().name);
  });

  it('gives each row its own last day, last close and change from its own file', () => {
    const files: Record<string, string> = {
      GSPC: 'prices/indexes/GSPC.csv',
      NASDAQCOM: 'prices/indexes/NASDAQCOM.csv',
      DJIA: 'prices/indexes/DJIA.csv',
      STOXX50E: 'prices/indexes/STOXX50E.csv',
      GDAXI: 'prices/indexes/GDAXI.csv',
      FCHI: 'prices/indexes/FCHI.csv',
      FTSE: 'prices/indexes/FTSE.csv',
      BUX: 'prices/indexes/BUX.csv',
      OTP: 'prices/bet/OTP.csv',
      MOL: 'prices/bet/MOL.csv',
    };
    for (const row of [...tables.us, ...tables.europe, ...tables.hungary]) {
      // The sample is served through 2025; the OTP and MOL files go on into 2026.
      const file = rawCloses(files[row.symbol]!);
      const kept = file.dates.filter((d) => d <= SAMPLE_LAST_DATE).length;
      const raw = { dates: file.dates.slice(0, kept), closes: file.closes.slice(0, kept) };
      const [prev, last] = raw.closes.slice(-2) as [number, number];
      expect(row.asOf, row.symbol).toBe(raw.dates.at(-1));
      expect(row.value).toBe(last);
      expect(row.change).toBeCloseTo(last - prev, 9);
      expect(row.percentage).toBeCloseTo((last - prev) / prev, 12);
    }
    // Calendars differ: the DJIA has 2025-12-31, the S&P 500 file ends on the 30th.
    expect(tables.us.find((r) => r.symbol === 'DJIA')!.asOf).toBe('2025-12-31');
    expect(tables.us.find((r) => r.symbol === 'GSPC')!.asOf).toBe('2025-12-30');
  });

  it('labels currencies: USD, EUR, GBP, HUF', () => {
    const currency = Object.fromEntries(
      [...tables.us, ...tables.europe, ...tables.hungary].map((r) => [r.symbol, r.currency]),
    );
    expect(currency).toMatchObject({
      GSPC: 'USD',
      GDAXI: 'EUR',
      STOXX50E: 'EUR',
      FCHI: 'EUR',
      FTSE: 'GBP',
      BUX: 'HUF',
      OTP: 'HUF',
      MOL: 'HUF',
    });
  });
});

describe('buildMarketTables with a partial source', () => {
  it('leaves out the rows the source has no prices for', () => {
    const source = createMemoryPriceSource({
      name: 'élő',
      instruments: [{ symbol: 'GSPC', name: 'S&P 500', exchange: '', currency: 'USD', kind: 'index' }],
      series: { GSPC: { dates: ['2025-01-02'], closes: [5000] } },
    });
    expect(buildMarketTables(source)).toEqual({
      source: 'élő',
      us: [
        { symbol: 'GSPC', name: 'S&P 500', value: 5000, change: 0, percentage: 0, currency: 'USD', asOf: '2025-01-02' },
      ],
      europe: [],
      hungary: [],
    });
  });
});
