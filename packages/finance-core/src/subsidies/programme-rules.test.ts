/**
 * The programme rules this module added to src/rules/programmes.ts, pinned at the days they change
 * (docs/rules.md, group 15, has the sources).
 */
import { describe, expect, it } from 'vitest';
import {
  BABAVARO_MAX_PAYMENT,
  BABAVARO_OWN_FUNDS,
  CSOK_PLUSZ_MIN_FLOOR_AREA,
  CSOK_PLUSZ_REPAYMENT_RELIEF,
  FALUSI_CSOK_APPLICANTS,
  FALUSI_CSOK_LOAN_TERMS,
  FALUSI_CSOK_TERMS,
  ruleOn,
} from '../rules';

describe('the programme rules added for the subsidised loans', () => {
  it('Babaváró’s largest instalment: 50 000 Ft, 51 000 Ft from 2024-01-01', () => {
    expect(ruleOn(BABAVARO_MAX_PAYMENT, '2019-06-30')).toBeUndefined();
    expect(ruleOn(BABAVARO_MAX_PAYMENT, '2023-12-31')?.value).toBe(50_000);
    expect(ruleOn(BABAVARO_MAX_PAYMENT, '2024-01-01')?.value).toBe(51_000);
  });

  it('falusi CSOK: no price cap before 2025-09-01, 100 / 150 M Ft from then', () => {
    expect(ruleOn(FALUSI_CSOK_TERMS, '2025-08-31')?.value.maxPrice).toBeUndefined();
    expect(ruleOn(FALUSI_CSOK_TERMS, '2025-09-01')?.value.maxPrice).toEqual({ flat: 100_000_000, house: 150_000_000 });
    expect(ruleOn(FALUSI_CSOK_TERMS, '2025-09-01')?.value.purchase).toEqual([1_000_000, 4_000_000, 15_000_000]);
  });

  it('from 2024: CSOK Plusz floor areas and relief, the falusi CSOK loan and its applicants', () => {
    expect(ruleOn(CSOK_PLUSZ_MIN_FLOOR_AREA, '2023-12-31')).toBeUndefined();
    expect(ruleOn(CSOK_PLUSZ_MIN_FLOOR_AREA, '2024-01-01')?.value).toEqual({ flat: [40, 50, 60], house: [70, 80, 90] });
    expect(ruleOn(CSOK_PLUSZ_REPAYMENT_RELIEF, '2026-03-01')?.value).toEqual({
      principalGraceMonths: 12,
      suspensionMonths: 12,
    });
    expect(ruleOn(FALUSI_CSOK_LOAN_TERMS, '2026-03-01')?.value).toEqual({
      maxLoanByChildren: [10_000_000, 15_000_000],
      maxRatePercent: 3,
    });
    expect(ruleOn(FALUSI_CSOK_APPLICANTS, '2026-03-01')?.value.plannedChildrenWifeUnderAge).toBe(41);
    expect(ruleOn(BABAVARO_OWN_FUNDS, '2026-03-01')?.value).toEqual({
      recentShare: 0.75,
      daysBefore: 90,
      daysAfter: 20,
    });
  });

  it('describes each in Hungarian with the figures', () => {
    expect(ruleOn(CSOK_PLUSZ_MIN_FLOOR_AREA, '2026-03-01')!.text).toBe(
      '1 / 2 / 3 vagy több gyermek: lakás legalább 40 / 50 / 60 m², ház legalább 70 / 80 / 90 m²',
    );
    expect(ruleOn(BABAVARO_MAX_PAYMENT, '2026-03-01')!.text).toBe('51\u00a0000\u00a0Ft');
    expect(ruleOn(BABAVARO_OWN_FUNDS, '2026-03-01')!.source.status).toBe('secondary');
    expect(ruleOn(FALUSI_CSOK_LOAN_TERMS, '2026-03-01')!.source.status).toBe('official');
  });
});
