import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useThemeClass } from '../theme';
import { VisuallyHidden, visuallyHiddenClass } from '../VisuallyHidden';
import { NO_SELECTION_LIMIT } from './constants';
import { filterOptions, type SelectOption } from './filter-options';
import * as styles from './SelectMenu.css';
import type { SelectStrings } from './strings';

/** Props of the internal engine behind MultiSelect and SearchDropdown. */
export interface SelectMenuProps {
  /** Checkbox items that keep the panel open (true) or radio items that close it (false). */
  multiple: boolean;
  /** Names the trigger, the panel and the list. */
  label: string;
  /** Label only for screen readers. */
  hideLabel: boolean;
  /** All options. */
  options: readonly SelectOption[];
  /** Selected values, in the order picked. */
  selected: readonly string[];
  /** Called with the whole new selection. */
  onSelectedChange: (next: string[]) => void;
  /** Trigger text while nothing is selected. */
  placeholder: string;
  /** Show the search box. */
  searchable: boolean;
  /** Placeholder of the search box. */
  searchPlaceholder: string;
  /** Most items selectable in multi mode; NO_SELECTION_LIMIT (-1) for none. */
  limit: number;
  /** Offer select-all (still only in multi mode without a limit). */
  selectAll: boolean;
  /** Disable the trigger. */
  disabled: boolean;
  /** The component's texts. */
  strings: SelectStrings;
  /** Base id of the parts. */
  id?: string | undefined;
  /** Extra class names for the root. */
  className?: string | undefined;
}

const isCharacterKey = (e: KeyboardEvent) => e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;

/**
 * A select on Radix DropdownMenu: trigger button, a panel with an optional search box and a menu of
 * options. Keyboard: Enter/Space/ArrowDown open; the search box has focus first, ArrowDown goes to the
 * options and ArrowUp from the first option back; typing anywhere in the panel goes to the search box;
 * Enter (or Space) selects; Escape closes and Radix returns focus to the trigger.
 *
 * ARIA: a menu may only own menu items (axe `aria-required-children`), and a search box is not one. So
 * the Radix content is a labelled `dialog` holding the search box and a `role="menu"` list; the
 * trigger says `aria-haspopup="dialog"`. The menu is non-modal (`modal={false}`): a modal menu sets
 * aria-hidden on the rest of the page, which trips axe's aria-hidden-focus.
 */
