import { forwardRef, type SelectHTMLAttributes } from 'react';
import { controlClass, Field } from '../Field';

export interface SelectFieldOption<V extends string = string> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string = string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'children'
> {
  label: string;
  options: readonly SelectFieldOption<V>[];
  value: V;
  onChange: (value: V) => void;
  hint?: string | undefined;
  error?: string | null | undefined;
  /** Shows the visual required mark after the label. */
  requiredMark?: boolean | undefined;
}

/** A labelled native select: keyboard and screen-reader behaviour of the platform, the look of the NumberField. */
function SelectFieldInner<V extends string>(
  { label, options, value, onChange, hint, error, requiredMark, id, className, ...select }: SelectFieldProps<V>,
  ref: React.ForwardedRef<HTMLSelectElement>,
) {
  return (
    <Field label={label} id={id} hint={hint} error={error} requiredMark={requiredMark} className={className}>
      {(c) => (
        <select
          {...select}
          ref={ref}
          id={c.id}
          className={controlClass}
          value={value}
          aria-invalid={c.invalid || undefined}
          aria-describedby={c.describedBy}
          onChange={(e) => onChange(e.target.value as V)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export const SelectField = forwardRef(SelectFieldInner) as <V extends string = string>(
  props: SelectFieldProps<V> & { ref?: React.Ref<HTMLSelectElement> | undefined },
) => React.ReactElement;
