import * as chartStory from '../shared/story-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/**
 * The audit's crowding (issue 27): the minimum-variance portfolio beside MOL, NFLX almost on AMZN, the
 * chosen portfolio on the maximum-Sharpe one. No name prints over another name or point, measured on
 * the drawn SVG at the story's width and at a phone's.
 */
export const Crowded: Story = {
  args: {
    frontier: {
      points: [
        { volatility: 0.16, expectedReturn: 0.06 },
        { volatility: 0.18, expectedReturn: 0.1 },
        { volatility: 0.22, expectedReturn: 0.14 },
        { volatility: 0.3, expectedReturn: 0.18 },
      ],
      assets: [
        { ticker: 'MOL', volatility: 0.175, expectedReturn: 0.061 },
        { ticker: 'OTP', volatility: 0.24, expectedReturn: 0.09 },
        { ticker: 'AMZN', volatility: 0.3, expectedReturn: 0.16 },
        { ticker: 'NFLX', volatility: 0.302, expectedReturn: 0.163 },
        { ticker: 'AAPL', volatility: 0.26, expectedReturn: 0.15 },
      ],
      minVariance: { volatility: 0.16, expectedReturn: 0.06, sharpe: 0.2 },
      maxSharpe: { volatility: 0.2, expectedReturn: 0.12, sharpe: 0.45 },
      capitalMarketLine: { riskFreeRate: 0.03, slope: 0.45 },
    },
    chosen: { volatility: 0.2, expectedReturn: 0.12, sharpe: 0.45 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('img', { name: 'Hatékony határ' });
    const boxes = (selector: string) =>
      [...chart.querySelectorAll(selector)].map((el) => ({ el, r: el.getBoundingClientRect() }));
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    for (const width of ['100%', '360px']) {
      (canvasElement.firstElementChild as HTMLElement).style.width = width;
      await waitFor(() => expect(chart.querySelectorAll('[data-stop="asset"]')).toHaveLength(5));
      await new Promise(requestAnimationFrame);
      const texts = boxes('[data-stop] text');
      await expect(texts.length).toBeGreaterThanOrEqual(4);
      const clashes = texts.flatMap((t, i) => [
        ...texts.slice(i + 1).filter((u) => overlap(t.r, u.r)),
        ...boxes('[data-stop] circle, [data-stop] rect').filter((p) => overlap(t.r, p.r)),
      ]);
      await expect(clashes.map((c) => c.el.closest('[data-stop]')?.getAttribute('data-name'))).toEqual([]);
    }
  },
};

/** Hidden: renders nothing. */
export const Hidden: Story = {
  args: { hidden: true },
  play: chartStory.playRendersNothing,
};
