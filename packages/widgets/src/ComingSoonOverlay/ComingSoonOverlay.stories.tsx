import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { ComingSoonOverlay } from './ComingSoonOverlay';

const CATEGORIES = ['Blog', 'Szótár', 'Részvények', 'Kriptovaluták', 'Portfólió', 'Oktatás'];

/** Mock category cards, as on the knowledge base page (docs/product.md#overlays). */
function CategoryCards() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 16 }}>
      {CATEGORIES.map((c) => (
        <Card key={c} title={c} as="h3">
          <Button variant="secondary" size="sm">
            Megnyitás
          </Button>
        </Card>
      ))}
    </div>
  );
}

const meta = {
  title: 'Primitívek/ComingSoonOverlay',
  component: ComingSoonOverlay,
  args: { children: <CategoryCards /> },
  decorators: [
    (Story) => (
      <div>
        <Button variant="secondary" size="sm" style={{ marginBottom: 16 }}>
          Előtte
        </Button>
        {Story()}
        <Button variant="secondary" size="sm" style={{ marginTop: 16 }}>
          Utána
        </Button>
      </div>
    ),
  ],
} satisfies Meta<typeof ComingSoonOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The cards under the overlay cannot take focus: Chromium refuses `focus()` on inert content. (The
 * play function cannot press a real Tab key: user-event simulates Tab and does not know `inert`.)
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Hamarosan' })).toBeVisible();
    const before = canvas.getByRole('button', { name: 'Előtte' });
    before.focus();
    const covered = canvas.getAllByText('Megnyitás');
    await expect(covered).toHaveLength(CATEGORIES.length);
    covered[0]!.closest('button')?.focus();
    await expect(before).toHaveFocus();
    await expect(covered[0]!.closest('[inert]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Utána' }));
    await expect(canvas.getByRole('button', { name: 'Utána' })).toHaveFocus();
  },
};

/** The knowledge base's overlay with its feature list (docs/product.md#overlays). */
export const WithFeatures: Story = {
  args: {
    title: 'Tudástár Hamarosan',
    description: 'Az alábbiakkal készülünk:',
    features: ['Pénzügyi oktatási anyagok', 'Befektetési alapismeretek', 'Részletes elemzések'],
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Tudástár Hamarosan' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Light: Story = { globals: { theme: 'light' } };

/**
 * Over content shorter than the panel (the calculators' one row of cards on a wide screen): the
 * covered strip grows to hold the panel instead of the panel spilling out below it (issue 27 item 13).
 */
export const ShortContent: Story = {
  args: {
    children: <p style={{ margin: 0 }}>Egyetlen sor alatta.</p>,
    description: 'Addig is a meglévő kalkulátorok közvetlenül elérhetők:',
    features: ['Első', 'Második', 'Harmadik', 'Negyedik', 'Ötödik', 'Hatodik', 'Hetedik', 'Nyolcadik'],
  },
  play: async ({ canvasElement }) => {
    // The region is the dimmed strip; its first child the panel.
    const region = within(canvasElement).getByRole('region', { name: 'Hamarosan' });
    const panel = region.firstElementChild!.getBoundingClientRect();
    await expect(panel.bottom).toBeLessThanOrEqual(region.getBoundingClientRect().bottom);
    // The next element starts below the panel, not under it.
    const after = within(canvasElement).getByRole('button', { name: 'Utána' });
    await expect(after.getBoundingClientRect().top).toBeGreaterThanOrEqual(panel.bottom);
  },
};

/**
 * A long covered page (the dashboard's): each block of the lone wrapper is laid out and painted only
 * near the viewport (`content-visibility: auto`). The play function reads the computed style: whether
 * Chromium has skipped a block depends on its rendering frames, which a story run beside others does
 * not get (a check of `checkVisibility` passed alone and failed in the full run).
 */
export const LongContent: Story = {
  args: {
    children: (
      <div>
        {['Figyelőlista', 'Hőtérkép', 'Piaci táblázatok'].map((name) => (
          <div key={name} data-block={name} style={{ height: 1200 }}>
            <Card title={name} as="h3">
              <Button variant="secondary" size="sm">
                Megnyitás
              </Button>
            </Card>
          </div>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const blocks = [...canvasElement.querySelectorAll<HTMLElement>('[data-block]')];
    await expect(blocks).toHaveLength(3);
    for (const block of blocks) await expect(getComputedStyle(block).contentVisibility).toBe('auto');
  },
};

/** Covered content of several children (the knowledge base's heading and cards) is drawn as it is. */
export const SeveralChildren: Story = {
  args: {
    children: (
      <>
        <h2 style={{ margin: 0 }}>Kategóriák</h2>
        <CategoryCards />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByText('Kategóriák');
    await expect(getComputedStyle(heading).contentVisibility).toBe('visible');
  },
};
