import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MarketTables } from './MarketTable';
import { MARKET_TABLES_FIXTURE } from './story-data/story-data';

const meta = {
  title: 'Piacok/Piaci táblázatok',
  component: MarketTables,
  args: { data: MARKET_TABLES_FIXTURE },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MarketTables>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The real last closes of the sample pack: US indices, European indices, BUX and two BÉT shares. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('table')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: 'Magyarország' })).toBeVisible();
    const otp = canvas.getByRole('row', { name: /OTP Bank/ });
    await expect(otp).toHaveTextContent('▲+0,26%');
    await expect(canvas.getAllByText('Adatok: 2025. december 31.')[0]).toBeVisible();
  },
};

export const Light: Story = { ...Default, globals: { theme: 'light' } };

/** One region only. */
export const HungaryOnly: Story = {
  args: { regions: ['hungary'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('table')).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Piaci adatok betöltése...');
  },
};

export const LoadError: Story = {
  args: { data: undefined, error: 'Nem sikerült betölteni a piaci adatokat.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Újrapróbálkozás' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A region without rows. */
export const Empty: Story = {
  args: { data: { ...MARKET_TABLES_FIXTURE, europe: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Ehhez a piachoz nincs adat');
  },
};
