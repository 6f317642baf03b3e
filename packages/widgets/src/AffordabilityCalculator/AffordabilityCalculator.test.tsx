import { nb, interactionEvent } from '../test-support';
import {
  affordability,
  formatDate,
  formatHuf,
  JTM_INCOME_THRESHOLD,
  ruleOn,
  todayInHungary,
  type AffordabilityInput,
} from '@penzugy/finance-core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CalculatorEvent } from '../calculator-kit';
import { controlledRender } from '../calculator-kit/story-fixtures';
import * as ui from '../calculator-kit/unit/test-support';
import { AffordabilityCalculator } from './AffordabilityCalculator';
import { answerParts } from './answer';
import {
  AFFORDABILITY_CALCULATOR_DEFAULTS,
  AFFORDABILITY_EXAMPLE_INCOME,
  type AffordabilityCalculatorValue,
} from './constants';
import { affordabilityInputOf } from './input';
import { affordabilityCalculatorQuery } from './query';

ui.resetUrlAfterEach();

/** finance-core's answer for the calculator's example income and `input` over it. */
const expected = (input: AffordabilityInput = {}) =>
  affordability({ monthlyNetIncome: AFFORDABILITY_EXAMPLE_INCOME, ...input });

/** Text matchers normalise U+00A0 to a space. */
const text = (s: string) => screen.getByText(nb(s));

