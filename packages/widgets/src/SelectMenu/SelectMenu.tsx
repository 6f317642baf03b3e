import { Portal } from '@radix-ui/react-portal';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ComboboxInput } from '../fields';
import { useThemeClass } from '../theme';
import { VisuallyHidden, visuallyHiddenClass } from '../VisuallyHidden';
import { isLimited, isMoveKey, moveActive, pickValue, toggleAllVisible, typeaheadIndex } from './combobox-logic';
import { SEARCH_LIST_LIMIT, TYPEAHEAD_RESET_MS } from './constants';
import { filterOptions, type SelectOption } from './filter-options';
import * as styles from './SelectMenu.css';
import type { SelectStrings } from './strings';
import { usePopupPosition } from './usePopupPosition';

/** Props of the internal engine behind MultiSelect and SearchDropdown. */
export interface SelectMenuProps {
  /** A multi-selectable listbox that stays open (true), or a single pick that closes it (false). */
  multiple: boolean;
  /** Names the combobox and its listbox. */
  label: string;
  /** Label only for screen readers. */
  hideLabel: boolean;
  /** All options. */
  options: readonly SelectOption[];
  /** Selected values, in the order picked. */
  selected: readonly string[];
  /** Called with the whole new selection. */
  onSelectedChange: (next: string[]) => void;
  /** The combobox's text while nothing is selected. */
  placeholder: string;
  /** A text box that filters the options as one types (else a select-only combobox). */
  searchable: boolean;
  /** Placeholder of the text box while the popup is open. */
  searchPlaceholder: string;
  /** Most items selectable in multi mode; NO_SELECTION_LIMIT (-1) for none. */
  limit: number;
  /** Offer select-all (still only in multi mode without a limit). */
  selectAll: boolean;
  /** Disable the combobox. */
  disabled: boolean;
  /** The component's texts. */
  strings: SelectStrings;
  /** Base id of the parts: the combobox is `${id}-combobox`, its listbox `${id}-listbox`. */
  id?: string | undefined;
  /** Extra class names for the root. */
  className?: string | undefined;
}

/** Where the active option starts when the popup opens. */
type OpenAt = 'selected' | 'selectedOrNone' | 'first' | 'last';

const isPrintable = (e: KeyboardEvent) => e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;

/** Keeps DOM focus in the combobox: a press on the popup (an option, the scroll bar) must not take it. */
const keepFocus = (e: MouseEvent) => e.preventDefault();

