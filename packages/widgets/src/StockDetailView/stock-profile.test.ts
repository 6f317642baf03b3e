import type { StockDetail } from '@penzugy/market-data';
import { describe, expect, it } from 'vitest';
import { stockProfile } from './stock-profile';
import { AAPL_DETAIL, OTP_DETAIL } from './story-data/story-data';

const fact = (detail: StockDetail, label: string) => stockProfile(detail).facts.find((f) => f.label === label)?.value;

describe('stockProfile', () => {
  it('describes a US company in Hungarian from its facts', () => {
    const { description } = stockProfile(AAPL_DETAIL);
    expect(description).toBe(
      'Apple Inc. (AAPL) – tőzsdén jegyzett vállalat, székhelye: Cupertino, California. Alapítva: 1977. ' +
        'A GICS-besorolás szerint szektora: információtechnológia, alágazata: Számítógépek, adattárolók és perifériák. ' +
        'Jegyzési helye: Nasdaq; az árfolyamok amerikai dollárban értendők.',
    );
  });

  it('lists the facts, with the market cap in billions of USD and the index memberships', () => {
    expect(fact(AAPL_DETAIL, 'Szimbólum')).toBe('AAPL');
    expect(fact(AAPL_DETAIL, 'Szektor')).toBe('Információtechnológia');
    expect(fact(AAPL_DETAIL, 'Piaci kapitalizáció')).toBe(
      `${new Intl.NumberFormat('hu-HU', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(AAPL_DETAIL.info.marketCapUsd! / 1e9)} milliárd USD`,
    );
    expect(fact(AAPL_DETAIL, 'Indextagság')).toBe('S&P 500, Nasdaq 100, Dow Jones');
    expect(fact(AAPL_DETAIL, 'Adatok időszaka')).toBe('2015. január 2. – 2025. december 30.');
  });

  it('names the sub-industry in Hungarian, and leaves out an English one it cannot translate', () => {
    expect(fact(AAPL_DETAIL, 'Alágazat')).toBe('Számítógépek, adattárolók és perifériák');
    const unknown: StockDetail = { ...AAPL_DETAIL, info: { ...AAPL_DETAIL.info, subIndustry: 'Quantum Widgets' } };
    expect(fact(unknown, 'Alágazat')).toBeUndefined();
    expect(stockProfile(unknown).description).not.toContain('Quantum');
  });

  it('describes a Budapest share in forints', () => {
    const { description } = stockProfile(OTP_DETAIL);
    expect(description).toContain(
      'OTP Bank Nyrt. (OTP) – tőzsdén jegyzett vállalat, székhelye: Budapest, Magyarország.',
    );
    expect(description).toContain('szektora: pénzügyi szolgáltatások');
    expect(description).toContain('az árfolyamok forintban értendők.');
    expect(fact(OTP_DETAIL, 'Piaci kapitalizáció')).toBeUndefined();
  });

  it('describes an index by who calculates it', () => {
    const index: StockDetail = {
      ...AAPL_DETAIL,
      info: { symbol: 'BUX', name: 'BUX', exchange: 'Budapesti Értéktőzsde', currency: 'HUF', kind: 'index' },
    };
    expect(stockProfile(index).description).toBe('BUX (BUX) – részvényindex, számítója: Budapesti Értéktőzsde.');
  });

  it('leaves out missing and placeholder facts (the data writes "none" for an unknown seat)', () => {
    const sparse: StockDetail = {
      ...AAPL_DETAIL,
      info: {
        symbol: 'XYZ',
        name: 'Block, Inc.',
        exchange: '',
        currency: 'USD',
        headquarters: 'none',
        kind: 'stock',
        marketCapUsd: Number.NaN,
      },
    };
    const { description, facts } = stockProfile(sparse);
    expect(description).toBe('Block, Inc. (XYZ) – tőzsdén jegyzett vállalat.');
    expect(facts.map((f) => f.label)).toEqual(['Szimbólum', 'Deviza', 'Adatok időszaka', 'Adatforrás']);
  });

  it('names an unknown currency by its code', () => {
    const chf: StockDetail = { ...AAPL_DETAIL, info: { ...AAPL_DETAIL.info, currency: 'CHF' } };
    expect(stockProfile(chf).description).toContain('az árfolyamok CHF pénznemben értendők.');
  });
});
