import { describe, expect, it } from 'vitest';
import { LOAN_DEFAULTS } from '@penzugy/finance-core';
import { OPEN_PANEL } from '../query';
import { PREPAYMENT_PANEL_START, prepaymentInput, readPrepaymentState, writePrepaymentState } from './prepayment-state';

describe('the prepayment panel’s inputs', () => {
  it('opens with one empty row and writes nothing until something changes', () => {
    expect(readPrepaymentState(OPEN_PANEL)).toEqual(PREPAYMENT_PANEL_START);
    expect(writePrepaymentState(PREPAYMENT_PANEL_START)).toBe(OPEN_PANEL);
  });

  it('round-trip through the query value: rows, the extra payment, the mode, the kind, the fee and the target', () => {
    const state = {
      rows: [
        { month: 12, amount: 1_000_000 },
        { month: null, amount: 500_000 },
      ],
      extraMonthly: 20_000,
      extraFromMonth: 13,
      mode: 'lowerPayment' as const,
      loanKind: 'mfl' as const,
      contractFeePercent: 0.5,
      target: '2040-01-01',
    };
    const text = writePrepaymentState(state);
    expect(text).toBe('tetelek_12-1000000--500000*havi_20000*tol_13*dij_0.5*mod_lowerPayment*hitel_mfl*cel_2040-01-01');
    expect(readPrepaymentState(text)).toEqual(state);
    // Every row removed stays removed.
    expect(readPrepaymentState(writePrepaymentState({ ...state, rows: [] })).rows).toEqual([]);
  });

  it('takes the start’s values for what a hand-edited link garbles', () => {
    const state = readPrepaymentState('mod_faster*hitel_bank*cel_2040-13*havi_sok');
    expect(state).toEqual(PREPAYMENT_PANEL_START);
  });

  it('passes finance-core the complete rows only, and the empty fields as its defaults', () => {
    const state = readPrepaymentState('tetelek_12-1000000-24-*hitel_otthonStart');
    const input = prepaymentInput(state, { ...LOAN_DEFAULTS });
    expect(input.prepayments).toEqual([{ month: 12, amount: 1_000_000 }]);
    expect(input).toMatchObject({ loanKind: 'otthonStart', mode: 'shorterTerm', contractFeePercent: null });
    expect(input).not.toHaveProperty('extraMonthly');
    expect(input).not.toHaveProperty('extraFromMonth');
  });
});
