import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalculatorEvent } from '../calculator-kit';
import { defaultDateRange } from './dates';
import { PortfolioOptimizer, type PortfolioOptimizerProps } from './PortfolioOptimizer';
import { PortfolioRequestError } from './response';
import type { PortfolioOptimizeFn, PortfolioRequest, PortfolioResponse } from './types';

const RESPONSE: PortfolioResponse = {
  metrics: {
    annual_return: 0.123456,
    annual_volatility: 0.2,
    sharpe_ratio: 1.23456,
    cumulative_return: 0.5,
    max_drawdown: -0.08765,
    information_ratio: 0.5,
    sortino_ratio: 2,
    treynor_ratio: 0.07891,
    beta: 0.98765,
    alpha: null,
  },
  weights: { AAPL: 0.005, MSFT: 0.3, NVDA: 0.6, JPM: 0.095 },
  dates: ['2024-01-02', '2024-01-03', '2024-01-04'],
  timeSeries: { Portfolio: [100, 101, 102], AAPL: [100, 99, 98], MSFT: [100, 102, 104] },
};

type Optimize = ReturnType<typeof vi.fn<PortfolioOptimizeFn>>;

function setup(props: Partial<PortfolioOptimizerProps> = {}, optimize: Optimize = vi.fn<PortfolioOptimizeFn>(async () => RESPONSE)) {
  const user = userEvent.setup();
  const onEvent = vi.fn<(e: CalculatorEvent) => void>();
  const view = render(<PortfolioOptimizer optimize={optimize} onEvent={onEvent} {...props} />);
  const submit = () => screen.getByRole('button', { name: 'Portfólió frissítése' });
  return { user, onEvent, optimize, submit, ...view };
}

