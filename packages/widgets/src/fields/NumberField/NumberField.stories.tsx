import { FinanceInputError, formatHuf } from '@penzugy/finance-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField, NUMBER_FIELD_UNITS } from './NumberField';

const NBSP = '\u00a0';

const meta = {
  title: 'Primitívek/NumberField',
  component: NumberField,
  args: { label: 'Ingatlan ára', unit: 'Ft', defaultValue: 50_000_000, min: 0, onChange: fn() },
  argTypes: { unit: { control: 'inline-radio', options: NUMBER_FIELD_UNITS } },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing '50 000 000' reports the number live; blur shows it with hu-HU grouping. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Ingatlan ára' });
    await expect(input).toHaveValue(`50${NBSP}000${NBSP}000`);
    await userEvent.clear(input);
    await userEvent.type(input, '65 000 000');
    await expect(args.onChange).toHaveBeenLastCalledWith(65_000_000, expect.objectContaining({ valid: true }));
    await userEvent.tab();
    await expect(input).toHaveValue(`65${NBSP}000${NBSP}000`);
  },
};

/** An interest rate typed with a decimal comma. */
export const Percent: Story = {
  args: { label: 'Éves kamat', unit: '%', defaultValue: 7.5, min: 0, max: 100, step: 0.1 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Éves kamat' });
    await userEvent.clear(input);
    await userEvent.type(input, '6,25');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(6.25, expect.objectContaining({ trigger: 'commit' }));
    await expect(input).toHaveValue('6,25');
  },
};

/** The Monte Carlo horizon with its range hint (docs/product.md#calculators). */
export const WithRangeHint: Story = {
  args: { label: 'Időhorizont', unit: 'év', defaultValue: 5, min: 1, max: 30, integer: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Időhorizont' });
    await expect(input).toHaveAccessibleDescription(`év Tartomány: 1–30${NBSP}év`);
  },
};

/** Letters instead of a number: an inline message naming the field, and `null` to the caller. */
export const InvalidNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Ingatlan ára' });
    await userEvent.clear(input);
    await userEvent.type(input, 'ötvenmillió');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(null, expect.objectContaining({ reason: 'notANumber' }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Ingatlan ára: adjon meg érvényes számot.')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('NaN');
  },
};

/** Above max: 'Futamidő: nem lehet nagyobb, mint 30.'; fixing the value removes the message at once. */
export const OutOfRange: Story = {
  args: { label: 'Futamidő', unit: 'év', defaultValue: 30, min: 1, max: 30, integer: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Futamidő' });
    await userEvent.clear(input);
    await userEvent.type(input, '35{Enter}');
    await expect(canvas.getByText('Futamidő: nem lehet nagyobb, mint 30.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Futamidő: nem lehet nagyobb, mint 30.'));
    await userEvent.type(input, '{Backspace}{Backspace}25');
    await expect(canvas.queryByText('Futamidő: nem lehet nagyobb, mint 30.')).not.toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '35');
    await userEvent.tab();
    await expect(canvas.getByText('Futamidő: nem lehet nagyobb, mint 30.')).toBeVisible();
  },
};

/** A required field left empty. */
export const Empty: Story = {
  args: { label: 'Önerő', defaultValue: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Önerő' });
    await userEvent.type(input, '1');
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(canvas.getByText('Önerő: adjon meg egy értéket.')).toBeVisible();
  },
};

/** A message from finance-core (a FinanceInputError) passed in through `error`. */
export const ExternalError: Story = {
  args: {
    label: 'Önerő',
    defaultValue: 60_000_000,
    error: new FinanceInputError('downPayment', 'Önerő', 'Önerő: nem lehet nagyobb, mint az ingatlan ára.'),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Önerő' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { label: 'Zárási költségek', defaultValue: 500_000, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Zárási költségek' })).toBeDisabled();
  },
};

/**
 * Controlled, recomputing live: the caller formats with finance-core and shows '–' instead of a
 * result while the input is invalid.
 */
export const ControlledLive: Story = {
  args: { label: 'Havi bérleti díj', defaultValue: undefined },
  render: function Render(args) {
    const [rent, setRent] = useState<number | null>(200_000);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <NumberField {...args} value={rent} onChange={(v, info) => (setRent(v), args.onChange?.(v, info))} />
        <p style={{ margin: 0 }}>
          Éves bérleti díj: <output aria-label="Éves bérleti díj">{rent === null ? '–' : formatHuf(rent * 12)}</output>
        </p>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Havi bérleti díj' });
    await userEvent.clear(input);
    await userEvent.type(input, '250 000');
    await expect(canvas.getByLabelText('Éves bérleti díj')).toHaveTextContent('3 000 000 Ft'); // toHaveTextContent folds U+00A0 into spaces;
    await userEvent.type(input, 'x');
    await expect(canvas.getByLabelText('Éves bérleti díj')).toHaveTextContent('–');
  },
};

export const Light: Story = { ...OutOfRange, globals: { theme: 'light' } };
