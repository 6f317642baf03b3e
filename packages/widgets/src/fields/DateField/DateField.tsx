import { forwardRef, type InputHTMLAttributes } from 'react';
import { controlClass, Field } from '../Field';

export interface DateFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> {
  label: string;
  /** `YYYY-MM-DD`, or '' for an empty field. */
  value: string;
  /** Gets `YYYY-MM-DD`, or '' when cleared. */
  onChange: (value: string) => void;
  hint?: string | undefined;
  error?: string | null | undefined;
  /** Marks the field invalid and describes it by `describedBy` when the message is shown elsewhere (e.g. one message for a period). */
  invalid?: boolean | undefined;
  describedBy?: string | undefined;
  requiredMark?: boolean | undefined;
}

/** A native date input, keyboard- and screen-reader-friendly in every browser. */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { label, value, onChange, hint, error, invalid, describedBy, requiredMark, id, className, ...input },
  ref,
) {
  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={error}
      requiredMark={requiredMark}
      describedBy={[describedBy]}
      className={className}
    >
      {(c) => (
        <input
          {...input}
          ref={ref}
          id={c.id}
          type="date"
          className={controlClass}
          value={value}
          aria-invalid={c.invalid || invalid || undefined}
          aria-describedby={c.describedBy}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
});
