import * as chartStory from '../shared/story-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { gbmFan } from '../shared/story-data';
import { FanChart } from './FanChart';

// The spec's default simulation (docs/product.md#monte-carlo): GBM, 1000 start, 5 % drift, 20 % volatility, 5 years,
// 500 paths, 10 sample paths; 501 output points.
const fan = gbmFan({ s0: 1000, driftPct: 5, volPct: 20, years: 5, points: 501, paths: 500, samples: 10, seed: 2024 });
// The heaviest case the screen allows: 50 sample paths (docs/product.md#charts).
const fan50 = gbmFan({ s0: 1000, driftPct: 5, volPct: 20, years: 5, points: 501, paths: 500, samples: 50, seed: 7 });

const meta = {
  title: 'Grafikonok/FanChart',
  component: FanChart,
  ...chartStory.meta({ times: fan.times, percentiles: fan.percentiles, mean: fan.mean, samplePaths: fan.samplePaths }),
} satisfies Meta<typeof FanChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** GBM with the spec's defaults: bands, median, dashed mean, 10 sample paths. */
export const Gbm: Story = {
  play: chartStory.walk('Monte Carlo szimuláció', async ({ canvas, status }) => {
    await expect(canvas.getByText(/Az 5\. percentilis nem a legrosszabb eset/)).toBeVisible();
    await expect(status).toHaveTextContent('0,00 év');
    await expect(status).toHaveTextContent('Medián (P50):1000,00');
    await userEvent.keyboard('{PageDown}');
    await expect(status).toHaveTextContent('0,50 év');
    await userEvent.keyboard('{End}');
    await expect(status).toHaveTextContent('5,00 év');
    await expect(status).toHaveTextContent(/P5–P95 sáv:\d+,\d{2} – \d+,\d{2}/);
  }),
};

/** 501 points × 50 sample paths: one path per series; the cursor stays responsive. */
export const FiftySamplePaths: Story = {
  args: { times: fan50.times, percentiles: fan50.percentiles, mean: fan50.mean, samplePaths: fan50.samplePaths },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('img');
    await expect(chart.querySelectorAll('path[data-series]').length).toBe(54);
    chart.focus();
    const t0 = performance.now();
    for (let i = 0; i < 20; i++) await userEvent.keyboard('{ArrowRight}');
    // 20 cursor moves with 54 paths on screen: far below a frame each in practice.
    await expect(performance.now() - t0).toBeLessThan(5000);
    await expect(canvas.getByRole('status')).toHaveTextContent('0,19 év');
  },
};

/** Light theme, forint values, tooltip open at the end of the horizon. */
export const LightForints: Story = {
  globals: { theme: 'light' },
  args: { valueFormat: 'huf', title: 'Befektetés értéke (Ft)' },
  play: chartStory.playTooltipAfter('{End}', /Ft/),
};

/** No data: the empty state. */
export const Empty: Story = {
  args: { times: [], percentiles: { p05: [], p25: [], p50: [], p75: [], p95: [] }, mean: [], samplePaths: [] },
  play: chartStory.playEmptyState,
};

/** Hidden: renders nothing. */
export const Hidden: Story = {
  args: { hidden: true },
  play: chartStory.playRendersNothing,
};
