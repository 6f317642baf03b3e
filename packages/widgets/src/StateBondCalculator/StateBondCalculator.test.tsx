import { compareSavings, formatHuf } from '@penzugy/finance-core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as ui from '../calculator-kit/unit/test-support';
import { CSV_BOM, CSV_LINE_BREAK, toCsv, type CsvValue } from '../Table';
import { interactionEvent, nb } from '../test-support';
import { STATE_BOND_CALCULATOR_DEFAULTS, type StateBondCalculatorValue } from './constants';
import { parseInflationPath, stateBondInputOf } from './input';
import { stateBondCalculatorQuery } from './query';
import { StateBondCalculator } from './StateBondCalculator';
import { STATE_BOND_CALCULATOR_STRINGS as S } from './strings';
import { chartSeries, STATE_BOND_TABLE_COLUMNS, tableRows, type StateBondTableRow } from './view';

ui.resetUrlAfterEach();

/** The scenario: a PMÁP, an ETF portfolio in a TBSZ and a deposit over five years. */
const SAVER: Partial<StateBondCalculatorValue> = { amount: 2_000_000, options: ['pmap', 'etfTbsz', 'deposit'] };
const value = (v: Partial<StateBondCalculatorValue> = {}) => ({ ...STATE_BOND_CALCULATOR_DEFAULTS, ...v });
const headline = () => screen.getByTestId('state-bonds-headline');

