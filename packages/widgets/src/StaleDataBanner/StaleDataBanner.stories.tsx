import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaleDataBanner, type StaleDataBannerProps } from './StaleDataBanner';
import { STALE_DATASETS } from './story-data/story-data';

/** Closes as the site's shell closes it: the host forgets the datasets. */
function Dismissible(props: StaleDataBannerProps) {
  const [open, setOpen] = useState(true);
  return (
    <StaleDataBanner
      {...props}
      datasets={open ? props.datasets : []}
      onDismiss={() => {
        props.onDismiss();
        setOpen(false);
      }}
    />
  );
}

const meta = {
  title: 'Piacok/Nem friss adatok',
  component: StaleDataBanner,
  args: { datasets: STALE_DATASETS, onDismiss: fn() },
  render: (args) => <Dismissible {...args} />,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof StaleDataBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two stale datasets, each with its date (Intl hu-HU) and source; the close button hides it. */
export const Stale: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Nem friss adatok' });
    const items = within(banner).getAllByRole('listitem');
    await expect(items.map((i) => i.textContent)).toEqual([
      'Euró-referenciaárfolyamok (EUR/HUF, EUR/USD): 2026. április 13., forrás: EKB',
      'Részvény- és indexárfolyamok (napi záróárak): 2025. december 31., forrás: Alpha Vantage',
    ]);
    await userEvent.click(within(banner).getByRole('button', { name: 'Bezárás' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('region', { name: 'Nem friss adatok' })).toBeNull();
  },
};

/** Every dataset fresh: nothing is rendered. */
export const Fresh: Story = {
  args: { datasets: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-stale-banner]')).toBeNull();
  },
};
