import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RENT_OR_BUY_LABELS, rentOrBuy, rentOrBuySensitivity } from './index';
import type { RentOrBuyInput } from './index';
import { FinanceInputError, isFinanceInputError } from '../shared/errors';

/** Calls `fn` and returns the FinanceInputError it throws (fails the test if it throws nothing else). */
function inputError(fn: () => unknown): FinanceInputError {
  try {
    fn();
  } catch (e) {
    if (isFinanceInputError(e)) return e;
    throw e;
  }
  return expect.fail('no FinanceInputError thrown');
}

describe('rentOrBuy input validation', () => {
  it.each<[RentOrBuyInput, keyof RentOrBuyInput, string]>([
    [{ price: 0 }, 'price', 'Ingatlan ára: nagyobbnak kell lennie, mint 0.'],
    [{ price: Number.NaN }, 'price', 'Ingatlan ára: adjon meg érvényes számot.'],
    [{ downPayment: 60_000_000 }, 'downPayment', 'Önerő: nem lehet nagyobb, mint az ingatlan ára.'],
    [{ downPayment: -1 }, 'downPayment', 'Önerő: nem lehet kisebb, mint 0.'],
    [{ mortgageRate: -0.5 }, 'mortgageRate', 'Hitelkamat: nem lehet kisebb, mint 0.'],
    [{ years: 0 }, 'years', 'Futamidő: nem lehet kisebb, mint 1.'],
    [{ years: 12.5 }, 'years', 'Futamidő: egész számot adjon meg.'],
    [{ years: 51 }, 'years', 'Futamidő: nem lehet nagyobb, mint 50.'],
    [{ appreciation: Infinity }, 'appreciation', 'Éves értéknövekedés: adjon meg érvényes számot.'],
    [{ rent: -200_000 }, 'rent', 'Havi bérleti díj: nem lehet kisebb, mint 0.'],
    [{ investmentReturn: -60 }, 'investmentReturn', 'Befektetési hozam: nem lehet kisebb, mint -50.'],
    [{ sellingCosts: 75 }, 'sellingCosts', 'Eladási költségek: nem lehet nagyobb, mint 50.'],
    [
      { rentersInsurance: '30000' as unknown as number },
      'rentersInsurance',
      'Bérlői biztosítás (évi): adjon meg érvényes számot.',
    ],
    [
      { purchaseDuty: 'igen' as unknown as boolean },
      'purchaseDuty',
      'Vagyonszerzési illeték: válassza az igen vagy a nem lehetőséget.',
    ],
  ])('%o → %s', (input, field, message) => {
    const e = inputError(() => rentOrBuy(input));
    expect(e).toBeInstanceOf(FinanceInputError);
    expect(e.field).toBe(field);
    expect(e.label).toBe(RENT_OR_BUY_LABELS[field]);
    expect(e.message).toBe(message);
  });

  it('accepts the edges of the ranges', () => {
    expect(() =>
      rentOrBuy({
        downPayment: 50_000_000,
        mortgageRate: 0,
        years: 1,
        appreciation: -50,
        investmentReturn: 50,
        sellingCosts: 50,
      }),
    ).not.toThrow();
    expect(() => rentOrBuy({ years: 50, mortgageRate: 50, rentIncrease: 50, rent: 1e12, price: 1e12 })).not.toThrow();
  });

  // One generator per kind of field, each yielding values the field must refuse.
  const notANumber = fc.constantFrom<unknown>(Number.NaN, Infinity, -Infinity, '100', null, true, {});
  const negative = fc.double({ min: -1e15, max: -1e-9, noNaN: true });
  const tooLarge = (max: number) => fc.double({ min: max * (1 + 1e-9), max: 1e300, noNaN: true });
  const amountBad = fc.oneof(notANumber, negative, tooLarge(1e12));
  const growthBad = fc.oneof(notANumber, fc.double({ min: -1e9, max: -50.000001, noNaN: true }), tooLarge(50));
  const invalid: Record<keyof RentOrBuyInput, fc.Arbitrary<unknown>> = {
    price: fc.oneof(amountBad, fc.constant(0)),
    downPayment: amountBad,
    mortgageRate: fc.oneof(notANumber, negative, tooLarge(50)),
    years: fc.oneof(
      notANumber,
      fc.integer({ min: -100, max: 0 }),
      fc.integer({ min: 51, max: 10_000 }),
      fc.double({ min: 1.001, max: 49.999, noNaN: true }).filter((v) => !Number.isInteger(v)),
    ),
    appreciation: growthBad,
    closingCosts: amountBad,
    propertyTax: amountBad,
    insurance: amountBad,
    maintenance: amountBad,
    rent: amountBad,
    rentIncrease: growthBad,
    rentersInsurance: amountBad,
    investmentReturn: growthBad,
    sellingCosts: fc.oneof(notANumber, negative, tooLarge(50)),
    purchaseDuty: fc.constantFrom<unknown>(0, 1, 'true', null, Number.NaN),
  };
  const badInput = fc
    .constantFrom(...(Object.keys(invalid) as (keyof RentOrBuyInput)[]))
    .chain((field) => invalid[field].map((value) => ({ field, value })));

  it('any invalid field throws FinanceInputError naming that field by its label (property)', () => {
    fc.assert(
      fc.property(badInput, fc.boolean(), ({ field, value }, viaSensitivity) => {
        const input = { [field]: value } as RentOrBuyInput;
        const e = inputError(() => (viaSensitivity ? rentOrBuySensitivity(input) : rentOrBuy(input)));
        expect(e.field).toBe(field);
        expect(e.message.startsWith(`${RENT_OR_BUY_LABELS[field]}: `)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('a down payment above the price is refused whatever the price (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e11, noNaN: true }),
        fc.double({ min: 1.000001, max: 10, noNaN: true }),
        (price, factor) => {
          const e = inputError(() => rentOrBuy({ price, downPayment: price * factor }));
          expect(e.field).toBe('downPayment');
          expect(e.message).toContain('Önerő');
        },
      ),
      { numRuns: 50 },
    );
  });
});
