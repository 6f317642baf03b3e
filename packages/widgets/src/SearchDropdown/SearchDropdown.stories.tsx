import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SELECT_PANEL_MAX_HEIGHT_PX, STOCK_OPTIONS } from '../SelectMenu';
import { lightTheme } from '../theme';
import { SearchDropdown } from './SearchDropdown';

const meta = {
  title: 'Primitívek/SearchDropdown',
  component: SearchDropdown,
  // The portfolio stock picker (docs/product.md#portfolio-optimiser): placeholder 'Részvény', search 'Keresés...'.
  args: {
    label: 'Részvény választása',
    hideLabel: true,
    placeholder: 'Részvény',
    options: STOCK_OPTIONS,
    onChange: fn(),
  },
  argTypes: { options: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 340 }}>{Story()}</div>],
} satisfies Meta<typeof SearchDropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The popup is portalled: look for it in the whole document, not only in the canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const picker = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Részvény választása' });

/** The option the combobox names as active (aria-activedescendant). */
const activeOption = (combobox: HTMLElement) =>
  combobox.ownerDocument.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');

/** Keyboard only: type to filter (the first match is active), ArrowDown to the next, Enter picks and closes. */
export const StockPicker: Story = {
  play: async ({ canvasElement, args }) => {
    const combobox = picker(canvasElement);
    await expect(combobox).toHaveAttribute('placeholder', 'Részvény');
    combobox.focus();
    await userEvent.keyboard('ba');
    const listbox = page(canvasElement).getByRole('listbox', { name: 'Részvény választása' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(combobox).toHaveAttribute('placeholder', 'Keresés...');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['BAC – Bank of America', 'BA – Boeing']);
    await expect(activeOption(combobox)).toBe(within(listbox).getByRole('option', { name: 'BAC – Bank of America' }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('BA', STOCK_OPTIONS[17]);
    await expect(page(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
    await expect(combobox).toHaveFocus();
    await expect(combobox).toHaveValue('BA – Boeing');
  },
};

/** Open and filtered (kept open so axe checks the popup): the active option moves, focus stays in the box. */
export const OpenFiltered: Story = {
  play: async ({ canvasElement }) => {
    const combobox = picker(canvasElement);
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = page(canvasElement).getByRole('listbox', { name: 'Részvény választása' });
    await expect(activeOption(combobox)).toBe(within(listbox).getByRole('option', { name: 'AAPL – Apple' }));
    await userEvent.keyboard('{End}');
    await expect(activeOption(combobox)).toBe(
      within(listbox).getByRole('option', { name: 'BMY – Bristol-Myers Squibb' }),
    );
    await userEvent.keyboard('m');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(STOCK_OPTIONS.filter((o) => o.label.toLowerCase().includes('m')).map((o) => o.label));
    await userEvent.keyboard('o');
    await expect(combobox).toHaveFocus();
    await expect(combobox).toHaveValue('mo');
    await expect(page(canvasElement).getByText('4 találat')).toBeInTheDocument();
    await expect(activeOption(combobox)).toBe(within(listbox).getByRole('option', { name: 'JPM – JPMorgan Chase' }));
    const panel = listbox.parentElement!;
    await expect(panel.getBoundingClientRect().height).toBeLessThanOrEqual(SELECT_PANEL_MAX_HEIGHT_PX);
    // Placed under the combobox, at least as wide.
    const box = combobox.getBoundingClientRect();
    await expect(panel.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.bottom);
    await expect(panel.getBoundingClientRect().width).toBeGreaterThanOrEqual(box.width - 1);
  },
};

/** Nothing matches: 'Nincs találat', and the listbox is empty. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(picker(canvasElement));
    await userEvent.keyboard('OTP');
    const body = page(canvasElement);
    await expect(body.getByText('Nincs találat')).toBeVisible();
    await expect(within(body.getByRole('listbox')).queryAllByRole('option')).toEqual([]);
  },
};

/** With a visible label and a value picked before: the popup opens on it, marked selected. */
export const Preselected: Story = {
  args: { label: 'Benchmark', hideLabel: false, placeholder: undefined, defaultValue: 'MSFT' },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Benchmark' });
    await expect(combobox).toHaveValue('MSFT – Microsoft');
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    const msft = page(canvasElement).getByRole('option', { name: 'MSFT – Microsoft' });
    await expect(msft).toHaveAttribute('aria-selected', 'true');
    await expect(activeOption(combobox)).toBe(msft);
  },
};

/** Not searchable: a select-only combobox with type-ahead. */
export const SelectOnly: Story = {
  args: { searchable: false },
  play: async ({ canvasElement, args }) => {
    const combobox = picker(canvasElement);
    await expect(combobox).toHaveTextContent('Részvény');
    combobox.focus();
    await userEvent.keyboard('n');
    await expect(activeOption(combobox)).toBe(page(canvasElement).getByRole('option', { name: 'NVDA – NVIDIA' }));
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith('NVDA', STOCK_OPTIONS[5]);
    await expect(combobox).toHaveTextContent('NVDA – NVIDIA');
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(picker(canvasElement));
    await expect(await page(canvasElement).findByText('Nincs elérhető adat')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(picker(canvasElement)).toBeDisabled();
  },
};

/** Light theme, popup open: the portalled popup carries the light theme class (ThemeRoot.tsx, useThemeClass). */
export const Light: Story = {
  globals: { theme: 'light' },
  play: async (context) => {
    await OpenFiltered.play?.(context);
    const listbox = page(context.canvasElement).getByRole('listbox', { name: 'Részvény választása' });
    await expect(listbox.parentElement).toHaveClass(lightTheme);
  },
};
