import { useState } from 'react';
import { SelectMenu, type SelectOption } from '../SelectMenu';
import { SEARCH_DROPDOWN_STRINGS } from './strings';

export interface SearchDropdownProps {
  /** Visible label; names the combobox and its listbox. */
  label: string;
  /** Hide the label on screen (it still names the control). @default false */
  hideLabel?: boolean | undefined;
  /** The options, `{ value, label }`. */
  options: readonly SelectOption[];
  /** Selected value, controlled; `null` for none. */
  value?: string | null | undefined;
  /** Selected value at first, uncontrolled. @default null */
  defaultValue?: string | null | undefined;
  /** Called with the picked value and its option. */
  onChange?: ((value: string, option: SelectOption) => void) | undefined;
  /** The combobox's placeholder while nothing is selected, e.g. 'Részvény'. @default 'Válasszon...' */
  placeholder?: string | undefined;
  /** The combobox's placeholder while its list is open. @default 'Keresés...' */
  searchPlaceholder?: string | undefined;
  /** Filter by typing into the combobox (else a select-only combobox). @default true */
  searchable?: boolean | undefined;
  /** Disable the control. @default false */
  disabled?: boolean | undefined;
  /** Base id of the parts (`${id}-label`, `${id}-combobox`, `${id}-listbox`). @default a generated id */
  id?: string | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
}

/**
 * Pick one option from a searchable list: the portfolio stock picker (docs/product.md#portfolio-optimiser). A
 * combobox (docs/product.md#dropdowns; the keys in SelectMenu): type into the box to filter, the first match is
 * highlighted, the arrows move, Enter picks and closes, Escape closes; focus stays in the box throughout.
 * Not `searchable`, it is a select-only combobox with type-ahead.
 */
export function SearchDropdown({
  label,
  hideLabel = false,
  options,
  value,
  defaultValue = null,
  onChange,
  placeholder = SEARCH_DROPDOWN_STRINGS.placeholder,
  searchPlaceholder = SEARCH_DROPDOWN_STRINGS.searchPlaceholder,
  searchable = true,
  disabled = false,
  id,
  className,
}: SearchDropdownProps) {
  const [inner, setInner] = useState<string | null>(defaultValue);
  const current = value === undefined ? inner : value;
  const handleChange = ([next]: string[]) => {
    const option = options.find((o) => o.value === next);
    if (!option) return;
    if (value === undefined) setInner(next!);
    onChange?.(next!, option);
  };
  return (
    <SelectMenu
      multiple={false}
      label={label}
      hideLabel={hideLabel}
      options={options}
      selected={current === null ? [] : [current]}
      onSelectedChange={handleChange}
      placeholder={placeholder}
      searchable={searchable}
      searchPlaceholder={searchPlaceholder}
      limit={-1}
      selectAll={false}
      disabled={disabled}
      strings={SEARCH_DROPDOWN_STRINGS}
      id={id}
      className={className}
    />
  );
}
