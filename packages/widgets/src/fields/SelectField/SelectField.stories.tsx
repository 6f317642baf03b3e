import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectField } from './SelectField';

const OPTIONS = [
  { value: 'USD', label: 'USD – amerikai dollár' },
  { value: 'HUF', label: 'HUF – forint' },
];

const meta = {
  title: 'Mezők/SelectField',
  component: SelectField,
  args: { label: 'Elemzés devizája', options: OPTIONS, value: 'USD', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SelectField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing with the keyboard-friendly native select reports the value. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Elemzés devizája' });
    await expect(select).toHaveValue('USD');
    await userEvent.selectOptions(select, 'HUF');
    await expect(args.onChange).toHaveBeenCalledWith('HUF');
    await expect(select).toHaveValue('HUF');
  },
};

/** Hint and error under the select, both in its description. */
export const WithHintAndError: Story = {
  args: { hint: 'A hozamokat ebben a devizában számoljuk.', error: 'Válasszon devizát.', requiredMark: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Elemzés devizája' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Válasszon devizát. A hozamokat ebben a devizában számoljuk.');
  },
};
