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

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Keyboard only: ArrowDown opens into the search box, type, ArrowDown to the options, Enter picks. */
export const StockPicker: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Részvény választása Részvény' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const body = page(canvasElement);
    const search = await body.findByRole('textbox', { name: 'Keresés: Részvény választása' });
    await expect(search).toHaveFocus();
    await expect(search).toHaveAttribute('placeholder', 'Keresés...');
    await userEvent.keyboard('nv');
    await expect(within(body.getByRole('menu')).getAllByRole('menuitemradio')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}');
    await expect(body.getByRole('menuitemradio', { name: 'NVDA – NVIDIA' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('NVDA', STOCK_OPTIONS[5]);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('NVDA – NVIDIA');
  },
};

/** Open and filtered (kept open so axe checks the panel): typing on an option goes to the search box. */
export const OpenFiltered: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement)
      .getByRole('button', { name: /Részvény/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    const body = page(canvasElement);
    const search = await body.findByRole('textbox', { name: 'Keresés: Részvény választása' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(body.getByRole('menuitemradio', { name: 'GOOGL – Alphabet' })).toHaveFocus();
    await userEvent.keyboard('ba');
    await expect(search).toHaveFocus();
    await expect(search).toHaveValue('ba');
    await expect(
      within(body.getByRole('menu'))
        .getAllByRole('menuitemradio')
        .map((i) => i.textContent),
    ).toEqual(['BAC – Bank of America', 'BA – Boeing']);
    const panel = body.getByRole('dialog', { name: 'Részvény választása' });
    await expect(panel.getBoundingClientRect().height).toBeLessThanOrEqual(SELECT_PANEL_MAX_HEIGHT_PX);
  },
};

/** Nothing matches: 'Nincs találat'. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Részvény/ }));
    const body = page(canvasElement);
    await body.findByRole('textbox', { name: 'Keresés: Részvény választása' });
    await userEvent.keyboard('OTP');
    await expect(body.getByText('Nincs találat')).toBeVisible();
    await expect(body.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** With a visible label and a value picked before. */
export const Preselected: Story = {
  args: { label: 'Benchmark', hideLabel: false, placeholder: undefined, defaultValue: 'MSFT' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Benchmark MSFT – Microsoft' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Részvény/ }));
    await expect(await page(canvasElement).findByText('Nincs elérhető adat')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Részvény/ })).toBeDisabled();
  },
};

/** Light theme, panel open: the portalled panel carries the light theme class (ThemeRoot.tsx, useThemeClass). */
export const Light: Story = {
  globals: { theme: 'light' },
  play: async (context) => {
    await OpenFiltered.play?.(context);
    const panel = page(context.canvasElement).getByRole('dialog', { name: 'Részvény választása' });
    await expect(panel).toHaveClass(lightTheme);
  },
};
