import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALL_RULES } from '../rules';
import {
  SUBSIDY_ANSWER_LABELS,
  SUBSIDY_QUESTIONS,
  subsidyEligibility,
  VERDICT_REASON_TEXTS,
  VERDICT_REASON_TITLES,
  type ProgrammeVerdict,
  type SubsidyAnswers,
  type SubsidyProgramme,
} from './index';
import { inputError } from './test-support';

/** U+00A0, as Intl hu-HU writes it between a number and its unit. */
const NB = '\u00a0';

function verdict(answers: SubsidyAnswers, programme: SubsidyProgramme): ProgrammeVerdict {
  return subsidyEligibility(answers).verdicts.find((v) => v.programme === programme)!;
}

/** A first-home couple's 60 M Ft, 60 m² flat in March 2026 (no settlement, no built-up-area question). */
const COUPLE: SubsidyAnswers = {
  date: '2026-03-01',
  firstHome: true,
  homeKind: 'flat',
  floorArea: 60,
  price: 60_000_000,
  married: true,
  existingChildren: 0,
  plannedChildren: 2,
  wifeAge: 30,
};

describe('Otthon Start', () => {
  it('the issue’s example: 1,62 M Ft/m² against the 1,5 M Ft/m² limit', () => {
    // 81 000 000 Ft / 50 m² = 1 620 000 Ft/m².
    const v = verdict({ ...COUPLE, price: 81_000_000, floorArea: 50 }, 'otthonStart');
    expect(v.eligible).toBe(false);
    expect(v.maxAmount).toBe(0);
    expect(v.reasons.map((r) => r.text)).toEqual([
      `Az Otthon Start nem vehető igénybe: 1,62${NB}M${NB}Ft/m², a határ 1,5${NB}M${NB}Ft/m².`,
    ]);
    expect(v.reasons[0]!.code).toBe('pricePerSquareMetre');
  });

  it('open for a first home within the caps; the largest loan is 90 % of the valuation up to 50 M Ft', () => {
    // min(50 M, (1 − 0,1) · 60 M = 54 M, 60 M − 0,1 · 60 M = 54 M) = 50 M.
    expect(verdict(COUPLE, 'otthonStart')).toMatchObject({ eligible: true, maxAmount: 50_000_000, reasons: [] });
    // A 40 M Ft home: min(50 M, 36 M, 36 M) = 36 M.
    expect(verdict({ ...COUPLE, price: 40_000_000 }, 'otthonStart').maxAmount).toBe(36_000_000);
    // Valuation 35 M under a 40 M price: min(50 M, 0,9 · 35 M = 31,5 M, 40 M − 3,5 M = 36,5 M) = 31,5 M.
    expect(verdict({ ...COUPLE, price: 40_000_000, valuation: 35_000_000 }, 'otthonStart').maxAmount).toBe(31_500_000);
    // Valuation 45 M over a 40 M price: min(50 M, 40,5 M, 40 M − 4,5 M = 35,5 M) = 35,5 M.
    expect(verdict({ ...COUPLE, price: 40_000_000, valuation: 45_000_000 }, 'otthonStart').maxAmount).toBe(35_500_000);
  });

  it('a home owned before counts unless it was worth at most 15 M Ft', () => {
    expect(verdict({ ...COUPLE, firstHome: false, ownedHomeValue: 15_000_000 }, 'otthonStart').eligible).toBe(true);
    const v = verdict({ ...COUPLE, firstHome: false, ownedHomeValue: 22_500_000 }, 'otthonStart');
    expect(v.reasons.map((r) => r.text)).toEqual([
      `Az Otthon Start nem vehető igénybe: a korábbi lakás 22,5${NB}M${NB}Ft-t ért, csak a legfeljebb 15${NB}M${NB}Ft értékű nem számít.`,
    ]);
    expect(verdict({ ...COUPLE, firstHome: false }, 'otthonStart').reasons.map((r) => r.text)).toEqual([
      'Az Otthon Start nem vehető igénybe: csak első lakásra igényelhető.',
    ]);
  });

  it('price caps by kind: a flat at most 100 M Ft, a house at most 150 M Ft', () => {
    const flat = verdict({ ...COUPLE, price: 120_000_000, floorArea: 100 }, 'otthonStart');
    expect(flat.reasons.map((r) => r.text)).toEqual([
      `Az Otthon Start nem vehető igénybe: a vételár 120${NB}M${NB}Ft, a határ lakásnál 100${NB}M${NB}Ft.`,
    ]);
    expect(verdict({ ...COUPLE, homeKind: 'house', price: 120_000_000, floorArea: 100 }, 'otthonStart').eligible).toBe(
      true,
    );
  });

  it('shows enough decimals to tell a figure just over the limit from the limit', () => {
    // 75 020 000 Ft / 50 m² = 1 500 400 Ft/m²: 1,5004 M Ft against 1,5 M Ft.
    const v = verdict({ ...COUPLE, price: 75_020_000, floorArea: 50 }, 'otthonStart');
    expect(v.reasons[0]!.text).toBe(
      `Az Otthon Start nem vehető igénybe: 1,5004${NB}M${NB}Ft/m², a határ 1,5${NB}M${NB}Ft/m².`,
    );
  });

  it('outside a built-up area only from 2026-01-01', () => {
    const before = verdict({ ...COUPLE, date: '2025-12-31', outsideBuiltUpArea: true }, 'otthonStart');
    expect(before.reasons.map((r) => r.code)).toEqual(['outsideBuiltUpArea']);
    expect(before.reasons[0]!.text).toBe(
      'Az Otthon Start nem vehető igénybe: külterületi ingatlanra a megadott napon (2025. december 31.) nem igényelhető.',
    );
    expect(verdict({ ...COUPLE, date: '2026-01-01', outsideBuiltUpArea: true }, 'otthonStart').eligible).toBe(true);
  });

  it('closed before 2025-09-01; an unanswered question is missing, not a reason', () => {
    const v = verdict({ ...COUPLE, date: '2025-08-31' }, 'otthonStart');
    expect(v.reasons.map((r) => r.text)).toEqual([
      'Az Otthon Start nem vehető igénybe: a megadott napon (2025. augusztus 31.) nem volt érvényes szabálya.',
    ]);
    expect(v.rules).toEqual([]);
    const unanswered = verdict({ date: '2026-03-01' }, 'otthonStart');
    expect(unanswered).toMatchObject({
      eligible: false,
      maxAmount: 0,
      reasons: [],
      missing: ['firstHome', 'floorArea'],
    });
  });
});

