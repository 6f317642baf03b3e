/**
 * Properties of the savings exports: 10 000 generated inputs each (see harness.ts). Days run 2014–2035, so
 * the bond offers (known from 2025-10-01), the default inflation (from 2026-01-13) and the DKJ reference
 * (from 2025-10-02) are sometimes missing and must be refused by name; inflation comes as a flat rate, a
 * yearly path or a monthly index series (with gaps, short runs and steep ends); the ETF as typed numbers or
 * as prices, flat ones included. Besides total answers, each test checks invariants a result must keep.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { ok } from '../loan/test-support';
import {
  COUPON_REINVESTMENTS,
  DKJ_TENORS_MONTHS,
  SAVINGS_OPTION_IDS,
  TAX_CLASSES,
  WRAPPERS,
} from '../savings/constants';
import { afterTax, toRealTerms } from '../savings/after-tax';
import { bondCashFlows } from '../savings/bonds';
import { compareSavings } from '../savings/compare';
import { taxedDeposit } from '../savings/deposit';
import { estimateEtfParameters, etfProjection } from '../savings/etf';
import {
  defaultExpectedInflation,
  fromTodaysForints,
  nominalFromReal,
  todaysForintsFactor,
  toTodaysForints,
} from '../savings/todays-forints';
import { STATE_BOND_PRODUCTS, STATE_BOND_SERIES } from '../rules';
import { DEGENERATE_NUMBERS, GARBAGE, forintAmount, inputRecord, mostly, property, ruleDay, total } from './harness';

const money = forintAmount(5e7);
const years = fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 30 }));
/** Mostly the days every offer and default exists on, sometimes any day of the harness (then refusals by name). */
const day: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .date({ min: new Date('2026-01-13'), max: new Date('2035-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  },
  { weight: 1, arbitrary: fc.constantFrom('2025-10-01', '2026-01-05', '2026-03-13', '2026-03-31', '2026-05-10') },
  { weight: 1, arbitrary: ruleDay },
);
const percent = (min: number, max: number) =>
  fc.oneof(fc.double({ min, max, noNaN: true }), fc.constantFrom(min, max, 0));
const yearlyPath = (min: number, max: number) =>
  fc.oneof(percent(min, max), fc.array(percent(min, max), { minLength: 1, maxLength: 40 }));

/** A monthly price-index series: a start month, 2–60 months, monthly moves of −2 … +3 %, a gap now and then. */
const monthlySeries = fc
  .record({
    // Mostly starting before the days above, so that the series covers the start day.
    start: fc.oneof(
      { weight: 5, arbitrary: fc.integer({ min: 2014 * 12, max: 2025 * 12 + 9 }) },
      { weight: 1, arbitrary: fc.integer({ min: 2014 * 12, max: 2036 * 12 }) },
    ),
    moves: fc.array(fc.double({ min: -0.02, max: 0.03, noNaN: true }), { minLength: 1, maxLength: 60 }),
    gapEvery: fc.integer({ min: 0, max: 7 }),
    base: fc.double({ min: 1, max: 1000, noNaN: true }),
  })
  .map(({ start, moves, gapEvery, base }) => {
    const out: { month: string; index: number }[] = [];
    let level = base;
    for (let i = 0; i <= moves.length; i++) {
      if (i > 0) level *= 1 + moves[i - 1]!;
      if (gapEvery > 1 && i % gapEvery === 1 && i !== moves.length) continue;
      const m = start + i;
      out.push({ month: `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`, index: level });
    }
    return out;
  });
const inflation = fc.oneof(
  { weight: 4, arbitrary: yearlyPath(-50, 100) },
  { weight: 3, arbitrary: monthlySeries },
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>([], [{ month: '2026-13', index: 1 }], 'infláció') },
);

/** Prices: a random walk of daily-sized moves, a flat line or an impossible doubling now and then. */
const prices = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .array(fc.double({ min: -0.02, max: 0.02, noNaN: true }), { minLength: 2, maxLength: 300 })
      .map((r) => {
        const p = [100];
        for (const x of r) p.push(p.at(-1)! * (1 + x));
        return p;
      }),
  },
  { weight: 1, arbitrary: fc.constantFrom([100, 100, 100], [1, 2, 4, 8], [5, 5.0001, 4.9999, 5]) },
);
/** ETF prices: absent mostly (the typed numbers apply), or prices. */
const optionalPrices = fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: prices });
/** A choice from `values`, and now and then one that is not. */
const choice = <T>(values: readonly T[], wrong: unknown) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...values) as fc.Arbitrary<unknown> },
    { weight: 1, arbitrary: fc.constant(wrong) },
  );

const seriesId = fc.oneof(fc.constantFrom(...STATE_BOND_SERIES.map((s) => s.id)), fc.string());

