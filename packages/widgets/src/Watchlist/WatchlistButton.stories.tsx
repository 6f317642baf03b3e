import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WatchlistButton, type WatchlistButtonProps } from './WatchlistButton';

/** Confirms each toggle at once, as the site does when Firestore reports the change. */
function StatefulButton(props: WatchlistButtonProps) {
  const [on, setOn] = useState(props.inWatchlist);
  return (
    <WatchlistButton
      {...props}
      inWatchlist={on}
      onToggle={(add) => {
        props.onToggle(add);
        setOn(add);
      }}
    />
  );
}

const meta = {
  title: 'Piacok/Figyelőlista gomb',
  component: WatchlistButton,
  args: { symbol: 'AAPL', inWatchlist: false, signedIn: true, onToggle: fn() },
  render: (args) => <StatefulButton {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WatchlistButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hozzáadás a figyelőlistához' }));
    await expect(args.onToggle).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Eltávolítás a figyelőlistáról' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('AAPL felkerült a figyelőlistádra.');
  },
};

export const Light: Story = { ...Add, globals: { theme: 'light' } };

export const OnWatchlist: Story = {
  args: { inWatchlist: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Eltávolítás a figyelőlistáról' }));
    await expect(args.onToggle).toHaveBeenCalledWith(false);
  },
};

/** Signed out: disabled, described by the link to the login page. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Hozzáadás a figyelőlistához' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Előbb jelentkezz be' })).toHaveAttribute('href', '/login');
  },
};

export const Failed: Story = {
  args: { error: 'Hiba történt: a figyelőlista most nem érhető el.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('a figyelőlista most nem érhető el');
  },
};
