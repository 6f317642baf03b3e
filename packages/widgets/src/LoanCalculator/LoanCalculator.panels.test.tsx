/**
 * The loan calculator's on-demand panels (issue 25) in jsdom, by role, label and visible Hungarian
 * text: the subsidised loans (questionnaire, verdicts with their numbers, the plan's combined payment,
 * the inputs in the link) and the prepayments (the interest saved, the new end date), with the
 * events they report and finance-core's messages naming the field for bad input. The stories
 * (LoanCalculator.panels.stories.tsx) drive the same states in Chromium with axe.
 */
import {
  financingPlan,
  formatDate,
  formatHuf,
  LOAN_DEFAULTS,
  prepayment,
  subsidyEligibility,
} from '@penzugy/finance-core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CalculatorEvent } from '../calculator-kit';
import * as ui from '../calculator-kit/unit/test-support';
import { interactionEvent } from '../test-support';
import { LoanCalculator } from './LoanCalculator';

ui.resetUrlAfterEach();

// A hang guard, not a speed budget: each test opens a panel (its chunk) and types into several fields,
// which took over the package's 60 s on a loaded two-core machine.
const HANG_GUARD = 240_000;

type User = ReturnType<typeof userEvent.setup>;

/** Opens a panel by its heading button; resolves once its chunk has drawn `ready`. */
async function openPanel(user: User, name: string, ready: string): Promise<HTMLElement> {
  const button = screen.getByRole('button', { name });
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
  await within(panel).findAllByText(ready, undefined, { timeout: 30_000 });
  return panel;
}

const FLAT = { price: 84_000_000, ownFunds: LOAN_DEFAULTS.downPayment, firstHome: true, floorArea: 60 } as const;

describe('LoanCalculator: Támogatott hitelek', () => {
  it(
    'answers the questionnaire: Otthon Start open for a 60 m² flat at 84 M Ft, refused at 1,62 M Ft/m² with the numbers',
    async () => {
      const user = userEvent.setup();
      const onEvent = vi.fn<(e: CalculatorEvent) => void>();
      render(<LoanCalculator onEvent={onEvent} />);
      // Closed, the panel's code is not loaded.
      expect(screen.queryByText('Melyik program vehető igénybe?')).not.toBeInTheDocument();
      const panel = await openPanel(user, 'Támogatott hitelek', 'Melyik program vehető igénybe?');
      expect(onEvent).toHaveBeenCalledWith(interactionEvent('home-loan', 'open', 'tamogatas'));

      const firstHome = within(panel).getByRole('group', { name: 'Ez lesz az első saját lakása?' });
      await user.click(within(firstHome).getByRole('radio', { name: 'Igen' }));
      await ui.retype(user, 'Alapterület', '60');
      await ui.retype(user, 'Vételár', '84000000');
      // The price is the calculator's own: the main form shows it too.
      expect(ui.field('Ingatlan ára')).toHaveValue('84\u00a0000\u00a0000');
      const otthonStart = panel.querySelector('[data-programme="otthonStart"]')!;
      await waitFor(() => expect(otthonStart).toHaveAttribute('data-verdict', 'open'));

      const plan = financingPlan(FLAT);
      expect(plan.programmes).toEqual(['otthonStart']);
      expect(ui.stat('Havi törlesztő összesen')).toBe(formatHuf(plan.monthlyPayment));
      expect(within(panel).getByRole('table', { name: 'Források' })).toHaveTextContent('Otthon Start');

      await ui.retype(user, 'Vételár', '97200000');
      const refused = subsidyEligibility({ firstHome: true, floorArea: 60, price: 97_200_000 }).verdicts.find(
        (v) => v.programme === 'otthonStart',
      )!;
      expect(refused.reasons[0]!.text).toMatch(/1,62\u00a0M\u00a0Ft\/m².*1,5\u00a0M\u00a0Ft\/m²/);
      await waitFor(() => expect(otthonStart).toHaveAttribute('data-verdict', 'closed'));
      // textContent, not toHaveTextContent, which turns the no-break spaces of hu-HU figures into spaces.
      expect(otthonStart.textContent).toContain(refused.reasons[0]!.text);
      expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
    },
    HANG_GUARD,
  );

  it(
    'names the field finance-core refuses, and keeps the answers in the page URL so a link reopens the panel',
    async () => {
      const user = userEvent.setup();
      const { unmount } = render(<LoanCalculator syncUrl />);
      const panel = await openPanel(user, 'Támogatott hitelek', 'Melyik program vehető igénybe?');
      await user.click(
        within(within(panel).getByRole('group', { name: 'Ez lesz az első saját lakása?' })).getByRole('radio', {
          name: 'Igen',
        }),
      );
      await ui.retype(user, 'Alapterület', '-5');
      await waitFor(() =>
        expect(within(panel).getByRole('alert')).toHaveTextContent('Alapterület: nagyobbnak kell lennie, mint 0.'),
      );
      expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
      await ui.retype(user, 'Alapterület', '60');
      await waitFor(() => expect(new URLSearchParams(window.location.search).get('tamogatas')).toMatch(/floorArea_60/));
      unmount();

      // The link opens the panel with the same answers.
      render(<LoanCalculator syncUrl />);
      expect(screen.getByRole('button', { name: 'Támogatott hitelek' })).toHaveAttribute('aria-expanded', 'true');
      await screen.findByText('Melyik program vehető igénybe?', undefined, { timeout: 30_000 });
      expect(ui.field('Alapterület')).toHaveValue('60');
      const firstHome = screen.getByRole('group', { name: 'Ez lesz az első saját lakása?' });
      expect(within(firstHome).getByRole('radio', { name: 'Igen' })).toBeChecked();
    },
    HANG_GUARD,
  );
});

