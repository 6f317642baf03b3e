import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from './Inline';
import { Stack } from './Stack';

const meta = {
  title: 'Primitívek/Elrendezés',
  component: Stack,
  args: { space: 'md' },
  render: (args) => (
    <Stack {...args}>
      <h2 style={{ margin: 0 }}>Havi kiadások</h2>
      <p style={{ margin: 0 }}>A lakhatás a legnagyobb tétel.</p>
      <Inline as="ul" aria-label="Kategóriák" style={{ listStyle: 'none', padding: 0 }}>
        <li>Lakhatás</li>
        <li>Élelmiszer</li>
        <li>Közlekedés</li>
      </Inline>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A stack of a heading, a paragraph and an inline list: even gaps, no margins of their own. */
export const StackAndInline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: 'Havi kiadások' });
    const paragraph = canvas.getByText('A lakhatás a legnagyobb tétel.');
    const gap = paragraph.getBoundingClientRect().top - heading.getBoundingClientRect().bottom;
    await expect(gap).toBeGreaterThan(0);
    const items = within(canvas.getByRole('list', { name: 'Kategóriák' })).getAllByRole('listitem');
    await expect(items[1]?.getBoundingClientRect().top).toBe(items[0]?.getBoundingClientRect().top);
  },
};

export const Light: Story = { globals: { theme: 'light' } };
