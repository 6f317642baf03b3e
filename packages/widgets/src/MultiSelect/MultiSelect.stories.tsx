import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MULTI_SELECT_LIST_MAX_HEIGHT_PX, SELECT_PANEL_MAX_HEIGHT_PX, STOCK_OPTIONS } from '../SelectMenu';
import { lightTheme } from '../theme';
import { MultiSelect } from './MultiSelect';

const meta = {
  title: 'Primitívek/MultiSelect',
  component: MultiSelect,
  args: { label: 'Részvények', options: STOCK_OPTIONS, onChange: fn() },
  argTypes: { options: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 340 }}>{Story()}</div>],
} satisfies Meta<typeof MultiSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The popup is portalled: look for it in the whole document, not only in the canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const picker = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Részvények' });

/** The option the combobox names as active (aria-activedescendant). */
const activeOption = (combobox: HTMLElement) =>
  combobox.ownerDocument.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');

/** Keyboard only: open with Enter, move with the arrows, toggle with Space (the popup stays open), close with Escape. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const combobox = picker(canvasElement);
    await expect(combobox).toHaveTextContent('Válasszon...');
    combobox.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = page(canvasElement).getByRole('listbox', { name: 'Részvények' });
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await expect(activeOption(combobox)).toBe(within(listbox).getByRole('option', { name: 'Összes kijelölése' }));
    await userEvent.keyboard('{ArrowDown} {ArrowDown}{ArrowDown} ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['AAPL', 'AMZN'], [STOCK_OPTIONS[0], STOCK_OPTIONS[2]]);
    await expect(within(listbox).getByRole('option', { name: 'AMZN – Amazon' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(combobox).toHaveFocus();
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(MULTI_SELECT_LIST_MAX_HEIGHT_PX);
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
    await expect(combobox).toHaveFocus();
    await expect(combobox).toHaveTextContent('AAPL – Apple, AMZN – Amazon');
  },
};

/** The search filter (off by default, docs/product.md#dropdowns): typing filters; the popup stays open for axe. */
export const WithSearch: Story = {
  args: { searchable: true },
  play: async ({ canvasElement, args }) => {
    const combobox = picker(canvasElement);
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(combobox).toHaveAttribute('placeholder', 'Keresés...');
    await userEvent.keyboard('motor');
    const body = page(canvasElement);
    const listbox = body.getByRole('listbox', { name: 'Részvények' });
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Összes kijelölése', 'F – Ford Motor', 'GM – General Motors']);
    await expect(body.getByText('2 találat')).toBeInTheDocument();
    await expect(activeOption(combobox)).toBe(within(listbox).getByRole('option', { name: 'F – Ford Motor' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['F'], [STOCK_OPTIONS[15]]);
    await expect(combobox).toHaveValue('motor');
    await expect(listbox.parentElement!.getBoundingClientRect().height).toBeLessThanOrEqual(SELECT_PANEL_MAX_HEIGHT_PX);
  },
};

/** A limit of 3 (docs/product.md#dropdowns): no select-all, and a fourth pick is refused with a message. */
export const WithLimit: Story = {
  args: { limit: 3, defaultValue: ['AAPL', 'MSFT', 'NVDA'] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(picker(canvasElement));
    const body = page(canvasElement);
    const listbox = body.getByRole('listbox', { name: 'Részvények' });
    await expect(body.getByText('Legfeljebb 3 elem választható.')).toBeVisible();
    await expect(within(listbox).queryByRole('option', { name: 'Összes kijelölése' })).not.toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: 'TSLA – Tesla' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(
      body.getByText('Legfeljebb 3 elemet választhat. Előbb vegyen ki egyet a kijelöltek közül.'),
    ).toBeVisible();
    await expect(picker(canvasElement)).toHaveFocus();
  },
};

/** 'Összes kijelölése' picks all; the same option then reads 'Kijelölés megszüntetése'. */
export const SelectAll: Story = {
  args: { options: STOCK_OPTIONS.slice(0, 6) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(picker(canvasElement));
    const listbox = page(canvasElement).getByRole('listbox', { name: 'Részvények' });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Összes kijelölése' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      STOCK_OPTIONS.slice(0, 6).map((o) => o.value),
      STOCK_OPTIONS.slice(0, 6),
    );
    await expect(within(listbox).getByRole('option', { name: 'Kijelölés megszüntetése' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(picker(canvasElement));
    await expect(page(canvasElement).getByText('Nincs elérhető adat')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['AAPL', 'NFLX'] },
  play: async ({ canvasElement }) => {
    const combobox = picker(canvasElement);
    await expect(combobox).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(combobox);
    await expect(page(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Light theme, popup open with the refusal shown: the portalled popup carries the light theme class. */
export const Light: Story = {
  ...WithLimit,
  globals: { theme: 'light' },
  play: async (context) => {
    await WithLimit.play?.(context);
    const listbox = page(context.canvasElement).getByRole('listbox', { name: 'Részvények' });
    await expect(listbox.parentElement).toHaveClass(lightTheme);
  },
};
