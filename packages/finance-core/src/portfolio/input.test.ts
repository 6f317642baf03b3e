import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { optimizePortfolio } from './optimize';
import type { PortfolioInput } from './input';
import { catchInputError, randomPrices, rng } from './test-support';

const base = (() => {
  const { dates, prices } = randomPrices(rng(1), 3, 40);
  return { dates, prices: { AAPL: prices.S1!, MSFT: prices.S2!, NVDA: prices.S3! } };
})();

/** The error for an input built from the valid base; asserts the message starts with the label. */
function rejection(patch: Record<string, unknown>) {
  const e = catchInputError(() => optimizePortfolio({ ...base, ...patch } as PortfolioInput));
  expect(e.message.startsWith(`${e.label}: `)).toBe(true);
  return { field: e.field, label: e.label };
}

describe('optimizePortfolio — input validation (Hungarian messages naming the field)', () => {
  const cases: [string, Record<string, unknown>, { field: string; label: string }][] = [
    ['one stock', { prices: { AAPL: base.prices.AAPL } }, { field: 'prices', label: 'Részvények' }],
    ['no prices at all', { prices: undefined }, { field: 'prices', label: 'Részvények' }],
    ['prices not an object', { prices: [1, 2, 3] }, { field: 'prices', label: 'Részvények' }],
    [
      '51 stocks',
      { prices: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`T${i}`, base.prices.AAPL])) },
      { field: 'prices', label: 'Részvények' },
    ],
    [
      'a ticker named like the portfolio line',
      { prices: { ...base.prices, Portfolio: base.prices.AAPL } },
      { field: 'prices', label: 'Részvények' },
    ],
    [
      'a shorter series',
      { prices: { ...base.prices, MSFT: base.prices.MSFT!.slice(1) } },
      { field: 'prices', label: 'Árfolyamsor (MSFT)' },
    ],
    [
      'a zero price',
      { prices: { ...base.prices, NVDA: base.prices.NVDA!.map((v, t) => (t === 5 ? 0 : v)) } },
      { field: 'prices', label: 'Árfolyamsor (NVDA)' },
    ],
    [
      'a negative price',
      { prices: { ...base.prices, AAPL: base.prices.AAPL!.map((v, t) => (t === 0 ? -v : v)) } },
      { field: 'prices', label: 'Árfolyamsor (AAPL)' },
    ],
    [
      'a NaN price',
      { prices: { ...base.prices, AAPL: base.prices.AAPL!.map((v, t) => (t === 9 ? NaN : v)) } },
      { field: 'prices', label: 'Árfolyamsor (AAPL)' },
    ],
    [
      'an infinite price',
      { prices: { ...base.prices, AAPL: base.prices.AAPL!.map((v, t) => (t === 9 ? Infinity : v)) } },
      { field: 'prices', label: 'Árfolyamsor (AAPL)' },
    ],
    [
      'a price as text',
      { prices: { ...base.prices, AAPL: base.prices.AAPL!.map((v, t) => (t === 3 ? String(v) : v)) } },
      { field: 'prices', label: 'Árfolyamsor (AAPL)' },
    ],
    [
      '29 observations',
      {
        dates: base.dates.slice(0, 29),
        prices: Object.fromEntries(Object.entries(base.prices).map(([k, v]) => [k, v!.slice(0, 29)])),
      },
      { field: 'dates', label: 'Dátumok' },
    ],
    ['dates not a list', { dates: '2024-01-01' }, { field: 'dates', label: 'Dátumok' }],
    [
      'an impossible date',
      { dates: base.dates.map((d, t) => (t === 10 ? '2024-02-30' : d)) },
      { field: 'dates', label: 'Dátumok' },
    ],
    [
      'a date in another format',
      { dates: base.dates.map((d, t) => (t === 10 ? '2024.01.11.' : d)) },
      { field: 'dates', label: 'Dátumok' },
    ],
    [
      'dates out of order',
      { dates: base.dates.map((d, t) => (t === 10 ? base.dates[9] : d)) },
      { field: 'dates', label: 'Dátumok' },
    ],
    ['an unknown objective', { objective: 'maxAlpha' }, { field: 'objective', label: 'Cél' }],
    ['shorting as text', { shorting: 'igen' }, { field: 'shorting', label: 'Short pozíciók' }],
    [
      'a risk-free rate in percent (5.5)',
      { riskFreeRate: 5.5 },
      { field: 'riskFreeRate', label: 'Kockázatmentes hozam' },
    ],
    ['a risk-free rate of −10 %', { riskFreeRate: -0.1 }, { field: 'riskFreeRate', label: 'Kockázatmentes hozam' }],
    ['a NaN risk-free rate', { riskFreeRate: NaN }, { field: 'riskFreeRate', label: 'Kockázatmentes hozam' }],
    [
      'a benchmark of the wrong length',
      { benchmark: base.prices.AAPL!.slice(2) },
      { field: 'benchmark', label: 'Referenciaindex' },
    ],
    [
      'a benchmark with a zero',
      { benchmark: base.prices.AAPL!.map((v, t) => (t === 4 ? 0 : v)) },
      { field: 'benchmark', label: 'Referenciaindex' },
    ],
    [
      'a benchmark key equal to a ticker',
      { benchmark: base.prices.AAPL, benchmarkKey: 'AAPL' },
      { field: 'prices', label: 'Részvények' },
    ],
    [
      'an empty benchmark key',
      { benchmark: base.prices.AAPL, benchmarkKey: ' ' },
      { field: 'benchmarkKey', label: 'Referenciaindex neve' },
    ],
    [
      'a zero volatility cap',
      { objective: 'maxReturn', maxVolatility: 0 },
      { field: 'maxVolatility', label: 'Volatilitási korlát' },
    ],
    [
      'a volatility cap in percent (25)',
      { objective: 'maxReturn', maxVolatility: 25 },
      { field: 'maxVolatility', label: 'Volatilitási korlát' },
    ],
  ];
  for (const [name, patch, expected] of cases) {
    it(`rejects ${name}`, () => expect(rejection(patch)).toEqual(expected));
  }

  it('accepts the valid base input and the edges of the accepted ranges', () => {
    for (const riskFreeRate of [-0.05, 0, 0.5])
      expect(() => optimizePortfolio({ ...base, objective: 'minVariance', riskFreeRate })).not.toThrow();
    // 2024-02-29 is a real (leap) day; 2023-02-29 is not.
    const leap = base.dates.map((_, t) => new Date(Date.UTC(2024, 1, 20 + t)).toISOString().slice(0, 10));
    expect(leap).toContain('2024-02-29');
    expect(() => optimizePortfolio({ ...base, objective: 'minVariance', dates: leap })).not.toThrow();
    expect(rejection({ dates: leap.map((d) => d.replace('2024', '2023')) })).toEqual({
      field: 'dates',
      label: 'Dátumok',
    });
  });

  it("any single bad price anywhere is reported on that stock's series (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('AAPL', 'MSFT', 'NVDA'),
        fc.integer({ min: 0, max: 39 }),
        fc.constantFrom(0, -1, -1e-9, NaN, Infinity, -Infinity, null, undefined, '1'),
        (ticker, day, bad) => {
          const series = [...base.prices[ticker as keyof typeof base.prices]!] as unknown[];
          series[day] = bad;
          expect(rejection({ prices: { ...base.prices, [ticker]: series } })).toEqual({
            field: 'prices',
            label: `Árfolyamsor (${ticker})`,
          });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('too few observations are reported on the dates whatever the count below 30 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 29 }), (len) => {
        const cut = (v: number[]) => v.slice(0, len);
        expect(
          rejection({
            dates: base.dates.slice(0, len),
            prices: { AAPL: cut(base.prices.AAPL!), MSFT: cut(base.prices.MSFT!) },
          }),
        ).toEqual({
          field: 'dates',
          label: 'Dátumok',
        });
      }),
      { numRuns: 30 },
    );
  });
});
