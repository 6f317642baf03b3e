import { describe, expect, it } from 'vitest';
import { isFinanceInputError } from './errors';
import { annuityPayment, monthlyRateFromAnnualPercent, remainingBalance } from './annuity';
import { formatNumber, formatPercent, formatPercentPoints, parseHuNumber } from './format';
import { withDefaults } from './validate';
import { priceSeriesLabel, quickAddTickers, type QuickAddListName } from '../portfolio/constants';

function refusal(f: () => unknown) {
  try {
    f();
  } catch (e) {
    if (isFinanceInputError(e)) return e;
    throw e;
  }
  throw new Error('no FinanceInputError');
}

describe('annuity helpers validate their arguments by name', () => {
  it('annuityPayment(NaN, …) is refused instead of returning NaN', () => {
    const e = refusal(() => annuityPayment(NaN, 0.005, 360));
    expect(e.field).toBe('principal');
    expect(e.message).toBe('Hitelösszeg: adjon meg érvényes számot.');
  });

  it('a term of 0 or less, or a fraction of a month, is refused instead of returning the principal', () => {
    expect(refusal(() => annuityPayment(1_000_000, 0.005, -12)).message).toBe(
      'Futamidő (hónap): nem lehet kisebb, mint 1.',
    );
    expect(refusal(() => annuityPayment(1_000_000, 0.005, 0)).field).toBe('months');
    expect(refusal(() => annuityPayment(1_000_000, 0.005, 12.5)).message).toBe(
      'Futamidő (hónap): egész számot adjon meg.',
    );
  });

  it('a rate of −100 % a month or below, a negative principal and a k outside 0…n are refused', () => {
    expect(refusal(() => annuityPayment(1000, -1, 12)).field).toBe('monthlyRate');
    expect(refusal(() => annuityPayment(-1000, 0.01, 12)).field).toBe('principal');
    expect(refusal(() => remainingBalance(1000, 0.01, 12, 13)).field).toBe('k');
    expect(refusal(() => remainingBalance(1000, 0.01, 12, -1)).field).toBe('k');
    expect(refusal(() => monthlyRateFromAnnualPercent(Infinity)).field).toBe('annualPercent');
  });

  it('the extremes of the accepted range stay finite: 100 % a month for 1200 months', () => {
    const a = annuityPayment(1e15, 1, 1200);
    expect(a).toBe(1e15); // (1+r)^n overflows; the limit of P·r/(1 − (1+r)^−n) is P·r
    for (const k of [1, 600, 1199]) expect(Number.isFinite(remainingBalance(1e15, 1, 1200, k))).toBe(true);
    expect(remainingBalance(1e15, 1, 1200, 1199)).toBeCloseTo(1e15 / 2, -3); // the last payment repays B = A/(1+r)
    expect(Number.isFinite(annuityPayment(1e15, -0.999, 1200))).toBe(true);
  });
});

describe('formatting and defaults refuse what Intl or the models cannot take', () => {
  it('decimals outside 0…20 are refused by name (Intl would throw a RangeError)', () => {
    expect(refusal(() => formatNumber(1, 21)).field).toBe('decimals');
    expect(refusal(() => formatPercent(0.1, -1)).field).toBe('decimals');
    expect(refusal(() => formatPercentPoints(1, 1.5)).message).toBe('Tizedesjegyek száma: egész számot adjon meg.');
  });

  it('parseHuNumber refuses a non-string', () => {
    expect(refusal(() => parseHuNumber(5 as unknown as string)).field).toBe('text');
  });

  it('withDefaults refuses a number or an array as the input object, and takes null as none', () => {
    expect(refusal(() => withDefaults({ a: 1 }, 5 as unknown as object)).field).toBe('input');
    expect(refusal(() => withDefaults({ a: 1 }, [] as unknown as object)).field).toBe('input');
    expect(withDefaults({ a: 1 }, null as unknown as undefined)).toEqual({ a: 1 });
  });
});

describe('portfolio screen helpers', () => {
  it('quickAddTickers refuses an unknown list and a non-list selection; priceSeriesLabel a non-string', () => {
    expect(refusal(() => quickAddTickers([], 'DAX' as QuickAddListName)).field).toBe('list');
    expect(refusal(() => quickAddTickers('AAPL' as unknown as string[], 'FAANG')).field).toBe('selected');
    expect(refusal(() => priceSeriesLabel(undefined as unknown as string)).field).toBe('ticker');
    expect(quickAddTickers(['AAPL'], 'FAANG')).toEqual(['AAPL', 'NFLX', 'AMZN', 'GOOGL', 'META']);
  });
});
