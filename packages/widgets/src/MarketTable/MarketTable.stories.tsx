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

/**
 * A phone's column (issue 27: at 390 px the change columns were cut off, the header read "Vál"): at the
 * widths a 390 px and a 360 px screen leave, every table fits without scrolling sideways — name, value
 * and the change in percent; the change in points gives way (MarketTable.css.ts).
 */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tables = await canvas.findAllByRole('table');
    for (const width of [358, 328]) {
      (canvasElement.firstElementChild as HTMLElement).style.width = `${width}px`;
      await new Promise(requestAnimationFrame);
      for (const table of tables) {
        const scroller = table.parentElement!;
        await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
        const last = table.querySelector('thead th:last-child')!;
        await expect(last).toHaveTextContent('Változás (%)');
        await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(scroller.getBoundingClientRect().right);
      }
    }
  },
};

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
