import { forwardRef, type ReactNode } from 'react';
import { InlineField, type InlineFieldProps } from '../InlineField';

export interface CheckboxProps extends Omit<
  InlineFieldProps,
  'type' | 'checked' | 'defaultChecked' | 'onChange' | 'label'
> {
  /** The label beside the box (its accessible name); may hold a link. */
  label: ReactNode;
  /** Whether the box is ticked. */
  checked: boolean;
  /** Gets the new state when the visitor ticks or clears the box. */
  onChange: (checked: boolean) => void;
}

/** A labelled native checkbox with an optional hint and error (a consent, an option of a calculator). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ onChange, ...props }, ref) {
  return <InlineField {...props} ref={ref} type="checkbox" onChange={(e) => onChange(e.target.checked)} />;
});