describe('AffordabilityCalculator', () => {
  it('answers for the example income on first load: the largest loan, its instalment and the cliff', () => {
    const onEvent = vi.fn<(e: CalculatorEvent) => void>();
    render(<AffordabilityCalculator onEvent={onEvent} />);
    const r = expected();
    expect(screen.getByRole('heading', { level: 2, name: 'Mekkora hitelt kaphatok?' })).toBeInTheDocument();
    expect(ui.stat('Legnagyobb felvehető hitel')).toBe(formatHuf(r.maxLoan));
    expect(ui.stat('Havi törlesztőrészlet')).toBe(formatHuf(r.maxLoanMonthlyPayment));
    expect(ui.stat('Ehhez szükséges önerő')).toBe(formatHuf(r.minOwnFundsForMaxLoan));
    expect(ui.stat('Ami a határt szabja')).toBe('A jövedelem (JTM)');
    const parts = answerParts(r);
    expect(text(parts.maxLoan)).toBeInTheDocument();
    expect(text(parts.cliff)).toBeInTheDocument();
    expect(ui.stat('Ennyi hiányzik a határig')).toBe(formatHuf(r.cliff.extraIncomeToThreshold));
    expect(screen.getByRole('figure', { name: 'Legnagyobb hitel a jövedelemhatár két oldalán' })).toBeInTheDocument();
    // One full stop after the day, though formatDate already ends in one.
    expect(
      text(`A szabályok napja: ${formatDate(todayInHungary())} (ma). A bankok ennél szigorúbbak is lehetnek.`),
    ).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith({
      type: 'result',
      calculator: 'affordability',
      summary: expect.objectContaining({ maxLoan: r.maxLoan, rulesDate: todayInHungary(), binding: 'paymentToIncome' }),
    });
  });

  it('groups the fields: income, the loan, other debts, home and own funds, and the folded rules day', () => {
    render(<AffordabilityCalculator />);
    const names = (group: string) =>
      within(screen.getByRole('group', { name: group }))
        .getAllByRole('textbox')
        .map((i) => i.getAttribute('name'));
    expect(names('Jövedelem')).toEqual(['monthlyNetIncome', 'coBorrowerMonthlyNetIncome']);
    expect(names('A hitel')).toEqual(['fixationYears', 'annualRate', 'years']);
    expect(names('Meglévő tartozások')).toEqual(['existingMonthlyPayments', 'creditLineLimits']);
    expect(names('Lakás és önerő')).toEqual(['ownFunds', 'price']);
    expect(screen.getByRole('radio', { name: 'Általános (80%)' })).toBeChecked();
    expect(screen.getByLabelText('A szabályok napja')).not.toBeVisible();
  });

  it('a 700 000 Ft earner with a 10-year fixation: the 50% limit and the cliff to 800 000 Ft', async () => {
    const user = userEvent.setup();
    render(<AffordabilityCalculator />);
    await ui.retype(user, 'Havi nettó jövedelem', '700000');
    await ui.retype(user, 'Kamatfixálás', '10');
    const r = affordability({ monthlyNetIncome: 700_000, fixationYears: 10 });
    expect(ui.stat('Legnagyobb felvehető hitel')).toBe(formatHuf(r.maxLoan));
    if (ruleOn(JTM_INCOME_THRESHOLD, todayInHungary())?.value === 800_000) {
      expect(r.paymentToIncomeLimitPercent).toBe(50);
      expect(ui.stat('JTM-korlát')).toMatch(/^50%, azaz havonta/);
      expect(ui.stat('Jövedelemhatár')).toBe(formatHuf(800_000));
      expect(ui.stat('Ennyi hiányzik a határig')).toBe(formatHuf(100_000));
      const cliff = answerParts(r).cliff;
      expect(cliff).toContain(`${formatHuf(799_999)} jövedelemmel legfeljebb ${formatHuf(r.cliff.maxLoanBelow)}`);
      expect(cliff).toContain(`${formatHuf(800_000)} jövedelemmel legfeljebb ${formatHuf(r.cliff.maxLoanAt)}`);
      expect(text(cliff)).toBeInTheDocument();
    }
  });

  it('sums two borrowers’ incomes', async () => {
    const user = userEvent.setup();
    render(<AffordabilityCalculator />);
    await ui.retype(user, 'Adóstárs havi nettó jövedelme', '400000');
    const r = expected({ coBorrowerMonthlyNetIncome: 400_000 });
    expect(ui.stat('A háztartás havi nettó jövedelme')).toBe(formatHuf(900_000));
    expect(ui.stat('Legnagyobb felvehető hitel')).toBe(formatHuf(r.maxLoan));
    expect(r.cliff.householdBelow).toBe(false);
    expect(screen.queryByText('Ennyi hiányzik a határig')).not.toBeInTheDocument();
  });

  it('counts the credit lines’ monthly share against the room for a new instalment', async () => {
    const user = userEvent.setup();
    render(<AffordabilityCalculator />);
    await ui.retype(user, 'Hitelkártya- és folyószámlakeretek', '600000');
    await ui.retype(user, 'Meglévő havi törlesztések', '30000');
    const r = expected({ creditLineLimits: 600_000, existingMonthlyPayments: 30_000 });
    expect(r.maxLoan).toBeLessThan(expected().maxLoan);
    expect(ui.stat('Legnagyobb felvehető hitel')).toBe(formatHuf(r.maxLoan));
    expect(ui.stat('Meglévő havi terhek')).toBe(formatHuf(r.otherMonthlyDebt));
    expect(text(`ebből ${formatHuf(r.creditLineMonthly)} a hitelkeretek miatt`)).toBeInTheDocument();
    expect(
      screen.getByText(/Hitelkártya- és folyószámlahitel-keret havi törlesztőként beszámított része/),
    ).toBeInTheDocument();
  });

  it('with own funds: the dearest home, and the own funds binding when they cap the loan', async () => {
    const user = userEvent.setup();
    render(<AffordabilityCalculator />);
    await ui.retype(user, 'Rendelkezésre álló önerő', '2000000');
    const r = expected({ ownFunds: 2_000_000 });
    expect(r.binding).toBe('ownFunds');
    expect(ui.stat('Legdrágább megvehető lakás')).toBe(formatHuf(r.dearestHome!.price));
    expect(ui.stat('Ami a határt szabja')).toBe('Az önerő (HFM)');
    expect(text(answerParts(r).binding)).toBeInTheDocument();
  });

  it('a price that is not affordable: what is missing, in own funds and in income', async () => {
    const user = userEvent.setup();
    const { container } = render(<AffordabilityCalculator />);
    await ui.retype(user, 'Rendelkezésre álló önerő', '12000000');
    await ui.retype(user, 'Ingatlan ára', '60000000');
    const r = expected({ ownFunds: 12_000_000, price: 60_000_000 });
    const t = r.target!;
    expect(t.affordable).toBe(false);
    const panel = within(
      screen
        .getByRole('heading', { name: (n) => nb(n) === nb(`A kiszemelt lakás: ${formatHuf(60_000_000)}`) })
        .closest('div')!.parentElement!,
    );
    expect(panel.getByText('Ez a lakás így nem vehető meg.')).toBeInTheDocument();
    expect(ui.stat('Hiányzó önerő')).toBe(formatHuf(t.extraOwnFundsNeeded));
    expect(ui.stat('Szükséges havi nettó jövedelem')).toBe(formatHuf(t.incomeNeeded!));
    expect(text(`${formatHuf(t.extraIncomeNeeded!)}-tal több a mostaninál`)).toBeInTheDocument();
    for (const line of answerParts(r).target) expect(text(line)).toBeInTheDocument();
    // Less own funds than the HFM asks for this price: no income can make up for it.
    await ui.retype(user, 'Rendelkezésre álló önerő', '8000000');
    const short = expected({ ownFunds: 8_000_000, price: 60_000_000 }).target!;
    expect(short.incomeNeeded).toBeNull();
    expect(ui.stat('Hiányzó önerő')).toBe(formatHuf(short.extraOwnFundsNeeded));
    expect(ui.stat('Szükséges havi nettó jövedelem')).toBe('–');
    expect(screen.getByText('jövedelemmel nem érhető el')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('a price that is affordable says so', async () => {
    const user = userEvent.setup();
    render(<AffordabilityCalculator />);
    await ui.retype(user, 'Rendelkezésre álló önerő', '15000000');
    await ui.retype(user, 'Ingatlan ára', '30000000');
    expect(expected({ ownFunds: 15_000_000, price: 30_000_000 }).target!.affordable).toBe(true);
    expect(screen.getByText('Ez a lakás megvehető.')).toBeInTheDocument();
    expect(screen.queryByText('Hiányzó önerő')).not.toBeInTheDocument();
  });

  it('a price where the HFM binds: more income does not help', async () => {
    const user = userEvent.setup();
    render(<AffordabilityCalculator defaultValue={{ monthlyNetIncome: 1_500_000 }} />);
    await ui.retype(user, 'Ingatlan ára', '30000000');
    const r = affordability({ monthlyNetIncome: 1_500_000, price: 30_000_000 });
    expect(r.target!.binding).toBe('loanToValue');
    expect(ui.stat('Legnagyobb hitel erre a lakásra')).toBe(formatHuf(24_000_000));
    expect(screen.getByText('A lakás értéke (HFM)')).toBeInTheDocument();
    expect(
      screen.getByText('Adja meg a rendelkezésre álló önerőt is, és megmondjuk, megveheti-e.'),
    ).toBeInTheDocument();
  });

  it('names the field finance-core refuses, and never shows NaN', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn<(e: CalculatorEvent) => void>();
    const { container } = render(<AffordabilityCalculator onEvent={onEvent} />);
    await ui.retype(user, 'Havi nettó jövedelem', '0');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/^Havi nettó jövedelem: /);
    expect(ui.field('Havi nettó jövedelem')).toHaveAttribute('aria-invalid', 'true');
    expect(onEvent).toHaveBeenCalledWith({ type: 'error', calculator: 'affordability', message: alert.textContent });
    expect(screen.getByText('Az alábbi eredmény a legutóbbi helyes adatokból számolt érték.')).toBeInTheDocument();
    await ui.retype(user, 'Havi nettó jövedelem', 'sok');
    expect(screen.getAllByText('Havi nettó jövedelem: adjon meg érvényes számot.').length).toBeGreaterThan(0);
    expect(container.textContent).not.toMatch(/NaN|Infinity|undefined/);
    await ui.retype(user, 'Havi nettó jövedelem', '650000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(ui.stat('Legnagyobb felvehető hitel')).toBe(formatHuf(affordability({ monthlyNetIncome: 650_000 }).maxLoan));
  });

  it('answers with the rules of another day, chosen under the advanced settings', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn<(e: CalculatorEvent) => void>();
    const { container } = render(<AffordabilityCalculator onEvent={onEvent} />);
    const details = container.querySelector('details')!;
    await user.click(screen.getByText('Haladó beállítások'));
    // jsdom does not fire `toggle` when a summary opens its details.
    fireEvent(details, new Event('toggle'));
    expect(onEvent).toHaveBeenCalledWith(interactionEvent('affordability', 'expand', 'advanced'));
    fireEvent.change(screen.getByLabelText('A szabályok napja'), { target: { value: '2025-12-31' } });
    expect(onEvent).toHaveBeenCalledWith(interactionEvent('affordability', 'change', 'date'));
    const r = expected({ date: '2025-12-31' });
    expect(r.cliff.threshold).toBe(600_000);
    expect(ui.stat('Jövedelemhatár')).toBe(formatHuf(600_000));
    expect(text('A szabályok napja: 2025. december 31. A bankok ennél szigorúbbak is lehetnek.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('A szabályok napja'), { target: { value: '1990-01-01' } });
    // The calculator's alert (and the field's own message) name the field.
    expect(screen.getAllByRole('alert')[0]!.textContent).toMatch(/^A szabályok napja: /);
    expect(screen.getByLabelText('A szabályok napja')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows each figure’s rules, linked to the methodology when given methodologyHref', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn<(e: CalculatorEvent) => void>();
    const { unmount } = render(<AffordabilityCalculator />);
    // Without a builder: plain text, with the date and the status.
    const plain = screen.getAllByRole('list', { name: 'A számítás szabályai' })[0]!;
    expect(within(plain).queryByRole('link')).toBeNull();
    expect(plain.textContent).toMatch(/JTM jövedelemhatár \(havi nettó\): .* óta/);
    unmount();
    render(
      <AffordabilityCalculator
        onEvent={onEvent}
        methodologyHref={(id) => `/modszertan#${id}`}
        glossaryLink={(term) => `/dictionary/${term}`}
      />,
    );
    const links = screen.getAllByRole('link', { name: 'JTM jövedelemhatár (havi nettó)' });
    expect(links[0]).toHaveAttribute('href', '/modszertan#debtBrake.jtmIncomeThreshold');
    // The threshold's source is the press, not the decree (docs/rules.md): the note says so.
    expect(links[0]!.closest('li')!.textContent).toContain('nem megerősített');
    links[0]!.addEventListener('click', (e) => e.preventDefault());
    await user.click(links[0]!);
    expect(onEvent).toHaveBeenCalledWith(
      interactionEvent('affordability', 'rule_link', 'debtBrake.jtmIncomeThreshold'),
    );
    expect(screen.getByRole('link', { name: 'Mi a JTM-jövedelemhatár?' })).toHaveAttribute(
      'href',
      '/dictionary/jtm-jovedelemhatar',
    );
    expect(screen.getByRole('link', { name: 'Mi a JTM?' })).toHaveAttribute(
      'href',
      '/dictionary/jovedelemaranyos-torlesztoreszlet-mutato',
    );
    expect(screen.getByRole('link', { name: 'Mi a HFM?' })).toHaveAttribute('href', '/dictionary/hitelfedezeti-mutato');
    expect(screen.getByRole('link', { name: 'Az adósságfék-szabályok' })).toHaveAttribute(
      'href',
      '/dictionary/adossagfek-szabalyok',
    );
    expect(screen.getByRole('link', { name: 'Mi számít önerőnek?' })).toHaveAttribute('href', '/dictionary/onero');
  });

  it('tells the host about changes and shares; the link keeps "not given" apart from 0', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn<(e: CalculatorEvent) => void>();
    render(<AffordabilityCalculator onEvent={onEvent} shareBaseUrl="https://example.hu/k" />);
    await ui.retype(user, 'Rendelkezésre álló önerő', '0');
    expect(onEvent).toHaveBeenCalledWith(interactionEvent('affordability', 'change', 'ownFunds'));
    expect(ui.stat('Legnagyobb felvehető hitel')).toBe(formatHuf(0));
    await user.click(screen.getByRole('radio', { name: 'Első lakás vásárlása (90%)' }));
    expect(onEvent).toHaveBeenCalledWith(interactionEvent('affordability', 'change', 'loanToValueCase'));
    await user.click(screen.getByRole('button', { name: 'Link másolása' }));
    expect(onEvent).toHaveBeenCalledWith(interactionEvent('affordability', 'share'));
    expect(await screen.findByText('A számítás linkjét a vágólapra másoltuk.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('https://example.hu/k?ownFunds=0&loanToValueCase=firstHome');
  });

  it('round-trips its state through a query string, ignoring what it cannot read', () => {
    const value: AffordabilityCalculatorValue = {
      ...AFFORDABILITY_CALCULATOR_DEFAULTS,
      monthlyNetIncome: 700_000,
      fixationYears: 10,
      ownFunds: 0,
      loanToValueCase: 'green',
      date: '2025-12-31',
    };
    const query = affordabilityCalculatorQuery.toQuery(value);
    expect(query).toBe('monthlyNetIncome=700000&fixationYears=10&ownFunds=0&loanToValueCase=green&date=2025-12-31');
    expect({ ...AFFORDABILITY_CALCULATOR_DEFAULTS, ...affordabilityCalculatorQuery.fromQuery(`?${query}`) }).toEqual(
      value,
    );
    expect(affordabilityCalculatorQuery.toQuery(AFFORDABILITY_CALCULATOR_DEFAULTS)).toBe('');
    expect(
      affordabilityCalculatorQuery.fromQuery(
        'monthlyNetIncome=sok&price=drága&loanToValueCase=luxus&date=2025-02-30&years=20',
      ),
    ).toEqual({ years: 20 });
  });

  it('turns the form into finance-core’s input: empty is "not given", 0 stays 0', () => {
    const input = affordabilityInputOf({ ...AFFORDABILITY_CALCULATOR_DEFAULTS, ownFunds: 0 });
    expect(input).toMatchObject({
      monthlyNetIncome: AFFORDABILITY_EXAMPLE_INCOME,
      ownFunds: 0,
      loanToValueCase: 'standard',
    });
    expect(input.price).toBeUndefined();
    expect(input.coBorrowerMonthlyNetIncome).toBeUndefined();
    expect(input.date).toBeUndefined();
    expect(affordability(input)).toEqual(expected({ ownFunds: 0 }));
  });

  it('reads and writes the page URL with syncUrl, the day opening the advanced settings', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/?monthlyNetIncome=700000&fixationYears=10&date=2025-12-31');
    render(<AffordabilityCalculator syncUrl />);
    const r = affordability({ monthlyNetIncome: 700_000, fixationYears: 10, date: '2025-12-31' });
    expect(ui.stat('Legnagyobb felvehető hitel')).toBe(formatHuf(r.maxLoan));
    expect(screen.getByLabelText('A szabályok napja')).toBeVisible();
    await ui.retype(user, 'Futamidő', '20');
    expect(window.location.search).toBe('?monthlyNetIncome=700000&fixationYears=10&years=20&date=2025-12-31');
  });

  it('works controlled: typing goes to the parent, a value from the parent replaces the form', async () => {
    const user = userEvent.setup();
    const Host = controlledRender(AffordabilityCalculator, {
      defaults: AFFORDABILITY_CALCULATOR_DEFAULTS,
      preset: { monthlyNetIncome: 700_000, coBorrowerMonthlyNetIncome: 300_000 },
      presetLabel: 'Két kereső',
      shown: (value) => `Szülő: ${value.monthlyNetIncome}`,
    });
    render(<Host />);
    await ui.retype(user, 'Havi nettó jövedelem', '620000');
    expect(screen.getByText('Szülő: 620000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Két kereső' }));
    expect(ui.field('Adóstárs havi nettó jövedelme')).toHaveValue('300\u00a0000');
    expect(ui.stat('A háztartás havi nettó jövedelme')).toBe(formatHuf(1_000_000));
  });
});
