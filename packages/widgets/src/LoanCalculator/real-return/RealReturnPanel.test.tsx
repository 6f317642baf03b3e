/**
 * "Infláció + x %" as the down payment's alternative return (docs/product.md#home-loan, issue 28 item 5):
 * the panel's state and the Fisher rate, then the calculator: opening the panel changes nothing until the
 * mode is chosen, the verdict follows homeLoan at (1 + π)(1 + x) − 1, bad text names its field, closing
 * the panel returns to the form's field, and the link carries the mode and both rates.
 */
import { defaultExpectedInflation, homeLoan, LOAN_DEFAULTS, nominalFromReal } from '@penzugy/finance-core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as ui from '../../calculator-kit/unit/test-support';
import { nb } from '../../test-support';
import { LoanCalculator } from '../LoanCalculator';
import { LOAN_CALCULATOR_STRINGS as S } from '../strings';
import { effectiveReturn, readRealReturnState, realReturnFor, writeRealReturnState } from './real-return-state';

ui.resetUrlAfterEach();

const HANG_GUARD = 240_000;
const KSH = defaultExpectedInflation()!.percent;
const verdictOf = (alternativeReturn: number) => {
  const loan = homeLoan({ ...LOAN_DEFAULTS, alternativeReturn });
  return nb(S.headline.verdict(loan.summary.better, loan.summary.difference));
};

describe('real-return-state', () => {
  const start = { mode: 'nominal', inflation: 4.4, realReturn: 3 } as const;

  it('round-trips through the query value; unreadable or out-of-range parts keep the start', () => {
    const state = { mode: 'real', inflation: 3.5, realReturn: 4 } as const;
    expect(writeRealReturnState(state)).toBe('mod_real*infl_3.5*x_4');
    expect(readRealReturnState(writeRealReturnState(state), start)).toEqual(state);
    expect(readRealReturnState('1', start)).toEqual(start);
    expect(readRealReturnState('mod_x*infl_99*x_abc', start)).toEqual(start);
  });

  it('is Fisher’s rate in real mode, null in nominal mode, and flags a rate outside the loan’s range', () => {
    expect(effectiveReturn(start)).toBeNull();
    expect(effectiveReturn({ ...start, mode: 'real' })).toBeCloseTo(nominalFromReal(4.4, 3), 12);
    expect(effectiveReturn({ mode: 'real', inflation: -10, realReturn: -20 })).toEqual({
      outOfRange: expect.closeTo(-28, 9),
    });
  });

  it('starts x where the form’s nominal return is: (1 + 8 %) / (1 + 4 %) − 1 = 3,8 %', () => {
    expect(realReturnFor(8, 4)).toBe(3.8);
    expect(realReturnFor(100, -10)).toBe(30);
  });
});

describe('LoanCalculator: Infláció + x %', () => {
  it(
    'uses (1 + π)(1 + x) − 1 once chosen, names a bad field, and returns to the field when closed',
    async () => {
      const user = userEvent.setup();
      render(<LoanCalculator />);
      const verdict = () => nb(screen.getByText(/^A futamidő végén/).textContent ?? '');
      expect(verdict()).toBe(verdictOf(LOAN_DEFAULTS.alternativeReturn));
      // Closed, the panel's code is not loaded.
      expect(screen.queryByRole('group', { name: 'Az önerő alternatív hozama' })).not.toBeInTheDocument();

      const button = screen.getByRole('button', { name: 'Infláció + x %' });
      await user.click(button);
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      const mode = await within(panel).findByRole('group', { name: 'Az önerő alternatív hozama' }, { timeout: 30_000 });
      expect(verdict()).toBe(verdictOf(LOAN_DEFAULTS.alternativeReturn));

      await user.click(within(mode).getByRole('radio', { name: 'Várható infláció + x %' }));
      const x = realReturnFor(LOAN_DEFAULTS.alternativeReturn, KSH);
      expect(ui.field('Várható infláció')).toBeInTheDocument();
      expect(ui.field('Infláció feletti hozam')).toHaveValue(String(x).replace('.', ','));

      await ui.retype(user, 'Infláció feletti hozam', '5');
      await waitFor(() => expect(verdict()).toBe(verdictOf(nominalFromReal(KSH, 5))));
      expect(within(panel).getByText(/névleges hozammal számol: \(1 \+ /)).toBeInTheDocument();

      await ui.retype(user, 'Infláció feletti hozam', 'sok');
      expect(await screen.findByText('Infláció feletti hozam: adjon meg érvényes számot.')).toBeInTheDocument();
      expect(verdict()).toBe(verdictOf(nominalFromReal(KSH, 5)));
      expect(document.body.textContent).not.toMatch(/NaN/);

      await user.click(button);
      await waitFor(() => expect(verdict()).toBe(verdictOf(LOAN_DEFAULTS.alternativeReturn)));
    },
    HANG_GUARD,
  );

  it(
    'opens from a link with the mode and both rates, and writes them back',
    async () => {
      const user = userEvent.setup();
      window.history.replaceState(null, '', '/?hozam=mod_real*infl_3*x_2');
      render(<LoanCalculator syncUrl />);
      await waitFor(
        () =>
          expect(nb(screen.getByText(/^A futamidő végén/).textContent ?? '')).toBe(verdictOf(nominalFromReal(3, 2))),
        {
          timeout: 30_000,
        },
      );
      expect(ui.field('Várható infláció')).toHaveValue('3');
      await ui.retype(user, 'Várható infláció', '6');
      await waitFor(() => expect(new URLSearchParams(window.location.search).get('hozam')).toBe('mod_real*infl_6*x_2'));
    },
    HANG_GUARD,
  );
});
