import { describe, expect, it } from 'vitest';
import { LOAN_DEFAULTS } from '@penzugy/finance-core';
import {
  answerOf,
  answersInput,
  planInput,
  plannedChildren,
  readSubsidyState,
  writeSubsidyState,
  type AppliedLoan,
} from './subsidy-state';

const LOAN: AppliedLoan = {
  ...LOAN_DEFAULTS,
  price: 84_000_000,
  downPayment: 8_400_000,
  fixationYears: 5,
  disbursementFee: null,
  valuationFee: 50_000,
  landRegistryFee: null,
  otherFees: null,
  monthlyFee: null,
};

describe('the subsidised-loan panel’s inputs', () => {
  it('round-trip through the query value, unanswered questions and empty births included', () => {
    const state = {
      answers: { firstHome: true, floorArea: 60, homeKind: 'house', married: true, plannedChildren: 2, wifeAge: null },
      skipped: ['babavaro'] as const,
      births: [14, null],
      buyerAge: 30,
    };
    const text = writeSubsidyState(state);
    expect(readSubsidyState(text)).toEqual({ ...state, skipped: ['babavaro'] });
  });

  it('reads finance-core’s defaults where nothing was answered, and no answer where it has none', () => {
    const state = readSubsidyState('1');
    expect(answerOf(state, 'married')).toBe(false);
    expect(answerOf(state, 'homeKind')).toBe('flat');
    expect(answerOf(state, 'firstHome')).toBeNull();
    expect(answersInput(state)).toEqual({});
  });

  it('drops what a hand-edited link garbles: an unknown choice, a programme, a yes/no', () => {
    const state = readSubsidyState('homeKind_castle*kihagy_otthonStart-lottery*firstHome_maybe*floorArea_x');
    expect(state.answers).toEqual({ firstHome: null, floorArea: null });
    expect(state.skipped).toEqual(['otthonStart']);
  });

  it('asks the questions that follow an answer only after it, and leaves the hidden ones out of the input', () => {
    const single = readSubsidyState('married_0*plannedChildren_2*wifeAge_30');
    expect(plannedChildren(single)).toBe(0);
    expect(answersInput(single)).toEqual({ married: false });
    const married = readSubsidyState('married_1*plannedChildren_2*wifeAge_30');
    expect(plannedChildren(married)).toBe(2);
    expect(answersInput(married)).toEqual({ married: true, plannedChildren: 2, wifeAge: 30 });
  });

  it('builds the plan from the calculator’s loan: its price and down payment, rate, term, fixation and the fees given', () => {
    const state = readSubsidyState(
      'firstHome_1*floorArea_60*married_1*plannedChildren_1*wifeAge_30*szuletes_14-30*kihagy_babavaro',
    );
    const input = planInput(state, LOAN, ['otthonStart', 'babavaro']);
    expect(input).toMatchObject({
      firstHome: true,
      floorArea: 60,
      price: 84_000_000,
      ownFunds: 8_400_000,
      marketRate: LOAN_DEFAULTS.annualRate,
      marketYears: LOAN_DEFAULTS.years,
      marketFixationYears: 5,
      valuationFee: 50_000,
      programmes: ['otthonStart'],
      // One child undertaken: the second birth field is not asked.
      plannedBirthMonths: [14],
    });
    expect(input).not.toHaveProperty('disbursementFee');
    expect(input).not.toHaveProperty('buyerAge');
  });
});
