import { render, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
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
  const combobox = screen.getByRole('combobox', { name: 'Részvény' });
  return { user, onChange, combobox };
}

/** The option the combobox points at with aria-activedescendant, by its text (the tick is decoration). */
function activeOption(combobox: HTMLElement): string | null {
  const id = combobox.getAttribute('aria-activedescendant');
  return id ? (document.getElementById(id)?.textContent?.replace('✓', '') ?? null) : null;
}

const optionTexts = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((o) => o.textContent);

describe('SearchDropdown', () => {
  it("is an editable combobox with the 'Válasszon...' and 'Keresés...' placeholders", async () => {
    const user = userEvent.setup();
    render(<SearchDropdown label="Benchmark" options={stocks} />);
    const combobox = screen.getByRole('combobox', { name: 'Benchmark' });
    expect(combobox.tagName).toBe('INPUT');
    expect(combobox).toHaveAttribute('aria-autocomplete', 'list');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveAttribute('placeholder', 'Válasszon...');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('placeholder', 'Keresés...');
    const listbox = screen.getByRole('listbox', { name: 'Benchmark' });
    expect(combobox).toHaveAttribute('aria-controls', listbox.id);
    expect(listbox).not.toHaveAttribute('aria-multiselectable');
    expect(combobox).toHaveFocus();
  });

  it('opens with ArrowDown on the first option, moves with the arrows, Home and End, and keeps focus', async () => {
    const { user, combobox } = setup();
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(activeOption(combobox)).toBe('AAPL – Apple');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(combobox)).toBe('NFLX – Netflix');
    await user.keyboard('{ArrowUp}');
    expect(activeOption(combobox)).toBe('NVDA – NVIDIA');
    await user.keyboard('{End}');
    expect(activeOption(combobox)).toBe('MRNA – Moderna');
    await user.keyboard('{ArrowDown}'); // wraps round
    expect(activeOption(combobox)).toBe('AAPL – Apple');
    await user.keyboard('{Home}{ArrowUp}');
    expect(activeOption(combobox)).toBe('MRNA – Moderna');
    expect(combobox).toHaveFocus();
  });

  it('filters as one types, highlights the first match, and picks it with Enter, which closes', async () => {
    const { user, onChange, combobox } = setup();
    await user.click(combobox);
    await user.keyboard('n');
    expect(optionTexts()).toEqual(['NVDA – NVIDIA', 'NFLX – Netflix', 'MRNA – Moderna']);
    expect(activeOption(combobox)).toBe('NVDA – NVIDIA');
    expect(screen.getByText('3 találat')).toBeInTheDocument();
    await user.keyboard('f');
    expect(optionTexts()).toEqual(['NFLX – Netflix']);
    await user.keyboard('{Backspace}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('NFLX', stocks[2]);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveValue('NFLX – Netflix');
  });

  it('opens on typing alone, accents and case aside', async () => {
    const { user, onChange, combobox } = setup();
    combobox.focus();
    await user.keyboard('MÓDER{Enter}');
    expect(onChange).toHaveBeenCalledWith('MRNA', stocks[3]);
  });

  it('closes with Escape keeping the typed text, clears it with a second Escape', async () => {
    const { user, onChange, combobox } = setup({ defaultValue: 'AAPL' });
    expect(combobox).toHaveValue('AAPL – Apple');
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveValue('');
    await user.keyboard('nv{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveValue('nv');
    // Opening again keeps the filter.
    await user.keyboard('{ArrowDown}');
    expect(optionTexts()).toEqual(['NVDA – NVIDIA']);
    await user.keyboard('{Escape}{Escape}');
    expect(combobox).toHaveValue('AAPL – Apple');
    await user.keyboard('{ArrowDown}');
    expect(optionTexts()).toHaveLength(4);
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox).toHaveFocus();
  });

  it('opens with Alt+ArrowDown without an active option, closes with Alt+ArrowUp', async () => {
    const { user, combobox } = setup();
    combobox.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when Tab leaves, picking nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <SearchDropdown label="Részvény" options={stocks} onChange={onChange} />
        <button type="button">Hozzáadás</button>
      </>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Részvény' });
    combobox.focus();
    await user.keyboard('nv');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Hozzáadás' })).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows 'Nincs találat' with an empty listbox and never offers select-all", async () => {
    const { user, combobox } = setup();
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('option', { name: /Összes kijelölése/ })).not.toBeInTheDocument();
    await user.keyboard('zzz');
    expect(screen.getByText('Nincs találat')).toBeVisible();
    expect(optionTexts()).toEqual([]);
    expect(combobox).not.toHaveAttribute('aria-activedescendant');
    // Enter with nothing to pick only closes.
    await user.keyboard('{Enter}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the selected option, starts on it, and keeps it when re-picked by pointer', async () => {
    const { user, onChange, combobox } = setup({ defaultValue: 'NVDA' });
    expect(combobox).toHaveValue('NVDA – NVIDIA');
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    expect(activeOption(combobox)).toBe('NVDA – NVIDIA');
    const nvidia = screen.getByRole('option', { name: 'NVDA – NVIDIA' });
    expect(nvidia).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'AAPL – Apple' })).toHaveAttribute('aria-selected', 'false');
    await user.click(nvidia);
    expect(onChange).toHaveBeenCalledWith('NVDA', stocks[1]);
    expect(combobox).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens on a click and picks a clicked option without taking focus from the box', async () => {
    const { user, onChange, combobox } = setup();
    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('option', { name: 'MRNA – Moderna' }));
    expect(onChange).toHaveBeenCalledWith('MRNA', stocks[3]);
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveValue('MRNA – Moderna');
  });

  it('is a select-only combobox with type-ahead when not searchable', async () => {
    const { user, onChange, combobox } = setup({ searchable: false });
    expect(combobox.tagName).toBe('DIV');
    expect(combobox).not.toHaveAttribute('aria-autocomplete');
    expect(combobox).toHaveTextContent('Részvény');
    combobox.focus();
    await user.keyboard('m');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption(combobox)).toBe('MRNA – Moderna');
    await user.keyboard('{ArrowUp} ');
    expect(onChange).toHaveBeenCalledWith('NFLX', stocks[2]);
    expect(combobox).toHaveTextContent('NFLX – Netflix');
    expect(combobox).toHaveFocus();
  });

  it('lists the first 50 of a long list and says how many more, which typing reaches', async () => {
    // A list as long as the S&P 500 (SEARCH_LIST_LIMIT in SelectMenu/constants.ts).
    const many = Array.from({ length: 503 }, (_, i) => ({ value: `T${i}`, label: `Részvény ${i + 1}` }));
    const { user, combobox } = setup({ options: many, defaultValue: 'T400' });
    combobox.focus();
    await user.keyboard('{ArrowDown}');
    // The chosen one is listed and active, after the first 50.
    expect(optionTexts()).toHaveLength(51);
    expect(optionTexts().at(-1)).toBe('✓Részvény 401');
    expect(activeOption(combobox)).toBe('Részvény 401');
    expect(screen.getByText('További 452 találat – szűkítse a keresést.')).toBeVisible();
    await user.keyboard('{Home}');
    expect(activeOption(combobox)).toBe('Részvény 1');
    await user.keyboard('{End}');
    expect(activeOption(combobox)).toBe('Részvény 401');

    // Typing narrows the matches to what the list holds: the note goes.
    await user.keyboard('{Control>}a{/Control}{Backspace}ny 49');
    expect(optionTexts()).toEqual(['Részvény 49', ...Array.from({ length: 10 }, (_, i) => `Részvény ${490 + i}`)]);
    expect(screen.queryByText(/További/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('11 találat');
    // The status counts every match, not only the listed ones.
    await user.keyboard('{Control>}a{/Control}{Backspace}ny');
    expect(optionTexts()).toHaveLength(51);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('503 találat');
  });

  it('places its popup without rendering the menu again, and scrolls only a list that needs it', async () => {
    // Issue 27: the stock search's opening key held its paint back with the popup's placement (a
    // render of every option) and a scroll to the first option, which is in view already.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    let commits = 0;
    const user = userEvent.setup();
    render(
      <Profiler id="menu" onRender={() => commits++}>
        <SearchDropdown label="Részvény" options={stocks} />
      </Profiler>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Részvény' });
    combobox.focus();
    commits = 0;
    await user.keyboard('n');
    const popup = screen.getByRole('listbox').parentElement!;
    // The key's render and Radix's portal, which mounts in a second one.
    const byKey = commits;
    expect(byKey).toBeLessThanOrEqual(2);
    await waitFor(() => expect(popup.style.transform).toMatch(/^translate\(-?\d+px, -?\d+px\)$/));
    expect(commits).toBe(byKey);
    expect(activeOption(combobox)).toBe('NVDA – NVIDIA');
    expect(scrollIntoView).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}');
    expect(activeOption(combobox)).toBe('NFLX – Netflix');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    // A render passes the same style again: it keeps the placement.
    expect(popup.style.transform).toMatch(/^translate\(/);
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<SearchDropdown label="Részvény" options={stocks} value="NVDA" />);
    expect(screen.getByRole('combobox', { name: 'Részvény' })).toHaveValue('NVDA – NVIDIA');
    rerender(<SearchDropdown label="Részvény" options={stocks} value={null} />);
    expect(screen.getByRole('combobox', { name: 'Részvény' })).toHaveValue('');
  });

  it('can be disabled', async () => {
    const { user, combobox } = setup({ disabled: true });
    expect(combobox).toBeDisabled();
    await user.click(combobox);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