describe('properties: savings (10 000 inputs each)', () => {
  it('compareSavings: finite rows, row 0 is the amount, net ≤ gross, the best is eligible and has the most left', () => {
    const input = inputRecord({
      amount: money,
      years,
      date: day,
      options: fc.oneof(
        { weight: 8, arbitrary: fc.subarray([...SAVINGS_OPTION_IDS], { minLength: 1 }) },
        { weight: 1, arbitrary: fc.constantFrom<unknown>([], ['gold'], 'fixMap') },
      ),
      inflation,
      dkjPath: yearlyPath(0, 100),
      dkjMonths: choice(DKJ_TENORS_MONTHS, 4),
      couponReinvestment: choice(COUPON_REINVESTMENTS, 'gold'),
      depositRate: percent(-50, 100),
      etfExpectedReturn: percent(-50, 50),
      etfVolatility: percent(0, 100),
      etfPrices: optionalPrices,
      etfPricesPerYear: fc.integer({ min: 1, max: 366 }),
      etfTaxClass: choice(TAX_CLASSES, 'dividend'),
      otherIncome: money,
      otherPensionCredits: forintAmount(5e5),
    });
    property(input, (v, o) =>
      total(() => {
        const r = compareSavings(v as never);
        for (const option of r.options) {
          ok(option.rows[0]!.net === r.input.amount, () => `${option.id}: row 0 is not the amount`);
          for (const row of option.rows)
            ok(row.net <= row.gross * (1 + 1e-12) + 1e-6, () => `${option.id} ${row.year}: net above gross`);
        }
        if (r.best) {
          const best = r.options.find((x) => x.id === r.best)!;
          ok(best.eligible, () => 'the best is not eligible');
          for (const x of r.options)
            if (x.eligible) ok(x.final.real <= best.final.real, () => `${x.id} leaves more than the best`);
        }
        ok(r.csvRows.length === 1 + r.options.length * (r.input.years + 1), () => 'CSV rows');
        return r;
      }, o),
    );
  });

  it('bondCashFlows: finite flows; a bond never pays less than 99 % of the face it holds', () => {
    const input = inputRecord({
      product: choice(STATE_BOND_PRODUCTS, 'kötvény'),
      amount: money,
      years,
      date: day,
      series: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: seriesId }),
      dkjPath: yearlyPath(0, 100),
      dkjMonths: choice(DKJ_TENORS_MONTHS, 1),
      inflation,
      couponReinvestment: choice(COUPON_REINVESTMENTS, ''),
    });
    property(input, (v, o) =>
      total(() => {
        const r = bondCashFlows(v as never);
        for (const row of r.rows.slice(1)) {
          ok(row.pricePercent >= 99, () => `price ${row.pricePercent}`);
          ok(row.net >= row.face * 0.99 * (1 - 1e-12), () => `year ${row.year}: below 99 % of the face`);
        }
        return r;
      }, o),
    );
  });

  it('etfProjection: finite; the band is ordered; after tax never above before tax', () => {
    const input = inputRecord({
      amount: money,
      years,
      date: day,
      expectedReturn: percent(-50, 50),
      volatility: percent(0, 100),
      prices: optionalPrices,
      pricesPerYear: fc.integer({ min: 1, max: 366 }),
      wrapper: choice(WRAPPERS, 'isa'),
      taxClass: choice(TAX_CLASSES, 'x'),
      otherIncome: money,
      otherPensionCredits: forintAmount(5e5),
      inflation,
    });
    property(input, (v, o) =>
      total(() => {
        const r = etfProjection(v as never);
        r.band.forEach((b, k) => {
          ok(b.p05 <= b.p50 * (1 + 1e-12) && b.p50 <= b.p95 * (1 + 1e-12), () => `year ${k}: band out of order`);
          if (r.input.wrapper !== 'nyesz')
            ok(b.p95 <= r.grossBand[k]!.p95 * (1 + 1e-12), () => `year ${k}: after tax above before tax`);
        });
        return r;
      }, o),
    );
  });

  it('estimateEtfParameters', () => {
    const input = inputRecord({
      prices: fc.oneof(prices, fc.array(fc.constantFrom(...DEGENERATE_NUMBERS), { maxLength: 5 })),
      pricesPerYear: fc.integer({ min: 1, max: 366 }),
    });
    property(input, (v, o) => total(() => estimateEtfParameters(v as never), o));
  });

  it('taxedDeposit: finite; outside a wrapper the tax withheld is at most 28 % of the interest', () => {
    const input = inputRecord({
      amount: money,
      years,
      date: day,
      rate: percent(-50, 100),
      wrapper: choice(['none', 'tbsz'], 'nyesz'),
      inflation,
    });
    property(input, (v, o) =>
      total(() => {
        const r = taxedDeposit(v as never);
        const last = r.rows.at(-1)!;
        // gross − amount cancels digits at 10^12 Ft: the slack is relative to the amount.
        if (r.input.wrapper === 'none')
          ok(last.tax <= 0.28 * Math.max(last.gross - r.input.amount, 0) + 1e-9 * last.gross, () => 'tax above 28 %');
        return r;
      }, o),
    );
  });

  /** A value path with its options: Monte Carlo-like values, times, and garbage now and then. */
  const path = fc
    .record({
      values: fc.oneof(
        fc.array(fc.double({ min: -1e6, max: 1e13, noNaN: true }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.constantFrom(...DEGENERATE_NUMBERS), { minLength: 1, maxLength: 5 }),
        fc.constantFrom<unknown>(...GARBAGE),
      ),
      step: fc.oneof(fc.double({ min: 0, max: 2, noNaN: true }), fc.constant(1)),
      withTimes: fc.boolean(),
    })
    .map(({ values, step, withTimes }) => ({
      values,
      times: withTimes && Array.isArray(values) ? values.map((_, i) => i * step) : undefined,
    }));

  /** The generated options with the path's times added, when the options are an object at all. */
  const withTimes = (opts: unknown, times: number[] | undefined): unknown =>
    times && typeof opts === 'object' && opts !== null && !Array.isArray(opts) ? { ...opts, times } : opts;

  it('afterTax: finite; in a wrapper with tax the value after tax never exceeds the value', () => {
    const options = inputRecord({
      wrapper: choice(WRAPPERS, 'isa'),
      date: day,
      invested: money,
      openedOn: day,
      taxClass: choice(TAX_CLASSES, ''),
      otherIncome: money,
      otherPensionCredits: forintAmount(5e5),
    });
    property(fc.tuple(path, options), ([p, opts], o) =>
      total(() => {
        const r = afterTax(p.values as never, withTimes(opts, p.times) as never);
        if ((opts as { wrapper?: unknown } | undefined)?.wrapper !== 'nyesz')
          r.values.forEach((v, i) => ok(v <= (p.values as number[])[i]! + 1e-6, () => `point ${i}: above the value`));
        return r;
      }, o),
    );
  });

  it('toRealTerms: finite; a value keeps its sign', () => {
    const options = inputRecord({ date: day, inflation });
    property(fc.tuple(path, options), ([p, opts], o) =>
      total(() => {
        const r = toRealTerms(p.values as never, withTimes(opts, p.times) as never);
        // A value keeps its sign (or underflows to 0: 5e-324 / 2 is 0).
        r.values.forEach((v, i) =>
          ok(Math.sign(v) * Math.sign((p.values as number[])[i]!) >= 0, () => `point ${i}: sign`),
        );
        return r;
      }, o),
    );
  });

  it('garbage in the value list or the options is refused by name', () => {
    property(
      fc.tuple(mostly(fc.array(fc.double(), { maxLength: 3 })), fc.anything()),
      ([values, opts], o) => total(() => afterTax(values as never, opts as never), o),
      { returned: 0 },
    );
  });

  describe('today’s forints', () => {
    const pi = mostly(percent(-10, 50));
    const t = mostly(fc.oneof(fc.double({ min: 0, max: 100, noNaN: true }), fc.constantFrom(0, 100)));
    const v = mostly(fc.oneof(money, fc.double({ min: -1e30, max: 1e30, noNaN: true })));

    it('toTodaysForints / fromTodaysForints / todaysForintsFactor: finite, the factor in (0, ∞), the sign kept', () => {
      property(fc.tuple(v, t, pi), ([value, years, inflation], o) =>
        total(() => {
          const factor = todaysForintsFactor(years as never, inflation as never);
          ok(factor > 0, () => `factor ${factor}`);
          const real = toTodaysForints(value as never, years as never, inflation as never);
          const nominal = fromTodaysForints(value as never, years as never, inflation as never);
          ok(Math.sign(real) * Math.sign(value as number) >= 0, () => 'sign');
          return [factor, real, nominal];
        }, o),
      );
    });

    it('nominalFromReal: finite and above −1 (a growth factor stays positive)', () => {
      property(fc.tuple(pi, mostly(percent(-20, 30))), ([inflation, x], o) =>
        total(() => {
          const r = nominalFromReal(inflation as never, x as never);
          ok(r > -100, () => `rate ${r}`);
          return r;
        }, o),
      );
    });

    it('defaultExpectedInflation: the rule’s figure or null, a malformed day refused by name', () => {
      property(
        fc.oneof(day, fc.constantFrom(...GARBAGE)),
        (d, o) =>
          total(() => {
            const r = defaultExpectedInflation(d as never);
            if (r) ok(r.text.includes(`${r.year}.`), () => r.text);
            return r;
          }, o),
        { refused: 10 },
      );
    });
  });
});
