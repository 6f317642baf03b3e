import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nb } from '../test-support';
import { ChangeValue } from '../market-kit';
import { latestAsOf, MarketTable, MarketTables } from './MarketTable';
import { MARKET_TABLES_FIXTURE } from './story-data/story-data';

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => nb(c.textContent ?? ''));

describe('MarketTable', () => {
  it('shows name, value, signed change and signed percentage of each row', () => {
    render(<MarketTable region="hungary" rows={MARKET_TABLES_FIXTURE.hungary} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Magyarország' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Magyarország' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Megnevezés', 'Érték', 'Változás', 'Változás (%)']);
    const otp = within(table).getByRole('row', { name: /OTP Bank/ });
    expect(cells(otp)).toEqual(['35 100,00', '▲+90,00', '▲+0,26%']);
    const mol = within(table).getByRole('row', { name: /MOL/ });
    expect(cells(mol)).toEqual(['2940,00', '▼-14,00', '▼-0,47%']);
    expect(screen.getByText('Adatok: 2025. december 30.')).toBeInTheDocument();
  });

  it('marks up and down by sign and arrow, not only by colour', () => {
    render(<MarketTable region="europe" rows={MARKET_TABLES_FIXTURE.europe} />);
    const dax = screen.getByRole('row', { name: /DAX/ });
    const changes = within(dax).getAllByText(/^[+-]/, { selector: '[data-direction]' });
    expect(changes.map((c) => c.dataset.direction)).toEqual(['up', 'up']);
    for (const c of changes) expect(c.querySelector('[aria-hidden="true"]')).toHaveTextContent('▲');
  });

  it('shows the date of a row whose market closed on another day', () => {
    render(<MarketTable region="us" rows={MARKET_TABLES_FIXTURE.us} />);
    // The Nasdaq and Dow Jones files end on 2025-12-31, the S&P 500 file a day earlier.
    expect(screen.getByText('Adatok: 2025. december 31.')).toBeInTheDocument();
    expect(within(screen.getByRole('rowheader', { name: /S&P 500/ })).getByText('(2025. 12. 30.)')).toBeInTheDocument();
    expect(within(screen.getByRole('rowheader', { name: /Nasdaq Composite/ })).queryByText(/december/)).toBeNull();
  });

  it('never shows NaN for a broken row', () => {
    const broken = {
      ...MARKET_TABLES_FIXTURE.us[0]!,
      value: Number.NaN,
      change: Number.POSITIVE_INFINITY,
      percentage: Number.NaN,
    };
    const { container } = render(<MarketTable region="us" rows={[broken]} />);
    expect(cells(screen.getByRole('row', { name: /S&P 500/ }))).toEqual(['–', '–', '–']);
    expect(container.innerHTML).not.toMatch(/NaN|Infinity/);
  });

  it('shows loading, empty and error states', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(<MarketTable region="us" rows={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Piaci adatok betöltése...');
    rerender(<MarketTable region="us" rows={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Ehhez a piachoz nincs adat');
    rerender(
      <MarketTable region="us" rows={undefined} error="Nem sikerült betölteni a piaci adatokat." onRetry={onRetry} />,
    );
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Újrapróbálkozás' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('MarketTables', () => {
  it('shows the three regions in order, with the source once', () => {
    render(<MarketTables data={MARKET_TABLES_FIXTURE} />);
    const group = screen.getByRole('group', { name: 'Piaci táblázatok' });
    expect(
      within(group)
        .getAllByRole('table')
        .map((t) => t.getAttribute('aria-label') ?? t.querySelector('caption')?.textContent),
    ).toEqual(['Egyesült Államok', 'Európa', 'Magyarország']);
    expect(screen.getAllByText(/^Forrás:/)).toHaveLength(1);
  });

  it('shows one spinner while loading and one alert on failure', () => {
    const { rerender } = render(<MarketTables data={undefined} />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    rerender(<MarketTables data={undefined} error="Hiba" onRetry={() => {}} />);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('ChangeValue', () => {
  it('shows no arrow for a change that prints as zero', () => {
    render(<ChangeValue value={-0.001} text="0,00%" />);
    const el = screen.getByText('0,00%');
    expect(el.dataset.direction).toBe('flat');
    expect(el.querySelector('[aria-hidden]')).toBeNull();
  });
});

describe('latestAsOf', () => {
  it('finds the newest date, ignoring empty ones', () => {
    expect(latestAsOf([{ asOf: '2025-12-30' }, { asOf: '' }, { asOf: '2025-12-31' }])).toBe('2025-12-31');
    expect(latestAsOf([])).toBeUndefined();
  });
});
