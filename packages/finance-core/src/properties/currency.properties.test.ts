/**
 * Properties of the currency exports (see harness.ts): series on overlapping calendars with closes
 * from tiny to huge, exchange-rate series with gaps, and garbage in every position. A result is
 * finite throughout and keeps its own invariants; a refusal is a FinanceInputError naming its field.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPortfolioCurrency } from '../portfolio/constants';
import { CURRENCY_INPUT_LIMITS, alignInCurrency, alignOnCommonDates } from '../portfolio/currency';
import { DEGENERATE_NUMBERS, GARBAGE, mostly, property, total } from './harness';

/** Twenty calendar days in January 2025; each series and the rates take a subset of them. */
const DAYS = Array.from({ length: 20 }, (_, i) => `2025-01-${String(i + 1).padStart(2, '0')}`);

const close = fc.oneof(
  { weight: 10, arbitrary: fc.double({ min: 0.5, max: 5000, noNaN: true }) },
  { weight: 1, arbitrary: fc.constantFrom(CURRENCY_INPUT_LIMITS.close.min, CURRENCY_INPUT_LIMITS.close.max) },
);
const rate = fc.oneof(
  { weight: 10, arbitrary: fc.double({ min: 250, max: 450, noNaN: true }) },
  { weight: 1, arbitrary: fc.constantFrom(CURRENCY_INPUT_LIMITS.rate.min, CURRENCY_INPUT_LIMITS.rate.max) },
);

/** Sorted unique days with one value each; now and then a value is degenerate or the days are out of order. */
function dated(value: fc.Arbitrary<number>) {
  return fc
    .tuple(fc.subarray(DAYS, { minLength: 0, maxLength: 20 }), fc.array(value, { minLength: 20, maxLength: 20 }))
    .chain(([dates, values]) =>
      fc.oneof(
        { weight: 12, arbitrary: fc.constant({ dates, values: values.slice(0, dates.length) }) },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(...DEGENERATE_NUMBERS)
            .map((bad) => ({ dates, values: [...values.slice(0, dates.length - 1), bad] })),
        },
        { weight: 1, arbitrary: fc.constant({ dates: [...dates].reverse(), values: values.slice(0, dates.length) }) },
      ),
    );
}

const series = fc.oneof(
  {
    weight: 15,
    arbitrary: fc.array(
      fc
        .tuple(dated(close), fc.constantFrom('USD', 'HUF'))
        .map(([d, currency]) => ({ dates: d.dates, closes: d.values, currency })),
      { maxLength: 4 },
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(...GARBAGE) },
);
const fx = fc.oneof(
  { weight: 8, arbitrary: dated(rate).map((d) => ({ dates: d.dates, rates: d.values })) },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(...GARBAGE) },
);
const target = fc.oneof(fc.constantFrom('USD', 'HUF'), fc.constantFrom<unknown>(...GARBAGE, 'EUR'));

describe('currency properties', () => {
  it('alignInCurrency: common days with a fresh fixing, each converted close finite and positive', () => {
    property(
      fc.tuple(series, target, fx, mostly(fc.integer({ min: 0, max: 10 }))),
      ([s, t, r, age], o) => {
        total(() => {
          const out = alignInCurrency(s as never, t as never, r as never, age as number);
          expect(out.columns.every((c) => c.length === out.dates.length && c.every((v) => v > 0))).toBe(true);
          return out;
        }, o);
      },
      { returned: 1000, refused: 1000 },
    );
  });

  it('alignOnCommonDates: the dates every series has, in order, with each series’ own close', () => {
    property(
      series,
      (s, o) => {
        total(() => {
          const out = alignOnCommonDates(s as never);
          for (const d of out.dates) expect((s as { dates: string[] }[]).every((x) => x.dates.includes(d))).toBe(true);
          return out;
        }, o);
      },
      { returned: 1000, refused: 500 },
    );
  });

  it('isPortfolioCurrency: true exactly for USD and HUF', () => {
    property(
      fc.oneof(fc.constantFrom<unknown>('USD', 'HUF', 'usd', 'EUR', ...GARBAGE), fc.string()),
      (v, o) => {
        total(() => {
          expect(isPortfolioCurrency(v)).toBe(v === 'USD' || v === 'HUF');
          return 0;
        }, o);
      },
      { refused: 0 },
    );
  });
});
