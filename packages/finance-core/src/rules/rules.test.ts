import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALL_RULES,
  addMonths,
  dayBefore,
  isIsoDate,
  JTM_INCOME_THRESHOLD,
  OTTHON_START_TERMS,
  requireRule,
  RULE_AREA_TITLES,
  ruleById,
  ruleHistory,
  ruleOn,
  rulesDate,
  rulesInForce,
  todayInHungary,
  type Rule,
} from '.';
import { isFinanceInputError } from '../shared/errors';

describe('the rules data', () => {
  it('has unique ids, versions in ascending order of real days, and a source for every version', () => {
    const ids = ALL_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of ALL_RULES) {
      expect(rule.versions.length, rule.id).toBeGreaterThan(0);
      expect(Object.keys(RULE_AREA_TITLES)).toContain(rule.area);
      rule.versions.forEach((v, i) => {
        expect(isIsoDate(v.from), `${rule.id} ${v.from}`).toBe(true);
        if (i > 0) expect(v.from > rule.versions[i - 1]!.from, `${rule.id} order`).toBe(true);
        expect(v.source.url, rule.id).toMatch(/^https?:\/\/[^/]+\.[a-z]+\//);
        if (v.source.readAt) expect(v.source.readAt, rule.id).toMatch(/^https?:\/\/[^/]+\.[a-z]+\//);
        expect(v.source.legalRef.length, rule.id).toBeGreaterThan(5);
        expect(isIsoDate(v.source.checked)).toBe(true);
        expect(['official', 'secondary', 'conflict']).toContain(v.source.status);
        // What is not confirmed against the legal text says so, or a conflict says what the other reading is.
        if (v.source.status === 'conflict') expect(v.source.note, rule.id).toBeTruthy();
        if (v.value !== null) {
          const text = rule.describe(v.value);
          expect(text.length, rule.id).toBeGreaterThan(1);
          expect(text, rule.id).not.toMatch(/NaN|undefined|Infinity|\[object/);
        }
      });
    }
  });

  it('pins the JTM income threshold history: 400 000 → 500 000 → 600 000 → 800 000 Ft', () => {
    const on = (date: string) => ruleOn(JTM_INCOME_THRESHOLD, date)?.value;
    expect(on('2018-09-30')).toBeUndefined();
    expect(on('2018-10-01')).toBe(400_000);
    expect(on('2019-06-30')).toBe(400_000);
    expect(on('2019-07-01')).toBe(500_000);
    expect(on('2023-06-30')).toBe(500_000);
    expect(on('2023-07-01')).toBe(600_000);
    expect(on('2025-12-31')).toBe(600_000);
    expect(on('2026-01-01')).toBe(800_000);
    expect(on('2099-01-01')).toBe(800_000);
    const v600 = ruleOn(JTM_INCOME_THRESHOLD, '2024-05-05')!;
    expect(v600.from).toBe('2023-07-01');
    expect(v600.until).toBe('2025-12-31');
    expect(ruleOn(JTM_INCOME_THRESHOLD, '2026-05-05')!.until).toBeUndefined();
  });

  it('opens Otthon Start on 2025-09-01 and outside built-up areas on 2026-01-01', () => {
    expect(ruleOn(OTTHON_START_TERMS, '2025-08-31')).toBeUndefined();
    expect(ruleOn(OTTHON_START_TERMS, '2025-09-01')!.value.outsideBuiltUpArea).toBe(false);
    expect(ruleOn(OTTHON_START_TERMS, '2026-01-01')!.value.outsideBuiltUpArea).toBe(true);
    expect(ruleOn(OTTHON_START_TERMS, '2026-11-28')!.value.maxRatePercent).toBe(3);
  });

  it('lists the rules in force on a day, each once, and finds a rule by its id', () => {
    const today = rulesInForce('2026-11-28');
    expect(today.map((r) => r.id)).toContain('programmes.otthonStart');
    expect(new Set(today.map((r) => r.id)).size).toBe(today.length);
    expect(rulesInForce('2020-01-01').map((r) => r.id)).not.toContain('programmes.otthonStart');
    expect(ruleById('debtBrake.jtmIncomeThreshold')).toBe(JTM_INCOME_THRESHOLD);
    expect(ruleHistory(JTM_INCOME_THRESHOLD).map((v) => v.from)).toEqual([
      '2018-10-01',
      '2019-07-01',
      '2023-07-01',
      '2026-01-01',
    ]);
  });

  it('ends a rule at a null version, and says so when a calculation needs it', () => {
    const closed: Rule<number> = {
      id: 'test.closed',
      area: 'tax',
      title: 'Lezárt program',
      describe: String,
      versions: [
        { from: '2020-01-01', value: 1, source: JTM_INCOME_THRESHOLD.versions[0]!.source },
        { from: '2021-01-01', value: null, source: JTM_INCOME_THRESHOLD.versions[0]!.source },
      ],
    };
    expect(ruleOn(closed, '2020-06-01')?.until).toBe('2020-12-31');
    expect(ruleOn(closed, '2021-06-01')).toBeUndefined();
    expect(() => requireRule(closed, '2021-06-01')).toThrow(/már nem volt hatályban/);
    expect(() => requireRule(closed, '2019-06-01')).toThrow(/csak 2020\. január 1\. óta ismerjük/);
    expect(ruleHistory(closed)[1]).toEqual({ id: 'test.closed', from: '2021-01-01', repealed: true });
  });
});

describe('rule dates', () => {
  it('today is the calendar day in Budapest, not in UTC', () => {
    expect(todayInHungary(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02-01');
    expect(todayInHungary(new Date('2026-07-31T21:59:00Z'))).toBe('2026-07-31');
    expect(todayInHungary(new Date('2026-07-31T22:00:00Z'))).toBe('2026-08-01');
  });

  it('accepts real yyyy-mm-dd days only, and names the date field otherwise', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
    expect(isIsoDate(20250101)).toBe(false);
    expect(rulesDate('2026-01-01')).toBe('2026-01-01');
    expect(rulesDate(undefined)).toBe(todayInHungary());
    for (const bad of ['2026-02-30', '', 'ma', 12, {}]) {
      let thrown: unknown;
      try {
        rulesDate(bad);
      } catch (e) {
        thrown = e;
      }
      expect(isFinanceInputError(thrown)).toBe(true);
      expect((thrown as { field: string }).field).toBe('date');
    }
  });

  it('steps days and months on the calendar (property: dayBefore inverts the next day, months clamp)', () => {
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 14)).toBe('2028-01-15');
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }), (d) => {
        const day = d.toISOString().slice(0, 10);
        const next = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1))
          .toISOString()
          .slice(0, 10);
        expect(dayBefore(next)).toBe(day);
        expect(isIsoDate(addMonths(day, 5))).toBe(true);
        expect(addMonths(day, 12).slice(5, 7)).toBe(day.slice(5, 7));
      }),
      { numRuns: 10_000 },
    );
  });
});
