import type { StockDetail, StockRange } from '@penzugy/market-data';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nb, statText } from '../test-support';
import { formatPrice, formatSignedPercentPoints, formatSignedPrice } from '../market-kit';
import { rangeSummary, stockStats } from './stock-stats';
import { StockDetailView, symbolInitials } from './StockDetailView';
import { AAPL_DETAIL, OTP_DETAIL } from './story-data/story-data';

const usd = (v: number) => nb(formatPrice(v, 'USD'));
const stat = (label: string) => nb(statText(screen, label));
const pressed = () => within(screen.getByRole('group', { name: 'Időszak' })).getAllByRole('button', { pressed: true });

describe('StockDetailView', () => {
  it('shows the header: name, symbol | exchange, last close and the 1-year change', () => {
    render(<StockDetailView detail={AAPL_DETAIL} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Apple Inc.' })).toBeInTheDocument();
    expect(screen.getByText('AAPL | Nasdaq')).toBeInTheDocument();
    expect(screen.getByText(usd(AAPL_DETAIL.quote.value))).toBeInTheDocument();
    const year = rangeSummary(AAPL_DETAIL.series, '1Y');
    expect(
      screen.getByText(
        nb(`${formatSignedPrice(year.change, 'USD')} (${formatSignedPercentPoints(year.changePercent)})`),
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Záróár: 2025. december 30. · Forrás: Mintaadatok (Yahoo Finance, FRED; 2025 végéig)'),
    ).toBeInTheDocument();
  });

  it('shows an index (BUX) in points, never in a currency, and a share without a known exchange by its symbol alone', () => {
    const bux: StockDetail = {
      ...OTP_DETAIL,
      info: { symbol: 'BUX', name: 'BUX', exchange: 'Budapesti Értéktőzsde', currency: 'HUF', kind: 'index' },
      quote: { ...OTP_DETAIL.quote, symbol: 'BUX', name: 'BUX', value: 111032.45 },
    };
    const { container, unmount } = render(<StockDetailView detail={bux} />);
    expect(screen.getByText(nb('111 032,45 pont'))).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/Ft|HUF|Deviza/);
    unmount();
    render(
      <StockDetailView
        detail={{
          ...AAPL_DETAIL,
          info: { ...AAPL_DETAIL.info, symbol: 'A', name: 'Agilent Technologies', exchange: '' },
        }}
      />,
    );
    expect(screen.getByText('A', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText(/USA/)).toBeNull();
  });

  it('is green with the trend in words when the range rose, red when it fell', async () => {
    const user = userEvent.setup();
    render(<StockDetailView detail={AAPL_DETAIL} />);
    const region = screen.getByRole('region', { name: 'Apple Inc.' });
    expect(rangeSummary(AAPL_DETAIL.series, '1Y').changePercent).toBeGreaterThanOrEqual(0);
    expect(region).toHaveAttribute('data-trend', 'up');
    expect(screen.getByText('Emelkedés az időszakban (1 év)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1N (1 nap)' }));
    expect(rangeSummary(AAPL_DETAIL.series, '1N').changePercent).toBeLessThan(0);
    expect(region).toHaveAttribute('data-trend', 'down');
    expect(screen.getByText('Csökkenés az időszakban (1 nap)')).toBeInTheDocument();
  });

  it('treats an unchanged range as green (change ≥ 0)', () => {
    const flat: StockDetail = {
      ...AAPL_DETAIL,
      series: { symbol: 'AAPL', dates: ['2025-12-29', '2025-12-30'], closes: [100, 100] },
    };
    render(<StockDetailView detail={flat} defaultRange="1N" />);
    expect(screen.getByRole('region')).toHaveAttribute('data-trend', 'up');
  });

  it('has the eight range buttons as a labelled toggle group, 1Y pressed by default', async () => {
    const user = userEvent.setup();
    const onRangeChange = vi.fn();
    render(<StockDetailView detail={AAPL_DETAIL} onRangeChange={onRangeChange} />);
    const buttons = within(screen.getByRole('group', { name: 'Időszak' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      '1N (1 nap)',
      '5N (5 nap)',
      '1H (1 hónap)',
      '6H (6 hónap)',
      'YTD (Év eleje óta)',
      '1Y (1 év)',
      '5Y (5 év)',
      'MAX (Teljes időszak)',
    ]);
    expect(pressed().map((b) => b.textContent)).toEqual(['1Y (1 év)']);
    await user.click(screen.getByRole('button', { name: '5Y (5 év)' }));
    expect(onRangeChange).toHaveBeenCalledWith('5Y');
    expect(pressed().map((b) => b.textContent)).toEqual(['5Y (5 év)']);
    expect(screen.getByRole('img', { name: 'AAPL záróárai – 5 év' })).toBeInTheDocument();
  });

  it('follows a controlled range and ignores an unknown one', () => {
    const { rerender } = render(<StockDetailView detail={AAPL_DETAIL} range="YTD" />);
    expect(pressed().map((b) => b.textContent)).toEqual(['YTD (Év eleje óta)']);
    rerender(<StockDetailView detail={AAPL_DETAIL} range={'2W' as StockRange} />);
    expect(pressed().map((b) => b.textContent)).toEqual(['1Y (1 év)']);
  });

  it('draws the closes of the selected window on the line chart', () => {
    const { container } = render(<StockDetailView detail={AAPL_DETAIL} defaultRange="1H" />);
    expect(screen.getByRole('img', { name: 'AAPL záróárai – 1 hónap' })).toBeInTheDocument();
    expect(container.querySelectorAll('path[data-series="AAPL"]')).toHaveLength(1);
    expect(
      within(screen.getByRole('list', { name: 'Jelmagyarázat' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['AAPL']);
  });

  it('fills the stat row from the series', async () => {
    const user = userEvent.setup();
    render(<StockDetailView detail={AAPL_DETAIL} />);
    const stats = stockStats(AAPL_DETAIL.series);
    expect(stat('Előző záróár')).toBe(usd(stats.previousClose));
    expect(stat('52 hetes csúcs')).toBe(usd(stats.yearHigh));
    expect(stat('52 hetes mélypont')).toBe(usd(stats.yearLow));
    expect(stat('Napi változás')).toBe('▼-0,25%');
    expect(stat('Piaci kapitalizáció')).toBe('4514,7 milliárd USD');
    await user.click(screen.getByRole('button', { name: 'MAX (Teljes időszak)' }));
    expect(stat('Időszak csúcsa')).toBe(usd(Math.max(...AAPL_DETAIL.series.closes)));
    expect(stat('Időszak mélypontja')).toBe(usd(Math.min(...AAPL_DETAIL.series.closes)));
  });

  it('shows prices of a Budapest share in forints and no market cap it does not have', () => {
    render(<StockDetailView detail={OTP_DETAIL} />);
    expect(screen.getByText('OTP | Budapesti Értéktőzsde')).toBeInTheDocument();
    expect(nb(screen.getByText(/Ft$/, { selector: 'p' }).textContent ?? '')).toBe('35 100 Ft');
    expect(screen.queryByText('Piaci kapitalizáció', { selector: 'dt' })).toBeNull();
    expect(symbolInitials('OTP')).toBe('OT');
  });

  it('has a Profil section with the description and the facts', () => {
    render(<StockDetailView detail={AAPL_DETAIL} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByText(/^Apple Inc\. \(AAPL\) – tőzsdén jegyzett vállalat/)).toBeInTheDocument();
    const facts = screen.getByLabelText('További adatok');
    expect(
      within(facts)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toContain('Székhely');
    expect(within(facts).getByText('Cupertino, California')).toBeInTheDocument();
    expect(within(facts).getByText('S&P 500, Nasdaq 100, Dow Jones')).toBeInTheDocument();
  });

  it('keeps the outline without gaps when the name is the page heading', () => {
    // /stocks/:id renders it as the h1; its section once stayed an h3 (Lighthouse heading-order).
    render(<StockDetailView as="h1" detail={AAPL_DETAIL} />);
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Profil' })).toBeInTheDocument();
  });

  it('renders the watchlist slot in the header', () => {
    render(<StockDetailView detail={AAPL_DETAIL} watchlistSlot={<button type="button">Figyelés</button>} />);
    expect(screen.getByRole('button', { name: 'Figyelés' })).toBeInTheDocument();
  });

  it('shows loading, not-found and error states', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(<StockDetailView detail={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Részvényadatok betöltése...');
    rerender(<StockDetailView detail={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Ehhez a részvényhez nincs adat');
    rerender(<StockDetailView detail={{ ...AAPL_DETAIL, series: { symbol: 'AAPL', dates: [], closes: [] } }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Ehhez a részvényhez nincs adat');
    rerender(
      <StockDetailView detail={undefined} error="Nem sikerült betölteni a részvény adatait." onRetry={onRetry} />,
    );
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Újrapróbálkozás' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('never shows NaN, even for a series with gaps', () => {
    const gappy: StockDetail = {
      ...AAPL_DETAIL,
      quote: { ...AAPL_DETAIL.quote, value: Number.NaN, change: Number.NaN, percentage: Number.NaN },
      series: { symbol: 'AAPL', dates: ['2025-12-29', '2025-12-30'], closes: [Number.NaN, Number.NaN] },
    };
    const { container } = render(<StockDetailView detail={gappy} defaultRange="1N" />);
    expect(container.innerHTML).not.toMatch(/NaN/);
  });
});
