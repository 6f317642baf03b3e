import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Mezők/SearchField',
  component: SearchField,
  args: { label: 'Keresés a cikkek között', placeholder: 'Kereső', value: '', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SearchField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reaches onChange; Escape clears the query and keeps focus in the box. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Keresés a cikkek között' });
    await userEvent.type(box, 'infláció');
    await expect(args.onChange).toHaveBeenLastCalledWith('infláció');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
  },
};

/** A hidden label (the toolbar makes the purpose plain) and a clear button inside the box. */
export const Clearable: Story = {
  args: { label: 'Keresés a cégek között', hideLabel: true, clearLabel: 'Keresés törlése', value: 'OTP' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Keresés a cégek között' });
    await userEvent.click(canvas.getByRole('button', { name: 'Keresés törlése' }));
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
  },
};

export const Light: Story = { args: { value: 'kamat' }, globals: { theme: 'light' } };
