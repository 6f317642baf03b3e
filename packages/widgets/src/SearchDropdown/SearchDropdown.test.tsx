import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchDropdown } from './SearchDropdown';

const stocks = [
  { value: 'AAPL', label: 'AAPL – Apple' },
  { value: 'NVDA', label: 'NVDA – NVIDIA' },
  { value: 'NFLX', label: 'NFLX – Netflix' },
  { value: 'MRNA', label: 'MRNA – Moderna' },
];

function setup(props: Partial<Parameters<typeof SearchDropdown>[0]> = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(
    <SearchDropdown
      label="Részvény"
      hideLabel
      placeholder="Részvény"
      options={stocks}
      onChange={onChange}
      {...props}
    />,
  );
  const trigger = screen.getByRole('button', { name: /Részvény/ });
  return { user, onChange, trigger };
}

describe('SearchDropdown', () => {
  it("defaults to 'Válasszon...' and a 'Keresés...' search box", async () => {
    const user = userEvent.setup();
    render(<SearchDropdown label="Benchmark" options={stocks} />);
    const trigger = screen.getByRole('button', { name: 'Benchmark Válasszon...' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('textbox', { name: 'Keresés: Benchmark' })).toHaveAttribute(
      'placeholder',
      'Keresés...',
    );
  });

  it('opens with ArrowDown into the search box, filters, and picks with Enter', async () => {
    const { user, onChange, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const search = await screen.findByRole('textbox', { name: 'Keresés: Részvény' });
    expect(search).toHaveFocus();
    await user.keyboard('nf');
    const menu = screen.getByRole('menu', { name: 'Részvény' });
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((i) => i.textContent),
    ).toEqual(['NFLX – Netflix']);
    await user.keyboard('{Backspace}');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((i) => i.textContent),
    ).toEqual(['NVDA – NVIDIA', 'NFLX – Netflix', 'MRNA – Moderna']);
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitemradio', { name: 'NVDA – NVIDIA' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('NFLX', stocks[2]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveTextContent('NFLX – Netflix');
  });

  it('picks the first match with Enter in the search box', async () => {
    const { user, onChange, trigger } = setup();
    trigger.focus();
    await user.keyboard(' ');
    await screen.findByRole('textbox');
    await user.keyboard('moder{Enter}');
    expect(onChange).toHaveBeenCalledWith('MRNA', stocks[3]);
    expect(trigger).toHaveFocus();
  });

  it('sends typing on an option to the search box, and ArrowUp from the first option back to it', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    const search = await screen.findByRole('textbox');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'AAPL – Apple' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(search).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard('mod');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('mod');
    expect(screen.getAllByRole('menuitemradio').map((i) => i.textContent)).toEqual(['MRNA – Moderna']);
  });

  it('closes with Escape from the search box and returns focus to the trigger', async () => {
    const { user, onChange, trigger } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('textbox');
    await user.keyboard('apple{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    // The filter starts afresh next time.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('textbox')).toHaveValue('');
  });

  it("shows 'Nincs találat' and never offers select-all", async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('textbox');
    expect(screen.queryByText('Összes kijelölése')).not.toBeInTheDocument();
    await user.keyboard('zzz');
    expect(screen.getByText('Nincs találat')).toBeVisible();
  });

  it('marks the selected option and keeps it when re-picked', async () => {
    const { user, onChange, trigger } = setup({ defaultValue: 'AAPL' });
    expect(trigger).toHaveTextContent('AAPL – Apple');
    await user.click(trigger);
    const apple = await screen.findByRole('menuitemradio', { name: 'AAPL – Apple' });
    expect(apple).toHaveAttribute('aria-checked', 'true');
    await user.click(apple);
    expect(onChange).toHaveBeenCalledWith('AAPL', stocks[0]);
    expect(trigger).toHaveTextContent('AAPL – Apple');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<SearchDropdown label="Részvény" options={stocks} value="NVDA" />);
    expect(screen.getByRole('button', { name: /Részvény/ })).toHaveTextContent('NVDA – NVIDIA');
    rerender(<SearchDropdown label="Részvény" options={stocks} value={null} />);
    expect(screen.getByRole('button', { name: /Részvény/ })).toHaveTextContent('Válasszon...');
  });
});
