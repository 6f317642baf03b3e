/**
 * The savings rules as data (../rules/tax.ts, ../rules/state-bonds.ts): what the confirmation record
 * (docs/rules.md) says, pinned — the conflicts and unconfirmed figures marked as such, the TBSZ counted in
 * lock-up years after the collection year, the tables' shapes matching the products' terms.
 */
import { describe, expect, it } from 'vitest';
import {
  ALL_RULES,
  BMAP_TERMS,
  CPI_ANNUAL_AVERAGE,
  DKJ_TERMS,
  DKJ_REFERENCE_YIELD,
  MAP_PLUSZ_TERMS,
  MINIMUM_WAGE,
  PENSION_CREDITS,
  RULE_AREA_TITLES,
  ruleOn,
  STATE_BOND_RULES,
  STATE_BOND_SERIES,
  STATE_BOND_TERMS,
  SZOCHO_ON_SAVINGS,
  TBSZ_SCHEDULE,
} from '../rules';
import { DKJ_TENORS_MONTHS } from './constants';

describe('tax and wrapper rules', () => {
  it('the 13 % szocho from 2022 is a conflict of sources, and the cap says it is not confirmed', () => {
    const first = SZOCHO_ON_SAVINGS.versions[0]!;
    expect(first.from).toBe('2022-01-01');
    expect(first.source.status).toBe('conflict');
    expect(first.source.note).toMatch(/2022\. július 1/);
    for (const v of SZOCHO_ON_SAVINGS.versions) expect(v.source.note).toMatch(/nem megerősített/);
    // Hungarian: huszonnégyszeres — "-szeres" after front vowels.
    expect(ruleOn(SZOCHO_ON_SAVINGS, '2026-01-01')!.text).toContain('minimálbér 24-szeresét');
  });

  it('the TBSZ schedule speaks of lock-up years after the collection year', () => {
    expect(ruleOn(TBSZ_SCHEDULE, '2026-01-01')!.text).toBe(
      'a gyűjtőévben és az azt követő 3 évben: 15% szja + 13% szocho; a gyűjtőévet követő 4–5. évben: 10% szja + 8% szocho; ' +
        'a gyűjtőévet követő 5. év után: adómentes',
    );
    expect(ruleOn(TBSZ_SCHEDULE, '2024-06-01')!.text).toContain('15% szja; a gyűjtőévet követő 4–5. évben: 10% szja;');
  });

  it('the minimum wage is known from 2022, when the szocho data begins', () => {
    const on = (d: string) => ruleOn(MINIMUM_WAGE, d)?.value;
    expect(on('2021-12-31')).toBeUndefined();
    expect(on('2022-06-01')).toBe(200_000);
    expect(on('2023-06-01')).toBe(232_000);
    expect(on('2023-12-01')).toBe(266_800);
    expect(on('2025-06-01')).toBe(290_800);
    expect(on('2026-06-01')).toBe(322_800);
  });

  it('the pension fund cap covers the pension and health funds together', () => {
    expect(ruleOn(PENSION_CREDITS, '2026-01-01')!.text).toContain(
      'önkéntes nyugdíj- és egészségpénztár együtt 150\u00a0000\u00a0Ft',
    );
  });
});

describe('state bond rules', () => {
  it('are an area of their own, in the list of every rule', () => {
    expect(RULE_AREA_TITLES['state-bonds']).toBe('Lakossági állampapírok');
    for (const rule of STATE_BOND_RULES) {
      expect(rule.area).toBe('state-bonds');
      expect(ALL_RULES).toContain(rule);
    }
  });

  it('each coupon table fits its tenor; only the MÁP Plusz’s middle years are unconfirmed', () => {
    for (const rule of Object.values(STATE_BOND_TERMS)) {
      const terms = ruleOn(rule, '2026-01-01')!.value;
      const c = terms.coupon;
      if (c.kind === 'stepped') expect(c.byYear).toHaveLength(terms.tenorYears);
      if (c.kind === 'dkjFloating') expect(c.premiumByYear).toHaveLength(terms.tenorYears);
      expect(terms.earlyRedemption.pricePercent).toBe(99);
    }
    const ladder = ruleOn(MAP_PLUSZ_TERMS, '2026-01-01')!;
    expect(ladder.text).toContain('2. év 6,75% (nem megerősített)');
    expect(ladder.source.note).toMatch(/nem megerősített/);
    // BMÁP: 0,75 % for four years, then 1 % with the loyalty premium.
    const bmap = ruleOn(BMAP_TERMS, '2026-01-01')!.value.coupon;
    expect(bmap).toEqual({ kind: 'dkjFloating', premiumByYear: [0.75, 0.75, 0.75, 0.75, 1, 1] });
  });

  it('the offers begin on 2025-10-01; the references on the days they were published', () => {
    for (const rule of Object.values(STATE_BOND_TERMS)) expect(ruleOn(rule, '2025-09-30')).toBeUndefined();
    expect(ruleOn(DKJ_REFERENCE_YIELD, '2025-12-24')!.value).toBe(6.1);
    expect(ruleOn(DKJ_REFERENCE_YIELD, '2025-12-25')!.value).toBe(6.19);
    expect(ruleOn(CPI_ANNUAL_AVERAGE, '2026-01-13')!.value).toEqual({ year: 2025, percent: 4.4 });
  });

  it('the DKJ tenors the calculator rolls are the ones sold', () => {
    expect(ruleOn(DKJ_TERMS, '2026-01-01')!.value.tenorsMonths).toEqual([...DKJ_TENORS_MONTHS]);
  });

  it('every series has ordered dates and a source', () => {
    for (const s of STATE_BOND_SERIES) {
      expect(s.saleFrom <= s.interestFrom, s.id).toBe(true);
      expect(s.interestFrom < s.firstCouponDate && s.firstCouponDate <= s.maturity, s.id).toBe(true);
      if (s.saleTo) expect(s.saleFrom <= s.saleTo, s.id).toBe(true);
      expect(s.source.url, s.id).toMatch(/^https:\/\//);
    }
  });
});
