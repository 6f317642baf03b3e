import { useId, type ReactNode } from 'react';
import * as styles from './Field.css';

/** What a field's control needs from the frame to be described and marked like the others. */
export interface FieldControlProps {
  /** The control's id (the label points at it). */
  id: string;
  /** Ids of the error (when shown), any the caller added, and the hint; undefined when none. */
  describedBy: string | undefined;
  /** True while an error is shown. */
  invalid: boolean;
}

/** What the frame and the inline field share: the texts under the control and how they are wired. */
export interface FieldMessageProps {
  /** Help text under the control. */
  hint?: ReactNode | undefined;
  /** The error under the control; the control is then aria-invalid and described by it. */
  error?: ReactNode | undefined;
  /**
   * Keep an empty error paragraph in the page (a polite live region), so a message that arrives
   * later is announced. Otherwise the error is rendered only when there is one, as an alert.
   */
  liveError?: boolean | undefined;
  /** Further ids describing the control (e.g. a unit), read after the error and before the hint. */
  describedBy?: readonly (string | undefined)[] | undefined;
}

export interface FieldProps extends FieldMessageProps {
  /** Visible label (a legend for a group). */
  label: ReactNode;
  /** The control's id; generated when absent. */
  id?: string | undefined;
  /** Shows a visual required mark after the label (hidden from screen readers: the control says it). */
  requiredMark?: boolean | undefined;
  /** `group`: a fieldset with a legend (radio groups); the control then names itself by it. */
  kind?: 'control' | 'group' | undefined;
  className?: string | undefined;
  /** Replaces the frame's own root class (a calculator drawing a group as its form section). */
  rootClassName?: string | undefined;
  /** Replaces the label's (legend's) own class. */
  labelClassName?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The ids and texts under a control, wired the same way for every field: `describedBy` lists the
 * error (when shown), the caller's extra ids and the hint, in reading order; `messages` renders
 * the hint and the error paragraphs.
 */
export function fieldMessages(id: string, { hint, error, liveError = false, describedBy: extra }: FieldMessageProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy =
    [invalid ? errorId : undefined, ...(extra ?? []), hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  const messages = (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {liveError ? (
        <p id={errorId} className={styles.error} aria-live="polite">
          {invalid ? error : null}
        </p>
      ) : (
        invalid && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )
      )}
    </>
  );
  return { describedBy, invalid, messages };
}

/**
 * The private frame under every field of the package: label (or legend), the control, the hint and
 * the error, with the ids wired into `aria-describedby` the same way everywhere. Not exported from
 * the package: fields are built on it, pages use the fields. (Checkboxes and radios, whose label
 * sits beside the control, use InlineField, which shares the messages.)
 */
export function Field({
  label,
  id: idProp,
  requiredMark = false,
  kind = 'control',
  className,
  rootClassName,
  labelClassName = styles.label,
  children,
  ...messageProps
}: FieldProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const { describedBy, invalid, messages } = fieldMessages(id, messageProps);
  const mark = requiredMark ? (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  ) : null;
  const rootClass = `${rootClassName ?? (kind === 'group' ? styles.group : styles.root)}${
    className ? ` ${className}` : ''
  }`;
  const control = children({ id, describedBy, invalid });

  if (kind === 'group') {
    return (
      <fieldset className={rootClass} aria-describedby={describedBy}>
        <legend className={labelClassName}>
          {label}
          {mark}
        </legend>
        {control}
        {messages}
      </fieldset>
    );
  }
  return (
    <div className={rootClass}>
      {mark ? (
        // The mark sits beside the label, not in it: label-text queries and the accessible name stay the label's.
        <span className={styles.labelRow}>
          <label htmlFor={id} className={labelClassName}>
            {label}
          </label>
          {mark}
        </span>
      ) : (
        <label htmlFor={id} className={labelClassName}>
          {label}
        </label>
      )}
      {control}
      {messages}
    </div>
  );
}
