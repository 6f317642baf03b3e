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

/** Portalled panel: look for it in the whole document, not only in the canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Keyboard only: open with Enter, move with the arrows, pick with Space, close with Escape. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Részvények Válasszon...' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page(canvasElement).findByRole('menu', { name: 'Részvények' });
    await expect(within(menu).getByRole('menuitem', { name: 'Összes kijelölése' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown} {ArrowDown}{ArrowDown} ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['AAPL', 'AMZN'], [STOCK_OPTIONS[0], STOCK_OPTIONS[2]]);
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'AMZN – Amazon' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(menu.getBoundingClientRect().height).toBeLessThanOrEqual(MULTI_SELECT_LIST_MAX_HEIGHT_PX);
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('AAPL – Apple, AMZN – Amazon');
  },
};

/** The search filter (off by default, docs/product.md#dropdowns): typing filters; the panel stays open for axe. */
export const WithSearch: Story = {
  args: { searchable: true },
  play: async ({ canvasElement, args }) => {
    within(canvasElement)
      .getByRole('button', { name: /Részvények/ })
      .focus();
    await userEvent.keyboard('{ArrowDown}');
    const body = page(canvasElement);
    const search = await body.findByRole('textbox', { name: 'Keresés: Részvények' });
    await expect(search).toHaveFocus();
    await expect(search).toHaveAttribute('placeholder', 'Keresés...');
    await userEvent.keyboard('motor');
    const menu = body.getByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitemcheckbox')
        .map((i) => i.textContent),
    ).toEqual(['F – Ford Motor', 'GM – General Motors']);
    await expect(body.getByText('2 találat')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['F'], [STOCK_OPTIONS[15]]);
    const panel = body.getByRole('dialog', { name: 'Részvények' });
    await expect(panel.getBoundingClientRect().height).toBeLessThanOrEqual(SELECT_PANEL_MAX_HEIGHT_PX);
  },
};

/** A limit of 3 (docs/product.md#dropdowns): no select-all, and a fourth pick is refused with a message. */
export const WithLimit: Story = {
  args: { limit: 3, defaultValue: ['AAPL', 'MSFT', 'NVDA'] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Részvények/ }));
    const body = page(canvasElement);
    const panel = await body.findByRole('dialog', { name: 'Részvények' });
    await expect(within(panel).getByText('Legfeljebb 3 elem választható.')).toBeVisible();
    await expect(within(panel).queryByRole('menuitem', { name: 'Összes kijelölése' })).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('menuitemcheckbox', { name: 'TSLA – Tesla' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(
      within(panel).getByText('Legfeljebb 3 elemet választhat. Előbb vegyen ki egyet a kijelöltek közül.'),
    ).toBeVisible();
  },
};

/** 'Összes kijelölése' picks all; the same item then reads 'Kijelölés megszüntetése'. */
export const SelectAll: Story = {
  args: { options: STOCK_OPTIONS.slice(0, 6) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Részvények/ }));
    const menu = await page(canvasElement).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Összes kijelölése' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      STOCK_OPTIONS.slice(0, 6).map((o) => o.value),
      STOCK_OPTIONS.slice(0, 6),
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Kijelölés megszüntetése' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Részvények/ }));
    const panel = await page(canvasElement).findByRole('dialog', { name: 'Részvények' });
    await expect(within(panel).getByText('Nincs elérhető adat')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['AAPL', 'NFLX'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Részvények/ })).toBeDisabled();
  },
};

/** Light theme, panel open with the refusal shown: the portalled panel carries the light theme class. */
export const Light: Story = {
  ...WithLimit,
  globals: { theme: 'light' },
  play: async (context) => {
    await WithLimit.play?.(context);
    await expect(page(context.canvasElement).getByRole('dialog', { name: 'Részvények' })).toHaveClass(lightTheme);
  },
};
