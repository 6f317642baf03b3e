import type { HeatmapData, HeatmapEntry, HeatmapMarket } from '@penzugy/market-data';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockResizeObserver } from '../charts/shared/test-support';
import { Heatmap } from './Heatmap';
import { fixtureLoader, HEATMAP_FIXTURES } from './story-data/story-data';

const entry = (name: string, sector: string, cap: number, change: number): HeatmapEntry => ({
  name,
  companyName: `${name} Corp.`,
  sector,
  value: [cap, change],
});

const DATA: HeatmapData = {
  market: 'sp500',
  asOf: '2025-12-30',
  source: 'Teszt',
  entries: [
    entry('BIG', 'Információtechnológia', 4000, 1.234),
    entry('MID', 'Információtechnológia', 2000, -2.5),
    entry('BANK', 'Pénzügyi szolgáltatások', 1500, 0),
    entry('OIL', 'Energia', 800, 3.1),
    entry('TINY', 'Energia', 1, -0.2),
  ],
  excluded: [
    { symbol: 'NOCAP', reason: 'noMarketCap' },
    { symbol: 'NOPRICE', reason: 'noPrice' },
  ],
};

const loaderOf = (data: HeatmapData) => vi.fn((market: HeatmapMarket) => Promise.resolve({ ...data, market }));
const treemap = () => screen.findByRole('group', { name: /^Hőtérkép:/ });
const tileLinks = async () => within(await treemap()).getAllByRole('link');
/** Plain clicks on the tiles would make jsdom try to navigate; the tests route "in the page". */
const stay = vi.fn((_name: string, event: { preventDefault(): void }) => event.preventDefault());

