import { useState } from 'react';
import { SelectMenu, type SelectOption } from '../SelectMenu';
import { SEARCH_DROPDOWN_STRINGS } from './strings';

export interface SearchDropdownProps {
  /** Visible label; names the trigger, the panel and the list. */
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
  /** Trigger text while nothing is selected, e.g. 'Részvény'. @default 'Válasszon...' */
  placeholder?: string | undefined;
  /** Placeholder of the search box. @default 'Keresés...' */
  searchPlaceholder?: string | undefined;
  /** Show the search box. @default true */
  searchable?: boolean | undefined;
  /** Disable the control. @default false */
  disabled?: boolean | undefined;
  /** Base id of the parts (label, trigger). @default a generated id */
  id?: string | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
}

/**
 * Pick one option from a searchable list: the portfolio stock picker (docs/product.md#portfolio-optimiser). Opens with
 * the search box focused; type to filter, ArrowDown to the options, Enter to pick, Escape to close.
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
