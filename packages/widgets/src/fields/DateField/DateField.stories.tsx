import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Mezők/DateField',
  component: DateField,
  args: { label: 'Elemzés kezdete', value: '2024-01-02', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <DateField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a date reports it as YYYY-MM-DD. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Elemzés kezdete');
    await expect(input).toHaveValue('2024-01-02');
    await userEvent.clear(input);
    await userEvent.type(input, '2024-03-15');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-03-15');
  },
};

/** The error under the field, announced and in its description. */
export const WithError: Story = {
  args: { error: 'Elemzés kezdete: adjon meg érvényes dátumot.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Elemzés kezdete');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Elemzés kezdete: adjon meg érvényes dátumot.',
    );
  },
};
