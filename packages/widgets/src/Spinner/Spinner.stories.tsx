import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, SPINNER_SIZES } from './Spinner';

const meta = {
  title: 'Primitívek/Spinner',
  component: Spinner,
  args: { label: 'Számítás folyamatban...' },
  argTypes: { size: { control: 'inline-radio', options: SPINNER_SIZES } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Számítás folyamatban...');
  },
};

/** The portfolio screen's loading text (docs/product.md#portfolio-optimiser). */
export const PortfolioAnalysis: Story = { args: { label: 'Elemzés folyamatban...', size: 'lg' } };

/** The Monte Carlo screen's loading text (docs/product.md#monte-carlo). */
export const Simulation: Story = { args: { label: 'Szimuláció feldolgozása...', size: 'sm' } };

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Számítás folyamatban...');
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    // The toolbar global reaches the story test too, so axe checks the light colours.
    await expect(canvasElement.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'light');
  },
};
