import { useId, type ReactNode } from 'react';
import { Field, fieldStyles as styles } from '../Field';
import { InlineField } from '../InlineField';

export interface RadioOption<V> {
  value: V;
  label: ReactNode;
}

export interface RadioGroupProps<V> {
  /** The group's legend (its accessible name). */
  label: ReactNode;
  options: readonly RadioOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The radios' shared `name`; generated when absent. */
  name?: string | undefined;
  hint?: ReactNode | undefined;
  error?: string | null | undefined;
  /** `row` side by side (short options), `stacked` one under the other (long ones). @default 'row' */
  layout?: 'row' | 'stacked' | undefined;
  className?: string | undefined;
  /** Replace the group's own root and legend classes (see Field). */
  rootClassName?: string | undefined;
  labelClassName?: string | undefined;
  /** Class of each option (the control with its label), where a calculator draws them its own way. */
  optionClassName?: string | undefined;
}

/** A fieldset of native radios with a legend: arrow keys, names and checked state as the platform does them. */
export function RadioGroup<V extends string | number | boolean>({
  label,
  options,
  value,
  onChange,
  name: nameProp,
  hint,
  error,
  layout = 'row',
  className,
  rootClassName,
  labelClassName,
  optionClassName,
}: RadioGroupProps<V>) {
  const generated = useId();
  const name = nameProp ?? `${generated}-radio`;
  return (
    <Field
      kind="group"
      label={label}
      hint={hint}
      error={error}
      className={className}
      rootClassName={rootClassName}
      labelClassName={labelClassName}
    >
      {() => (
        <div className={layout === 'row' ? styles.options : styles.optionsStacked}>
          {options.map((o) => (
            <InlineField
              key={String(o.value)}
              type="radio"
              className={optionClassName}
              label={o.label}
              name={name}
              value={String(o.value)}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
          ))}
        </div>
      )}
    </Field>
  );
}
