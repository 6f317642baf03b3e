/**
 * "Névérték / Mai forintban" on the rent-or-buy result (docs/product.md#rent-or-buy): the deflated wealth,
 * the yearly table and its CSV headers, the break-even that a common deflator cannot move, and the link.
 */
import {
  defaultExpectedInflation,
  formatHuf,
  formatPercent,
  rentOrBuy,
  rentOrBuySensitivity,
} from '@penzugy/finance-core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { viewFactor } from '../calculator-kit';
import { nb } from '../test-support';
import * as ui from '../calculator-kit/unit/test-support';
import { rentOrBuyInTerms } from './real-terms-view';
import { RentOrBuyCalculator } from './RentOrBuyCalculator';
import { rentOrBuySweepPoints } from './sensitivity-series';
import { breakEvenSentence } from './test-support';

ui.resetUrlAfterEach();

const KSH = defaultExpectedInflation()!.percent;
const sweepsOf = (input: Parameters<typeof rentOrBuy>[0]) => {
  const s = rentOrBuySensitivity(input);
  return { appreciation: rentOrBuySweepPoints(s.appreciation), mortgageRate: rentOrBuySweepPoints(s.mortgageRate) };
};

describe('rentOrBuyInTerms', () => {
  const inputs = [{}, { rent: 120_000, years: 30 }, { rent: 400_000, appreciation: 1 }, { investmentReturn: 12 }];

  it('is the result itself in nominal terms', () => {
    const r = rentOrBuy();
    const sweeps = sweepsOf({});
    const shown = rentOrBuyInTerms(r, sweeps, viewFactor({ terms: 'nominal', inflation: 4 }));
    expect(shown.years).toBe(r.years);
    expect(shown.sweeps).toBe(sweeps);
    expect(shown.finalBuyNetWorth).toBe(r.finalBuyNetWorth);
  });

  it('deflates month k by (1 + π)^(k/12), a year’s costs month by month, and the sweeps at the horizon', () => {
    const r = rentOrBuy({ years: 10 });
    const shown = rentOrBuyInTerms(r, sweepsOf({ years: 10 }), viewFactor({ terms: 'real', inflation: 5 }));
    expect(shown.buyNetWorth[11]).toBeCloseTo(r.months[11]!.buyNetWorth / 1.05, 6);
    expect(shown.finalRentNetWorth).toBeCloseTo(r.finalRentNetWorth / 1.05 ** 10, 6);
    expect(shown.years[1]!.loanBalance).toBeCloseTo(r.years[1]!.loanBalance / 1.05 ** 2, 6);
    const expectedCost = r.months.slice(12, 24).reduce((s, m) => s + m.rentCost / 1.05 ** (m.month / 12), 0);
    expect(shown.years[1]!.rentCost).toBeCloseTo(expectedCost, 6);
    expect(shown.years[1]!.rentCost).toBeLessThan(r.years[1]!.rentCost);
    const base = sweepsOf({ years: 10 }).appreciation[0]!.value;
    expect(shown.sweeps.appreciation[0]!.value).toBeCloseTo(base / 1.05 ** 10, 6);
  });

  it('a common deflator does not move the break-even: the buyer catches up in the same month at any π', () => {
    for (const input of inputs) {
      const r = rentOrBuy(input);
      for (const inflation of [-10, 0, 4.4, 25, 50]) {
        const shown = rentOrBuyInTerms(r, sweepsOf(input), viewFactor({ terms: 'real', inflation }));
        const first = shown.buyNetWorth.findIndex((b, i) => b >= shown.rentNetWorth[i]!);
        expect(first === -1 ? 0 : first + 1).toBe(r.breakEvenMonth);
        expect(Math.sign(shown.finalBuyNetWorth - shown.finalRentNetWorth)).toBe(Math.sign(r.finalDifference));
      }
    }
  });
});

describe('RentOrBuyCalculator in today’s forints', () => {
  it('switches the wealth, the note and the yearly table; the monthly costs and the break-even stay', async () => {
    const user = userEvent.setup();
    const r = rentOrBuy();
    render(<RentOrBuyCalculator />);
    expect(screen.getByRole('radio', { name: 'Névérték' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Mai forintban' }));
    const f = (t: number) => 1 / (1 + KSH / 100) ** t;
    const words = `mai forintban, évi ${formatPercent(KSH / 100, 1)} inflációval`;
    expect(
      screen.getByRole('img', { name: new RegExp(`^Vagyon alakulása: vásárlás és bérlés \\(${words}\\)`) }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        new RegExp(nb(`A futamidő végén a vásárló vagyona ${formatHuf(r.finalBuyNetWorth * f(r.years.length))}`)),
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: `Éves bontás (${words})` });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(headers[0]).toBe('Év');
    expect(headers[5]).toBe(`Vásárlási vagyon (${words})`);
    const row1 = within(table).getAllByRole('row')[1]!;
    expect(within(row1).getAllByRole('cell')[3]!.textContent).toBe(formatHuf(r.years[0]!.loanBalance * f(1)));
    // Today's amounts and the break-even do not change.
    expect(ui.stat('Havi bérlési költség')).toBe(formatHuf(r.monthlyRentCost));
    expect(screen.getByText(breakEvenSentence())).toBeInTheDocument();
  });

  it('keeps the view in the URL; an old link without it opens in nominal terms', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/?rent=300000&terms=real&inflation=6.5');
    render(<RentOrBuyCalculator syncUrl />);
    expect(screen.getByRole('radio', { name: 'Mai forintban' })).toBeChecked();
    expect(
      screen.getByRole('table', { name: 'Éves bontás (mai forintban, évi 6,5% inflációval)' }),
    ).toBeInTheDocument();
    await ui.retype(user, 'Várható infláció', '3');
    expect(window.location.search).toBe('?rent=300000&terms=real&inflation=3');
    await user.click(screen.getByRole('radio', { name: 'Névérték' }));
    expect(window.location.search).toBe('?rent=300000&inflation=3');
  });
});
