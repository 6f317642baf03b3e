import { useState } from 'react';
import { MULTI_SELECT_SEARCHABLE_DEFAULT, NO_SELECTION_LIMIT, SelectMenu, type SelectOption } from '../SelectMenu';
import { MULTI_SELECT_STRINGS } from './strings';

export interface MultiSelectProps {
  /** Visible label; names the combobox and its listbox. */
  label: string;
  /** Hide the label on screen (it still names the control). @default false */
  hideLabel?: boolean | undefined;
  /** The options, `{ value, label }`. */
  options: readonly SelectOption[];
  /** Selected values, controlled. */
  value?: readonly string[] | undefined;
  /** Selected values at first, uncontrolled. @default [] */
  defaultValue?: readonly string[] | undefined;
  /** Called with the new selection (values and their options, in the order picked). */
  onChange?: ((values: string[], selected: SelectOption[]) => void) | undefined;
  /** Most items that can be selected; `-1` means no limit (docs/product.md#dropdowns). Picks beyond it are refused with a message. @default -1 */
  limit?: number | undefined;
  /** Filter by typing into the combobox (docs/product.md#dropdowns: off by default). @default false */
  searchable?: boolean | undefined;
  /** Offer 'Összes kijelölése' / 'Kijelölés megszüntetése' (acting on the options the filter shows); never shown with a limit (docs/product.md#dropdowns). @default true */
  selectAll?: boolean | undefined;
  /** The combobox's text while nothing is selected. @default 'Válasszon...' */
  placeholder?: string | undefined;
  /** With `searchable`, the combobox's placeholder while its list is open. @default 'Keresés...' */
  searchPlaceholder?: string | undefined;
  /** Disable the control. @default false */
  disabled?: boolean | undefined;
  /** Base id of the parts (`${id}-label`, `${id}-combobox`, `${id}-listbox`). @default a generated id */
  id?: string | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
}

/**
 * Pick several options from a list, with an optional search filter, a selection limit and
 * select-all (docs/product.md#dropdowns). A combobox whose listbox is multi-selectable (the keys in
 * SelectMenu): select-only with type-ahead, or with `searchable` a box to type the filter into; the
 * list stays open while picking (Enter, or Space without search, toggles the active option); Escape
 * closes it.
 */
export function MultiSelect({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue = [],
  onChange,
  limit = NO_SELECTION_LIMIT,
  searchable = MULTI_SELECT_SEARCHABLE_DEFAULT,
  selectAll = true,
  placeholder = MULTI_SELECT_STRINGS.placeholder,
  searchPlaceholder = MULTI_SELECT_STRINGS.searchPlaceholder,
  disabled = false,
  id,
  className,
}: MultiSelectProps) {
  const [inner, setInner] = useState<readonly string[]>(defaultValue);
  const selected = value ?? inner;
  const handleChange = (next: string[]) => {
    if (value === undefined) setInner(next);
    onChange?.(
      next,
      next.map((v) => options.find((o) => o.value === v)).filter((o): o is SelectOption => o !== undefined),
    );
  };
  return (
    <SelectMenu
      multiple
      label={label}
      hideLabel={hideLabel}
      options={options}
      selected={selected}
      onSelectedChange={handleChange}
      placeholder={placeholder}
      searchable={searchable}
      searchPlaceholder={searchPlaceholder}
      limit={limit}
      selectAll={selectAll}
      disabled={disabled}
      strings={MULTI_SELECT_STRINGS}
      id={id}
      className={className}
    />
  );
}