describe('Heatmap', () => {
  it('draws one linked tile per company with symbol and signed Hungarian change', async () => {
    const load = loaderOf(DATA);
    render(<Heatmap loadHeatmap={load} />);
    expect(screen.getByRole('status')).toHaveTextContent('Hőtérkép betöltése...');
    const links = await tileLinks();
    expect(load).toHaveBeenCalledWith('sp500');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/stocks/BIG',
      '/stocks/MID',
      '/stocks/BANK',
      '/stocks/OIL',
      '/stocks/TINY',
    ]);
    const big = screen.getByRole('link', { name: 'BIG +1,23% (BIG Corp.)' });
    expect(big).toHaveTextContent('BIG +1,23%');
    expect(screen.getByRole('link', { name: 'MID -2,50% (MID Corp.)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BANK 0,00% (BANK Corp.)' })).toBeInTheDocument();
    expect(screen.getByText('Adatok: 2025. december 30. · Forrás: Teszt')).toBeInTheDocument();
    // The treemap follows the fallback width (no ResizeObserver in jsdom) at the 0.6 aspect.
    expect(await treemap()).toHaveStyle({ width: '640px', height: '384px' });
  });

  it('gives the measured map its height from the width, not from the CSS rule (Heatmap.server.test.tsx)', async () => {
    render(<Heatmap loadHeatmap={loaderOf(DATA)} />);
    let plot: HTMLElement = await treemap();
    while (plot.parentElement!.tagName !== 'SECTION') plot = plot.parentElement!;
    expect(plot).toHaveStyle({ height: '384px' });
    expect(plot.className).not.toMatch(/plotUnmeasured/);
  });

  it('keeps the place of the map, hint and legend while loading, so nothing moves when the data arrives', async () => {
    let resolve!: (d: HeatmapData) => void;
    render(<Heatmap loadHeatmap={() => new Promise<HeatmapData>((r) => (resolve = r))} />);
    // The plot is the section's child that holds the loading message.
    let plot = screen.getByRole('status');
    while (plot.parentElement!.tagName !== 'SECTION') plot = plot.parentElement!;
    const above = [...plot.parentElement!.children].slice(0, [...plot.parentElement!.children].indexOf(plot));
    const hint = plot.nextElementSibling!;
    expect(plot).toHaveStyle({ height: '384px' });
    expect(hint).toHaveTextContent(/./);
    act(() => resolve(DATA));
    expect(await treemap()).toHaveStyle({ height: '384px' });
    expect(plot).toHaveStyle({ height: '384px' });
    expect(plot.nextElementSibling).toBe(hint);
    // What is above the map did not change; the date and source came under it, after the legend.
    expect([...plot.parentElement!.children].slice(0, above.length)).toEqual(above);
    const meta = screen.getByText('Adatok: 2025. december 30. · Forrás: Teszt');
    expect(meta.parentElement).toBe(plot.parentElement);
    expect(hint.compareDocumentPosition(meta) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('groups tiles by sector in named lists and colours them by band', async () => {
    render(<Heatmap loadHeatmap={loaderOf(DATA)} />);
    await treemap();
    const it = screen.getByRole('list', { name: 'Információtechnológia' });
    expect(
      within(it)
        .getAllByRole('link')
        .map((a) => a.dataset.band),
    ).toEqual(['5', '1']);
    expect(
      within(screen.getByRole('list', { name: 'Energia' }))
        .getAllByRole('link')
        .map((a) => a.dataset.band),
    ).toEqual(['6', '3']);
    expect(screen.getByRole('list', { name: 'Színskála: napi változás' }).children).toHaveLength(7);
  });

  it('is one tab stop; arrows, Home, End and PageDown move between tiles', async () => {
    const user = userEvent.setup();
    render(<Heatmap loadHeatmap={loaderOf(DATA)} />);
    const links = await tileLinks();
    expect(links.map((a) => a.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    await user.tab(); // market select
    await user.tab(); // sector select
    await user.tab(); // reset
    await user.tab();
    expect(links[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(links[4]).toHaveFocus();
    expect(links.map((a) => a.tabIndex)).toEqual([-1, -1, -1, -1, 0]);
    await user.keyboard('{Home}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(links[2]).toHaveFocus(); // first tile of the second sector
    await user.keyboard('{PageDown}');
    expect(links[3]).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(links[2]).toHaveFocus();
    // An arrow always lands on another tile when there is one that way, and Tab leaves the treemap.
    await user.keyboard('{Home}');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).not.toBe(links[0]);
    expect(links).toContain(document.activeElement);
    await user.tab();
    expect(links).not.toContain(document.activeElement);
  });

  it('shows the focused or hovered tile in an accessible tooltip; Escape hides it', async () => {
    const user = userEvent.setup();
    render(<Heatmap loadHeatmap={loaderOf(DATA)} />);
    const links = await tileLinks();
    act(() => links[1]!.focus());
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('MID Corp. (MID)');
    expect(tooltip).toHaveTextContent('SzektorInformációtechnológia');
    expect(tooltip).toHaveTextContent('Piaci kapitalizáció2000,0 milliárd USD');
    expect(tooltip).toHaveTextContent('Napi változás▼-2,50%');
    expect(links[1]).toHaveAttribute('aria-describedby', tooltip.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(links[1]).not.toHaveAttribute('aria-describedby');
    fireEvent.pointerEnter(links[3]!);
    expect(screen.getByRole('tooltip')).toHaveTextContent('OIL Corp. (OIL)');
    fireEvent.pointerLeave(await treemap());
    expect(screen.getByRole('tooltip')).toHaveTextContent('MID Corp. (MID)'); // focus still there
    // The map listens for its tiles: the pointer over a tile's label counts as over the tile.
    fireEvent.pointerOver(within(links[0]!).getByText('BIG'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('BIG Corp. (BIG)');
    act(() => links[1]!.blur());
    fireEvent.pointerLeave(await treemap());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('gives each tile its name in one attribute and only the label it shows as content', async () => {
    render(<Heatmap loadHeatmap={loaderOf(DATA)} />);
    const links = await tileLinks();
    const big = screen.getByRole('link', { name: 'BIG +1,23% (BIG Corp.)' });
    // ~500 tiles on a real market: three hidden spans each made the map's layout a long task.
    for (const link of links) expect(link.querySelectorAll('*').length).toBeLessThanOrEqual(2);
    expect(big).toHaveAttribute('aria-label', 'BIG +1,23% (BIG Corp.)');
    expect([...big.children].map((c) => c.textContent)).toEqual(['BIG', '+1,23%']);
  });

  it('calls onSelect on click and Enter, and leaves modified clicks to the browser', async () => {
    const user = userEvent.setup();
    stay.mockClear();
    render(<Heatmap loadHeatmap={loaderOf(DATA)} onSelect={stay} hrefFor={(n) => `/reszveny/${n}`} />);
    const links = await tileLinks();
    expect(links[0]).toHaveAttribute('href', '/reszveny/BIG');
    await user.click(links[1]!);
    expect(stay).toHaveBeenLastCalledWith('MID', expect.objectContaining({ type: 'click' }));
    act(() => links[3]!.focus());
    await user.keyboard('{Enter}');
    expect(stay).toHaveBeenLastCalledWith('OIL', expect.anything());
    const calls = stay.mock.calls.length;
    fireEvent.click(links[0]!, { ctrlKey: true });
    expect(stay).toHaveBeenCalledTimes(calls);
  });

  it('swaps the data on market change and ignores a slower earlier answer', async () => {
    const user = userEvent.setup();
    let resolveSp500: (d: HeatmapData) => void = () => {};
    const load = vi.fn((market: HeatmapMarket) =>
      market === 'sp500'
        ? new Promise<HeatmapData>((r) => {
            resolveSp500 = r;
          })
        : Promise.resolve(HEATMAP_FIXTURES[market]),
    );
    const onMarketChange = vi.fn();
    render(<Heatmap loadHeatmap={load} onMarketChange={onMarketChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Piac' }), 'nasdaq');
    expect(onMarketChange).toHaveBeenCalledWith('nasdaq');
    expect(await tileLinks()).toHaveLength(HEATMAP_FIXTURES.nasdaq.entries.length);
    await act(async () => resolveSp500(DATA));
    expect(await tileLinks()).toHaveLength(HEATMAP_FIXTURES.nasdaq.entries.length);
    expect(screen.getByRole('group', { name: 'Hőtérkép: Nasdaq 100' })).toBeInTheDocument();
  });

  it('zooms into a sector, and Alaphelyzet restores the default market and clears the zoom', async () => {
    const user = userEvent.setup();
    const load = vi.fn(fixtureLoader());
    render(<Heatmap loadHeatmap={load} defaultMarket="sp500" />);
    await tileLinks();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Piac' }), 'dowjones');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Hőtérkép: Dow Jones' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Szektor' }), 'Egészségügy');
    const zoomed = await tileLinks();
    const health = HEATMAP_FIXTURES.dowjones.entries.filter((e) => e.sector === 'Egészségügy');
    expect(zoomed.map((a) => a.getAttribute('href'))).toEqual(health.map((e) => `/stocks/${e.name}`));
    await user.click(screen.getByRole('button', { name: 'Alaphelyzet' }));
    expect(screen.getByRole('combobox', { name: 'Piac' })).toHaveValue('sp500');
    expect(screen.getByRole('combobox', { name: 'Szektor' })).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Hőtérkép: S&P 500' })).toBeInTheDocument());
    expect(load).toHaveBeenLastCalledWith('sp500');
  });

  it('follows the market prop when controlled', async () => {
    const user = userEvent.setup();
    const load = vi.fn(fixtureLoader({ limit: 5 }));
    function Host() {
      const [market, setMarket] = useState<HeatmapMarket>('nasdaq');
      return <Heatmap loadHeatmap={load} market={market} onMarketChange={(m) => m !== 'dowjones' && setMarket(m)} />;
    }
    render(<Host />);
    expect(screen.getByRole('combobox', { name: 'Piac' })).toHaveValue('nasdaq');
    expect(load).toHaveBeenCalledWith('nasdaq');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Piac' }), 'dowjones'); // refused by the host
    expect(screen.getByRole('combobox', { name: 'Piac' })).toHaveValue('nasdaq');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Piac' }), 'sp500');
    expect(screen.getByRole('combobox', { name: 'Piac' })).toHaveValue('sp500');
    expect(load).toHaveBeenLastCalledWith('sp500');
  });

  it('clears the zoom when a controlling host changes the market', async () => {
    const user = userEvent.setup();
    const load = vi.fn(fixtureLoader());
    const { rerender } = render(<Heatmap loadHeatmap={load} market="dowjones" />);
    await tileLinks();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Szektor' }), 'Energia');
    expect(screen.getByRole('group', { name: 'Hőtérkép: Dow Jones, Energia' })).toBeInTheDocument();
    rerender(<Heatmap loadHeatmap={load} market="nasdaq" />);
    await waitFor(() => expect(screen.getByRole('group', { name: 'Hőtérkép: Nasdaq 100' })).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Szektor' })).toHaveValue('');
  });

  it('shows an error with a retry, also for a loader that throws or bad data', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<(m: HeatmapMarket) => Promise<HeatmapData>>()
      .mockImplementationOnce(() => {
        throw new Error('HTTP 500');
      })
      .mockImplementationOnce(() => Promise.resolve({ nonsense: true } as unknown as HeatmapData))
      .mockImplementation(loaderOf(DATA));
    render(<Heatmap loadHeatmap={load} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nem sikerült betölteni a hőtérkép adatait. (HTTP 500)');
    await user.click(within(alert).getByRole('button', { name: 'Újrapróbálkozás' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A hőtérkép adatai hibásak.');
    await user.click(screen.getByRole('button', { name: 'Újrapróbálkozás' }));
    expect(await tileLinks()).toHaveLength(5);
  });

  it('says when a market has no data', async () => {
    render(<Heatmap loadHeatmap={loaderOf({ ...DATA, entries: [entry('X', 'Energia', Number.NaN, 1)] })} />);
    expect(await screen.findByText('Ehhez a piachoz nincs adat')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ehhez a piachoz nincs adat');
  });

  it('lists the companies left out and why', async () => {
    render(<Heatmap loadHeatmap={loaderOf(DATA)} />);
    await treemap();
    expect(screen.getByText('2 társaság nem látszik a hőtérképen')).toBeInTheDocument();
    expect(screen.getByText('nincs piaci kapitalizációs adat: NOCAP')).toBeInTheDocument();
    expect(screen.getByText('nincs záróár az utolsó két kereskedési napon: NOPRICE')).toBeInTheDocument();
  });

  it('never shows NaN for a missing change', async () => {
    const { container } = render(
      <Heatmap loadHeatmap={loaderOf({ ...DATA, entries: [entry('GAP', 'Energia', 100, Number.NaN)] })} />,
    );
    expect(await screen.findByRole('link', { name: 'GAP – (GAP Corp.)' })).toBeInTheDocument();
    act(() => screen.getByRole('link', { name: /^GAP/ }).focus());
    expect(container.innerHTML).not.toMatch(/NaN/);
  });

  it('follows its container width and draws nothing while it has no size', async () => {
    const ro = mockResizeObserver();
    try {
      render(<Heatmap loadHeatmap={loaderOf(DATA)} />);
      await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
      expect(screen.queryByRole('group', { name: /^Hőtérkép:/ })).toBeNull();
      ro.resize(1000);
      expect(await treemap()).toHaveStyle({ width: '1000px', height: '600px' });
      ro.resize(300);
      expect(await treemap()).toHaveStyle({ width: '300px', height: '320px' });
    } finally {
      ro.restore();
    }
  });

  it('gives a message its own height, with no size yet too: the CSS rule holds the map and its loading state only', async () => {
    const ro = mockResizeObserver();
    try {
      render(<Heatmap loadHeatmap={() => Promise.reject(new Error('HTTP 503'))} />);
      let plot: HTMLElement = screen.getByRole('status');
      while (plot.parentElement!.tagName !== 'SECTION') plot = plot.parentElement!;
      expect(plot.className).toMatch(/plotUnmeasured/);
      await screen.findByRole('alert');
      expect(plot.className).not.toMatch(/plotUnmeasured/);
      expect(plot.getAttribute('style')).toBeNull();
    } finally {
      ro.restore();
    }
  });
});
