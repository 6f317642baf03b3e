import { nb, interactionEvent } from '../test-support';
import {
  debtBrake,
  formatHuf,
  formatPercentPoints,
  homeLoan,
  LOAN_DEFAULTS,
  rateResetStress,
  thm,
  type HomeLoanInput,
} from '@penzugy/finance-core';
import { act, fireEvent, render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TYPING_PAUSE_MS, type CalculatorEvent } from '../calculator-kit';
import { controlledRender } from '../calculator-kit/story-fixtures';
import * as ui from '../calculator-kit/unit/test-support';
import { LOAN_CALCULATOR_DEFAULTS, type LoanCalculatorValue } from './constants';
import { LoanCalculator } from './LoanCalculator';
import { loanCalculatorQuery } from './query';

const payment = (input: HomeLoanInput = {}) => formatHuf(homeLoan(input).monthlyPayment);
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Számítás' }));

/** The spec's default loan (docs/product.md#home-loan): 50 M price, 10 M down, 7,5 % for 30 years, a 5-year fixation. */
const DEFAULT_LOAN = { loanAmount: 40_000_000, annualRate: 7.5, years: 30 };
const DEFAULT_TERMS = { price: 50_000_000, annualRate: 7.5, years: 30, fixationYears: 5 };

ui.resetUrlAfterEach();

