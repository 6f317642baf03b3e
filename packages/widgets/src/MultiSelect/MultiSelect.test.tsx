import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelect } from './MultiSelect';

const stocks = [
  { value: 'AAPL', label: 'Apple' },
  { value: 'MSFT', label: 'Microsoft' },
  { value: 'NVDA', label: 'NVIDIA' },
  { value: 'GOOGL', label: 'Alphabet' },
];

type Props = Partial<Parameters<typeof MultiSelect>[0]>;

function setup(props: Props = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  const view = render(<MultiSelect label="Részvények" options={stocks} onChange={onChange} {...props} />);
  const combobox = screen.getByRole('combobox', { name: 'Részvények' });
  return { user, onChange, combobox, view };
}

/** Opens the popup from the keyboard and returns its listbox. */
async function openWithKeyboard(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement) {
  combobox.focus();
  await user.keyboard('{Enter}');
  return screen.getByRole('listbox', { name: 'Részvények' });
}

const activeId = (combobox: HTMLElement) => combobox.getAttribute('aria-activedescendant');

describe('MultiSelect', () => {
  it('is a select-only combobox with the Hungarian placeholder, named by its label', () => {
    const { combobox } = setup();
    expect(combobox.tagName).toBe('DIV');
    expect(combobox).toHaveTextContent('Válasszon...');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveAttribute('tabindex', '0');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens a multi-selectable listbox, toggles options with Enter and Space, and stays open', async () => {
    const { user, onChange, combobox } = setup();
    const listbox = await openWithKeyboard(user, combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('aria-controls', listbox.id);
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    const all = within(listbox).getByRole('option', { name: 'Összes kijelölése' });
    expect(activeId(combobox)).toBe(all.id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['AAPL'], [stocks[0]]);
    const apple = within(listbox).getByRole('option', { name: 'Apple' });
    expect(apple).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown} ');
    expect(onChange).toHaveBeenLastCalledWith(['AAPL', 'MSFT'], [stocks[0], stocks[1]]);
    expect(activeId(combobox)).toBe(within(listbox).getByRole('option', { name: 'Microsoft' }).id);
    expect(screen.getByRole('listbox')).toBe(listbox);
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveTextContent('Apple, Microsoft');
    // And off again.
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['MSFT'], [stocks[1]]);
    expect(apple).toHaveAttribute('aria-selected', 'false');
  });

  it('closes with Escape, keeping focus on the combobox', async () => {
    const { user, combobox } = setup();
    await openWithKeyboard(user, combobox);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveFocus();
  });

  it('finds an option by its first letters (type-ahead)', async () => {
    const { user, combobox } = setup();
    const listbox = await openWithKeyboard(user, combobox);
    await user.keyboard('nv');
    expect(activeId(combobox)).toBe(within(listbox).getByRole('option', { name: 'NVIDIA' }).id);
  });

  it("offers 'Összes kijelölése' without a limit, then 'Kijelölés megszüntetése'", async () => {
    const { user, onChange, combobox } = setup();
    const listbox = await openWithKeyboard(user, combobox);
    await user.click(within(listbox).getByRole('option', { name: 'Összes kijelölése' }));
    expect(onChange).toHaveBeenLastCalledWith(['AAPL', 'MSFT', 'NVDA', 'GOOGL'], stocks);
    const none = within(listbox).getByRole('option', { name: 'Kijelölés megszüntetése' });
    expect(none).toHaveAttribute('aria-selected', 'true');
    await user.click(none);
    expect(onChange).toHaveBeenLastCalledWith([], []);
    expect(combobox).toHaveFocus();
  });

  it('hides select-all when a limit is set or when asked to', async () => {
    const first = setup({ limit: 2 });
    let listbox = await openWithKeyboard(first.user, first.combobox);
    expect(within(listbox).queryByRole('option', { name: 'Összes kijelölése' })).not.toBeInTheDocument();
    first.view.unmount();
    const second = setup({ selectAll: false });
    listbox = await openWithKeyboard(second.user, second.combobox);
    expect(within(listbox).queryByRole('option', { name: 'Összes kijelölése' })).not.toBeInTheDocument();
    expect(within(listbox).getAllByRole('option')).toHaveLength(4);
  });

  it('refuses a pick beyond the limit with an announced Hungarian message', async () => {
    const { user, onChange, combobox } = setup({ limit: 2, defaultValue: ['AAPL', 'MSFT'] });
    const listbox = await openWithKeyboard(user, combobox);
    expect(screen.getByText('Legfeljebb 2 elem választható.')).toBeInTheDocument();
    // The active option starts on the first selected one; two down is NVIDIA.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(within(listbox).getByRole('option', { name: 'NVIDIA' })).toHaveAttribute('aria-selected', 'false');
    const notice = screen
      .getAllByRole('status')
      .find((s) =>
        s.textContent?.includes('Legfeljebb 2 elemet választhat. Előbb vegyen ki egyet a kijelöltek közül.'),
      );
    expect(notice).toBeDefined();
    // Unpicking one makes room again, and the message goes.
    await user.click(within(listbox).getByRole('option', { name: 'Apple' }));
    await user.click(within(listbox).getByRole('option', { name: 'NVIDIA' }));
    expect(onChange).toHaveBeenLastCalledWith(['MSFT', 'NVDA'], [stocks[1], stocks[2]]);
    expect(screen.queryByText(/elemet választhat/)).not.toBeInTheDocument();
  });

  it('has no text box by default (docs/product.md#dropdowns) and filters when searchable', async () => {
    const { user, onChange, combobox } = setup({ searchable: true });
    expect(combobox.tagName).toBe('INPUT');
    await user.click(combobox);
    expect(combobox).toHaveAttribute('placeholder', 'Keresés...');
    await user.keyboard('micro');
    const listbox = screen.getByRole('listbox', { name: 'Részvények' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Összes kijelölése', 'Microsoft']);
    // Typing highlights the first match, not select-all; Enter toggles it and keeps the filter.
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['MSFT'], [stocks[1]]);
    expect(combobox).toHaveValue('micro');
    // Select-all acts on what the filter shows.
    expect(within(listbox).getByRole('option', { name: 'Kijelölés megszüntetése' })).toBeInTheDocument();
    await user.keyboard('x');
    expect(within(screen.getByRole('listbox')).queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('Nincs találat')).toBeInTheDocument();
  });

  it("says 'Nincs elérhető adat' when there are no options", async () => {
    const { user, combobox } = setup({ options: [] });
    const listbox = await openWithKeyboard(user, combobox);
    expect(screen.getByText('Nincs elérhető adat')).toBeInTheDocument();
    expect(within(listbox).queryAllByRole('option')).toEqual([]);
  });

  it('can be disabled: out of the tab order and closed to pointer and keys', async () => {
    const { user, combobox } = setup({ disabled: true, defaultValue: ['AAPL'] });
    expect(combobox).toHaveAttribute('aria-disabled', 'true');
    expect(combobox).toHaveAttribute('tabindex', '-1');
    await user.click(combobox);
    combobox.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
