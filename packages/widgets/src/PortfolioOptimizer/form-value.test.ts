import { describe, expect, it } from 'vitest';
import { buildPayload, checkPortfolioValue, defaultPortfolioValue, resolvePortfolioValue } from './form-value';

const today = new Date(2025, 5, 15);
const defaults = defaultPortfolioValue(today);

describe('defaultPortfolioValue', () => {
  it('has the defaults of docs/product.md#portfolio-optimiser', () => {
    expect(defaults).toEqual({
      tickers: [],
      fromDate: '2024-06-15',
      toDate: '2025-06-15',
      objective: 'maxSharpe',
      shorting: false,
      benchmark: '^GSPC',
      riskFreeRatePercent: 5.5,
      maxGrossExposure: 0, // no cap: not in the spec, and nothing is sent for it
      currency: 'USD',
    });
  });
});

describe('the gross-exposure cap (not in the spec)', () => {
  it('is sent only with shorting and a cap, so the spec payload is unchanged otherwise', () => {
    const base = { ...defaults, tickers: ['AAPL', 'MSFT'] };
    expect(buildPayload({ ...base, maxGrossExposure: 1.5 })).not.toHaveProperty('maxGrossExposure');
    expect(buildPayload({ ...base, shorting: true })).not.toHaveProperty('maxGrossExposure');
    expect(buildPayload({ ...base, shorting: true, maxGrossExposure: 1.5 }).maxGrossExposure).toBe(1.5);
  });

  it('is checked with shorting: 1 … 50 or none, named in Hungarian', () => {
    const base = { ...defaults, tickers: ['AAPL', 'MSFT'], shorting: true };
    expect(checkPortfolioValue({ ...base, maxGrossExposure: 0 })).toBeNull();
    expect(checkPortfolioValue({ ...base, maxGrossExposure: 1 })).toBeNull();
    for (const bad of [0.5, 51, NaN]) {
      expect(checkPortfolioValue({ ...base, maxGrossExposure: bad })).toEqual({
        field: 'maxGrossExposure',
        message: 'Bruttó kitettség korlátja: 1 és 50 között lehet, vagy hagyja üresen (nincs korlát).',
      });
    }
    expect(checkPortfolioValue({ ...base, shorting: false, maxGrossExposure: NaN })).toBeNull();
  });
});

describe('buildPayload', () => {
  it('is the request of docs/product.md#portfolio-optimiser exactly', () => {
    expect(buildPayload({ ...defaults, tickers: ['AAPL', 'MSFT'] })).toStrictEqual({
      portfolio: [
        { ticker: 'AAPL', name: '', shares: 0 },
        { ticker: 'MSFT', name: '', shares: 0 },
      ],
      riskFreeRate: 0.055,
      fromDate: '2024-06-15',
      toDate: '2025-06-15',
      objective: 'maxSharpe',
      shorting: false,
      benchmark: '^GSPC',
    });
  });

  it('sends empty dates as null and the other settings as chosen', () => {
    const payload = buildPayload({
      ...defaults,
      tickers: ['AAPL', 'F'],
      fromDate: '',
      toDate: '',
      objective: 'minVariance',
      shorting: true,
      benchmark: 'NQ=F',
      riskFreeRatePercent: 2.5,
    });
    expect(payload).toMatchObject({
      fromDate: null,
      toDate: null,
      objective: 'minVariance',
      shorting: true,
      benchmark: 'NQ=F',
      riskFreeRate: 0.025,
    });
  });
});

describe('checkPortfolioValue', () => {
  const ok = { ...defaults, tickers: ['AAPL', 'MSFT'] };

  it('accepts a valid form', () => {
    expect(checkPortfolioValue(ok)).toBeNull();
    expect(checkPortfolioValue({ ...ok, fromDate: '', toDate: '' })).toBeNull();
  });

  it('needs 2 stocks', () => {
    expect(checkPortfolioValue({ ...ok, tickers: ['AAPL'] })).toEqual({
      field: 'tickers',
      message: 'Részvények: legalább 2 részvényt válasszon ki.',
    });
  });

  it('names a bad or reversed date', () => {
    expect(checkPortfolioValue({ ...ok, toDate: '2025-02-30' })).toEqual({
      field: 'toDate',
      message: 'Elemzés vége: adjon meg érvényes dátumot.',
    });
    expect(checkPortfolioValue({ ...ok, fromDate: '2025-07-01' })).toEqual({
      field: 'fromDate',
      message: 'Elemzés kezdete: nem lehet későbbi, mint az elemzés vége.',
    });
  });

  it('names a rate out of range (a fraction typed as percent is fine, a percent of 500 is not)', () => {
    expect(checkPortfolioValue({ ...ok, riskFreeRatePercent: 500 })).toEqual({
      field: 'riskFreeRatePercent',
      message: 'Kockázatmentes hozam: -5 és 50 százalék között lehet.',
    });
    expect(checkPortfolioValue({ ...ok, riskFreeRatePercent: Number.NaN })?.field).toBe('riskFreeRatePercent');
  });
});

describe('resolvePortfolioValue', () => {
  it('keeps good fields of a shared link and drops the rest', () => {
    const value = resolvePortfolioValue(
      {
        tickers: ['aapl', 'NOVO', 'MSFT', 'AAPL'],
        fromDate: 'yesterday',
        toDate: '',
        objective: 'maxFun' as never,
        benchmark: 'NQ=F',
        shorting: true,
      },
      defaults,
    );
    expect(value).toEqual({ ...defaults, tickers: ['AAPL', 'MSFT'], toDate: '', benchmark: 'NQ=F', shorting: true });
  });
});

describe('the analysis currency', () => {
  const value = { ...defaults, tickers: ['AAPL', 'MSFT'] };

  it('sends nothing for USD, so the payload is the one the service always received', () => {
    const payload = buildPayload(value);
    expect('currency' in payload).toBe(false);
    expect(buildPayload({ ...value, currency: 'USD' })).toEqual(payload);
  });

  it("sends currency: 'HUF' for a forint analysis", () => {
    expect(buildPayload({ ...value, currency: 'HUF' })).toEqual({ ...buildPayload(value), currency: 'HUF' });
  });

  it('keeps a known currency from a shared link and drops an unknown one', () => {
    expect(resolvePortfolioValue({ currency: 'HUF' }, defaults).currency).toBe('HUF');
    expect(resolvePortfolioValue({ currency: 'EUR' as never }, defaults).currency).toBe('USD');
  });
});
