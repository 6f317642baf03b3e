import type { HeatmapData, HeatmapMarket } from '@penzugy/market-data';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Heatmap } from './Heatmap';
import { fixtureLoader, HEATMAP_FIXTURES } from './story-data/story-data';

// Stories must not follow the tile links (that would navigate the story's frame away).
const stayHere = (_name: string, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();

const meta = {
  title: 'Piacok/Hőtérkép',
  component: Heatmap,
  args: { loadHeatmap: fixtureLoader({ limit: 60 }), onSelect: fn(stayHere), onMarketChange: fn() },
  argTypes: { loadHeatmap: { control: false }, hrefFor: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Heatmap>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const tiles = async (canvas: Canvas) =>
  within(await canvas.findByRole('group', { name: /^Hőtérkép:/ })).getAllByRole('link');

/** The 60 largest S&P 500 companies with their real change on 2025-12-30. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await tiles(canvas)).toHaveLength(60);
    await expect(canvas.getByText(/Adatok: 2025\. december 30\./)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Színskála: napi változás' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^NVDA -0,36%/ })).toHaveAttribute('href', '/stocks/NVDA');
  },
};

export const Light: Story = { ...Default, globals: { theme: 'light' } };

/** Hovering a tile shows its details; the tooltip describes the tile. */
export const HoverDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const aapl = await canvas.findByRole('link', { name: /^AAPL/ });
    await userEvent.hover(aapl);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Apple Inc. (AAPL)');
    await expect(tooltip).toHaveTextContent('Információtechnológia');
    await expect(tooltip).toHaveTextContent('4514,7 milliárd USD');
    await expect(tooltip).toHaveTextContent('-0,25%');
    await expect(aapl).toHaveAttribute('aria-describedby', tooltip.id);
  },
};

/** All 448 S&P 500 tiles: one tab stop, arrows and Home/End move between tiles, Enter selects. */
export const FullMarketKeyboard: Story = {
  args: { loadHeatmap: fixtureLoader() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = await tiles(canvas);
    await expect(all).toHaveLength(HEATMAP_FIXTURES.sp500.entries.length);
    await expect(all.filter((a) => a.tabIndex === 0)).toHaveLength(1);
    all[0]!.focus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Nvidia (NVDA)');
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).not.toBe(all[0]);
    await expect(canvas.getByRole('tooltip')).not.toHaveTextContent('Nvidia (NVDA)');
    await userEvent.keyboard('{End}');
    await expect(all[all.length - 1]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(all[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('NVDA', expect.anything());
  },
};

/** The market select swaps the data; 'Alaphelyzet' returns to S&P 500. */
export const MarketSwitchAndReset: Story = {
  args: { loadHeatmap: fixtureLoader({ delayMs: 150 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await tiles(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Piac' }), 'dowjones');
    await expect(args.onMarketChange).toHaveBeenCalledWith('dowjones');
    await waitFor(async () => expect(await tiles(canvas)).toHaveLength(HEATMAP_FIXTURES.dowjones.entries.length));
    await expect(canvas.getByRole('group', { name: 'Hőtérkép: Dow Jones' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Szektor' }), 'Pénzügyi szolgáltatások');
    await expect(canvas.getByRole('group', { name: 'Hőtérkép: Dow Jones, Pénzügyi szolgáltatások' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Alaphelyzet' }));
    await expect(canvas.getByRole('combobox', { name: 'Piac' })).toHaveValue('sp500');
    await expect(canvas.getByRole('combobox', { name: 'Szektor' })).toHaveValue('');
    await waitFor(async () => expect(await tiles(canvas)).toHaveLength(HEATMAP_FIXTURES.sp500.entries.length));
  },
};

/** A phone-sized container: small tiles drop their labels but keep their names and tooltips. */
export const Narrow: Story = {
  args: { loadHeatmap: fixtureLoader() },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = await tiles(canvas);
    await expect(canvas.getByRole('group', { name: /^Hőtérkép:/ })).toHaveStyle({ width: '360px' });
    await expect(all.length).toBe(HEATMAP_FIXTURES.sp500.entries.length);
    // The smallest company: no room for a label, but the full name is still there and read.
    const smallest = canvas.getByRole('link', { name: /^BLDR/ });
    await expect(smallest).toHaveAccessibleName('BLDR -0,25% (Builders FirstSource)');
    await expect(smallest).toHaveTextContent('');
    await userEvent.hover(smallest);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Builders FirstSource (BLDR)');
  },
};

export const Loading: Story = {
  args: { loadHeatmap: () => new Promise<HeatmapData>(() => {}) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Hőtérkép betöltése...');
  },
};

/** The service fails once; 'Újrapróbálkozás' loads again. */
export const LoadError: Story = {
  args: {
    loadHeatmap: (() => {
      let calls = 0;
      const ok = fixtureLoader({ limit: 60 });
      return (market: HeatmapMarket) => (calls++ === 0 ? Promise.reject(new Error('HTTP 503')) : ok(market));
    })(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Nem sikerült betölteni a hőtérkép adatait. (HTTP 503)');
    await userEvent.click(within(alert).getByRole('button', { name: 'Újrapróbálkozás' }));
    await expect(await tiles(canvas)).toHaveLength(60);
  },
};

/** A market without data (the original's Dow Jones). */
export const Empty: Story = {
  args: { defaultMarket: 'dowjones', loadHeatmap: fixtureLoader({ emptyMarkets: ['dowjones'] }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ehhez a piachoz nincs adat')).toBeVisible();
  },
};