describe('CSOK Plusz', () => {
  it('the loan by the children counted: existing plus undertaken, 1 / 2 / 3+ → 15 / 30 / 50 M Ft', () => {
    expect(verdict({ ...COUPLE, plannedChildren: 1 }, 'csokPlusz')).toMatchObject({
      maxAmount: 15_000_000,
      childrenCounted: 1,
    });
    expect(verdict({ ...COUPLE, existingChildren: 1, plannedChildren: 1 }, 'csokPlusz').maxAmount).toBe(30_000_000);
    expect(verdict({ ...COUPLE, existingChildren: 2, plannedChildren: 2, floorArea: 80 }, 'csokPlusz')).toMatchObject({
      maxAmount: 50_000_000,
      childrenCounted: 4,
    });
    // Never more than the price.
    expect(verdict({ ...COUPLE, price: 12_000_000, floorArea: 60, plannedChildren: 3 }, 'csokPlusz').maxAmount).toBe(
      12_000_000,
    );
  });

  it('only for a married couple who undertake a child', () => {
    const v = verdict({ ...COUPLE, married: false, plannedChildren: 0 }, 'csokPlusz');
    expect(v.reasons.map((r) => r.text)).toEqual([
      'A CSOK Plusz nem vehető igénybe: csak házaspár igényelheti.',
      'A CSOK Plusz nem vehető igénybe: legalább egy gyermeket vállalni kell.',
    ]);
  });

  it('the wife under 41, or at least 12 weeks pregnant', () => {
    const v = verdict({ ...COUPLE, wifeAge: 41 }, 'csokPlusz');
    expect(v.reasons.map((r) => r.text)).toEqual([
      'A CSOK Plusz nem vehető igénybe: a feleség 41 éves, 41 évesnél fiatalabbnak kell lennie, vagy legalább 12 hetes várandósnak.',
    ]);
    expect(verdict({ ...COUPLE, wifeAge: 41, pregnant: true }, 'csokPlusz').eligible).toBe(true);
    expect(verdict({ ...COUPLE, wifeAge: 40 }, 'csokPlusz').eligible).toBe(true);
    expect(verdict({ ...COUPLE, wifeAge: undefined }, 'csokPlusz').missing).toEqual(['wifeAge']);
  });

  it('the smallest floor area by children and kind', () => {
    // 2 children: a flat at least 50 m², a house at least 80 m².
    expect(verdict({ ...COUPLE, floorArea: 50 }, 'csokPlusz').eligible).toBe(true);
    expect(verdict({ ...COUPLE, floorArea: 49 }, 'csokPlusz').reasons.map((r) => r.text)).toEqual([
      'A CSOK Plusz nem vehető igénybe: az alapterület 49 m², lakásnál legalább 50 m² kell.',
    ]);
    expect(verdict({ ...COUPLE, homeKind: 'house', floorArea: 79 }, 'csokPlusz').reasons[0]!.code).toBe(
      'floorAreaTooSmall',
    );
  });

  it('the flat cap was 80 M Ft until 2025-08-31 and 100 M Ft from 2025-09-01', () => {
    const answers = { ...COUPLE, price: 90_000_000, floorArea: 90 };
    expect(verdict({ ...answers, date: '2025-08-31' }, 'csokPlusz').reasons.map((r) => r.text)).toEqual([
      `A CSOK Plusz nem vehető igénybe: a vételár 90${NB}M${NB}Ft, a határ lakásnál 80${NB}M${NB}Ft.`,
    ]);
    expect(verdict({ ...answers, date: '2025-09-01' }, 'csokPlusz').eligible).toBe(true);
    expect(verdict({ ...answers, date: '2023-12-31' }, 'csokPlusz').reasons[0]!.code).toBe('notInForce');
  });
});

