import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitívek/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Bezárás' },
  render: (args) => (
    <button type="button" style={{ font: 'inherit', padding: '4px 12px' }}>
      <span aria-hidden="true">✕</span>
      <VisuallyHidden {...args} />
    </button>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An icon button whose name comes from hidden text: only the ✕ is visible. */
export const IconButtonLabel: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Bezárás' });
    const hidden = within(button).getByText('Bezárás');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Light: Story = { globals: { theme: 'light' } };