describe('LoanCalculator', () => {
  it('shows the figures finance-core computes for the spec defaults on load', () => {
    render(<LoanCalculator />);
    expect(screen.getByRole('heading', { level: 2, name: 'Lakáshitel kalkulátor' })).toBeInTheDocument();
    expect(ui.stat('Havi törlesztő')).toBe(payment());
    expect(ui.stat('Hitelösszeg')).toBe(formatHuf(homeLoan().loanAmount));
    expect(ui.stat('Összes kamat')).toBe(formatHuf(homeLoan().totalInterest));
    expect(ui.stat('THM')).toBe(formatPercentPoints(thm().thm, 2));
    expect(ui.field('Ingatlan ára')).toHaveValue(`50\u00a0000\u00a0000`);
    expect(ui.field('Éves kamat')).toHaveValue('7,5');
    expect(ui.field('Futamidő')).toHaveValue('30');
  });

  it('pages the 360-month schedule and explains ROE next to it', async () => {
    const user = userEvent.setup();
    render(<LoanCalculator />);
    const headers = ['Hónap', 'Hitelegyenleg', 'Ingatlanérték', 'Saját tőke', 'Kumulatív ROE', 'Havi ROE'];
    const table = ui.tableWithHeaders('Havi bontás', headers);
    expect(screen.getByText('1. oldal / 15')).toBeInTheDocument();
    const first = homeLoan().schedule[0]!;
    expect(
      within(table).getByRole('row', { name: new RegExp(`^1 ${formatHuf(first.loanBalance)}`) }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Következő' }));
    expect(screen.getByText('2. oldal / 15')).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '25' })).toBeInTheDocument();
    expect(screen.getByText(/a kumulatív ROE a saját tőke nyeresége a befizetett önerőhöz/)).toBeInTheDocument();
  });

  it('recomputes at once when the price or the down payment changes', async () => {
    const user = userEvent.setup();
    render(<LoanCalculator />);
    await ui.retype(user, 'Ingatlan ára', '60000000');
    expect(ui.stat('Havi törlesztő')).toBe(payment({ price: 60_000_000 }));
    await ui.retype(user, 'Önerő', '20000000');
    expect(ui.stat('Havi törlesztő')).toBe(payment({ price: 60_000_000, downPayment: 20_000_000 }));
  });

  it('applies the other fields only on Számítás, and says so', async () => {
    const user = userEvent.setup();
    render(<LoanCalculator />);
    expect(screen.getByText(/A többi mező a Számítás gombbal frissül\./)).toBeInTheDocument();
    await ui.retype(user, 'Éves kamat', '5');
    await ui.retype(user, 'Futamidő', '20');
    expect(ui.stat('Havi törlesztő')).toBe(payment());
    expect(screen.getByText('Van még nem alkalmazott módosítás: nyomja meg a Számítás gombot.')).toBeInTheDocument();
    await submit(user);
    expect(ui.stat('Havi törlesztő')).toBe(payment({ annualRate: 5, years: 20 }));
    expect(screen.queryByText(/nem alkalmazott módosítás/)).not.toBeInTheDocument();
  });

  it('submits with Enter in a field', async () => {
    const user = userEvent.setup();
    render(<LoanCalculator />);
    await ui.typeInto(user, 'Éves kamat', '6{Enter}');
    expect(ui.stat('Havi törlesztő')).toBe(payment({ annualRate: 6 }));
  });

  it('computes the THM with the fees entered', async () => {
    const user = userEvent.setup();
    render(<LoanCalculator />);
    await ui.retype(user, 'Folyósítási díj', '150000');
    await ui.retype(user, 'Havi számlavezetési díj', '1500');
    await submit(user);
    const expected = thm({ ...DEFAULT_LOAN, disbursementFee: 150_000, monthlyFee: 1500 });
    expect(ui.stat('THM')).toBe(formatPercentPoints(expected.thm, 2));
    expect(
      screen.getByText(
        nb(`Havonta fizetendő (törlesztő és számlavezetési díj): ${formatHuf(expected.monthlyOutflow)}.`),
      ),
    ).toBeInTheDocument();
  });

  it('stresses the payment after the fixation, with the JTM when an income is given', async () => {
    const user = userEvent.setup();
    render(<LoanCalculator />);
    const table = screen.getByRole('table', { name: 'Törlesztő a kamatfixálás után' });
    const base = rateResetStress({ ...DEFAULT_LOAN, fixationYears: 5 });
    expect(within(table).getByRole('row', { name: /^\+2 százalékpont/ }).textContent).toContain(
      formatHuf(base.scenarios[1]!.newPayment),
    );
    expect(within(table).queryByRole('columnheader', { name: 'JTM' })).not.toBeInTheDocument();

    await ui.retype(user, 'Havi nettó jövedelem', '800000');
    await ui.retype(user, 'Kamatfixálás', '10');
    await submit(user);
    const stressed = rateResetStress({ ...DEFAULT_LOAN, fixationYears: 10, monthlyNetIncome: 800_000 });
    const after = screen.getByRole('table', { name: 'Törlesztő a kamatfixálás után' });
    expect(within(after).getByRole('columnheader', { name: 'JTM' })).toBeInTheDocument();
    const row = within(after).getByRole('row', { name: /^\+4 százalékpont/ });
    expect(row.textContent).toContain(formatHuf(stressed.scenarios[2]!.newPayment));
    expect(row.textContent).toContain(formatPercentPoints(stressed.scenarios[2]!.jtmAfterPercent!, 1));
    expect(
      screen.getByText(new RegExp(`jövedelem ${formatPercentPoints(stressed.jtmBeforePercent!, 1)}-a`)),
    ).toBeInTheDocument();
  });

  it('checks the full MNB debt brake: HFM alone without an income, then HFM and JTM with the largest loan allowed, and the 90 % case', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn<(e: CalculatorEvent) => void>();
    render(<LoanCalculator onEvent={onEvent} methodologyHref={(id) => `/modszertan#${id}`} />);
    const panel = () =>
      screen.getByRole('heading', { name: 'Adósságfék: felvehető-e a hitel?' }).closest('section, article, div')!
        .parentElement!;
    // Without an income: the HFM only (40 M of 50 M is exactly 80 %, allowed), with the rule it applied.
    expect(panel().querySelector('[data-debt-brake="hfm-only"]')!.textContent).toBe(
      `Hitelfedezeti mutató: a hitel legfeljebb az ár 80%-a, azaz ${formatHuf(40_000_000)} lehet; ez a hitel belefér.`,
    );
    const hfmRule = within(panel()).getByRole('link', { name: /^HFM: forint jelzáloghitel/ });
    expect(hfmRule).toHaveAttribute('href', '/modszertan#debtBrake.hfmStandard');
    expect(hfmRule.closest('li')!.textContent).toMatch(
      /^Szabály: HFM: .*: 80% \(\d{4}\. .+ óta(, nem megerősített)?\)$/,
    );
    await user.click(hfmRule);
    expect(onEvent).toHaveBeenCalledWith(interactionEvent('home-loan', 'rule_link', 'debtBrake.hfmStandard'));

    // An income too low for this loan with a 5-year fixation (JTM 35 %), typed in the panel itself and
    // applied at once: not allowed, the largest loan is set by the JTM.
    await ui.retype(user, 'Havi nettó jövedelem', '400000');
    const expected = debtBrake({ ...DEFAULT_TERMS, downPayment: 10_000_000, monthlyNetIncome: 400_000 });
    expect(expected.allowed).toBe(false);
    expect(panel().querySelector('[data-debt-brake]')!.getAttribute('data-debt-brake')).toBe('not-allowed');
    expect(within(panel()).getByText('Az adósságfék szerint ez a hitel így nem vehető fel.')).toBeInTheDocument();
    expect(ui.stat('Legnagyobb felvehető hitel')).toBe(formatHuf(expected.maxLoan));
    expect(ui.stat('Legkisebb szükséges önerő')).toBe(formatHuf(expected.minDownPayment));
    expect(within(panel()).getByText('A legnagyobb hitelt a jövedelem (JTM) korlátozza.')).toBeInTheDocument();
    // The rules it applied: the JTM threshold of the day among them, linked to its methodology entry.
    expect(within(panel()).getByRole('link', { name: 'JTM jövedelemhatár (havi nettó)' })).toHaveAttribute(
      'href',
      '/modszertan#debtBrake.jtmIncomeThreshold',
    );

    // A higher income and a down payment of 10 %: the HFM fails at 80 % and passes in the 90 % (first home) case.
    await ui.retype(user, 'Havi nettó jövedelem', '1500000');
    await ui.retype(user, 'Önerő', '5000000');
    expect(panel().querySelector('[data-debt-brake]')!.getAttribute('data-debt-brake')).toBe('not-allowed');
    expect(
      within(panel()).getByText(/Hitelfedezeti mutató: a hitel az ingatlan árának 90,00%-a, de legfeljebb 80% lehet/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Első lakás vásárlása (90%)' }));
    expect(panel().querySelector('[data-debt-brake]')!.getAttribute('data-debt-brake')).toBe('allowed');
    const firstHome = debtBrake({
      ...DEFAULT_TERMS,
      downPayment: 5_000_000,
      monthlyNetIncome: 1_500_000,
      loanToValueCase: 'firstHome',
    });
    expect(ui.stat('Legnagyobb felvehető hitel')).toBe(formatHuf(firstHome.maxLoan));
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('puts the debt brake’s verdict first, folds the legal explanation, asks the income in place and uses the field radios (issue 27 item 10)', async () => {
    const user = userEvent.setup();
    render(<LoanCalculator />);
    const heading = screen.getByRole('heading', { name: 'Adósságfék: felvehető-e a hitel?' });
    const panel = heading.closest('section, article, div')!.parentElement!;
    // The income is a field of the panel, not of another form group, and no text sends the visitor elsewhere.
    const income = within(panel).getByRole('textbox', { name: 'Havi nettó jövedelem' });
    expect(screen.getAllByRole('textbox', { name: 'Havi nettó jövedelem' })).toEqual([income]);
    expect(panel.textContent).not.toMatch(/csoport/);
    // The verdict comes before the explanation, which is folded.
    const verdict = panel.querySelector('[data-debt-brake]')!;
    const details = panel.querySelector('details')!;
    expect(verdict.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(details.open).toBe(false);
    expect(within(details).getByText('Mit vizsgál az adósságfék?').tagName).toBe('SUMMARY');
    await ui.retype(user, 'Havi nettó jövedelem', '800000');
    const full = panel.querySelector('[data-debt-brake]')!;
    expect(full.getAttribute('data-debt-brake')).toBe('allowed');
    expect(full.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The case is chosen with the design system's RadioGroup: a named group, its limits of the day in the labels.
    const group = within(panel).getByRole('group', { name: 'Hitelfedezeti kategória' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    for (const name of ['Általános (80%)', 'Első lakás vásárlása (90%)', 'Zöld (energiahatékony) lakáshitel (90%)'])
      expect(within(group).getByRole('radio', { name })).toBeInTheDocument();
  });

  it('names the field when finance-core refuses a down payment above the price, and never shows NaN', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    const { container } = render(<LoanCalculator onEvent={onEvent} />);
    const message = await ui.expectDownPaymentRefused(user, onEvent, container, 'home-loan');
    expect(ui.field('Önerő')).toHaveAccessibleDescription(expect.stringContaining(message));
    // The last good result stays on screen, marked as belonging to an earlier input.
    expect(screen.getByText('Havi törlesztő').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');

    await ui.retype(user, 'Önerő', '5000000');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(ui.stat('Havi törlesztő')).toBe(payment({ downPayment: 5_000_000 }));
  });

  it('shows the field’s own message for text that is not a number', async () => {
    const user = userEvent.setup();
    const { container } = render(<LoanCalculator />);
    await ui.retype(user, 'Ingatlan ára', 'ötvenmillió');
    expect(screen.getAllByText('Ingatlan ára: adjon meg érvényes számot.').length).toBeGreaterThan(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Ingatlan ára: adjon meg érvényes számot.');
    expect(container.textContent).not.toMatch(/NaN/);
  });

  it('reports a refused value of a submit-only field after Számítás', async () => {
    const user = userEvent.setup();
    render(<LoanCalculator />);
    await ui.retype(user, 'Futamidő', '60');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Futamidő: nem lehet nagyobb, mint 50.');
    expect(ui.field('Futamidő')).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells the host about changes, submits, results, exports and shares', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn<(e: CalculatorEvent) => void>();
    render(<LoanCalculator onEvent={onEvent} />);
    expect(onEvent).toHaveBeenCalledWith({
      type: 'result',
      calculator: 'home-loan',
      summary: expect.objectContaining({ monthlyPayment: homeLoan().monthlyPayment, thm: thm().thm, better: 'buy' }),
    });
    await ui.expectChangeReported(user, onEvent, 'home-loan', ['Ingatlan ára', '55000000', 'price'], {
      monthlyPayment: homeLoan({ price: 55_000_000 }).monthlyPayment,
    });
    await submit(user);
    expect(onEvent).toHaveBeenCalledWith(interactionEvent('home-loan', 'submit'));
    await user.click(screen.getByRole('button', { name: 'CSV letöltése' }));
    // The CSV writer is imported on click (Table.tsx).
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith(interactionEvent('home-loan', 'export_csv')));
    await user.click(screen.getByRole('button', { name: 'Link másolása' }));
    expect(onEvent).toHaveBeenCalledWith(interactionEvent('home-loan', 'share'));
  });

  it('copies a link that reproduces the result, and confirms it politely', async () => {
    const user = userEvent.setup();
    render(<LoanCalculator shareBaseUrl="https://example.hu/kalkulatorok/lakas-kamat" />);
    await ui.retype(user, 'Ingatlan ára', '60000000');
    await user.click(screen.getByRole('button', { name: 'Link másolása' }));
    expect(await screen.findByText('A kalkuláció linkjét a vágólapra másoltuk.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(await navigator.clipboard.readText()).toBe('https://example.hu/kalkulatorok/lakas-kamat?price=60000000');
  });

  it('offers the link when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    render(<LoanCalculator shareBaseUrl="https://example.hu/k" />);
    await user.click(screen.getByRole('button', { name: 'Link másolása' }));
    expect(await screen.findByText(/Kimásolhatja innen: https:\/\/example\.hu\/k/)).toBeInTheDocument();
  });

  it('round-trips its state through a query string', () => {
    const value: LoanCalculatorValue = {
      ...LOAN_CALCULATOR_DEFAULTS,
      price: 60_000_000,
      annualRate: 6.25,
      monthlyNetIncome: 750_000,
    };
    const query = loanCalculatorQuery.toQuery(value);
    expect(query).toBe('price=60000000&annualRate=6.25&monthlyNetIncome=750000');
    expect({ ...LOAN_CALCULATOR_DEFAULTS, ...loanCalculatorQuery.fromQuery(`?${query}`) }).toEqual(value);
    expect(loanCalculatorQuery.toQuery(LOAN_CALCULATOR_DEFAULTS)).toBe('');
    // A hand-edited link: unreadable values are ignored, the empty income stays empty.
    expect(loanCalculatorQuery.fromQuery('price=abc&years=25&monthlyNetIncome=0')).toEqual({
      years: 25,
      monthlyNetIncome: null,
    });
  });

  it('reads and writes the page URL with syncUrl', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/?price=70000000&years=25');
    render(<LoanCalculator syncUrl />);
    expect(ui.stat('Havi törlesztő')).toBe(payment({ price: 70_000_000, years: 25 }));
    await ui.retype(user, 'Önerő', '14000000');
    expect(window.location.search).toBe('?price=70000000&downPayment=14000000&years=25');
  });

  it('leaves the URL alone without syncUrl', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/?price=70000000');
    render(<LoanCalculator />);
    expect(ui.stat('Havi törlesztő')).toBe(payment());
    await ui.retype(user, 'Önerő', '14000000');
    expect(window.location.search).toBe('?price=70000000');
  });

  it('starts from defaultValue and reports the whole input through onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LoanCalculator defaultValue={{ price: 80_000_000, years: 20 }} onChange={onChange} />);
    expect(ui.stat('Havi törlesztő')).toBe(payment({ price: 80_000_000, years: 20 }));
    await ui.retype(user, 'Éves értéknövekedés', '4');
    expect(onChange).toHaveBeenLastCalledWith({
      ...LOAN_CALCULATOR_DEFAULTS,
      price: 80_000_000,
      years: 20,
      appreciation: 4,
    });
  });

  it('works controlled: typing goes to the parent, a value from the parent is applied at once', async () => {
    const user = userEvent.setup();
    const Host = controlledRender(LoanCalculator, {
      defaults: LOAN_CALCULATOR_DEFAULTS,
      preset: { price: 90_000_000, annualRate: 4 },
      presetLabel: 'Előbeállítás',
      shown: (value) => `Szülő: ${value.price}`,
    });
    render(<Host />);
    await ui.retype(user, 'Ingatlan ára', '65000000');
    expect(screen.getByText('Szülő: 65000000')).toBeInTheDocument();
    expect(ui.stat('Havi törlesztő')).toBe(payment({ price: 65_000_000 }));
    await user.click(screen.getByRole('button', { name: 'Előbeállítás' }));
    expect(ui.field('Ingatlan ára')).toHaveValue(`90\u00a0000\u00a0000`);
    expect(ui.stat('Havi törlesztő')).toBe(payment({ price: 90_000_000, annualRate: 4 }));
  });

  it('links glossary terms when given glossaryLink', () => {
    const { unmount } = render(<LoanCalculator glossaryLink={(term) => `/dictionary/${encodeURIComponent(term)}`} />);
    expect(screen.getByRole('link', { name: 'Mi a THM?' })).toHaveAttribute('href', '/dictionary/THM');
    expect(screen.getByRole('link', { name: 'ROE' })).toHaveAttribute('href', '/dictionary/ROE');
    expect(screen.getByRole('link', { name: 'Mi az önerő?' })).toHaveAttribute(
      'href',
      `/dictionary/${encodeURIComponent('Önerő')}`,
    );
    unmount();
    render(<LoanCalculator />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('uses the spec defaults of docs/product.md#home-loan', () => {
    expect(LOAN_CALCULATOR_DEFAULTS).toMatchObject(LOAN_DEFAULTS);
  });
});

describe('LoanCalculator while a price is typed', () => {
  it('takes the price once typing pauses, not on every keystroke (issue 27: keystroke latency)', () => {
    vi.useFakeTimers();
    try {
      const onChange = vi.fn<(value: LoanCalculatorValue) => void>();
      render(<LoanCalculator onChange={onChange} />);
      const price = ui.field('Ingatlan ára') as HTMLInputElement;
      act(() => price.focus());
      for (const text of ['', '4', '45', '450', '4500', '45000', '450000', '4500000', '45000000'])
        fireEvent.change(price, { target: { value: text } });
      // Each key repainted its field alone: the calculator's input and results are as they were.
      expect(price).toHaveValue('45000000');
      expect(onChange).not.toHaveBeenCalled();
      expect(ui.stat('Havi törlesztő')).toBe(payment());
      act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
      expect(onChange).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ price: 45_000_000 }));
      expect(ui.stat('Havi törlesztő')).toBe(payment({ price: 45_000_000 }));
    } finally {
      vi.useRealTimers();
    }
  });
});