describe('falusi CSOK', () => {
  const VILLAGE: SubsidyAnswers = {
    ...COUPLE,
    preferredSettlement: true,
    homeKind: 'house',
    floorArea: 100,
    price: 30_000_000,
  };

  it('the grant by children and purpose; the loan beside it for 2 or 3+ existing children', () => {
    // 2 existing + 2 undertaken = 4 → 3 or more: 15 M Ft grant; loan for 2 existing: 10 M Ft.
    expect(verdict({ ...VILLAGE, existingChildren: 2 }, 'falusiCsok')).toMatchObject({
      eligible: true,
      maxAmount: 15_000_000,
      maxLoan: 10_000_000,
      childrenCounted: 4,
    });
    // 1 undertaken: 1 M Ft for buying, 0,6 M Ft for renovation only; no loan without 2 existing children.
    expect(verdict({ ...VILLAGE, plannedChildren: 1 }, 'falusiCsok')).toMatchObject({
      maxAmount: 1_000_000,
      maxLoan: 0,
    });
    expect(verdict({ ...VILLAGE, plannedChildren: 1, purpose: 'renovation' }, 'falusiCsok').maxAmount).toBe(600_000);
    // 3 existing, none undertaken: 15 M Ft grant and 15 M Ft loan.
    expect(verdict({ ...VILLAGE, existingChildren: 3, plannedChildren: 0 }, 'falusiCsok')).toMatchObject({
      maxAmount: 15_000_000,
      maxLoan: 15_000_000,
    });
  });

  it('undertaken children count only for a married couple with the wife under 41', () => {
    const unmarried = verdict({ ...VILLAGE, married: false, plannedChildren: 1 }, 'falusiCsok');
    expect(unmarried.reasons.map((r) => r.text)).toEqual([
      'A falusi CSOK nem vehető igénybe: legalább egy meglévő gyermek kell, vagy házaspárnál vállalt gyermek, ha a feleség 41 évesnél fiatalabb.',
    ]);
    expect(verdict({ ...VILLAGE, wifeAge: 41, plannedChildren: 1 }, 'falusiCsok').reasons[0]!.code).toBe(
      'noCountableChild',
    );
    // A single parent with an existing child.
    expect(
      verdict({ ...VILLAGE, married: false, existingChildren: 1, plannedChildren: 0 }, 'falusiCsok').maxAmount,
    ).toBe(1_000_000);
  });

  it('only in a preferred small settlement', () => {
    expect(verdict({ ...VILLAGE, preferredSettlement: false }, 'falusiCsok').reasons.map((r) => r.code)).toEqual([
      'notPreferredSettlement',
    ]);
  });
});

