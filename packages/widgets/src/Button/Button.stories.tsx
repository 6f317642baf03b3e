import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, BUTTON_VARIANTS } from './Button';

const meta = {
  title: 'Primitívek/Button',
  component: Button,
  args: { children: 'Számítás', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: BUTTON_VARIANTS } },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Számítás' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Mégse' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Vissza' } };
/** An action that cannot be undone. */
export const Danger: Story = { args: { variant: 'danger', children: 'Fiók végleges törlése' } };
export const Disabled: Story = {
  args: { disabled: true, children: 'Portfólió frissítése' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
