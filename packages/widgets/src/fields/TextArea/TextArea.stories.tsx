import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Mezők/TextArea',
  component: TextArea,
  args: { label: 'Üzenet', placeholder: 'Miben segíthetünk?', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A required message box; Enter starts a new line. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Üzenet' });
    await expect(box).toBeRequired();
    await userEvent.type(box, 'Jó napot!{Enter}Kérdésem lenne.');
    await expect(box).toHaveValue('Jó napot!\nKérdésem lenne.');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** The error after a failed submit, announced and in the description before the hint. */
export const WithHintAndError: Story = {
  args: { hint: 'Legalább 10 karakter.', error: 'Az üzenet túl rövid.', requiredMark: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByLabelText('Üzenet');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Az üzenet túl rövid. Legalább 10 karakter.');
  },
};

export const Light: Story = { globals: { theme: 'light' } };