describe('StateBondCalculator', () => {
  it('shows compareSavings’ headline for the defaults on first load, and tells the host', () => {
    const onEvent = vi.fn();
    render(<StateBondCalculator onEvent={onEvent} />);
    const expected = compareSavings(stateBondInputOf(value()));
    expect(screen.getByRole('heading', { level: 2, name: 'Állampapír-kalkulátor' })).toBeInTheDocument();
    expect(headline()).toHaveTextContent(nb(expected.headline));
    expect(onEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'result',
        calculator: 'state-bonds',
        summary: expect.objectContaining({ best: expected.best }),
      }),
    );
    // The TBSZ opened today is tax-free only from the second 1 January after the opening year's end: the note says when.
    expect(screen.getByText(/^TBSZ: az első nap, amikor a számla adó nélkül bontható:/)).toBeInTheDocument();
  });

  it('compares a PMÁP, a TBSZ ETF portfolio and a deposit, each checkbox an option', async () => {
    const user = userEvent.setup();
    render(<StateBondCalculator defaultValue={SAVER} />);
    expect(headline()).toHaveTextContent(nb(compareSavings(stateBondInputOf(value(SAVER))).headline));
    expect(screen.getByRole('checkbox', { name: 'Prémium Magyar Állampapír (PMÁP)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Fix Magyar Állampapír (FixMÁP)' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Fix Magyar Állampapír (FixMÁP)' }));
    // Kept in the catalogue's order whatever the click order.
    const next = value({ ...SAVER, options: ['fixMap', 'pmap', 'etfTbsz', 'deposit'] });
    expect(headline()).toHaveTextContent(nb(compareSavings(stateBondInputOf(next)).headline));
  });

  it('switches the chart between nominal forints and start-month forints', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    render(<StateBondCalculator defaultValue={SAVER} onEvent={onEvent} />);
    const result = compareSavings(stateBondInputOf(value(SAVER)));
    const last = (view: 'nominal' | 'real') => chartSeries(result, view).series[0]!.values.at(-1)!;
    const summary = (title: string) => screen.getByRole('table', { name: (n) => n.startsWith(title) });
    expect(
      within(summary(S.chart.title.nominal)).getAllByText(nb(formatHuf(last('nominal'))), { normalizer: nb }).length,
    ).toBeGreaterThan(0);
    await user.click(screen.getByRole('radio', { name: S.view.real }));
    expect(onEvent).toHaveBeenCalledWith(interactionEvent('state-bonds', 'change', 'view'));
    expect(screen.queryByRole('table', { name: (n) => n.startsWith(S.chart.title.nominal) })).not.toBeInTheDocument();
    expect(
      within(summary(S.chart.title.real)).getAllByText(nb(formatHuf(last('real'))), { normalizer: nb }).length,
    ).toBeGreaterThan(0);
    expect(last('real')).toBeLessThan(last('nominal'));
  });

  it('names the field of a bad input in Hungarian, never NaN', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    const { container } = render(<StateBondCalculator onEvent={onEvent} />);
    await ui.retype(user, 'Befektetési idő', '40');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/^Befektetési idő: /);
    expect(ui.field('Befektetési idő')).toHaveAttribute('aria-invalid', 'true');
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', calculator: 'state-bonds' }));
    expect(container.textContent).not.toMatch(/NaN|Infinity|undefined/);

    await ui.retype(user, 'Befektetési idő', '5');
    await ui.retype(user, 'Infláció évenként', '4,4; sok');
    const message = 'Infláció évenként: pontosvesszővel elválasztott számokat adjon meg (pl. 4,4; 3,5; 3).';
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(message);
    expect(screen.getByRole('textbox', { name: 'Infláció évenként' })).toHaveAttribute('aria-invalid', 'true');
    expect(container.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('refuses comparing nothing with the options’ message', async () => {
    const user = userEvent.setup();
    render(<StateBondCalculator defaultValue={{ options: ['pmap'] }} />);
    await user.click(screen.getByRole('checkbox', { name: 'Prémium Magyar Állampapír (PMÁP)' }));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(/^Összehasonlított lehetőségek: /);
  });

  it('uses a yearly inflation path over the flat rate', async () => {
    const user = userEvent.setup();
    render(<StateBondCalculator defaultValue={SAVER} />);
    await ui.retype(user, 'Infláció évenként', '10; 8; 6');
    const expected = compareSavings(stateBondInputOf(value({ ...SAVER, inflationPath: '10; 8; 6' })));
    expect(expected.headline).not.toBe(compareSavings(stateBondInputOf(value(SAVER))).headline);
    expect(headline()).toHaveTextContent(nb(expected.headline));
    expect(parseInflationPath('10; 8; 6')).toEqual([10, 8, 6]);
    expect(parseInflationPath('4,4;')).toEqual([4.4]);
    expect(parseInflationPath('4,4;;3')).toBeNull();
    expect(parseInflationPath(' ')).toBeUndefined();
  });

  it('round-trips its state through the URL, and reads it with syncUrl', () => {
    const state = value({ ...SAVER, inflation: 5, inflationPath: '5; 4', couponReinvestment: 'cash', view: 'real' });
    const query = stateBondCalculatorQuery.toQuery(state);
    expect(query).toContain('options=pmap%2CetfTbsz%2Cdeposit');
    expect({ ...STATE_BOND_CALCULATOR_DEFAULTS, ...stateBondCalculatorQuery.fromQuery(query) }).toEqual(state);
    expect(stateBondCalculatorQuery.toQuery(value())).toBe('');
    // A hand-edited link: unknown options and views are ignored.
    expect(stateBondCalculatorQuery.fromQuery('options=pmap,bogus&view=sideways&years=x')).toEqual({
      options: ['pmap'],
    });

    window.history.replaceState(null, '', `/?${query}`);
    render(<StateBondCalculator syncUrl />);
    expect(screen.getByRole('radio', { name: S.view.real })).toBeChecked();
    expect(headline()).toHaveTextContent(nb(compareSavings(stateBondInputOf(state)).headline));
  });

  it('exports the table as the result’s CSV rows, and reports it', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    render(<StateBondCalculator defaultValue={SAVER} onEvent={onEvent} />);
    const result = compareSavings(stateBondInputOf(value(SAVER)));
    const table = ui.tableWithHeaders(S.table.caption, S.table.headers);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3 * 6);
    await user.click(screen.getByRole('button', { name: 'CSV letöltése' }));
    await waitFor(() => expect(onEvent).toHaveBeenCalledWith(interactionEvent('state-bonds', 'export_csv')));

    // Every column has its own CSV reader (the table's export uses it): the file is the result's csvRows.
    const columns = STATE_BOND_TABLE_COLUMNS.map((c) => ({
      header: c.header,
      value: (row: StateBondTableRow) => (c.csv as (r: StateBondTableRow) => CsvValue)(row),
    }));
    const csv = toCsv(columns, tableRows(result));
    expect(csv.replace(CSV_BOM, '').split(CSV_LINE_BREAK).filter(Boolean)).toEqual(
      result.csvRows.map((r) => r.join(';')),
    );
  });

  it('starts the ETF at a host’s estimate and says where it comes from', () => {
    render(
      <StateBondCalculator
        etfEstimate={{ expectedReturn: 9, volatility: 18, source: 'az MSCI World ETF 10 évéből' }}
      />,
    );
    expect(ui.field('ETF várható hozama')).toHaveValue('9');
    expect(ui.field('ETF volatilitása')).toHaveValue('18');
    expect(screen.getAllByText('Becsült érték: az MSCI World ETF 10 évéből.')).toHaveLength(2);
  });

  it('links each bond and wrapper to the glossary and each rule to the methodology', () => {
    render(
      <StateBondCalculator
        glossaryLink={(t) => `/dictionary/${encodeURIComponent(t)}`}
        methodologyHref={(id) => `/modszertan#${id}`}
      />,
    );
    expect(screen.getByRole('link', { name: 'PMÁP' })).toHaveAttribute('href', '/dictionary/PM%C3%81P');
    expect(screen.getByRole('link', { name: 'TBSZ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prémium Magyar Állampapír (PMÁP) feltételei' })).toHaveAttribute(
      'href',
      '/modszertan#stateBonds.pmap',
    );
  });
});
