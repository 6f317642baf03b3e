import { formatHuf, formatPercent, homeLoan, type LoanScheduleRow } from '@penzugy/finance-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CSV_BOM } from './csv';
import { Table, type TableColumn } from './Table';

/** The loan schedule of the spec's default scenario (docs/product.md#home-loan): 360 months, from finance-core. */
const schedule = homeLoan().schedule;

/** The columns of docs/product.md#home-loan (Hónap, Hitel egyenleg, Ingatlan érték, Saját tőke, Kumulatív ROE, Havi ROE). */
const loanColumns: TableColumn<LoanScheduleRow>[] = [
  { key: 'month', header: 'Hónap', rowHeader: true },
  { key: 'loanBalance', header: 'Hitelegyenleg (Ft)', format: (v) => formatHuf(v) },
  { key: 'propertyPrice', header: 'Ingatlan értéke (Ft)', format: (v) => formatHuf(v) },
  { key: 'equity', header: 'Saját tőke (Ft)', format: (v) => formatHuf(v) },
  { key: 'cumulativeROE', header: 'Kumulatív ROE', format: (v) => formatPercent(v) },
  { key: 'monthlyROE', header: 'Havi ROE', format: (v) => formatPercent(v, 3) },
];

interface WeightRow {
  ticker: string;
  weight: number;
}
const weights: WeightRow[] = [
  { ticker: 'NVDA', weight: 0.3412 },
  { ticker: 'AAPL', weight: 0.2507 },
  { ticker: 'MSFT', weight: 0.2218 },
  { ticker: 'LLY', weight: 0.1863 },
];

const meta = {
  title: 'Primitívek/Table',
  component: Table,
  args: {
    caption: 'Havi bontás',
    columns: loanColumns,
    rows: schedule,
    onExport: fn(),
  },
  argTypes: { columns: { control: false }, rows: { control: false } },
} satisfies Meta<typeof Table<LoanScheduleRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 360-month schedule, 24 rows a page: page forward and back with the keyboard. */
export const LongTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Havi bontás' });
    await expect(within(table).getAllByRole('row')).toHaveLength(25);
    await expect(canvas.getByText('1. oldal / 15')).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Következő' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('2. oldal / 15')).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: '25' })).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('3. oldal / 15')).toBeVisible();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Előző' })).toHaveFocus();
    await userEvent.keyboard('{Enter}{Enter}{Enter}');
    await expect(canvas.getByText('1. oldal / 15')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Előző' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The export holds all 360 months, whatever page is shown. */
export const CsvExport: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Következő' }));
    await userEvent.click(canvas.getByRole('button', { name: 'CSV letöltése' }));
    // The CSV writer is imported when the button is pressed (export-csv.ts): wait for it.
    await waitFor(() => expect(args.onExport).toHaveBeenCalledTimes(1));
    const [csv, fileName] = (args.onExport as ReturnType<typeof fn>).mock.calls[0] as [string, string];
    await expect(fileName).toBe('havi-bontas.csv');
    const lines = csv.split('\r\n');
    await expect(lines).toHaveLength(361);
    await expect(lines[0]).toBe(
      `${CSV_BOM}Hónap;Hitelegyenleg (Ft);Ingatlan értéke (Ft);Saját tőke (Ft);Kumulatív ROE;Havi ROE`,
    );
    await expect(lines[1]).toMatch(/^1;\d+(,\d+)?;/);
  },
};

const weightColumns: TableColumn<WeightRow>[] = [
  { key: 'ticker', header: 'Ticker', rowHeader: true },
  { key: 'weight', header: 'Súly', format: (v) => formatPercent(v) },
];

/** A short table with a hidden caption, no pagination: the portfolio weights (docs/product.md#portfolio-optimiser). */
export const ShortHiddenCaption: Story = {
  render: (args) => (
    <Table
      caption="Portfólió súlyok (≥ 1%)"
      captionHidden
      columns={weightColumns}
      rows={weights}
      onExport={args.onExport as (csv: string, fileName: string) => void}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Portfólió súlyok (≥ 1%)' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '34,12%' })).toBeVisible();
    // Short enough not to scroll: no extra tab stop or landmark.
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Következő' })).not.toBeInTheDocument();
  },
};

const FULL_NAMES: Record<string, string> = {
  NVDA: 'NVIDIA Corporation, Santa Clara, Kalifornia (NASDAQ: NVDA)',
  AAPL: 'Apple Inc., Cupertino, Kalifornia (NASDAQ: AAPL)',
  MSFT: 'Microsoft Corporation, Redmond, Washington (NASDAQ: MSFT)',
  LLY: 'Eli Lilly and Company, Indianapolis, Indiana (NYSE: LLY)',
};

/** The weights again, named in full on request: same rows, wider cells, in a 400 px column. */
function GrowingNames({ onExport }: { onExport: (csv: string, fileName: string) => void }) {
  const [full, setFull] = useState(false);
  const rows = full ? weights.map((w) => ({ ...w, ticker: FULL_NAMES[w.ticker] ?? w.ticker })) : weights;
  return (
    <div style={{ width: 400 }}>
      <button type="button" onClick={() => setFull((f) => !f)}>
        Teljes nevek
      </button>
      <Table caption="Portfólió súlyok" columns={weightColumns} rows={rows} onExport={onExport} />
    </div>
  );
}

/**
 * Content that starts to scroll makes the area a focusable region in the same commit, not a frame
 * later: a check (axe, a keyboard user) right after the change finds the tab stop. The click is
 * rendered synchronously (flushSync) and the region looked for before any task or frame could pass,
 * so a ResizeObserver alone would fail here. Back to short names, the tab stop goes again.
 */
export const ScrollsAfterChange: Story = {
  render: (args) => <GrowingNames onExport={args.onExport as (csv: string, fileName: string) => void} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Teljes nevek' });
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    flushSync(() => button.click());
    const region = canvas.queryByRole('region', { name: 'Portfólió súlyok' });
    await expect(region).toHaveAttribute('tabindex', '0');
    flushSync(() => button.click());
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nincs megjeleníthető adat.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'CSV letöltése' })).toBeDisabled();
  },
};

/** A small page size and a short scroll area, to see the sticky header at work. */
export const StickyHeader: Story = {
  args: { pageSize: 60, maxHeight: '240px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // It scrolls, so it is a focusable region named by the caption (axe scrollable-region-focusable).
    const region = canvas.getByRole('region', { name: 'Havi bontás' });
    await expect(region).toHaveAttribute('tabindex', '0');
    region.scrollTop = 400;
    const header = within(region).getAllByRole('columnheader')[0]!;
    await expect(header.getBoundingClientRect().top).toBeCloseTo(region.getBoundingClientRect().top + 1, 0);
  },
};

export const Light: Story = { ...LongTable, globals: { theme: 'light' } };
