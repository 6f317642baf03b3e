import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card, CARD_HEADING_LEVELS } from './Card';

const meta = {
  title: 'Primitívek/Card',
  component: Card,
  args: {
    title: 'Havi törlesztő',
    as: 'h2',
    children: <p style={{ margin: 0, fontSize: '1.5rem' }}>279 674 Ft</p>,
  },
  argTypes: { as: { control: 'inline-radio', options: CARD_HEADING_LEVELS } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Havi törlesztő' })).toBeVisible();
  },
};

export const WithDescriptionAndActions: Story = {
  args: {
    title: 'Megtérülési idő',
    as: 'h3',
    description: 'A vásárlás ennyi idő után lesz kedvezőbb a bérlésnél.',
    actions: (
      <Button variant="ghost" size="sm">
        Részletek
      </Button>
    ),
    children: <p style={{ margin: 0, fontSize: '1.5rem' }}>7 év 4 hónap</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Megtérülési idő' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Részletek' })).toBeVisible();
  },
};

/** No break-even: the card shows the spec's 'cannot be determined' text. */
export const Empty: Story = {
  args: {
    title: 'Megtérülési idő',
    children: <p style={{ margin: 0 }}>Nem meghatározható</p>,
  },
};

export const Untitled: Story = { args: { title: undefined, children: 'Cím nélküli felület.' } };

export const Light: Story = { globals: { theme: 'light' } };