describe('Babaváró', () => {
  it('11 M Ft for a married couple with the wife 18 to 34 (from 2025)', () => {
    expect(verdict({ ...COUPLE, wifeAge: 34 }, 'babavaro')).toMatchObject({ eligible: true, maxAmount: 11_000_000 });
    expect(verdict({ ...COUPLE, wifeAge: 35 }, 'babavaro').reasons.map((r) => r.text)).toEqual([
      'A Babaváró nem vehető igénybe: a feleség 35 éves, 18 és 34 év között igényelhető.',
    ]);
    expect(verdict({ ...COUPLE, wifeAge: 17 }, 'babavaro').reasons[0]!.code).toBe('wifeAgeOutOfRange');
  });

  it('follows the age limit’s history: under 41 until 2023, under 30 in 2024', () => {
    // 2023: 10 M Ft; its first instalment 10 M / 240 + 10 M · 0,5 % / 12 = 41 667 + 4 167 = 45 833 Ft ≤ 50 000 Ft.
    expect(verdict({ ...COUPLE, date: '2023-06-01', wifeAge: 40 }, 'babavaro').maxAmount).toBe(10_000_000);
    expect(verdict({ ...COUPLE, date: '2024-06-01', wifeAge: 30 }, 'babavaro').eligible).toBe(false);
    expect(verdict({ ...COUPLE, date: '2019-06-30' }, 'babavaro').reasons[0]!.code).toBe('notInForce');
  });
});

