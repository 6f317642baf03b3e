import { formatHuf, formatPercent } from '@penzugy/finance-core';
import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CSV_BOM } from './csv';
import { Table, type TableColumn } from './Table';

interface Row {
  month: number;
  loanBalance: number;
  monthlyROE: number;
  note: string;
}

const rows: Row[] = Array.from({ length: 360 }, (_, i) => ({
  month: i + 1,
  loanBalance: 40_000_000 - i * 100_000.5,
  monthlyROE: 0.001 * (i % 7),
  note: i === 0 ? 'első; "hónap"' : '',
}));

const columns: TableColumn<Row>[] = [
  { key: 'month', header: 'Hónap', rowHeader: true },
  { key: 'loanBalance', header: 'Hitelegyenleg (Ft)', format: (v) => formatHuf(v) },
  { key: 'monthlyROE', header: 'Havi ROE', format: (v) => formatPercent(v) },
  { key: 'note', header: 'Megjegyzés' },
];

describe('Table', () => {
  it('has a caption, column headers, row headers and right-aligned numbers', () => {
    render(<Table caption="Havi bontás" columns={columns} rows={rows.slice(0, 3)} />);
    const table = screen.getByRole('table', { name: 'Havi bontás' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Hónap', 'Hitelegyenleg (Ft)', 'Havi ROE', 'Megjegyzés']);
    expect(within(table).getByRole('rowheader', { name: '1' })).toBeInTheDocument();
    const cell = within(table).getByRole('cell', { name: '40\u00a0000\u00a0000\u00a0Ft' });
    expect(cell.className).toMatch(/end/i);
    // jsdom lays nothing out, so nothing scrolls: no extra tab stop (the stories check the scrolling case).
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('can hide the caption visually and keep it as the name', () => {
    render(<Table caption="Portfólió súlyok" captionHidden columns={columns} rows={rows.slice(0, 2)} />);
    expect(screen.getByRole('table', { name: 'Portfólió súlyok' })).toBeInTheDocument();
  });

  it('pages 360 rows by 24 with Előző / Következő and "N. oldal / M"', async () => {
    const user = userEvent.setup();
    render(<Table caption="Havi bontás" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Havi bontás' });
    expect(within(table).getAllByRole('row')).toHaveLength(25); // header + 24
    expect(screen.getByText('1. oldal / 15')).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-rowcount', '361');

    const previous = screen.getByRole('button', { name: 'Előző' });
    const next = screen.getByRole('button', { name: 'Következő' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(screen.getByText('1. oldal / 15')).toBeInTheDocument();

    await user.click(next);
    expect(screen.getByText('2. oldal / 15')).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '25' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '25' }).closest('tr')).toHaveAttribute('aria-rowindex', '26');

    // Keyboard: Enter on the focused button pages on; focus stays on it at the last page.
    next.focus();
    for (let i = 0; i < 20; i++) await user.keyboard('{Enter}');
    expect(screen.getByText('15. oldal / 15')).toBeInTheDocument();
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 360 - 14 * 24);
  });

  it('takes a page size and shows all rows when it is 0', () => {
    const { unmount } = render(<Table caption="T" columns={columns} rows={rows.slice(0, 30)} pageSize={10} />);
    expect(screen.getByText('1. oldal / 3')).toBeInTheDocument();
    unmount();
    render(<Table caption="T" columns={columns} rows={rows.slice(0, 30)} pageSize={0} />);
    expect(screen.queryByRole('button', { name: 'Következő' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(31);
  });

  it('exports every row, not just the page, as Hungarian-Excel CSV', async () => {
    const user = userEvent.setup();
    const onExport = vi.fn();
    const createObjectURL = vi.fn(() => 'blob:csv');
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs: lend them for this test.
    const saved = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<Table caption="Havi bontás" columns={columns} rows={rows} onExport={onExport} />);
    await user.click(screen.getByRole('button', { name: 'CSV letöltése' }));
    // The CSV writer is imported on click.
    await waitFor(() => expect(onExport).toHaveBeenCalledTimes(1));

    const [csv, fileName] = onExport.mock.calls[0] as [string, string];
    expect(fileName).toBe('havi-bontas.csv');
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(361);
    expect(lines[0]).toBe(`${CSV_BOM}Hónap;Hitelegyenleg (Ft);Havi ROE;Megjegyzés`);
    expect(lines[1]).toBe('1;40000000;0;"első; ""hónap"""');
    expect(lines[2]).toBe('2;39899999,5;0,001;');
    expect(lines[360]).toMatch(/^360;/);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
    Object.assign(URL, saved);
  });

  it('says so when there are no rows', () => {
    render(<Table caption="Havi bontás" columns={columns} rows={[]} />);
    expect(screen.getByRole('cell', { name: 'Nincs megjeleníthető adat.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV letöltése' })).toBeDisabled();
  });

  it('goes back to a valid page when the rows shrink', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Table caption="T" columns={columns} rows={rows} />);
    await user.click(screen.getByRole('button', { name: 'Következő' }));
    await user.click(screen.getByRole('button', { name: 'Következő' }));
    rerender(<Table caption="T" columns={columns} rows={rows.slice(0, 30)} />);
    expect(screen.getByText('2. oldal / 2')).toBeInTheDocument();
  });
});
