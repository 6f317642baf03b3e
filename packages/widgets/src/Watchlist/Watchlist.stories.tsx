import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WATCHLIST_ITEMS, WATCHLIST_QUOTES } from './story-data/story-data';
import { Watchlist, type WatchlistProps } from './Watchlist';

/** Keeps the list in story state, as the site keeps it in Firestore, so removing works. */
function StatefulWatchlist(props: WatchlistProps) {
  const [items, setItems] = useState(props.items);
  return (
    <Watchlist
      {...props}
      items={items}
      onRemove={(name) => {
        props.onRemove?.(name);
        setItems((list) => list?.filter((i) => i.name !== name));
      }}
      onAdd={
        props.onAdd &&
        ((name) => {
          props.onAdd?.(name);
          setItems((list) => [...(list ?? []), { name }]);
        })
      }
    />
  );
}

const meta = {
  title: 'Piacok/Figyelőlista',
  component: Watchlist,
  args: { items: WATCHLIST_ITEMS, signedIn: true, quotes: WATCHLIST_QUOTES, source: 'Alpha Vantage', onRemove: fn() },
  argTypes: { hrefFor: { control: false } },
  render: (args) => <StatefulWatchlist {...args} />,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Watchlist>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in with five stocks and their real last quotes; removing one moves focus to the next. */
export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'Figyelőlista' })).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: /^OTP/ })).toHaveAttribute('href', '/stocks/OTP');
    // The quotes' age and source (issue 28).
    await expect(canvas.getByText('Záróár: 2025. december 30. · Forrás: Alpha Vantage')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'TSLA eltávolítása a figyelőlistáról' }));
    await expect(args.onRemove).toHaveBeenCalledWith('TSLA');
    await expect(canvas.getByRole('button', { name: 'OTP eltávolítása a figyelőlistáról' })).toHaveFocus();
  },
};

export const Light: Story = { ...SignedIn, globals: { theme: 'light' } };

/** With reordering: the first "up" and the last "down" stay focusable but look as disabled as they are. */
export const Reorder: Story = {
  args: { onMove: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opacity = (name: string) => Number(getComputedStyle(canvas.getByRole('button', { name })).opacity);
    const [first, second] = [WATCHLIST_ITEMS[0]!.name, WATCHLIST_ITEMS[1]!.name];
    const last = WATCHLIST_ITEMS.at(-1)!.name;
    await expect(canvas.getByRole('button', { name: `${first} mozgatása feljebb` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(opacity(`${first} mozgatása feljebb`)).toBeLessThan(0.7);
    await expect(opacity(`${last} mozgatása lejjebb`)).toBeLessThan(0.7);
    await expect(opacity(`${second} mozgatása feljebb`)).toBe(1);
    await userEvent.click(canvas.getByRole('button', { name: `${first} mozgatása feljebb` }));
    await expect(args.onMove).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: `${second} mozgatása feljebb` }));
    await expect(args.onMove).toHaveBeenCalledWith(second, -1);
  },
};

/**
 * The watchlist page's add row (issue 27 item 13): the picker offers only stocks not yet listed,
 * the button adds the pick and says so; without a pick it says what to do.
 */
export const AddStock: Story = {
  args: { onAdd: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The picker's list is portalled: look for it in the whole document.
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Hozzáadás' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Előbb válassz részvényt');
    const combobox = canvas.getByRole('combobox', { name: 'Részvény hozzáadása' });
    combobox.focus();
    // AAPL is listed already: not offered again.
    await userEvent.keyboard('aapl');
    await expect(page.queryAllByRole('option', { name: /^AAPL/ })).toHaveLength(0);
    await userEvent.clear(combobox);
    await userEvent.keyboard('meta{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Hozzáadás' }));
    await expect(args.onAdd).toHaveBeenCalledWith('META');
    await waitFor(() =>
      expect(within(canvas.getByRole('list', { name: 'Figyelőlista' })).getAllByRole('listitem')).toHaveLength(6),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('META felkerült a figyelőlistádra.');
  },
};

/** Logged out: the prompt with a link to /login (docs/product.md#dashboard). */
export const SignedOut: Story = {
  args: { signedIn: false, items: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Jelentkezz be a figyelőlista használatához')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bejelentkezés' })).toHaveAttribute('href', '/login');
  },
};

export const Loading: Story = {
  args: { items: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Figyelőlista betöltése...');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('A figyelőlistád üres.');
  },
};

export const LoadError: Story = {
  args: { items: undefined, error: 'Nem sikerült betölteni a figyelőlistát.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Újrapróbálkozás' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
