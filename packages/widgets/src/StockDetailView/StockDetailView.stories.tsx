import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WatchlistButton } from '../Watchlist';
import { StockDetailView } from './StockDetailView';
import { AAPL_DETAIL, OTP_DETAIL } from './story-data/story-data';

const meta = {
  title: 'Piacok/Részvény',
  component: StockDetailView,
  args: { detail: AAPL_DETAIL, onRangeChange: fn() },
  argTypes: { detail: { control: false }, watchlistSlot: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StockDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Apple with its real closes; one year by default (docs/product.md#stock-screen), up over the year, so green. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Apple Inc.' })).toBeVisible();
    await expect(canvas.getByText('AAPL | Nasdaq')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '1Y (1 év)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Emelkedés az időszakban (1 év)')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'AAPL záróárai – 1 év' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Profil' })).toBeVisible();
  },
};

export const Light: Story = { ...Default, globals: { theme: 'light' } };

/**
 * The figures' cards fill every row they wrap into, at a desktop's and a phone's width (issue 27: a
 * card alone in a corner of the last row, its value broken over three lines).
 */
export const StatRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = (await canvas.findAllByRole('term'))[0]!.closest('dl')!;
    for (const width of ['1000px', '358px']) {
      (canvasElement.firstElementChild as HTMLElement).style.width = width;
      await new Promise(requestAnimationFrame);
      const right = grid.getBoundingClientRect().right;
      const cards = [...grid.children].map((c) => c.getBoundingClientRect());
      const rowEnds = new Map<number, number>();
      for (const c of cards) rowEnds.set(Math.round(c.top), Math.max(rowEnds.get(Math.round(c.top)) ?? 0, c.right));
      for (const end of rowEnds.values()) await expect(Math.abs(end - right)).toBeLessThanOrEqual(1);
      for (const value of grid.querySelectorAll('dd:first-of-type')) {
        const lineHeight =
          parseFloat(getComputedStyle(value).lineHeight) || 1.3 * parseFloat(getComputedStyle(value).fontSize);
        await expect(value.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight + 1);
      }
    }
  },
};

/** The last trading day: Apple fell, so the screen turns red and says so. */
export const FallingDay: Story = {
  args: { defaultRange: '1N' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Csökkenés az időszakban (1 nap)')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Apple Inc.' })).toHaveAttribute('data-trend', 'down');
  },
};

export const FallingDayLight: Story = { ...FallingDay, globals: { theme: 'light' } };

/** The range buttons are a labelled group of toggles; choosing one redraws the chart. */
export const RangeSwitch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Időszak' });
    await expect(within(group).getAllByRole('button')).toHaveLength(8);
    await userEvent.click(within(group).getByRole('button', { name: '5Y (5 év)' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith('5Y');
    await expect(within(group).getByRole('button', { name: '5Y (5 év)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(group).getByRole('button', { name: '1Y (1 év)' })).toHaveAttribute('aria-pressed', 'false');
    // The pressed and released buttons take their new colours at once: no fade of the background
    // or text colour, whose in-between colours would have too little contrast. Read from the
    // computed style, not from running transitions, which a slow machine may find already over.
    const fading = within(group)
      .getAllByRole('button')
      .flatMap((b) => getComputedStyle(b).transitionProperty.split(/,\s*/))
      .filter((property) => ['all', 'background', 'background-color', 'color'].includes(property));
    await expect(fading).toEqual([]);
    await expect(canvas.getByRole('img', { name: 'AAPL záróárai – 5 év' })).toBeVisible();
  },
};

/** A Budapest share in forints, with the watchlist button in the header slot. */
export const OtpWithWatchlist: Story = {
  args: {
    detail: OTP_DETAIL,
    watchlistSlot: <WatchlistButton symbol="OTP" inWatchlist={false} signedIn={false} onToggle={() => {}} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('OTP | Budapesti Értéktőzsde')).toBeVisible();
    await expect(canvas.getByText(/Ft$/, { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Előbb jelentkezz be' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { detail: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Részvényadatok betöltése...');
  },
};

export const NotFound: Story = {
  args: { detail: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Ehhez a részvényhez nincs adat');
  },
};

export const LoadError: Story = {
  args: { detail: undefined, error: 'Nem sikerült betölteni a részvény adatait.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Újrapróbálkozás' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
