import * as chartStory from '../shared/story-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PieChart } from './PieChart';

// An optimised long-only portfolio; AMZN's 0,69 % is below the 1 % threshold and is left out.
const weights = { AAPL: 0.3412, MSFT: 0.2456, NVDA: 0.2187, GOOGL: 0.1876, AMZN: 0.0069 };

const meta = {
  title: 'Grafikonok/PieChart',
  component: PieChart,
  ...chartStory.meta({ weights }),
} satisfies Meta<typeof PieChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four slices with name and percent labels; AMZN (below 1 %) is left out. */
export const Weights: Story = {
  play: chartStory.walk('Portfólió súlyok', async ({ canvas, status }) => {
    await expect(canvas.getByText('AAPL 34,12%')).toBeInTheDocument();
    await expect(canvas.queryByText(/AMZN/)).toBeNull();
    await expect(status).toHaveTextContent('AAPL');
    await expect(status).toHaveTextContent('34,12%');
    await userEvent.keyboard('{End}');
    await expect(status).toHaveTextContent('GOOGL');
  }),
};

/** The light theme with the tooltip of the second slice open. */
export const Light: Story = {
  globals: { theme: 'light' },
  play: chartStory.playTooltipAfter('{ArrowRight}{ArrowRight}', 'MSFT'),
};

/** Many small slices: labels are spread so they do not overlap. */
export const ManySmallSlices: Story = {
  args: {
    weights: {
      AAPL: 0.52,
      MSFT: 0.18,
      NVDA: 0.1,
      GOOGL: 0.06,
      AMZN: 0.04,
      META: 0.03,
      TSLA: 0.025,
      JPM: 0.02,
      BAC: 0.015,
      GS: 0.01,
    },
  },
};

/** No weight reaches 1 %: the pie is not shown at all (docs/product.md#charts). */
export const AllBelowOnePercent: Story = {
  args: { weights: { AAPL: 0.009, MSFT: 0.004 } },
  play: chartStory.playRendersNothing,
};

/** Hidden (shorting on, or reloading): renders nothing. */
export const Hidden: Story = {
  args: { hidden: true },
  play: chartStory.playRendersNothing,
};
