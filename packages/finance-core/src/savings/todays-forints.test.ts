/**
 * Today's forints under one expected inflation: the closed form, its properties (round trip, monotone in π,
 * π = 0 the identity, the same levels as priceLevels for a flat path), "infláció + x %", the default from the
 * rules and the refusals naming their field.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CPI_ANNUAL_AVERAGE, ruleOn } from '../rules';
import { addDays } from './days';
import { priceLevels } from './inflation';
import {
  defaultExpectedInflation,
  fromTodaysForints,
  nominalFromReal,
  todaysForintsFactor,
  toTodaysForints,
} from './todays-forints';

const inflation = fc.double({ min: -10, max: 50, noNaN: true });
const years = fc.double({ min: 0, max: 100, noNaN: true });
const value = fc.double({ min: -1e12, max: 1e12, noNaN: true });
/** An amount in forints with fillér precision. */
const money = value.map((x) => Math.round(x * 100) / 100);

describe('toTodaysForints', () => {
  it('closed form: 1 000 000 Ft in 10 years at 4 % is 1 000 000 / 1,04^10 = 675 564 Ft today', () => {
    expect(toTodaysForints(1_000_000, 10, 4)).toBeCloseTo(675_564.17, 2);
    expect(toTodaysForints(1_000_000, 0.5, 21)).toBeCloseTo(1_000_000 / 1.1, 6);
    expect(todaysForintsFactor(2, 10)).toBeCloseTo(1 / 1.21, 15);
    // Deflation raises the value.
    expect(toTodaysForints(100, 1, -5)).toBeCloseTo(100 / 0.95, 12);
  });

  it('round trip: fromTodaysForints undoes it', () => {
    fc.assert(
      fc.property(value, years, inflation, (v, t, pi) => {
        const back = fromTodaysForints(toTodaysForints(v, t, pi), t, pi);
        expect(Math.abs(back - v)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(v)));
      }),
    );
  });

  it('π = 0 and t = 0 are the identity', () => {
    fc.assert(
      fc.property(value, years, inflation, (v, t, pi) => {
        expect(toTodaysForints(v, t, 0)).toBe(v);
        expect(toTodaysForints(v, 0, pi)).toBe(v);
      }),
    );
  });

  it('monotone: a higher π gives a smaller positive value (and never a larger one), as does a later time at π > 0', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e12, noNaN: true }), years, inflation, inflation, (v, t, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(toTodaysForints(v, t, hi)).toBeLessThanOrEqual(toTodaysForints(v, t, lo));
        // Strictly where the difference is above rounding.
        if (t * (hi - lo) > 1e-6) expect(toTodaysForints(v, t, hi)).toBeLessThan(toTodaysForints(v, t, lo));
        if (lo > 1e-6 && t <= 99) expect(toTodaysForints(v, t + 1, lo)).toBeLessThan(toTodaysForints(v, t, lo));
      }),
    );
  });

  it('matches priceLevels for a flat path k months after the start month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), inflation, (k, pi) => {
        const start = '2026-01-15';
        const levels = priceLevels(pi, start);
        // A day in the k-th month after the start month.
        const day = addDays(start, Math.round(k * 30.436875));
        const months = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - (2026 * 12 + 1);
        expect(todaysForintsFactor(months / 12, pi)).toBeCloseTo(1 / levels.at(day), 10);
      }),
    );
  });

  it('a common deflator keeps ratios and the sign of a difference (why a break-even does not move)', () => {
    // Strictly for amounts in whole fillér (two decimals), as money is: two doubles one ulp apart
    // may round to one product, and a subnormal difference to zero (a = 0, b = -5e-324 failed a
    // fresh-clone CI), so for any doubles only "never the opposite sign" holds.
    fc.assert(
      fc.property(money, money, years, inflation, (a, b, t, pi) => {
        expect(Math.sign(toTodaysForints(a, t, pi) - toTodaysForints(b, t, pi))).toBe(Math.sign(a - b));
      }),
    );
    fc.assert(
      fc.property(value, value, years, inflation, (a, b, t, pi) => {
        const deflated = Math.sign(toTodaysForints(a, t, pi) - toTodaysForints(b, t, pi));
        expect(deflated * Math.sign(a - b)).toBeGreaterThanOrEqual(0);
      }),
    );
    // The case that failed, kept: equal after deflation, never reversed.
    expect(
      toTodaysForints(0, 1.7095112913514559, 49.99999999999994) -
        toTodaysForints(-5e-324, 1.7095112913514559, 49.99999999999994),
    ).toBeGreaterThanOrEqual(0);
  });

  it('refuses bad input naming the field, in Hungarian, never NaN', () => {
    expect(() => toTodaysForints(100, 1, NaN)).toThrow('Várható infláció: adjon meg érvényes számot.');
    expect(() => toTodaysForints(100, 1, 51)).toThrow('Várható infláció: nem lehet nagyobb, mint 50.');
    expect(() => toTodaysForints(100, 1, -11)).toThrow('Várható infláció: nem lehet kisebb, mint -10.');
    expect(() => toTodaysForints(100, -1, 3)).toThrow('Időpont (év): nem lehet kisebb, mint 0.');
    expect(() => toTodaysForints(Infinity, 1, 3)).toThrow('Összeg: adjon meg érvényes számot.');
    expect(() => nominalFromReal(3, 31)).toThrow('Infláció feletti hozam: nem lehet nagyobb, mint 30.');
  });
});

describe('nominalFromReal ("infláció + x %")', () => {
  it('is Fisher’s (1 + π)(1 + x) − 1: 4,4 % + 4 % = 8,576 %, not 8,4 %', () => {
    expect(nominalFromReal(4.4, 4)).toBeCloseTo(8.576, 10);
    expect(nominalFromReal(0, 5)).toBeCloseTo(5, 12);
    expect(nominalFromReal(5, 0)).toBeCloseTo(5, 12);
  });

  it('grows x % a year in today’s forints: deflating a year at the nominal rate leaves 1 + x', () => {
    fc.assert(
      fc.property(inflation, fc.double({ min: -20, max: 30, noNaN: true }), (pi, x) => {
        const grown = 1 + nominalFromReal(pi, x) / 100;
        expect(toTodaysForints(grown, 1, pi)).toBeCloseTo(1 + x / 100, 12);
      }),
    );
  });
});

describe('defaultExpectedInflation', () => {
  it('is the KSH annual average in force on the day, with its year, source and a Hungarian text', () => {
    const rule = ruleOn(CPI_ANNUAL_AVERAGE, '2026-11-29')!;
    const d = defaultExpectedInflation('2026-11-29')!;
    expect(d.percent).toBe(rule.value.percent);
    expect(d.year).toBe(rule.value.year);
    expect(d.rule.source.url).toBe(rule.source.url);
    expect(d.text).toBe(`Alapérték: a KSH ${rule.value.year}. évi átlagos inflációja, 4,4%`);
  });

  it('is null before the first figure we know, and refuses a malformed day by name', () => {
    expect(defaultExpectedInflation('2020-01-01')).toBeNull();
    expect(() => defaultExpectedInflation('2026-02-30')).toThrow('A szabályok napja: érvényes dátumot adjon meg');
    expect(defaultExpectedInflation()).not.toBeUndefined();
  });
});
