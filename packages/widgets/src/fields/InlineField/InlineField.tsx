import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { fieldMessages } from '../Field';
import * as styles from './InlineField.css';

export interface InlineFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className' | 'children' | 'aria-describedby'
> {
  /** Which control: the checkbox and the radio are drawn the same way. */
  type: 'checkbox' | 'radio';
  /** The label beside the control (its accessible name). */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode | undefined;
  /** An error under the label; the control is then aria-invalid and described by it. */
  error?: ReactNode | undefined;
  /** Class of the root (the control, its label and the texts under them). */
  className?: string | undefined;
}

/**
 * The private frame of the controls whose label sits beside them (as Braid's InlineField): the
 * checkbox and each radio of a RadioGroup. The hint and error are wired as Field wires them.
 */
export const InlineField = forwardRef<HTMLInputElement, InlineFieldProps>(function InlineField(
  { type, label, hint, error, id: idProp, className, ...input },
  ref,
) {
  const generated = useId();
  const id = idProp ?? generated;
  const { describedBy, invalid, messages } = fieldMessages(id, { hint, error });
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <input
        {...input}
        ref={ref}
        id={id}
        type={type}
        className={styles.control}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {(hint || invalid) && <div className={styles.message}>{messages}</div>}
    </div>
  );
});