describe('LoanCalculator: Előtörlesztés', () => {
  it(
    'prepays 1 M Ft in month 12: the interest saved and the new end date are finance-core’s; a month past the term is named',
    async () => {
      const user = userEvent.setup();
      const onEvent = vi.fn<(e: CalculatorEvent) => void>();
      render(<LoanCalculator onEvent={onEvent} />);
      const panel = await openPanel(user, 'Előtörlesztés', 'Adósságmentes ekkorra');
      expect(onEvent).toHaveBeenCalledWith(interactionEvent('home-loan', 'open', 'elotorlesztes'));
      await ui.retype(user, '1. előtörlesztés hónapja', '12');
      await ui.retype(user, '1. előtörlesztés összege', '1000000');
      const expected = prepayment({ ...LOAN_DEFAULTS, prepayments: [{ month: 12, amount: 1_000_000 }] });
      expect(expected.interestSaved).toBeGreaterThan(0);
      await waitFor(() => expect(ui.stat('Megtakarított kamat')).toBe(formatHuf(expected.interestSaved)));
      expect(ui.stat('Az utolsó törlesztés napja')).toBe(formatDate(expected.endDate));
      expect(onEvent).toHaveBeenCalledWith(interactionEvent('home-loan', 'change', 'prepayments'));
      // The goal seek is in the panel, with its date field.
      expect(within(panel).getByLabelText('Adósságmentes ekkorra')).toBeInTheDocument();

      await ui.retype(user, '1. előtörlesztés hónapja', '999');
      // finance-core's message names the row and the field (under the row, and for the goal seek, which the same input feeds).
      await waitFor(() =>
        expect(
          within(panel).getAllByText('Egyszeri előtörlesztések (1. tétel, hónap): nem lehet nagyobb, mint 360.').length,
        ).toBeGreaterThan(0),
      );
      expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
      // Closing reports it too.
      await user.click(screen.getByRole('button', { name: 'Előtörlesztés' }));
      expect(onEvent).toHaveBeenCalledWith(interactionEvent('home-loan', 'close', 'elotorlesztes'));
    },
    HANG_GUARD,
  );
});
