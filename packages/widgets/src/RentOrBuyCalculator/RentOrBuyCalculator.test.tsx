import { nb, interactionEvent } from '../test-support';
import { formatHuf, RENT_OR_BUY_DEFAULTS, rentOrBuy, rentOrBuySensitivity } from '@penzugy/finance-core';
import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CalculatorEvent } from '../calculator-kit';
import { controlledRender } from '../calculator-kit/story-fixtures';
import * as ui from '../calculator-kit/unit/test-support';
import { RENT_OR_BUY_CALCULATOR_DEFAULTS, type RentOrBuyCalculatorValue } from './constants';
import { rentOrBuyCalculatorQuery } from './query';
import { subsidisedFinancing } from './subsidised-financing';
import { durationText } from './strings';
import { RentOrBuyCalculator } from './RentOrBuyCalculator';
import { breakEvenSentence } from './test-support';

ui.resetUrlAfterEach();

describe('RentOrBuyCalculator', () => {
  it('shows what finance-core computes for the spec defaults on first load', () => {
    const expected = rentOrBuy();
    render(<RentOrBuyCalculator />);
    expect(screen.getByRole('heading', { level: 2, name: 'Bérlés vagy vásárlás kalkulátor' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        level: 3,
        name: `Havi törlesztőrészlet: ${formatHuf(expected.monthlyMortgagePayment)}`,
      }),
    ).toBeInTheDocument();
    expect(ui.stat('Havi vásárlási költség')).toBe(formatHuf(expected.monthlyBuyCost));
    expect(ui.stat('Havi bérlési költség')).toBe(formatHuf(expected.monthlyRentCost));
    // The default scenario breaks even in month 9: the sentence writes the zero years too.
    expect(expected.breakEvenMonth).toBe(9);
    expect(screen.getByText('A vásárlás 9 hónap után válik kedvezőbbé a bérlésnél.')).toBeInTheDocument();
    expect(ui.stat('Fordulópont')).toBe('9 hónap');
    expect(
      screen.getByText(
        nb(
          `Ha egy hasonló lakást havi ${formatHuf(expected.tippingPointRent!)}-nál olcsóbban bérelhet, a bérlés előnyösebb.`,
        ),
      ),
    ).toBeInTheDocument();
  });

  it('groups the fields as the spec does, with the defaults of docs/product.md#rent-or-buy', () => {
    render(<RentOrBuyCalculator />);
    // The spec's field order, written out here on purpose rather than read from constants.ts: the
    // test must be able to fail when the form's groups drift from docs/product.md#rent-or-buy.
    const group = (name: string) => within(screen.getByRole('group', { name }));
    expect(
      group('Vásárlás')
        .getAllByRole('textbox')
        .map((i) => i.getAttribute('name')),
    ).toEqual([
      'price',
      'downPayment',
      'mortgageRate',
      'years',
      'appreciation',
      'closingCosts',
      'propertyTax',
      'insurance',
      'maintenance',
      'sellingCosts',
    ]);
    expect(group('Vásárlás').getByRole('checkbox', { name: 'Vagyonszerzési illeték (4%)' })).not.toBeChecked();
    expect(
      group('Bérlés')
        .getAllByRole('textbox')
        .map((i) => i.getAttribute('name')),
    ).toEqual(['rent', 'rentIncrease', 'rentersInsurance']);
    expect(group('Befektetés').getByRole('textbox', { name: 'Befektetési hozam' })).toHaveValue('7');
    expect(ui.field('Havi bérleti díj')).toHaveValue('200\u00a0000');
    // Bought with the form's own mortgage unless a subsidised loan is chosen.
    expect(group('Vásárlás').getByRole('radio', { name: 'Piaci lakáshitel (a fenti hitelkamattal)' })).toBeChecked();
    expect(RENT_OR_BUY_CALCULATOR_DEFAULTS).toEqual({ ...RENT_OR_BUY_DEFAULTS, subsidy: 'none' });
  });

  it('draws the wealth chart with the break-even marker and the three exact sensitivity sweeps', () => {
    const { container } = render(<RentOrBuyCalculator />);
    expect(screen.getByRole('img', { name: 'Vagyon alakulása: vásárlás és bérlés' })).toBeInTheDocument();
    expect(container.querySelector('[data-marker]')).toHaveTextContent('Fordulópont');
    for (const name of ['Az értéknövekedés hatása', 'A befektetési hozam hatása', 'A hitelkamat hatása']) {
      expect(screen.getByRole('figure', { name })).toBeInTheDocument();
    }
    // The sweep's summary table holds finance-core's differences, base case included.
    const sweep = rentOrBuySensitivity().appreciation;
    const summary = screen.getByRole('table', { name: 'Az értéknövekedés hatása' });
    expect(within(summary).getByRole('row', { name: /^3% \(alapeset\)/ }).textContent).toContain(
      formatHuf(sweep[2]!.difference),
    );
    expect(sweep[2]!.difference).toBe(rentOrBuy().finalDifference);
  });

  it('recomputes live on valid input', async () => {
    const user = userEvent.setup();
    render(<RentOrBuyCalculator />);
    await ui.retype(user, 'Havi bérleti díj', '250000');
    const expected = rentOrBuy({ rent: 250_000 });
    expect(ui.stat('Havi bérlési költség')).toBe(formatHuf(expected.monthlyRentCost));
    expect(screen.getByText(breakEvenSentence({ rent: 250_000 }))).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Vagyonszerzési illeték (4%)' }));
    expect(screen.getByText(breakEvenSentence({ rent: 250_000, purchaseDuty: true }))).toBeInTheDocument();
  });

  it('hides the break-even sentence and says "Nem meghatározható" when renting stays ahead', async () => {
    const user = userEvent.setup();
    const { container } = render(<RentOrBuyCalculator />);
    await ui.retype(user, 'Havi bérleti díj', '80000');
    expect(rentOrBuy({ rent: 80_000 }).breakEvenMonth).toBe(0);
    expect(ui.stat('Fordulópont')).toBe('Nem meghatározható');
    expect(screen.queryByText(/válik kedvezőbbé a bérlésnél/)).not.toBeInTheDocument();
    expect(container.querySelector('[data-marker]')).toBeNull();
  });

  it('says so when no rent makes renting better', () => {
    render(<RentOrBuyCalculator defaultValue={{ appreciation: 12, mortgageRate: 2, rent: 250_000 }} />);
    expect(rentOrBuy({ appreciation: 12, mortgageRate: 2, rent: 250_000 }).tippingPointRent).toBeNull();
    expect(
      screen.getByText('Ezekkel a feltételekkel a vásárlás még ingyenes bérléssel szemben is előnyösebb.'),
    ).toBeInTheDocument();
  });

  it('lists one row a year in the table, with CSV export', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn<(e: CalculatorEvent) => void>();
    render(<RentOrBuyCalculator onEvent={onEvent} />);
    const table = ui.tableWithHeaders('Éves bontás', [
      'Év',
      'Vásárlási költség',
      'Bérlési költség',
      'Ingatlanérték',
      'Hitelegyenleg',
      'Vásárlási vagyon',
      'Bérlési vagyon',
    ]);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(25);
    const year1 = rentOrBuy().years[0]!;
    expect(within(table).getByRole('rowheader', { name: '1' }).closest('tr')!.textContent).toContain(
      formatHuf(year1.buyNetWorth),
    );
    await user.click(screen.getByRole('button', { name: 'CSV letöltése' }));
    // The CSV writer is imported on click (Table.tsx).
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith(interactionEvent('rent-or-buy', 'export_csv')));
  });

  it('names the field when the down payment is above the price, and never shows NaN', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    const { container } = render(<RentOrBuyCalculator onEvent={onEvent} />);
    await ui.expectDownPaymentRefused(user, onEvent, container, 'rent-or-buy');
    expect(
      screen.getByRole('heading', { level: 3, name: /^Havi törlesztőrészlet/ }).closest('[aria-busy]'),
    ).toHaveAttribute('aria-busy', 'true');
  });

  it('holds finance-core’s message back while the user is typing', async () => {
    const user = userEvent.setup();
    render(<RentOrBuyCalculator />);
    await ui.typeInto(user, 'Éves értéknövekedés', '80');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Éves értéknövekedés: nem lehet nagyobb, mint 50.');
  });

  it('shows the field’s own message for text that is not a number', async () => {
    const user = userEvent.setup();
    render(<RentOrBuyCalculator />);
    await ui.retype(user, 'Havi bérleti díj', 'kétszázezer');
    expect(screen.getAllByText('Havi bérleti díj: adjon meg érvényes számot.').length).toBeGreaterThan(0);
    expect(ui.field('Havi bérleti díj')).toHaveAttribute('aria-invalid', 'true');
  });

  it('treats an empty "Eladási költségek" as none', async () => {
    const user = userEvent.setup();
    render(<RentOrBuyCalculator />);
    await user.clear(ui.field('Eladási költségek'));
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(ui.stat('Fordulópont')).toBe('9 hónap');
    await ui.retype(user, 'Eladási költségek', '3');
    const month = rentOrBuy({ sellingCosts: 3 }).breakEvenMonth;
    expect(ui.stat('Fordulópont')).toBe(durationText(Math.floor(month / 12), month % 12));
    expect(ui.stat('Fordulópont')).not.toMatch(/\b0 (év|hónap)/);
  });

  it('tells the host about changes, results and shares', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn<(e: CalculatorEvent) => void>();
    render(<RentOrBuyCalculator onEvent={onEvent} shareBaseUrl="https://example.hu/kalkulatorok/rent-or-buy" />);
    const first = rentOrBuy();
    expect(onEvent).toHaveBeenCalledWith({
      type: 'result',
      calculator: 'rent-or-buy',
      summary: expect.objectContaining({
        monthlyMortgagePayment: first.monthlyMortgagePayment,
        breakEvenMonth: 9,
        tippingPointRent: first.tippingPointRent,
      }),
    });
    const edit: [string, string, string] = ['Befektetési hozam', '9', 'investmentReturn'];
    await ui.expectChangeReported(user, onEvent, 'rent-or-buy', edit, {
      finalDifference: rentOrBuy({ investmentReturn: 9 }).finalDifference,
    });
    await user.click(screen.getByRole('checkbox', { name: 'Vagyonszerzési illeték (4%)' }));
    expect(onEvent).toHaveBeenCalledWith(interactionEvent('rent-or-buy', 'change', 'purchaseDuty'));
    await user.click(screen.getByRole('button', { name: 'Link másolása' }));
    expect(onEvent).toHaveBeenCalledWith(interactionEvent('rent-or-buy', 'share'));
    expect(await screen.findByText('A kalkuláció linkjét a vágólapra másoltuk.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      'https://example.hu/kalkulatorok/rent-or-buy?investmentReturn=9&purchaseDuty=true',
    );
  });

  it('buys with a subsidised loan: the programme’s rate of the day, the duty exemption, the rule behind it, in the link', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn<(e: CalculatorEvent) => void>();
    render(
      <RentOrBuyCalculator
        onEvent={onEvent}
        defaultValue={{ purchaseDuty: true }}
        methodologyHref={(id) => `/modszertan#${id}`}
      />,
    );
    const plain = rentOrBuy({ ...RENT_OR_BUY_DEFAULTS, purchaseDuty: true });
    expect(ui.stat('Havi vásárlási költség')).toBe(formatHuf(plain.monthlyBuyCost));
    const chosen = subsidisedFinancing('csokPlusz')!;
    expect(chosen.financing.dutyExempt).toBe(true);
    await user.click(screen.getByRole('radio', { name: /^CSOK Plusz \(3% kamat, illetékmentes vásárlás\)$/ }));
    expect(onEvent).toHaveBeenCalledWith(interactionEvent('rent-or-buy', 'change', 'subsidy'));
    const financed = rentOrBuy({ ...RENT_OR_BUY_DEFAULTS, purchaseDuty: true, financing: chosen.financing });
    expect(financed.monthlyBuyCost).not.toBe(plain.monthlyBuyCost);
    expect(ui.stat('Havi vásárlási költség')).toBe(formatHuf(financed.monthlyBuyCost));
    expect(screen.getByText(/a vásárlás illetékmentes/)).toBeInTheDocument();
    const rule = screen.getByRole('link', { name: 'CSOK Plusz feltételei' });
    expect(rule).toHaveAttribute('href', '/modszertan#programmes.csokPlusz');
    await user.click(rule);
    expect(onEvent).toHaveBeenCalledWith(interactionEvent('rent-or-buy', 'rule_link', 'programmes.csokPlusz'));
    // The choice travels in the link; a subsidy the calculator does not know is ignored.
    const value = { ...RENT_OR_BUY_CALCULATOR_DEFAULTS, subsidy: 'csokPlusz' as const };
    expect(rentOrBuyCalculatorQuery.toQuery(value)).toBe('subsidy=csokPlusz');
    expect(rentOrBuyCalculatorQuery.fromQuery('subsidy=csokPlusz')).toEqual({ subsidy: 'csokPlusz' });
    expect(rentOrBuyCalculatorQuery.fromQuery('subsidy=babavaro')).toEqual({});
  });

  it('round-trips its state through a query string', () => {
    const value: RentOrBuyCalculatorValue = {
      ...RENT_OR_BUY_CALCULATOR_DEFAULTS,
      rent: 250_000,
      sellingCosts: 3,
      purchaseDuty: true,
    };
    const query = rentOrBuyCalculatorQuery.toQuery(value);
    expect(query).toBe('rent=250000&sellingCosts=3&purchaseDuty=true');
    expect({ ...RENT_OR_BUY_CALCULATOR_DEFAULTS, ...rentOrBuyCalculatorQuery.fromQuery(`?${query}`) }).toEqual(value);
    expect(rentOrBuyCalculatorQuery.toQuery(RENT_OR_BUY_CALCULATOR_DEFAULTS)).toBe('');
    expect(rentOrBuyCalculatorQuery.fromQuery('rent=sok&purchaseDuty=igen&years=20')).toEqual({ years: 20 });
  });

  it('reads and writes the page URL with syncUrl', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/?rent=300000&purchaseDuty=true');
    render(<RentOrBuyCalculator syncUrl />);
    expect(ui.stat('Havi bérlési költség')).toBe(
      formatHuf(rentOrBuy({ rent: 300_000, purchaseDuty: true }).monthlyRentCost),
    );
    expect(screen.getByRole('checkbox', { name: 'Vagyonszerzési illeték (4%)' })).toBeChecked();
    await ui.retype(user, 'Futamidő', '20');
    expect(window.location.search).toBe('?years=20&rent=300000&purchaseDuty=true');
  });

  it('works controlled: typing goes to the parent, a value from the parent replaces the form', async () => {
    const user = userEvent.setup();
    const Host = controlledRender(RentOrBuyCalculator, {
      defaults: RENT_OR_BUY_CALCULATOR_DEFAULTS,
      preset: { rent: 80_000 },
      presetLabel: 'Olcsó bérlet',
      shown: (value) => `Szülő: ${value.rent}`,
    });
    render(<Host />);
    await ui.retype(user, 'Havi bérleti díj', '220000');
    expect(screen.getByText('Szülő: 220000')).toBeInTheDocument();
    expect(ui.stat('Havi bérlési költség')).toBe(formatHuf(rentOrBuy({ rent: 220_000 }).monthlyRentCost));
    await user.click(screen.getByRole('button', { name: 'Olcsó bérlet' }));
    expect(ui.field('Havi bérleti díj')).toHaveValue('80\u00a0000');
    expect(ui.stat('Fordulópont')).toBe('Nem meghatározható');
  });

  it('links glossary terms when given glossaryLink', () => {
    render(<RentOrBuyCalculator glossaryLink={(term) => `/dictionary/${encodeURIComponent(term)}`} />);
    expect(screen.getByRole('link', { name: 'Mi az önerő?' })).toHaveAttribute(
      'href',
      `/dictionary/${encodeURIComponent('Önerő')}`,
    );
    expect(screen.getByRole('link', { name: 'Mi a vagyonszerzési illeték?' })).toHaveAttribute(
      'href',
      `/dictionary/${encodeURIComponent('Vagyonszerzési illeték')}`,
    );
  });
});
