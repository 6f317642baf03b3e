import { interactionEvent } from '../test-support';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortfolioOptimizer } from './PortfolioOptimizer';
import { PortfolioRequestError } from './response';
import { expectLinkShared, stubClipboard } from '../calculator-kit/unit/test-support';
import { optimizeOnStoryMarket } from './story-data';
import { bubbles, RESPONSE, setup, stubResizeObserver } from './test-support';
import type { PortfolioOptimizeFn } from './types';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('PortfolioOptimizer: results, failures, URL and exports', () => {
  it('shows the metrics in two halves, percentage metrics first (× 100, 2 decimals), others to 2–3 decimals', async () => {
    const { user, submit } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT'] } });
    await user.click(submit());
    const rows = (name: string) =>
      within(screen.getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
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
    stubResizeObserver();
    const { user, submit } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT'] } });
    await user.click(submit());
    const name = await screen.findByRole('button', { name: 'Éves volatilitás' });
    act(() => name.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Képlet: σ(rₜ) · √252. A napi hozamok évesített szórása',
    );
  });

  it('lists weights of at least 1 %, by absolute size, as percentages; the pie shows without shorting', async () => {
    const { user, submit } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT', 'NVDA', 'JPM'] } });
    await user.click(submit());
    const table = await screen.findByRole('table', { name: 'Portfólió súlyok (≥ 1%)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Ticker', 'Súly']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['NVDA60,00%', 'MSFT30,00%', 'JPM9,50%']);
    expect(screen.getByRole('img', { name: 'Portfólió és részvények alakulása' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portfólió súlyok' })).toBeInTheDocument();
  });

  it('hides the pie chart when shorting is on', async () => {
    const optimize = vi.fn<PortfolioOptimizeFn>(async () => ({ ...RESPONSE, weights: { NVDA: 1.2, MSFT: -0.2 } }));
    const { user, submit } = setup({ defaultValue: { tickers: ['MSFT', 'NVDA'] } }, optimize);
    await user.click(screen.getByRole('radio', { name: 'Igen' }));
    await user.click(submit());
    const table = await screen.findByRole('table', { name: 'Portfólió súlyok (≥ 1%)' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['NVDA120,00%', 'MSFT-20,00%']);
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
    stubResizeObserver();
    const { user, submit } = setup({ defaultValue: { tickers: ['MSFT', 'NVDA'], shorting: true } }, optimize);
    await user.click(submit());
    const card = (await screen.findByRole('heading', { name: 'Hogyan számoltunk' })).closest(
      'section, div',
    )!.parentElement!;
    expect(card).toHaveTextContent(/mintán belüli \(in-sample\) értékek egy naponta újrasúlyozott portfólióra/);
    const row = (key: string) => card.querySelector(`[data-convention="${key}"]`)!.textContent;
    expect(row('compounded')).toMatch(/^Éves hozam, kamatos kamattal \(CAGR\)12,35%.*„Éves hozam” mutató/);
    expect(row('arithmetic')).toMatch(
      /^Éves számtani átlaghozam \(252 × napi átlag\)15,00%.*Sharpe- és a Treynor-mutató/,
    );
    expect(row('gross')).toMatch(/^Bruttó kitettség \(Σ\|súly\|\)1,40×/);
    expect(row('buyAndHold')).toMatch(/1,00%.*naponta újrasúlyozotté 50,00%/);
    // The formula of each annual return on focus.
    act(() => screen.getByRole('button', { name: 'Éves számtani átlaghozam (252 × napi átlag)' }).focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Képlet: 252 · átlag(rₜ). A napi hozamok átlaga 252-szeresen',
    );
    // The buy-and-hold line is in the time-series chart beside the portfolio.
    expect(screen.getByRole('list', { name: 'Jelmagyarázat' })).toHaveTextContent(
      'Vétel és tartás (újrasúlyozás nélkül)',
    );
  });

  it('offers a gross-exposure cap only with shorting, and sends it', async () => {
    const { user, submit, optimize } = setup({ defaultValue: { tickers: ['MSFT', 'NVDA'] } });
    expect(screen.queryByRole('textbox', { name: /Bruttó kitettség korlátja/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Igen' }));
    const cap = screen.getByRole('textbox', { name: /Bruttó kitettség korlátja/ });
    await user.type(cap, '1,5');
    await user.tab();
    await user.click(submit());
    expect(optimize).toHaveBeenLastCalledWith(
      expect.objectContaining({ shorting: true, maxGrossExposure: 1.5 }),
      expect.anything(),
    );
  });

  it('shows the efficient frontier the service sends, with the chosen portfolio marked; none without it', async () => {
    // The service's answer as the stories compute it: finance-core's optimum and frontier on the story market.
    const optimize = vi.fn<PortfolioOptimizeFn>(async (payload) => optimizeOnStoryMarket(payload));
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
    const optimize = vi.fn<PortfolioOptimizeFn>(async () => ({
      ...RESPONSE,
      effectiveFrom: '2024-01-02',
      effectiveTo: '2024-12-31',
      source: 'Yahoo Finance',
      notice: true,
    }));
    const { user, submit } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT'] } }, optimize);
    await user.click(submit());
    expect(
      await screen.findByText(
        'A kért időszakra nincs adat; a legközelebbi elérhető időszakot mutatjuk: 2024. január 2. – 2024. december 31.',
      ),
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
    expect(onEvent).toHaveBeenCalledWith({
      type: 'error',
      calculator: 'portfolio',
      message: 'Nem sikerült elérni a szervert.',
    });
    await user.click(within(alert).getByRole('button', { name: 'Újrapróbálkozás' }));
    expect(await screen.findByRole('table', { name: 'Portfólió súlyok (≥ 1%)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(optimize).toHaveBeenCalledTimes(2);
    expect(optimize.mock.calls[1]![0]).toStrictEqual(optimize.mock.calls[0]![0]);
    expect(onEvent).toHaveBeenCalledWith(interactionEvent('portfolio', 'retry'));
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
    expect(fetch.mock.calls[0]![0]).toBe('https://api.example.hu/portfolio-opt/update-portfolio');
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toMatchObject({
      riskFreeRate: 0.055,
      portfolio: [
        { ticker: 'AAPL', name: '', shares: 0 },
        { ticker: 'MSFT', name: '', shares: 0 },
      ],
    });
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
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ tickers: ['AAPL', 'NFLX', 'AMZN', 'GOOGL', 'META'] }),
    );
    expect(bubbles()).toEqual(['AAPL']);
    rerender(<PortfolioOptimizer optimize={optimize} value={{ tickers: ['AAPL', 'NFLX'] }} onChange={onChange} />);
    expect(bubbles()).toEqual(['AAPL', 'NFLX']);
  });

  it('reads and writes the URL with syncUrl, and copies a share link', async () => {
    window.history.replaceState(null, '', '/?tickers=AAPL,NOVO,msft&shorting=true&objective=bogus');
    const { user, onEvent } = setup({ syncUrl: true });
    const writeText = stubClipboard();
    expect(bubbles()).toEqual(['AAPL', 'MSFT']);
    expect(screen.getByRole('radio', { name: 'Igen' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Optimalizálási cél' })).toHaveValue('maxSharpe');
    await user.click(screen.getByRole('button', { name: 'AAPL eltávolítása' }));
    expect(window.location.search).toBe('?tickers=MSFT&shorting=true');
    const url = 'http://localhost:3000/?tickers=MSFT&shorting=true';
    const copied = 'A portfólió linkjét a vágólapra másoltuk.';
    await expectLinkShared(user, { writeText, url, copied }, onEvent, 'portfolio');
  });

  it('reports CSV exports of both tables', async () => {
    const { user, submit, onEvent } = setup({ defaultValue: { tickers: ['AAPL', 'MSFT'] } });
    await user.click(submit());
    await screen.findByRole('table', { name: 'Portfólió súlyok (≥ 1%)' });
    const [metricsCsv, weightsCsv] = screen.getAllByRole('button', { name: 'CSV letöltése' });
    expect(metricsCsv).toHaveAccessibleDescription('Teljesítménymutatók');
    expect(weightsCsv).toHaveAccessibleDescription('Portfólió súlyok (≥ 1%)');
    await user.click(metricsCsv!);
    await user.click(weightsCsv!);
    // The CSV writer is imported on click (Table.tsx).
    await waitFor(() => {
      expect(onEvent).toHaveBeenCalledWith(interactionEvent('portfolio', 'export_csv', 'metrics'));
      expect(onEvent).toHaveBeenCalledWith(interactionEvent('portfolio', 'export_csv', 'weights'));
    });
  });
});
