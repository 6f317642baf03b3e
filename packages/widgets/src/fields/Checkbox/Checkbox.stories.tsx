import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Mezők/Checkbox',
  component: Checkbox,
  args: { label: 'Vagyonszerzési illeték (4%) fizetése', checked: false, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked);
    return (
      <Checkbox
        {...args}
        checked={checked}
        onChange={(next) => {
          setChecked(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the label ticks the box; Space clears it again. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Vagyonszerzési illeték (4%) fizetése' });
    await userEvent.click(canvas.getByText('Vagyonszerzési illeték (4%) fizetése'));
    await expect(box).toBeChecked();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** The hint and the error under the label, in the box's description. */
export const WithHintAndError: Story = {
  args: {
    label: 'Hozzájárulok, hogy a hírlevelet e-mailben megkapjam.',
    hint: 'Bármikor leiratkozhat.',
    error: 'A feliratkozáshoz fogadja el a feltételeket.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      'A feliratkozáshoz fogadja el a feltételeket. Bármikor leiratkozhat.',
    );
  },
};

export const Light: Story = { args: { checked: true }, globals: { theme: 'light' } };