describe('the questionnaire as a whole', () => {
  it('lists the open programmes, states the stacking rule and cites it', () => {
    const r = subsidyEligibility(COUPLE);
    expect(r.eligible).toEqual(['otthonStart', 'csokPlusz', 'babavaro']);
    expect(r.stacking).toContain('a szigorúbb érvényes');
    expect(r.rules.map((c) => c.id)).toContain('programmes.stacking');
    expect(r.notes.length).toBeGreaterThan(0);
  });

  it('cites only rules that exist and are in force on the day', () => {
    const r = subsidyEligibility({ ...COUPLE, preferredSettlement: true, existingChildren: 2 });
    const ids = new Set(ALL_RULES.map((x) => x.id));
    for (const c of r.rules) {
      expect(ids.has(c.id), c.id).toBe(true);
      expect(c.from <= '2026-03-01', c.id).toBe(true);
    }
    expect(new Set(r.rules.map((c) => `${c.id}@${c.from}`)).size).toBe(r.rules.length);
  });

  it('every reason text starts with the programme and “nem vehető igénybe”', () => {
    fc.assert(
      fc.property(
        fc.record({
          date: fc.constantFrom('2019-08-01', '2024-06-01', '2025-08-31', '2025-12-31', '2026-03-01'),
          firstHome: fc.option(fc.boolean(), { nil: undefined }),
          ownedHomeValue: fc.option(fc.integer({ min: 0, max: 60_000_000 }), { nil: undefined }),
          homeKind: fc.constantFrom('flat' as const, 'house' as const),
          floorArea: fc.option(fc.integer({ min: 15, max: 300 }), { nil: undefined }),
          price: fc.integer({ min: 5_000_000, max: 200_000_000 }),
          married: fc.boolean(),
          existingChildren: fc.integer({ min: 0, max: 5 }),
          plannedChildren: fc.integer({ min: 0, max: 4 }),
          wifeAge: fc.option(fc.integer({ min: 16, max: 50 }), { nil: undefined }),
          pregnant: fc.boolean(),
          preferredSettlement: fc.boolean(),
          outsideBuiltUpArea: fc.boolean(),
        }),
        (answers) => {
          const r = subsidyEligibility(answers);
          for (const v of r.verdicts) {
            expect(v.eligible).toBe(v.reasons.length === 0 && v.missing.length === 0);
            if (!v.eligible) expect(v.maxAmount).toBe(0);
            for (const reason of v.reasons) {
              expect(reason.text).toMatch(
                /^(Az|A) (Otthon Start|CSOK Plusz|falusi CSOK|Babaváró) nem vehető igénybe: /,
              );
              expect(reason.text).not.toMatch(/NaN|undefined|Infinity/);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('an undertaken child more never lowers the CSOK Plusz or falusi CSOK amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 4 }), (existing, planned) => {
        const base = {
          ...COUPLE,
          preferredSettlement: true,
          floorArea: 200,
          existingChildren: existing,
          plannedChildren: planned,
        };
        const more = { ...base, plannedChildren: planned + 1 };
        for (const p of ['csokPlusz', 'falusiCsok'] as const) {
          expect(verdict(more, p).maxAmount).toBeGreaterThanOrEqual(verdict(base, p).maxAmount);
        }
      }),
    );
  });

  it('publishes the questions for every answer, labelled as the errors name them', () => {
    expect(SUBSIDY_QUESTIONS.map((q) => q.field).sort()).toEqual(
      Object.keys(SUBSIDY_ANSWER_LABELS)
        .filter((f) => f !== 'date')
        .sort(),
    );
    for (const q of SUBSIDY_QUESTIONS) {
      expect(q.label).toBe(SUBSIDY_ANSWER_LABELS[q.field]);
      expect(q.question.endsWith('?')).toBe(true);
      expect(q.hint.length).toBeGreaterThan(10);
      if (q.kind === 'choice') expect(q.options!.length).toBeGreaterThan(1);
    }
    expect(Object.keys(VERDICT_REASON_TITLES).sort()).toEqual(Object.keys(VERDICT_REASON_TEXTS).sort());
  });
});

describe('bad answers are typed errors naming the field', () => {
  it.each<[SubsidyAnswers, string, string]>([
    [{ married: 'igen' as unknown as boolean }, 'married', 'Házasok: válassza az igen vagy a nem lehetőséget.'],
    [{ floorArea: 0 }, 'floorArea', 'Alapterület: nagyobbnak kell lennie, mint 0.'],
    [{ price: Number.NaN }, 'price', 'Vételár: adjon meg érvényes számot.'],
    [{ existingChildren: 1.5 }, 'existingChildren', 'Meglévő gyermekek: egész számot adjon meg.'],
    [{ wifeAge: 120 }, 'wifeAge', 'A feleség életkora: nem lehet nagyobb, mint 100.'],
    [
      { homeKind: 'kastély' as unknown as 'flat' },
      'homeKind',
      'Az ingatlan típusa: válasszon a lehetőségek közül (Lakás, Ház).',
    ],
    [{ date: '2026-02-30' }, 'date', 'A szabályok napja: érvényes dátumot adjon meg (éééé-hh-nn).'],
  ])('%o → %s', (answers, field, message) => {
    const e = inputError(() => subsidyEligibility(answers));
    expect(e.field).toBe(field);
    expect(e.message).toBe(message);
  });

  it('null means unanswered, as a form holds an empty question', () => {
    const r = subsidyEligibility({ ...COUPLE, firstHome: null, married: null } as unknown as SubsidyAnswers);
    expect(r.answers.firstHome).toBeUndefined();
    expect(r.answers.married).toBe(false);
  });
});
