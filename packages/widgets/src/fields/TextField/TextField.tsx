import { forwardRef, type InputHTMLAttributes } from 'react';
import { controlClass, Field } from '../Field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  /** The visible label; the error messages name the same field. */
  label: string;
  /** The message shown under the field (and announced). */
  error?: string | null | undefined;
  /** A short help text under the field. */
  hint?: string | undefined;
  /** Shows the visual required mark after the label. */
  requiredMark?: boolean | undefined;
  /** Class of the field's root. */
  className?: string | undefined;
}

/** A labelled text input (e-mail, password, name) in the look of the NumberField. Required unless told otherwise. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, requiredMark, required = true, id, className, ...input },
  ref,
) {
  return (
    <Field label={label} id={id} hint={hint} error={error} requiredMark={requiredMark} className={className}>
      {(c) => (
        <input
          {...input}
          ref={ref}
          id={c.id}
          required={required}
          className={controlClass}
          aria-invalid={c.invalid || undefined}
          aria-describedby={c.describedBy}
        />
      )}
    </Field>
  );
});
