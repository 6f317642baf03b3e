import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const OPTIONS = [
  { value: 'standard', label: 'Általános (80%)' },
  { value: 'firstHome', label: 'Első lakás vásárlása (90%)' },
  { value: 'green', label: 'Zöld (energiahatékony) lakáshitel (90%)' },
];

const meta = {
  title: 'Mezők/RadioGroup',
  component: RadioGroup<string>,
  args: { label: 'Hitelfedezeti kategória', options: OPTIONS, value: 'standard', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <RadioGroup<string>
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof RadioGroup<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move the choice within the group, as with any native radio group. */
export const Stacked: Story = {
  args: { layout: 'stacked' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Hitelfedezeti kategória' })).toBeVisible();
    const first = canvas.getByRole('radio', { name: 'Általános (80%)' });
    await expect(first).toBeChecked();
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Első lakás vásárlása (90%)' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('firstHome');
  },
};

/** Short options side by side, with a hint in the group's description. */
export const Row: Story = {
  args: {
    label: 'Short pozíciók engedélyezése',
    options: [
      { value: 'yes', label: 'Igen' },
      { value: 'no', label: 'Nem' },
    ],
    value: 'no',
    hint: 'Negatív súlyok is megengedettek.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Short pozíciók engedélyezése' })).toHaveAccessibleDescription(
      'Negatív súlyok is megengedettek.',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Igen' }));
    await expect(canvas.getByRole('radio', { name: 'Igen' })).toBeChecked();
  },
};
