import { describe, expect, it } from 'vitest';
import { filingsAsOf, recentFilings, type FilingsAnswer } from './recent-filings';

const filing = (n: number, date: string, url = `https://www.sec.gov/Archives/edgar/data/320193/${n}/a.htm`) => ({
  accessionNumber: `0000320193-26-00000${n}`,
  form: n % 2 ? '10-Q' : '8-K',
  filingDate: date,
  url,
});

const answer = (companies: FilingsAnswer['companies'], asOf: string | null = '2026-11-27'): FilingsAnswer => ({
  companies,
  dataset: { asOf, source: 'SEC EDGAR', stale: false },
});

describe('recentFilings', () => {
  it('lists each company’s newest filings, at most three, with Hungarian dates and its tickers', () => {
    const rows = recentFilings(
      answer([
        {
          cik: '320193',
          name: 'Apple Inc.',
          tickers: ['AAPL'],
          filings: [filing(1, '2026-11-20'), filing(2, '2026-10-31'), filing(3, '2026-08-01'), filing(4, '2026-05-02')],
        },
      ]),
    );
    expect(rows).toEqual([
      {
        cik: '320193',
        title: 'Apple Inc. (AAPL)',
        filings: [
          { key: '0000320193-26-000001', form: '10-Q', date: '2026. november 20.', url: filing(1, '').url },
          { key: '0000320193-26-000002', form: '8-K', date: '2026. október 31.', url: filing(2, '').url },
          { key: '0000320193-26-000003', form: '10-Q', date: '2026. augusztus 1.', url: filing(3, '').url },
        ],
      },
    ]);
  });

  it('links only to sec.gov, skips a malformed date, and drops a company left with nothing', () => {
    const rows = recentFilings(
      answer([
        {
          cik: '1',
          name: 'Hostile Inc.',
          tickers: [],
          filings: [filing(1, '2026-11-20', 'javascript:alert(1)'), filing(2, '2026-13-40')],
        },
        { cik: '2', name: 'Nincs Tőzsdén Kft.', tickers: [], filings: [filing(3, '2026-11-02')] },
      ]),
    );
    expect(rows.map((r) => [r.title, r.filings.length])).toEqual([['Nincs Tőzsdén Kft.', 1]]);
  });
});

describe('filingsAsOf', () => {
  it('dates the list with its source, and says nothing before a refresh', () => {
    expect(filingsAsOf(answer([]).dataset)).toBe('A lista: 2026. november 27., forrás: SEC EDGAR');
    expect(filingsAsOf(answer([], null).dataset)).toBeNull();
  });
});