/**
 * A select on the WAI-ARIA 1.2 combobox pattern (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/):
 * searchable, an `<input role="combobox" aria-autocomplete="list">` that filters the options as one
 * types (filter-options.ts) and highlights the first match; otherwise a select-only combobox (a
 * focusable box showing the selection, with type-ahead). Either keeps DOM focus while its popup, a
 * `role="listbox"` of `role="option"`s (`aria-multiselectable` in multi mode, `aria-selected` on the
 * picked ones), shows the active option through `aria-activedescendant`.
 *
 * A searchable single pick lists at most SEARCH_LIST_LIMIT matches (constants.ts) and says how many
 * more there are; Home/End go to the ends of what is listed.
 *
 * Keyboard (combobox-logic.ts): ArrowDown/ArrowUp open the popup, and in it move the active option,
 * as Home/End do; Alt+ArrowDown opens it without moving, Alt+ArrowUp closes it; Enter (and Space in the
 * select-only one) picks the active option — a single pick closes the popup, a multi pick keeps it
 * open; Escape closes it, keeping the typed text, and a second Escape clears that text; Tab leaves,
 * and leaving closes. Pointer: a press on the combobox opens the popup, on an option picks it.
 *
 * The popup is portalled (Radix's Portal: the document's body, or in the embed the widget's shadow
 * root, apps/embed/src/runtime/radix-portal.tsx) and placed by usePopupPosition.ts; it carries the
 * theme class, which it would otherwise lose outside the theme root (ThemeRoot.tsx, useThemeClass).
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
  const comboboxId = `${baseId}-combobox`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const [open, setOpen] = useState(false);
  /** The typed filter; null while the visitor has typed nothing since the combobox last showed the selection. */
  const [query, setQuery] = useState<string | null>(null);
  /** Index of the active option among the listbox's items (select-all first when shown); -1 for none. */
  const [activeState, setActive] = useState(-1);
  /** The refusal message; a trailing no-break space flips on repeats so screen readers re-announce it. */
  const [notice, setNotice] = useState('');
  const typed = useRef({ text: '', at: 0 });
  const listRef = useRef<HTMLUListElement | null>(null);
  const { setAnchor, setPopup, style: popupStyle } = usePopupPosition();

  const limited = multiple && isLimited(limit);
  const selectedSet = new Set(selected);
  // docs/product.md#dropdowns: select-all only in multi-select mode without a limit.
  const itemsOf = (q: string | null) => {
    const matches = filterOptions(options, q ?? '');
    const shown =
      searchable && !multiple && matches.length > SEARCH_LIST_LIMIT
        ? matches.filter((o, i) => i < SEARCH_LIST_LIMIT || selectedSet.has(o.value))
        : matches;
    return {
      shown,
      more: matches.length - shown.length,
      allOffset: multiple && !limited && selectAll && shown.length > 0 ? 1 : 0,
    };
  };
  const { shown: visible, more, allOffset } = itemsOf(query);
  const count = visible.length + allOffset;
  // Options can change under an open list (a parent's new options): an index past the end means none.
  const active = activeState < count ? activeState : -1;
  const allVisibleSelected = visible.length > 0 && visible.every((o) => selectedSet.has(o.value));

  const selectedText = selected
    .map((v) => options.find((o) => o.value === v)?.label)
    .filter((l): l is string => l !== undefined)
    .join(', ');

  /** Whether the open list has been scrolled away from its top (by the visitor or scrollIntoView). */
  const scrolled = useRef(false);
  // A list opens at its top: it comes and goes with the popup.
  const setList = useCallback((list: HTMLUListElement | null) => {
    listRef.current = list;
    scrolled.current = false;
  }, []);
  // The active option stays in view as the arrows move it through a scrolled list. The first item of
  // a list still at its top is in view already: scrolling to it would only force a layout of the
  // just-opened popup, which cost the stock search's opening key ~40 ms at 4× CPU slowdown (issue 27).
  useEffect(() => {
    if (!open || active < 0 || (active <= allOffset && !scrolled.current)) return;
    listRef.current?.children.item(active)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, allOffset]);

  const activeAt = (at: OpenAt): number => {
    if (at === 'last') return count - 1;
    if (at !== 'first') {
      const index = visible.findIndex((o) => selectedSet.has(o.value));
      if (index >= 0) return index + allOffset;
      if (at === 'selectedOrNone') return -1;
    }
    return count > 0 ? 0 : -1;
  };

  const openPopup = (at: OpenAt) => {
    setOpen(true);
    setActive(activeAt(at));
  };

  const closePopup = () => {
    setOpen(false);
    setActive(-1);
    setNotice('');
  };

  const pick = (index: number) => {
    if (allOffset === 1 && index === 0) {
      setNotice('');
      onSelectedChange(toggleAllVisible(selected, visible));
      return;
    }
    const option = visible[index - allOffset];
    if (!option) return;
    const outcome = pickValue(selected, option.value, multiple, limit);
    if (outcome.refused) {
      const text = strings.limitReached(limit);
      setNotice((prev) => (prev === text ? `${text}\u00a0` : text));
      return;
    }
    setNotice('');
    onSelectedChange(outcome.next);
    if (!multiple) {
      closePopup();
      setQuery(null);
    }
  };

  /** The select-only combobox's type-ahead: letters typed in quick succession find an option by its label. */
  const typeahead = (letter: string, now: number) => {
    const t = typed.current;
    t.text = now - t.at < TYPEAHEAD_RESET_MS ? t.text + letter : letter;
    t.at = now;
    const from = open ? active - allOffset : visible.findIndex((o) => selectedSet.has(o.value));
    const index = typeaheadIndex(
      visible.map((o) => o.label),
      t.text,
      from,
    );
    if (!open) setOpen(true);
    if (index >= 0) setActive(index + allOffset);
    else if (!open) setActive(activeAt('selectedOrNone'));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (disabled) return;
    const { key } = e;
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp') {
        e.preventDefault();
        openPopup(e.altKey ? 'selectedOrNone' : key === 'ArrowDown' ? 'selected' : 'last');
      } else if (key === 'Enter' || (!searchable && (key === ' ' || key === 'Home' || key === 'End'))) {
        // Enter opens rather than submitting a surrounding form.
        e.preventDefault();
        openPopup(key === 'Home' ? 'first' : key === 'End' ? 'last' : 'selected');
      } else if (key === 'Escape' && query !== null) {
        // The second Escape (APG): the typed text goes, and the combobox shows the selection again.
        e.preventDefault();
        setQuery(null);
      } else if (!searchable && isPrintable(e)) {
        typeahead(key, e.timeStamp);
      }
      return;
    }
    if (key === 'ArrowUp' && e.altKey) {
      e.preventDefault();
      closePopup();
    } else if (isMoveKey(key)) {
      e.preventDefault();
      setActive(moveActive(key, active, count));
    } else if (key === 'Enter' || (!searchable && key === ' ')) {
      e.preventDefault();
      if (active >= 0) pick(active);
      else closePopup();
    } else if (key === 'Escape') {
      e.preventDefault();
      // Handled here: a surrounding panel or dialog stays open.
      e.stopPropagation();
      closePopup();
    } else if (!searchable && isPrintable(e)) {
      typeahead(key, e.timeStamp);
    }
  };

  const onType = (text: string) => {
    // The box showed the selection and the caret was after it: what counts is what was typed.
    const typedText =
      query === null && selectedText !== '' && text.startsWith(selectedText) ? text.slice(selectedText.length) : text;
    const next = itemsOf(typedText);
    setQuery(typedText);
    setOpen(true);
    setNotice('');
    // List autocomplete with the first match highlighted, so Enter takes it (type 'nvd', Enter).
    setActive(typedText.trim() !== '' && next.shown.length > 0 ? next.allOffset : -1);
  };

  const onBlur = () => {
    closePopup();
    setQuery(null);
  };

  const onPress = () => {
    if (disabled) return;
    if (!open) openPopup('selectedOrNone');
    else if (!searchable) closePopup();
  };

  let status = '';
  if (query !== null && query.trim() !== '')
    status = visible.length === 0 ? strings.noResults : strings.resultCount(visible.length + more);

  const comboboxAria = {
    id: comboboxId,
    'aria-labelledby': labelId,
    'aria-haspopup': 'listbox' as const,
    'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
    onKeyDown,
    onBlur,
    onClick: onPress,
  };

  const optionProps = (index: number, isSelected: boolean) => ({
    id: optionId(index),
    role: 'option',
    'aria-selected': isSelected,
    'data-active': index === active ? '' : undefined,
    onMouseMove: () => {
      if (active !== index) setActive(index);
    },
    onClick: () => pick(index),
  });

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {hideLabel ? (
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      ) : (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      )}
      <div className={styles.control}>
        {searchable ? (
          <ComboboxInput
            {...comboboxAria}
            ref={setAnchor}
            aria-expanded={open}
            aria-controls={listboxId}
            aria-autocomplete="list"
            className={`${styles.combobox} ${styles.editable}`}
            disabled={disabled}
            // While open the box holds the filter; closed, the selection (or the placeholder).
            value={query !== null && query !== '' ? query : open ? '' : selectedText}
            placeholder={open ? searchPlaceholder : placeholder}
            onChange={(e) => onType(e.target.value)}
          />
        ) : (
          <div
            {...comboboxAria}
            ref={setAnchor}
            role="combobox"
            aria-expanded={open}
            aria-controls={listboxId}
            tabIndex={disabled ? -1 : 0}
            aria-disabled={disabled || undefined}
            className={`${styles.combobox} ${styles.selectOnly}`}
          >
            <span className={selectedText === '' ? `${styles.value} ${styles.placeholder}` : styles.value}>
              {selectedText || placeholder}
            </span>
          </div>
        )}
        <svg className={styles.chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </div>
      {open && (
        <Portal>
          <div
            ref={setPopup}
            style={popupStyle}
            className={`${themeClass} ${styles.panel}`}
            // Not a control itself: it only keeps a press on its texts or scroll bar from taking focus.
            role="presentation"
            onMouseDown={keepFocus}
          >
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
            <ul
              ref={setList}
              id={listboxId}
              role="listbox"
              aria-labelledby={labelId}
              aria-multiselectable={multiple || undefined}
              onScroll={(e) => {
                scrolled.current = e.currentTarget.scrollTop > 0;
              }}
              className={multiple ? `${styles.list} ${styles.listMulti}` : styles.list}
            >
              {allOffset === 1 && (
                <li {...optionProps(0, allVisibleSelected)} className={`${styles.item} ${styles.selectAll}`}>
                  <span className={styles.box} aria-hidden="true">
                    {allVisibleSelected ? '✓' : ''}
                  </span>
                  {allVisibleSelected ? strings.unselectAll : strings.selectAll}
                </li>
              )}
              {visible.map((o, i) => (
                <li key={o.value} {...optionProps(i + allOffset, selectedSet.has(o.value))} className={styles.item}>
                  <span className={multiple ? styles.box : styles.tick} aria-hidden="true">
                    {selectedSet.has(o.value) ? '✓' : ''}
                  </span>
                  {o.label}
                </li>
              ))}
            </ul>
            {more > 0 && <p className={styles.message}>{strings.moreResults(more)}</p>}
          </div>
        </Portal>
      )}
    </div>
  );
}