const bubbles = () =>
  within(screen.getByRole('list', { name: 'Kiválasztott részvények' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace('×', ''));

/** Picks a stock with the keyboard only: open, type, Enter, then the add button. */
async function pickWithKeyboard(user: ReturnType<typeof userEvent.setup>, query: string) {
  screen.getByRole('button', { name: /^Részvény választása/ }).focus();
  await user.keyboard('{ArrowDown}');
  await screen.findByRole('textbox', { name: 'Keresés: Részvény választása' });
  await user.keyboard(`${query}{Enter}`);
  await user.tab();
  expect(screen.getByRole('button', { name: 'Hozzáadás' })).toHaveFocus();
  await user.keyboard('{Enter}');
}

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
    const trigger = screen.getByRole('button', { name: 'Részvény választása Részvény' });
    await user.click(trigger);
    expect(await screen.findByRole('textbox', { name: 'Keresés: Részvény választása' })).toHaveAttribute('placeholder', 'Keresés...');
    expect(within(screen.getByRole('menu')).getAllByRole('menuitemradio')).toHaveLength(25);
    await user.keyboard('{Escape}');
    const { fromDate, toDate } = defaultDateRange();
    expect(screen.getByLabelText('Elemzés kezdete')).toHaveValue(fromDate);
    expect(screen.getByLabelText('Elemzés vége')).toHaveValue(toDate);
    expect(screen.getByRole('combobox', { name: 'Optimalizálási cél' })).toHaveDisplayValue('Sharpe-mutató maximalizálása');
    expect(screen.getByRole('combobox', { name: 'Referenciaindex' })).toHaveDisplayValue('S&P 500');
    expect(within(screen.getByRole('group', { name: 'Short pozíciók engedélyezése' })).getByRole('radio', { name: 'Nem' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Kockázatmentes hozam' })).toHaveValue('5,5');
  });

  it('adds a stock picked with the keyboard, and ignores a duplicate', async () => {
    const { user, onEvent } = setup();
    await pickWithKeyboard(user, 'nvd');
    expect(bubbles()).toEqual(['NVDA']);
    expect(screen.getByText('NVDA hozzáadva.')).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith({ type: 'calculator_interaction', calculator: 'portfolio', action: 'add', field: 'NVDA' });
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
    expect(screen.getByText('Hozzáadva: NVDA, TSLA. NOVO: nem szerepel a választható részvények között, ezért kihagytuk.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NASDAQ' }));
    expect(bubbles()).toHaveLength(7);
    expect(screen.getByText(/NASDAQ: a lista minden elérhető részvénye már ki van választva\. NOVO:/)).toBeInTheDocument();
  });

  it('removes a bubble and moves focus to the next one', async () => {
    const { user, onEvent } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT', 'NVDA'] } });
    await user.click(screen.getByRole('button', { name: 'MSFT eltávolítása' }));
    expect(bubbles()).toEqual(['AAPL', 'NVDA']);
    expect(screen.getByRole('button', { name: 'NVDA eltávolítása' })).toHaveFocus();
    expect(onEvent).toHaveBeenCalledWith({ type: 'calculator_interaction', calculator: 'portfolio', action: 'remove', field: 'MSFT' });
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'AAPL eltávolítása' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /^Részvény választása/ })).toHaveFocus();
    expect(screen.getByText('Még nincs kiválasztott részvény.')).toBeInTheDocument();
  });

  it('sends the request payload of docs/product.md#portfolio-optimiser exactly', async () => {
    const { user, optimize, submit } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT'] } });
    await user.click(submit());
    const { fromDate, toDate } = defaultDateRange();
    expect(optimize).toHaveBeenCalledTimes(1);
    expect(optimize.mock.calls[0][0]).toStrictEqual({
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
    expect(optimize.mock.calls[0][1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends the settings as chosen: dates, objective, shorting, benchmark and the rate as a fraction', async () => {
    const { user, optimize, submit } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT'] } });
    fireEvent.change(screen.getByLabelText('Elemzés kezdete'), { target: { value: '2024-01-01' } });
    fireEvent.change(screen.getByLabelText('Elemzés vége'), { target: { value: '' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Optimalizálási cél' }), 'Volatilitás minimalizálása');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Referenciaindex' }), 'Dow Jones');
    await user.click(screen.getByRole('radio', { name: 'Igen' }));
    const rate = screen.getByRole('textbox', { name: 'Kockázatmentes hozam' });
    await user.clear(rate);
    await user.type(rate, '2,5');
    await user.click(submit());
    expect(optimize.mock.calls[0][0]).toMatchObject({
      fromDate: '2024-01-01',
      toDate: null,
      objective: 'minVariance',
      benchmark: 'DOW',
      shorting: true,
      riskFreeRate: 0.025,
    });
  });

  it('refuses a start date after the end date and names the field', async () => {
    const { user, optimize, submit } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT'], fromDate: '2025-05-01', toDate: '2025-01-01' } });
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
    const { user, optimize, submit } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT'], riskFreeRatePercent: Number.NaN } });
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

  it('shows the metrics in two halves, percentage metrics first (× 100, 2 decimals), others to 2–3 decimals', async () => {
    const { user, submit } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT'] } });
    await user.click(submit());
    const rows = (name: string) =>
      within(screen.getByRole('table', { name })).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(await screen.findByRole('heading', { level: 3, name: 'Teljesítménymutatók' })).toBeInTheDocument();
    expect(rows('Teljesítménymutatók, 1. rész')).toEqual([
      ['Éves hozam (CAGR)', '12,35%'],
      ['Éves volatilitás', '20,00%'],
      ['Kumulált hozam', '50,00%'],
      ['Maximális visszaesés', '-8,77%'],
      ['Sharpe-mutató', '1,23'],
    ]);
    expect(rows('Teljesítménymutatók, 2. rész')).toEqual([
      ['Információs ráta', '0,50'],
      ['Sortino-mutató', '2,00'],
      ['Treynor-mutató', '0,079'],
      ['Béta', '0,988'],
      ['Alfa (Jensen-féle, évesített)', '–a referenciaindex adatai nélkül nem számítható'],
    ]);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('shows each metric’s formula in a tooltip on focus', async () => {
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    const { user, submit } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT'] } });
    await user.click(submit());
    const name = await screen.findByRole('button', { name: 'Éves volatilitás' });
    act(() => name.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Képlet: σ(rₜ) · √252. A napi hozamok évesített szórása');
  });

  it('lists weights of at least 1 %, by absolute size, as percentages; the pie shows without shorting', async () => {
    const { user, submit } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT', 'NVDA', 'JPM'] } });
    await user.click(submit());
    const table = await screen.findByRole('table', { name: 'Portfólió súlyok (≥ 1%)' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Ticker', 'Súly']);
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['NVDA60,00%', 'MSFT30,00%', 'JPM9,50%']);
    expect(screen.getByRole('img', { name: 'Portfólió és részvények alakulása' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portfólió súlyok' })).toBeInTheDocument();
  });

  it('hides the pie chart when shorting is on', async () => {
    const optimize = vi.fn<PortfolioOptimizeFn>(async () => ({ ...RESPONSE, weights: { NVDA: 1.2, MSFT: -0.2 } }));
    const { user, submit } = setup({ defaultValue: { tickers: ['MSFT', 'NVDA'] } }, optimize);
    await user.click(screen.getByRole('radio', { name: 'Igen' }));
    await user.click(submit());
    const table = await screen.findByRole('table', { name: 'Portfólió súlyok (≥ 1%)' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['NVDA120,00%', 'MSFT-20,00%']);
    expect(screen.getByRole('img', { name: 'Portfólió és részvények alakulása' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Portfólió súlyok' })).not.toBeInTheDocument();
  });

  it('states the conventions: in-sample and daily rebalanced, both annual returns labelled, gross exposure, buy and hold', async () => {
    const optimize = vi.fn<PortfolioOptimizeFn>(async () => ({
      ...RESPONSE,
      weights: { NVDA: 1.2, MSFT: -0.2 },
      annualReturns: { compounded: 0.123456, arithmetic: 0.15 },
      grossExposure: 1.4,
      buyAndHold: { timeSeries: [100, 100.5, 101], metrics: { cumulative_return: 0.01 } },
    }));
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    const { user, submit } = setup({ defaultValue: { tickers: ['MSFT', 'NVDA'], shorting: true } }, optimize);
    await user.click(submit());
    const card = (await screen.findByRole('heading', { name: 'Hogyan számoltunk' })).closest('section, div')!.parentElement!;
    expect(card).toHaveTextContent(/mintán belüli \(in-sample\) értékek egy naponta újrasúlyozott portfólióra/);
    const row = (key: string) => card.querySelector(`[data-convention="${key}"]`)!.textContent;
    expect(row('compounded')).toMatch(/^Éves hozam, kamatos kamattal \(CAGR\)12,35%.*„Éves hozam” mutató/);
    expect(row('arithmetic')).toMatch(/^Éves számtani átlaghozam \(252 × napi átlag\)15,00%.*Sharpe- és a Treynor-mutató/);
    expect(row('gross')).toMatch(/^Bruttó kitettség \(Σ\|súly\|\)1,40×/);
    expect(row('buyAndHold')).toMatch(/1,00%.*naponta újrasúlyozotté 50,00%/);
    // The formula of each annual return on focus.
    act(() => screen.getByRole('button', { name: 'Éves számtani átlaghozam (252 × napi átlag)' }).focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Képlet: 252 · átlag(rₜ). A napi hozamok átlaga 252-szeresen');
    // The buy-and-hold line is in the time-series chart beside the portfolio.
    expect(screen.getByRole('list', { name: 'Jelmagyarázat' })).toHaveTextContent('Vétel és tartás (újrasúlyozás nélkül)');
  });

  it('offers a gross-exposure cap only with shorting, and sends it', async () => {
    const { user, submit, optimize } = setup({ defaultValue: { tickers: ['MSFT', 'NVDA'] } });
    expect(screen.queryByRole('textbox', { name: /Bruttó kitettség korlátja/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Igen' }));
    const cap = screen.getByRole('textbox', { name: /Bruttó kitettség korlátja/ });
    await user.type(cap, '1,5');
    await user.tab();
    await user.click(submit());
    expect(optimize).toHaveBeenLastCalledWith(expect.objectContaining({ shorting: true, maxGrossExposure: 1.5 }), expect.anything());
  });

  it('shows the efficient frontier the service sends, with the chosen portfolio marked; none without it', async () => {
    const frontier = {
      points: [
        { volatility: 0.1, expectedReturn: 0.05 },
        { volatility: 0.15, expectedReturn: 0.1 },
      ],
      assets: [
        { ticker: 'MSFT', volatility: 0.2, expectedReturn: 0.08 },
        { ticker: 'NVDA', volatility: 0.3, expectedReturn: 0.2 },
      ],
      minVariance: { volatility: 0.1, expectedReturn: 0.05, sharpe: 0.2 },
      maxSharpe: { volatility: 0.15, expectedReturn: 0.1, sharpe: 0.4 },
      capitalMarketLine: { riskFreeRate: 0.04, slope: 0.4 },
    };
    const optimize = vi.fn<PortfolioOptimizeFn>(async () => ({ ...RESPONSE, frontier, expectedReturn: 0.1, volatility: 0.15, riskFreeRate: 0.04 }));
    const { user, submit, container } = setup({ defaultValue: { tickers: ['MSFT', 'NVDA'] } }, optimize);
    await user.click(submit());
    expect(await screen.findByRole('img', { name: 'Hatékony határ' })).toBeInTheDocument();
    expect(container.querySelector('[data-stop="chosen"]')).not.toBeNull();
    expect(container.querySelectorAll('[data-stop="asset"]')).toHaveLength(2);
  });

  it('leaves the frontier out when the answer has none', async () => {
    const { user, submit } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT'] } });
    await user.click(submit());
    await screen.findByRole('table', { name: 'Portfólió súlyok (≥ 1%)' });
    expect(screen.queryByRole('img', { name: 'Hatékony határ' })).not.toBeInTheDocument();
  });

  it('shows the data range, the source, and the notice when the service used another period', async () => {
    const optimize = vi.fn<PortfolioOptimizeFn>(async () => ({ ...RESPONSE, effectiveFrom: '2024-01-02', effectiveTo: '2024-12-31', source: 'Yahoo Finance', notice: true }));
    const { user, submit } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT'] } }, optimize);
    await user.click(submit());
    expect(
      await screen.findByText('A kért időszakra nincs adat; a legközelebbi elérhető időszakot mutatjuk: 2024. január 2. – 2024. december 31.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Adatforrás: Yahoo Finance')).toBeInTheDocument();
  });

  it('shows a failure in Hungarian with a retry button that resends the same request', async () => {
    const optimize = vi
      .fn<PortfolioOptimizeFn>()
      .mockRejectedValueOnce(new PortfolioRequestError('Nem sikerült elérni a szervert.'))
      .mockResolvedValueOnce(RESPONSE);
    const { user, submit, onEvent } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT'] } }, optimize);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nem sikerült elérni a szervert.');
    expect(onEvent).toHaveBeenCalledWith({ type: 'error', calculator: 'portfolio', message: 'Nem sikerült elérni a szervert.' });
    await user.click(within(alert).getByRole('button', { name: 'Újrapróbálkozás' }));
    expect(await screen.findByRole('table', { name: 'Portfólió súlyok (≥ 1%)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(optimize).toHaveBeenCalledTimes(2);
    expect(optimize.mock.calls[1][0]).toStrictEqual(optimize.mock.calls[0][0]);
    expect(onEvent).toHaveBeenCalledWith({ type: 'calculator_interaction', calculator: 'portfolio', action: 'retry' });
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'result', calculator: 'portfolio' }));
  });

  it('never shows a foreign error text: an unexpected failure gets a Hungarian message', async () => {
    const optimize = vi.fn<PortfolioOptimizeFn>(async () => {
      throw new Error('Cannot read properties of undefined');
    });
    const { user, submit } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT'] } }, optimize);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('A portfólió frissítése nem sikerült. Próbálja újra.');
  });

  it('uses the HTTP optimiser with backendUrl when no optimiser is given', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify(RESPONSE), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<PortfolioOptimizer backendUrl="https://api.example.hu" defaultValue={{ tickers: ['AAPL', 'MSFT'] }} />);
    await user.click(screen.getByRole('button', { name: 'Portfólió frissítése' }));
    await screen.findByRole('table', { name: 'Portfólió súlyok (≥ 1%)' });
    expect(fetch.mock.calls[0][0]).toBe('https://api.example.hu/portfolio-opt/update-portfolio');
    expect(JSON.parse(fetch.mock.calls[0][1]!.body as string)).toMatchObject({ riskFreeRate: 0.055, portfolio: [{ ticker: 'AAPL', name: '', shares: 0 }, { ticker: 'MSFT', name: '', shares: 0 }] });
  });

  it('submits on first render with autoSubmit', async () => {
    const { optimize } = setup({ autoSubmit: true, defaultValue: { tickers: ['AAPL', 'MSFT'] } });
    await waitFor(() => expect(optimize).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('table', { name: 'Portfólió súlyok (≥ 1%)' })).toBeInTheDocument();
  });

  it('works controlled', async () => {
    const onChange = vi.fn();
    const { user, rerender, optimize } = setup({ value: { tickers: ['AAPL'] }, onChange });
    await user.click(screen.getByRole('button', { name: 'FAANG' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ tickers: ['AAPL', 'NFLX', 'AMZN', 'GOOGL', 'META'] }));
    expect(bubbles()).toEqual(['AAPL']);
    rerender(<PortfolioOptimizer optimize={optimize} value={{ tickers: ['AAPL', 'NFLX'] }} onChange={onChange} />);
    expect(bubbles()).toEqual(['AAPL', 'NFLX']);
  });

  it('reads and writes the URL with syncUrl, and copies a share link', async () => {
    window.history.replaceState(null, '', '/?tickers=AAPL,NOVO,msft&shorting=true&objective=bogus');
    const { user, onEvent } = setup({ syncUrl: true });
    // After userEvent.setup(), which installs its own clipboard stub.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(bubbles()).toEqual(['AAPL', 'MSFT']);
    expect(screen.getByRole('radio', { name: 'Igen' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Optimalizálási cél' })).toHaveValue('maxSharpe');
    await user.click(screen.getByRole('button', { name: 'AAPL eltávolítása' }));
    expect(window.location.search).toBe('?tickers=MSFT&shorting=true');
    await user.click(screen.getByRole('button', { name: 'Link másolása' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/?tickers=MSFT&shorting=true');
    expect(await screen.findByText('A portfólió linkjét a vágólapra másoltuk.')).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith({ type: 'calculator_interaction', calculator: 'portfolio', action: 'share' });
  });

  it('reports CSV exports of both tables', async () => {
    const { user, submit, onEvent } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT'] } });
    await user.click(submit());
    await screen.findByRole('table', { name: 'Portfólió súlyok (≥ 1%)' });
    const [metricsCsv, weightsCsv] = screen.getAllByRole('button', { name: 'CSV letöltése' });
    expect(metricsCsv).toHaveAccessibleDescription('Teljesítménymutatók');
    expect(weightsCsv).toHaveAccessibleDescription('Portfólió súlyok (≥ 1%)');
    await user.click(metricsCsv);
    await user.click(weightsCsv);
    expect(onEvent).toHaveBeenCalledWith({ type: 'calculator_interaction', calculator: 'portfolio', action: 'export_csv', field: 'metrics' });
    expect(onEvent).toHaveBeenCalledWith({ type: 'calculator_interaction', calculator: 'portfolio', action: 'export_csv', field: 'weights' });
  });
});
