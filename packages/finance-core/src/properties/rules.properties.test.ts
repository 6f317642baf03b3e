/**
 * Properties of the dated rules' exports: 10 000 generated inputs each (see harness.ts). Any day asks
 * every rule without failing; a calculation's date is a real day or a FinanceInputError naming it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  ALL_RULES,
  cite,
  dayBefore,
  isIsoDate,
  requireRule,
  ruleById,
  ruleHistory,
  ruleOn,
  rulesDate,
  rulesInForce,
  todayInHungary,
} from '../rules';
import { property, ruleDay, total } from './harness';

const realDay = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const anyRule = fc.constantFrom(...ALL_RULES);

describe('properties: dated rules (10 000 inputs each)', () => {
  it('ruleOn, requireRule, cite: the version found is the last one not after the day', () => {
    property(
      fc.tuple(anyRule, realDay),
      ([rule, day], o) =>
        total(() => {
          const found = ruleOn(rule, day);
          const last = rule.versions.filter((v) => v.from <= day).at(-1);
          expect(found?.from).toBe(last?.value === null ? undefined : last?.from);
          if (found) {
            expect(found.from <= day && (found.until === undefined || day <= found.until)).toBe(true);
            expect(cite(found).id).toBe(rule.id);
          }
          return requireRule(rule, day);
        }, o),
      { returned: 100, refused: 100 },
    );
  });

  it('ruleHistory and ruleById', () => {
    property(
      anyRule,
      (rule, o) =>
        total(() => {
          expect(ruleById(rule.id)).toBe(rule);
          return ruleHistory(rule);
        }, o),
      { refused: 0 },
    );
  });

  it('rulesInForce', () => {
    property(realDay, (day, o) => total(() => rulesInForce(day), o), { refused: 0 });
  });

  it('rulesDate, isIsoDate', () => {
    property(fc.oneof(ruleDay, fc.anything()), (value, o) =>
      total(() => {
        const day = rulesDate(value);
        expect(isIsoDate(day)).toBe(true);
        return day;
      }, o),
    );
  });

  it('dayBefore, addMonths, todayInHungary', () => {
    property(
      fc.tuple(
        realDay,
        fc.integer({ min: -600, max: 600 }),
        fc.date({ min: new Date('1970-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
      ),
      ([day, months, now], o) =>
        total(() => {
          expect(dayBefore(day) < day).toBe(true);
          expect(isIsoDate(addMonths(day, months))).toBe(true);
          expect(isIsoDate(todayInHungary(now))).toBe(true);
          return null;
        }, o),
      { refused: 0 },
    );
  });
});
