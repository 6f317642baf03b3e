import * as chartStory from '../shared/story-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { tickerHistory } from '../shared/story-data';
import { LineChart } from './LineChart';

// One year of five tickers and the optimised portfolio, rebased to 100.
const history = tickerHistory({
  AAPL: { weight: 0.3, drift: 0.18, vol: 0.24 },
  MSFT: { weight: 0.25, drift: 0.15, vol: 0.22 },
  NVDA: { weight: 0.2, drift: 0.6, vol: 0.5 },
  GOOGL: { weight: 0.15, drift: 0.12, vol: 0.28 },
  AMZN: { weight: 0.1, drift: 0.2, vol: 0.3 },
});
const lastDate = history.dates[history.dates.length - 1]!;

const meta = {
  title: 'Grafikonok/LineChart',
  component: LineChart,
  ...chartStory.meta({ dates: history.dates, timeSeries: history.timeSeries }),
} satisfies Meta<typeof LineChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five tickers and the red 5 px portfolio line; the keyboard cursor walks the dates. */
export const FiveTickers: Story = {
  play: chartStory.walk('Portfólió és részvények alakulása', async ({ status }) => {
    await expect(status).toHaveTextContent('2024. január 2.');
    await expect(status).toHaveTextContent('Portfólió:100,00');
    await userEvent.keyboard('{ArrowRight}');
    await expect(status).toHaveTextContent('2024. január 3.');
    await expect(status).toHaveTextContent(/Portfólió:\d+,\d{2}/);
    await userEvent.keyboard('{End}');
    await expect(status).toHaveTextContent(lastDate.slice(0, 4));
  }),
};

/** The light theme, leaving the tooltip open so axe checks it too. */
export const Light: Story = {
  globals: { theme: 'light' },
  play: chartStory.playTooltipAfter('{End}', /AMZN:\d+,\d{2}/),
};

/** Gaps in the data (NaN, Infinity) are skipped; nothing shows 'NaN'. */
export const WithMissingValues: Story = {
  args: {
    timeSeries: {
      ...history.timeSeries,
      AAPL: history.timeSeries.AAPL!.map((v, i) => (i % 17 === 5 ? Number.NaN : v)),
      NVDA: history.timeSeries.NVDA!.map((v, i) => (i > 200 ? Number.POSITIVE_INFINITY : v)),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('img');
    chart.focus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('status')).toHaveTextContent('NVDA:–');
    await expect(canvasElement.innerHTML).not.toMatch(/NaN/);
  },
};

/** No data: the empty state. */
export const Empty: Story = {
  args: { dates: [], timeSeries: {} },
  play: chartStory.playEmptyState,
};

/** Hidden (the spec's chartHidden, e.g. while the portfolio reloads): renders nothing. */
export const Hidden: Story = {
  args: { hidden: true },
  play: chartStory.playRendersNothing,
};
