import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annuityPayment, monthlyRateFromAnnualPercent, remainingBalance } from '../shared/annuity';
import {
  formatDate,
  formatDateShort,
  formatHuf,
  formatIsoDate,
  formatNumber,
  formatPercent,
  formatPercentPoints,
  formatYearsMonths,
  parseHuNumber,
} from '../shared/format';
import { checkNumber, withDefaults } from '../shared/validate';
import { mostly, property, total } from './harness';

const anyValue = mostly(fc.double({ min: -1e12, max: 1e12, noNaN: true }));
const decimals = mostly(fc.integer({ min: 0, max: 20 }));

describe('properties: shared helpers (10 000 inputs each)', () => {
  it('annuityPayment', () => {
    property(
      fc.tuple(
        mostly(fc.double({ min: 0, max: 1e15 })),
        mostly(fc.double({ min: -0.99, max: 1 })),
        mostly(fc.integer({ min: 1, max: 1200 })),
      ),
      ([P, r, n], o) => total(() => annuityPayment(P as number, r as number, n as number), o),
    );
  });

  it('remainingBalance', () => {
    property(
      fc.tuple(
        mostly(fc.double({ min: 0, max: 1e15 })),
        mostly(fc.double({ min: -0.99, max: 1 })),
        mostly(fc.integer({ min: 1, max: 1200 })),
        mostly(fc.integer({ min: 0, max: 1200 })),
      ),
      ([P, r, n, k], o) => total(() => remainingBalance(P as number, r as number, n as number, k as number), o),
    );
  });

  it('monthlyRateFromAnnualPercent', () => {
    property(mostly(fc.double({ min: -1199, max: 1200 })), (x, o) =>
      total(() => monthlyRateFromAnnualPercent(x as number), o),
    );
  });

  it('formatHuf, formatNumber, formatPercent, formatPercentPoints, formatYearsMonths', () => {
    property(fc.tuple(anyValue, decimals), ([v, d], o) => {
      total(() => formatHuf(v as number), o);
      total(() => formatNumber(v as number, d as number), o);
      total(() => formatPercent(v as number, d as number), o);
      total(() => formatPercentPoints(v as number, d as number), o);
      total(() => formatYearsMonths(v as number), o);
    });
  });

  it('formatDate, formatDateShort, formatIsoDate', () => {
    const dateLike = fc.oneof(
      fc.date(),
      fc.string(),
      fc.integer(),
      fc.constantFrom('2025-12-30', '2024-02-30', '', 'x'),
      anyValue,
    );
    property(
      dateLike,
      (v, o) => {
        total(() => formatDate(v as string), o);
        total(() => formatDateShort(v as string), o);
        total(() => formatIsoDate(v as string), o);
      },
      { refused: 0 },
    ); // any value formats (a dash when it is not a date), so nothing is refused
  });

  it('parseHuNumber', () => {
    const text = fc.oneof(
      fc.string(),
      fc.stringMatching(/^-?[0-9 .,]{0,12}( Ft| %| év)?$/),
      fc.constantFrom('1e400', '−5', '7,5 %'),
    );
    property(mostly(text), (s, o) => total(() => parseHuNumber(s as string), o));
  });

  it('checkNumber and withDefaults', () => {
    const rule = fc.record(
      {
        min: fc.option(fc.double(), { nil: undefined }),
        max: fc.option(fc.double(), { nil: undefined }),
        exclusiveMin: fc.boolean(),
        integer: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    property(fc.tuple(anyValue, rule, mostly(fc.object())), ([v, r, input], o) => {
      total(() => checkNumber(v, 'field', 'Mező', r), o);
      total(() => {
        const defaults = { a: 1, b: 'x' };
        const out = withDefaults(defaults, input as object);
        // Its contract (src/shared/validate.ts): the defaults' fields only, each the default or the
        // input's own value kept as given, for the calculator's validation to refuse by name (an
        // array, a text); only a top-level non-finite number is refused here. So the finite check
        // applies to the numbers it returns, not to what it passes through (a seed found
        // { a: [Infinity] } kept, as designed).
        expect(Object.keys(out).sort()).toEqual(['a', 'b']);
        for (const key of ['a', 'b'] as const) {
          const given =
            input != null && Object.hasOwn(input, key) ? (input as Record<string, unknown>)[key] : undefined;
          expect(out[key]).toBe(given === undefined ? defaults[key] : given);
        }
        return Object.values(out).filter((v) => typeof v === 'number');
      }, o);
    });
  });
});
