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

async function openWithKeyboard(user: ReturnType<typeof userEvent.setup>, name: RegExp | string) {
  const trigger = screen.getByRole('button', { name });
  trigger.focus();
  await user.keyboard('{Enter}');
  return { trigger, panel: await screen.findByRole('dialog'), menu: screen.getByRole('menu') };
}

describe('MultiSelect', () => {
  it('shows the Hungarian placeholder and is named by its label', () => {
    render(<MultiSelect label="Részvények" options={stocks} />);
    const trigger = screen.getByRole('button', { name: 'Részvények Válasszon...' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Enter, toggles options with Enter and Space and stays open', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<MultiSelect label="Részvények" options={stocks} onChange={onChange} />);
    const { trigger, menu } = await openWithKeyboard(user, /Részvények/);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const apple = within(menu).getByRole('menuitemcheckbox', { name: 'Apple' });
    apple.focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['AAPL'], [stocks[0]]);
    expect(apple).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Microsoft' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['AAPL', 'MSFT'], [stocks[0], stocks[1]]);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(trigger).toHaveTextContent('Apple, Microsoft');
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<MultiSelect label="Részvények" options={stocks} />);
    const { trigger } = await openWithKeyboard(user, /Részvények/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("offers 'Összes kijelölése' without a limit, then 'Kijelölés megszüntetése'", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<MultiSelect label="Részvények" options={stocks} onChange={onChange} />);
    const { menu } = await openWithKeyboard(user, /Részvények/);
    await user.click(within(menu).getByRole('menuitem', { name: 'Összes kijelölése' }));
    expect(onChange).toHaveBeenLastCalledWith(['AAPL', 'MSFT', 'NVDA', 'GOOGL'], stocks);
    await user.click(within(menu).getByRole('menuitem', { name: 'Kijelölés megszüntetése' }));
    expect(onChange).toHaveBeenLastCalledWith([], []);
  });

  it('hides select-all when a limit is set or when asked to', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<MultiSelect label="Részvények" options={stocks} limit={2} />);
    let { menu } = await openWithKeyboard(user, /Részvények/);
    expect(within(menu).queryByRole('menuitem', { name: 'Összes kijelölése' })).not.toBeInTheDocument();
    unmount();
    render(<MultiSelect label="Részvények" options={stocks} selectAll={false} />);
    ({ menu } = await openWithKeyboard(user, /Részvények/));
    expect(within(menu).queryByRole('menuitem', { name: 'Összes kijelölése' })).not.toBeInTheDocument();
  });

  it('refuses a pick beyond the limit with an announced Hungarian message', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <MultiSelect label="Részvények" options={stocks} limit={2} defaultValue={['AAPL', 'MSFT']} onChange={onChange} />,
    );
    const { panel, menu } = await openWithKeyboard(user, /Részvények/);
    expect(within(panel).getByText('Legfeljebb 2 elem választható.')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'NVIDIA' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'NVIDIA' })).toHaveAttribute('aria-checked', 'false');
    const notice = within(panel)
      .getAllByRole('status')
      .find((s) => s.textContent?.includes('Legfeljebb 2 elemet választhat.'));
    expect(notice).toBeDefined();
    // Unpicking one makes room again, and the message goes.
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Apple' }));
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'NVIDIA' }));
    expect(onChange).toHaveBeenLastCalledWith(['MSFT', 'NVDA'], [stocks[1], stocks[2]]);
    expect(within(panel).queryByText(/elemet választhat/)).not.toBeInTheDocument();
  });

  it('has no search box by default (docs/product.md#dropdowns) and filters when searchable', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<MultiSelect label="Részvények" options={stocks} />);
    await openWithKeyboard(user, /Részvények/);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    unmount();

    render(<MultiSelect label="Részvények" options={stocks} searchable />);
    const { menu } = await openWithKeyboard(user, /Részvények/);
    const search = screen.getByRole('textbox', { name: 'Keresés: Részvények' });
    expect(search).toHaveFocus();
    expect(search).toHaveAttribute('placeholder', 'Keresés...');
    await user.keyboard('micro');
    expect(
      within(menu)
        .getAllByRole('menuitemcheckbox')
        .map((i) => i.textContent),
    ).toEqual(['Microsoft']);
    // Select-all acts on what the filter shows.
    expect(within(menu).getByRole('menuitem', { name: 'Összes kijelölése' })).toBeInTheDocument();
    await user.keyboard('x');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByText('Nincs találat')).toBeInTheDocument();
  });

  it("says 'Nincs elérhető adat' when there are no options", async () => {
    const user = userEvent.setup();
    render(<MultiSelect label="Részvények" options={[]} />);
    screen.getByRole('button', { name: /Részvények/ }).focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Részvények' });
    expect(within(panel).getByText('Nincs elérhető adat')).toBeInTheDocument();
    expect(within(panel).queryByRole('menu')).not.toBeInTheDocument();
  });

  it('can be disabled', () => {
    render(<MultiSelect label="Részvények" options={stocks} disabled />);
    expect(screen.getByRole('button', { name: /Részvények/ })).toBeDisabled();
  });
});
