import * as chartStory from '../shared/story-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FrontierChart } from './FrontierChart';
import { storyFrontier } from './story-data';

const longOnly = storyFrontier(false);
const withShorting = storyFrontier(true);

const meta = {
  title: 'Grafikonok/FrontierChart',
  component: FrontierChart,
  ...chartStory.meta({ frontier: longOnly.frontier, chosen: longOnly.chosen }),
} satisfies Meta<typeof FrontierChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Long-only frontier of five stocks with the chosen (maximum-Sharpe) portfolio on the capital market line. */
export const LongOnly: Story = {
  play: chartStory.walk('Hatékony határ', async ({ chart, status }) => {
    await expect(chart.querySelector('path[data-frontier]')).not.toBeNull();
    await expect(chart.querySelector('line[data-cml]')).not.toBeNull();
    await expect(chart.querySelectorAll('[data-stop="asset"]')).toHaveLength(5);
    await expect(status).toHaveTextContent('Választott portfólió');
    await expect(status).toHaveTextContent('Sharpe-mutató');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(status).toHaveTextContent('Minimális variancia');
  }),
};

/** With shorting the frontier reaches further (weights in ±1), the same marks and line. */
export const WithShorting: Story = {
  args: { frontier: withShorting.frontier, chosen: withShorting.chosen },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: 'Hatékony határ' });
    await expect(canvas.getByRole('list', { name: 'Jelmagyarázat' })).toHaveTextContent('Tőkepiaci egyenes');
  },
};

/** The light theme, tooltip on a stock. */
export const Light: Story = {
  globals: { theme: 'light' },
  play: chartStory.playTooltipAfter('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}', 'AAPL'),
};

/** No portfolio beats the risk-free rate: no maximum-Sharpe portfolio and no capital market line. */
export const NoTangency: Story = {
  args: { frontier: { ...longOnly.frontier, maxSharpe: null, capitalMarketLine: null }, chosen: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: 'Hatékony határ' });
    await expect(canvasElement.querySelector('line[data-cml]')).toBeNull();
    await expect(canvasElement.querySelector('[data-stop="maxSharpe"]')).toBeNull();
  },
};

/** Hidden: renders nothing. */
export const Hidden: Story = {
  args: { hidden: true },
  play: chartStory.playRendersNothing,
};
