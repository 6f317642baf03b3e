import * as chartStory from '../shared/story-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { loanEquityFixture, rentOrBuyFixture } from '../shared/story-data';
import { WealthComparisonChart } from './WealthComparisonChart';

// Ten years of buying vs renting (illustrative fixture near the spec's docs/product.md#rent-or-buy defaults, 150 000 Ft rent).
const rob = rentOrBuyFixture(10, 150_000);
const robNoBreakEven = rentOrBuyFixture(10, 120_000);
// Thirty years of a home loan's equity against investing the down payment (docs/product.md#home-loan), monthly.
const loan = loanEquityFixture(30);

const meta = {
  title: 'Grafikonok/WealthComparisonChart',
  component: WealthComparisonChart,
  ...chartStory.meta({
    x: rob.x,
    series: [
      { label: 'Vásárlás', values: rob.buy },
      { label: 'Bérlés', values: rob.rent },
    ],
    marker: rob.breakEvenYear !== null ? { x: rob.breakEvenYear } : null,
    title: 'Nettó vagyon: vásárlás és bérlés',
  }),
} satisfies Meta<typeof WealthComparisonChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ten years, yearly points, the break-even ('Fordulópont') marked. */
export const RentOrBuy: Story = {
  play: chartStory.walk('Nettó vagyon: vásárlás és bérlés', async ({ canvas, status }) => {
    await expect(canvas.getAllByText('Fordulópont').length).toBeGreaterThan(0);
    await expect(status).toHaveTextContent('Év: 0');
    await userEvent.keyboard('{End}');
    await expect(status).toHaveTextContent('Év: 10');
    await expect(status).toHaveTextContent(/Vásárlás:[\d\s\u00a0]+Ft/);
    await expect(status).toHaveTextContent(/Bérlés:[\d\s\u00a0]+Ft/);
  }),
};

/** No break-even within the horizon: no marker. */
export const NoBreakEven: Story = {
  args: {
    series: [
      { label: 'Vásárlás', values: robNoBreakEven.buy },
      { label: 'Bérlés', values: robNoBreakEven.rent },
    ],
    marker: null,
  },
};

/** The home-loan view: 361 monthly points, light theme, tooltip open. */
export const LoanEquityLight: Story = {
  globals: { theme: 'light' },
  args: {
    x: loan.x,
    xLabel: 'Hónap',
    xTickStep: 12,
    series: [
      { label: 'Saját tőke', values: loan.equity },
      { label: 'Alternatív befektetés', values: loan.alternative },
    ],
    marker: null,
    title: 'Saját tőke és alternatív befektetés',
  },
  play: chartStory.playTooltipAfter('{End}', 'Hónap: 360'),
};

/** No data: the empty state. */
export const Empty: Story = {
  args: { x: [], series: [], marker: null },
  play: chartStory.playEmptyState,
};

/** Hidden: renders nothing. */
export const Hidden: Story = {
  args: { hidden: true },
  play: chartStory.playRendersNothing,
};
