import { forwardRef, type InputHTMLAttributes } from 'react';

export interface ComboboxInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  /** Whether the popup is shown. */
  'aria-expanded': boolean;
  /** Id of the popup's listbox. */
  'aria-controls': string;
}

/**
 * The text box of an editable combobox (the WAI-ARIA APG combobox pattern, "list autocomplete"): a
 * bare `<input role="combobox">` that keeps DOM focus while the popup's active option is named by
 * `aria-activedescendant`. It has no label or hint of its own: the combobox that owns it
 * (SelectMenu) names it with `aria-labelledby` and draws it, and raw inputs live only in fields/.
 */
export const ComboboxInput = forwardRef<HTMLInputElement, ComboboxInputProps>(function ComboboxInput(props, ref) {
  return (
    <input
      autoComplete="off"
      spellCheck={false}
      {...props}
      ref={ref}
      type="text"
      role="combobox"
      aria-expanded={props['aria-expanded']}
      aria-controls={props['aria-controls']}
    />
  );
});
