import { interactionEvent } from '../test-support';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultDateRange } from './dates';
import { bubbles, pickWithKeyboard, RESPONSE, setup } from './test-support';
import type { PortfolioOptimizeFn, PortfolioRequest, PortfolioResponse } from './types';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('PortfolioOptimizer', () => {
  it('starts empty: the submit button is disabled under 2 stocks and says why', async () => {
    const { user, submit } = setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Portfólió optimalizálás' })).toBeInTheDocument();
    expect(screen.getByText('Még nincs kiválasztott részvény.')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAccessibleDescription('Legalább 2 részvényt válasszon ki a portfólió frissítéséhez.');
    await pickWithKeyboard(user, 'appl');
    expect(submit()).toBeDisabled();
    await pickWithKeyboard(user, 'msft');
    expect(submit()).toBeEnabled();
    expect(submit()).not.toHaveAccessibleDescription();
  });

  it('has the picker placeholder, search text, default dates and settings of the spec', async () => {
    const { user } = setup();
    const picker = screen.getByRole('combobox', { name: 'Részvény választása' });
    expect(picker).toHaveAttribute('placeholder', 'Részvény');
    await user.click(picker);
    expect(picker).toHaveAttribute('placeholder', 'Keresés...');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(28); // the 25 US stocks and 3 Budapest shares
    await user.keyboard('{Escape}');
    const { fromDate, toDate } = defaultDateRange();
    expect(screen.getByLabelText('Elemzés kezdete')).toHaveValue(fromDate);
    expect(screen.getByLabelText('Elemzés vége')).toHaveValue(toDate);
    expect(screen.getByRole('combobox', { name: 'Optimalizálási cél' })).toHaveDisplayValue(
      'Sharpe-mutató maximalizálása',
    );
    expect(screen.getByRole('combobox', { name: 'Referenciaindex' })).toHaveDisplayValue('S&P 500');
    expect(
      within(screen.getByRole('group', { name: 'Short pozíciók engedélyezése' })).getByRole('radio', { name: 'Nem' }),
    ).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Kockázatmentes hozam' })).toHaveValue('5,5');
  });

  it('adds a stock picked with the keyboard, and ignores a duplicate', async () => {
    const { user, onEvent } = setup();
    await pickWithKeyboard(user, 'nvd');
    expect(bubbles()).toEqual(['NVDA']);
    expect(screen.getByText('NVDA hozzáadva.')).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith(interactionEvent('portfolio', 'add', 'NVDA'));
    await pickWithKeyboard(user, 'nvd');
    expect(bubbles()).toEqual(['NVDA']);
    expect(screen.getByText('NVDA: már a kiválasztott részvények között van.')).toBeInTheDocument();
  });

  it('asks for a pick when the add button is pressed with nothing chosen', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Hozzáadás' }));
    expect(screen.getByText(/Előbb válasszon részvényt a listából/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Kiválasztott részvények' })).not.toBeInTheDocument();
  });

  it('quick-adds FAANG, and skips NOVO of the S&P 500 list politely', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'FAANG' }));
    expect(bubbles()).toEqual(['AAPL', 'NFLX', 'AMZN', 'GOOGL', 'META']);
    expect(screen.getByText('Hozzáadva: AAPL, NFLX, AMZN, GOOGL, META.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'S&P 500' }));
    expect(bubbles()).toEqual(['AAPL', 'NFLX', 'AMZN', 'GOOGL', 'META', 'NVDA', 'TSLA']);
    expect(
      screen.getByText('Hozzáadva: NVDA, TSLA. NOVO: nem szerepel a választható részvények között, ezért kihagytuk.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NASDAQ' }));
    expect(bubbles()).toHaveLength(7);
    expect(
      screen.getByText(/NASDAQ: a lista minden elérhető részvénye már ki van választva\. NOVO:/),
    ).toBeInTheDocument();
  });

  it('removes a bubble and moves focus to the next one', async () => {
    const { user, onEvent } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT', 'NVDA'] } });
    await user.click(screen.getByRole('button', { name: 'MSFT eltávolítása' }));
    expect(bubbles()).toEqual(['AAPL', 'NVDA']);
    expect(screen.getByRole('button', { name: 'NVDA eltávolítása' })).toHaveFocus();
    expect(onEvent).toHaveBeenCalledWith(interactionEvent('portfolio', 'remove', 'MSFT'));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'AAPL eltávolítása' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox', { name: 'Részvény választása' })).toHaveFocus();
    expect(screen.getByText('Még nincs kiválasztott részvény.')).toBeInTheDocument();
  });

  it('sends the request payload of docs/product.md#portfolio-optimiser exactly', async () => {
    const { user, optimize, submit } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT'] } });
    await user.click(submit());
    const { fromDate, toDate } = defaultDateRange();
    expect(optimize).toHaveBeenCalledTimes(1);
    expect(optimize.mock.calls[0]![0]).toStrictEqual({
      portfolio: [
        { ticker: 'AAPL', name: '', shares: 0 },
        { ticker: 'MSFT', name: '', shares: 0 },
      ],
      riskFreeRate: 0.055,
      fromDate,
      toDate,
      objective: 'maxSharpe',
      shorting: false,
      benchmark: '^GSPC',
    } satisfies PortfolioRequest);
    expect(optimize.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends the settings as chosen: dates, objective, shorting, benchmark and the rate as a fraction', async () => {
    const { user, optimize, submit } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT'] } });
    fireEvent.change(screen.getByLabelText('Elemzés kezdete'), { target: { value: '2024-01-01' } });
    fireEvent.change(screen.getByLabelText('Elemzés vége'), { target: { value: '' } });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Optimalizálási cél' }),
      'Volatilitás minimalizálása',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Referenciaindex' }), 'Dow Jones');
    await user.click(screen.getByRole('radio', { name: 'Igen' }));
    const rate = screen.getByRole('textbox', { name: 'Kockázatmentes hozam' });
    await user.clear(rate);
    await user.type(rate, '2,5');
    await user.click(submit());
    expect(optimize.mock.calls[0]![0]).toMatchObject({
      fromDate: '2024-01-01',
      toDate: null,
      objective: 'minVariance',
      benchmark: 'DOW',
      shorting: true,
      riskFreeRate: 0.025,
    });
  });

  it('refuses a start date after the end date and names the field', async () => {
    const { user, optimize, submit } = setup({
      defaultValue: { tickers: ['AAPL', 'MSFT'], fromDate: '2025-05-01', toDate: '2025-01-01' },
    });
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Elemzés kezdete: nem lehet későbbi, mint az elemzés vége.');
    expect(screen.getByLabelText('Elemzés kezdete')).toHaveAttribute('aria-invalid', 'true');
    expect(optimize).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Elemzés vége'), { target: { value: '2025-06-01' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a rate the field cannot read, naming it', async () => {
    const { user, optimize, submit } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT'] } });
    const rate = screen.getByRole('textbox', { name: 'Kockázatmentes hozam' });
    await user.clear(rate);
    await user.type(rate, 'sok');
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Kockázatmentes hozam: adjon meg érvényes számot.');
    expect(optimize).not.toHaveBeenCalled();
  });

  it('never sends a rate that is not a number (e.g. NaN from a host), naming the field', async () => {
    const { user, optimize, submit } = setup({
      defaultValue: { tickers: ['AAPL', 'MSFT'], riskFreeRatePercent: Number.NaN },
    });
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Kockázatmentes hozam: adjon meg érvényes számot.');
    expect(optimize).not.toHaveBeenCalled();
    expect(document.body.textContent).not.toMatch(/NaN/);
  });

  it('shows the spinner while loading, with the results hidden', async () => {
    let resolve: (r: PortfolioResponse) => void = () => {};
    const optimize = vi.fn<PortfolioOptimizeFn>(() => new Promise((r) => (resolve = r)));
    const { user, submit } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT'] } }, optimize);
    await user.click(submit());
    expect(screen.getByText('Elemzés folyamatban...')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await act(async () => resolve(RESPONSE));
    expect(screen.queryByText('Elemzés folyamatban...')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Portfólió súlyok (≥ 1%)' })).toBeInTheDocument();
  });
});
