/**
 * Shared pieces of the loan tests (not exported from the package): the contract's field labels
 * written out independently of the implementation, generators of valid and invalid input, and a
 * check that a result holds no NaN or Infinity anywhere.
 */
import { expect } from 'vitest';
import fc from 'fast-check';
import { isFinanceInputError } from '../shared/errors';

/** The on-screen labels the contract names (copied from the brief, not from strings.ts). */
export const EXPECTED_LABELS: Record<string, string> = {
  price: 'Ingatlan ára',
  downPayment: 'Önerő',
  annualRate: 'Éves kamat',
  appreciation: 'Éves értéknövekedés',
  alternativeReturn: 'Alternatív befektetés hozama',
  years: 'Futamidő',
  loanAmount: 'Hitelösszeg',
  disbursementFee: 'Folyósítási díj',
  valuationFee: 'Értékbecslési díj',
  landRegistryFee: 'Földhivatali díj',
  otherFees: 'Egyéb egyszeri díjak',
  monthlyFee: 'Havi számlavezetési díj',
  fixationYears: 'Kamatfixálás',
  monthlyNetIncome: 'Havi nettó jövedelem',
  existingMonthlyPayments: 'Meglévő havi törlesztések',
  loanToValueCase: 'Hitelfedezeti kategória',
  creditLineLimits: 'Hitelkártya- és folyószámlakeretek',
  date: 'A szabályok napja',
  coBorrowerMonthlyNetIncome: 'Adóstárs havi nettó jövedelme',
  ownFunds: 'Rendelkezésre álló önerő',
  extraMonthly: 'Rendszeres havi többletbefizetés',
  extraFromMonth: 'Többletbefizetés kezdő hónapja',
  contractFeePercent: 'Szerződés szerinti előtörlesztési díj',
  prepayments: 'Egyszeri előtörlesztések',
  startDate: 'Első törlesztés napja',
  mode: 'Előtörlesztés módja',
  loanKind: 'Hitel típusa',
  target: 'Adósságmentes ekkorra',
};

/** The level instalment with plain powers, independent of shared/annuity.ts: P·r / (1 − (1+r)^−n). */
export const levelPayment = (P: number, annualPercent: number, years: number) => {
  const r = annualPercent / 1200;
  return (P * r) / (1 - (1 + r) ** -(12 * years));
};

/** The annuity inverted with plain powers: the loan an instalment A repays, A·(1 − (1+r)^−n) / r. */
export const loanForPayment = (A: number, annualPercent: number, years: number) => {
  const r = annualPercent / 1200;
  return (A * (1 - (1 + r) ** -(12 * years))) / r;
};

/**
 * A cheap assertion for loops over hundreds of schedule rows (vitest's `expect` costs microseconds a
 * call); the message is built only on failure.
 */
export function ok(condition: boolean, message: () => string): void {
  if (!condition) expect.fail(message());
}

/** Fails with the path of the first number in `value` that is NaN or ±Infinity. */
export function expectAllFinite(value: unknown, path = 'result'): void {
  if (typeof value === 'number') {
    ok(Number.isFinite(value), () => `${path} is ${value}`);
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) expectAllFinite(value[i], `${path}[${i}]`);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) expectAllFinite(v, `${path}.${k}`);
  }
}

/** |actual − expected| ≤ rel · max(|expected|, floor): a relative check that tolerates exact zeros. */
export function expectClose(actual: number, expected: number, rel: number, floor = 1): void {
  const tolerance = rel * Math.max(Math.abs(expected), floor);
  ok(Math.abs(actual - expected) <= tolerance, () => `${actual} differs from ${expected} by more than ${tolerance}`);
}

/** Runs `fn` and checks it throws a FinanceInputError for `field` whose message contains its label. */
export function expectInputError(fn: () => unknown, field: string): void {
  let thrown: unknown;
  try {
    fn();
  } catch (e) {
    thrown = e;
  }
  expect(isFinanceInputError(thrown), `no FinanceInputError for ${field}`).toBe(true);
  const e = thrown as { field: string; message: string };
  expect(e.field).toBe(field);
  expect(e.message).toContain(EXPECTED_LABELS[field]);
}

/** A value anywhere in [min, max], with the ends and (if inside) 0 drawn often. */
export function anyIn(min: number, max: number): fc.Arbitrary<number> {
  const edges = [min, max, ...(min < 0 && max > 0 ? [0] : [])].map((v) => fc.constant(v));
  return fc.oneof(fc.double({ min, max, noNaN: true }), ...edges);
}

/** Any rate the functions accept, in percent. */
export const validRate = anyIn(-10, 100);
/** Any whole term the functions accept, in years. */
export const validYears = fc.integer({ min: 1, max: 50 });
/** Any positive amount the functions accept (Ft). */
export const validPositiveMoney = anyIn(1, 1e12);

/** Valid homeLoan input across the whole accepted space, the down payment anywhere in 0…price. */
export const validHomeLoanInput = fc
  .record({
    price: validPositiveMoney,
    downShare: anyIn(0, 1),
    annualRate: validRate,
    appreciation: validRate,
    alternativeReturn: validRate,
    years: validYears,
  })
  .map(({ downShare, ...rest }) => ({ ...rest, downPayment: rest.price * downShare }));

/** Values no number field accepts: not a finite number at all. */
const notANumber = fc.constantFrom<unknown>(NaN, Infinity, -Infinity, '7,5', null, {});

/** Invalid values for a field with inclusive bounds [min, max], optionally whole numbers only. */
export function invalidFor(min: number, max: number, integer = false): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [
    notANumber,
    fc.double({ min: -1e15, max: min, noNaN: true }).filter((v) => v < min),
    fc.double({ min: max, max: 1e15, noNaN: true }).filter((v) => v > max),
  ];
  if (integer) options.push(fc.integer({ min, max: max - 1 }).map((v) => v + 0.5));
  return fc.oneof(...options);
}

/** Invalid rate in percent. */
export const invalidRate = invalidFor(-10, 100);
/** Invalid term in years. */
export const invalidYears = invalidFor(1, 50, true);
/** Invalid positive amount (Ft). */
export const invalidPositiveMoney = invalidFor(1, 1e12);
/** Invalid non-negative amount (fees, Ft). */
export const invalidMoney = invalidFor(0, 1e12);
