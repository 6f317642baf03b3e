import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Mezők/TextField',
  component: TextField,
  args: { label: 'E-mail-cím', type: 'email', autoComplete: 'email', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A required e-mail field; typing reaches onChange. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail-cím' });
    await expect(input).toBeRequired();
    await userEvent.type(input, 'anna@example.hu');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).toHaveValue('anna@example.hu');
  },
};

/** The error after a failed submit, announced and in the description before the hint. */
export const WithHintAndError: Story = {
  args: {
    label: 'Új jelszó',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'Legalább 8 karakter.',
    error: 'A jelszó túl rövid.',
    requiredMark: true,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Új jelszó');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('A jelszó túl rövid. Legalább 8 karakter.');
  },
};