export function SelectMenu({
  multiple,
  label,
  hideLabel,
  options,
  selected,
  onSelectedChange,
  placeholder,
  searchable,
  searchPlaceholder,
  limit,
  selectAll,
  disabled,
  strings,
  id,
  className,
}: SelectMenuProps) {
  const themeClass = useThemeClass();
  const autoId = useId();
  const baseId = id ?? autoId;
  const labelId = `${baseId}-label`;
  const triggerId = `${baseId}-trigger`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  /** The refusal message; a trailing no-break space flips on repeats so screen readers re-announce it. */
  const [notice, setNotice] = useState('');
  const searchRef = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const limited = multiple && limit !== NO_SELECTION_LIMIT && limit >= 0;
  const selectedSet = new Set(selected);
  const visible = filterOptions(options, query);
  const allVisibleSelected = visible.length > 0 && visible.every((o) => selectedSet.has(o.value));
  // docs/product.md#dropdowns: select-all only in multi-select mode without a limit.
  const showSelectAll = multiple && !limited && selectAll && visible.length > 0;
  const showSearch = searchable && options.length > 0;

  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setQuery('');
      setNotice('');
    }
  };

  const toggle = (value: string) => {
    if (!multiple) {
      onSelectedChange([value]);
      return;
    }
    if (selectedSet.has(value)) {
      setNotice('');
      onSelectedChange(selected.filter((v) => v !== value));
      return;
    }
    if (limited && selected.length >= limit) {
      const text = strings.limitReached(limit);
      setNotice((prev) => (prev === text ? `${text}\u00a0` : text));
      return;
    }
    setNotice('');
    onSelectedChange([...selected, value]);
  };

  const toggleAllVisible = () => {
    const visibleValues = new Set(visible.map((o) => o.value));
    if (allVisibleSelected) onSelectedChange(selected.filter((v) => !visibleValues.has(v)));
    else onSelectedChange([...selected, ...visible.filter((o) => !selectedSet.has(o.value)).map((o) => o.value)]);
  };

  const menuItems = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([data-disabled])') ?? []);

  // Focus the search box as soon as the panel mounts. Radix's focus scope then sees focus already
  // inside and leaves it there. (Callback ref, not autoFocus: preventScroll, since Popper places the
  // panel a frame later.)
  const searchRefCallback = useCallback((el: HTMLInputElement | null) => {
    searchRef.current = el;
    el?.focus({ preventScroll: true });
  }, []);

  const onSearchKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      menuItems()[0]?.focus();
    } else if (e.key === 'Enter') {
      // Enter in the search box picks the first match (type 'nvd', Enter).
      e.preventDefault();
      const first = visible[0];
      if (!first) return;
      toggle(first.value);
      if (!multiple) handleOpenChange(false);
    } else if (isCharacterKey(e)) {
      // Keep Radix's typeahead (on the menu content) from stealing the keystroke from the box.
      e.stopPropagation();
    }
  };

  const onPanelKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const search = searchRef.current;
    if (!showSearch || !search || e.target === search) return;
    if (e.key === 'ArrowUp' && e.target === menuItems()[0]) {
      e.preventDefault();
      search.focus();
    } else if (!e.defaultPrevented && isCharacterKey(e) && e.key !== ' ') {
      // Typing on an option goes into the search box (and not to Radix's typeahead).
      e.preventDefault();
      setQuery((q) => q + e.key);
      search.focus();
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      setQuery((q) => q.slice(0, -1));
      search.focus();
    }
  };

  const selectedLabels = selected
    .map((v) => options.find((o) => o.value === v)?.label)
    .filter((l): l is string => l !== undefined);
  const display = selectedLabels.length > 0 ? selectedLabels.join(', ') : placeholder;

  let status = '';
  if (query.trim() !== '') status = visible.length === 0 ? strings.noResults : strings.resultCount(visible.length);

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {hideLabel ? (
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      ) : (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      )}
      <DropdownMenu.Root open={open} onOpenChange={handleOpenChange} modal={false}>
        <DropdownMenu.Trigger
          id={triggerId}
          className={styles.trigger}
          disabled={disabled}
          aria-haspopup="dialog"
          aria-labelledby={`${labelId} ${triggerId}`}
        >
          <span className={selectedLabels.length > 0 ? styles.value : `${styles.value} ${styles.placeholder}`}>
            {display}
          </span>
          <svg
            className={styles.chevron}
            width="16"
            height="16"
            viewBox="0 0 16 16"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            // See the component note: a dialog holding a search box and a menu.
            role="dialog"
            aria-labelledby={labelId}
            aria-orientation={undefined}
            className={`${themeClass} ${styles.panel}`}
            align="start"
            sideOffset={4}
            collisionPadding={8}
            onKeyDown={onPanelKeyDown}
          >
            {showSearch && (
              // eslint-disable-next-line no-restricted-syntax -- the menu's own filter box (issue 24 item 4 replaces this menu with a combobox)
              <input
                ref={searchRefCallback}
                type="text"
                className={styles.search}
                value={query}
                placeholder={searchPlaceholder}
                aria-label={strings.searchLabel(label)}
                autoComplete="off"
                spellCheck={false}
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={onSearchKeyDown}
              />
            )}
            {limited && <p className={styles.hint}>{strings.limitHint(limit)}</p>}
            <p role="status" className={styles.notice}>
              {notice}
            </p>
            {options.length === 0 ? (
              <p className={styles.message}>{strings.noOptions}</p>
            ) : (
              <p role="status" className={visible.length === 0 ? styles.message : visuallyHiddenClass}>
                {status}
              </p>
            )}
            {visible.length > 0 && (
              <div
                ref={listRef}
                role="menu"
                aria-labelledby={labelId}
                className={multiple ? `${styles.list} ${styles.listMulti}` : styles.list}
              >
                {showSelectAll && (
                  <DropdownMenu.Item
                    className={`${styles.item} ${styles.selectAll}`}
                    data-state={allVisibleSelected ? 'checked' : 'unchecked'}
                    onSelect={(e) => {
                      e.preventDefault(); // stay open
                      toggleAllVisible();
                    }}
                  >
                    <span className={styles.box} aria-hidden="true">
                      {allVisibleSelected ? '✓' : ''}
                    </span>
                    {allVisibleSelected ? strings.unselectAll : strings.selectAll}
                  </DropdownMenu.Item>
                )}
                {multiple ? (
                  visible.map((o) => (
                    <DropdownMenu.CheckboxItem
                      key={o.value}
                      className={styles.item}
                      checked={selectedSet.has(o.value)}
                      onSelect={(e) => {
                        e.preventDefault(); // stay open for the next pick
                        toggle(o.value);
                      }}
                    >
                      <span className={styles.box} aria-hidden="true">
                        {selectedSet.has(o.value) ? '✓' : ''}
                      </span>
                      {o.label}
                    </DropdownMenu.CheckboxItem>
                  ))
                ) : (
                  <DropdownMenu.RadioGroup value={selected[0] ?? ''} onValueChange={toggle}>
                    {visible.map((o) => (
                      <DropdownMenu.RadioItem key={o.value} value={o.value} className={styles.item}>
                        <span className={styles.tick} aria-hidden="true">
                          {selectedSet.has(o.value) ? '✓' : ''}
                        </span>
                        {o.label}
                      </DropdownMenu.RadioItem>
                    ))}
                  </DropdownMenu.RadioGroup>
                )}
              </div>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
