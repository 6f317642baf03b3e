import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { Field } from '../Field';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
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

/** A labelled multi-line text box (a message), in the look of the other fields. Required unless told otherwise. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, requiredMark, required = true, id, className, rows = 6, ...textarea },
  ref,
) {
  return (
    <Field label={label} id={id} hint={hint} error={error} requiredMark={requiredMark} className={className}>
      {(c) => (
        <textarea
          {...textarea}
          ref={ref}
          id={c.id}
          rows={rows}
          required={required}
          className={styles.textArea}
          aria-invalid={c.invalid || undefined}
          aria-describedby={c.describedBy}
        />
      )}
    </Field>
  );
});
