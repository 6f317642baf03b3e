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

export interface FieldProps {
  /** Visible label (a legend for a group). */
  label: ReactNode;
  /** The control's id; generated when absent. */
  id?: string | undefined;
  /** Help text under the control. */
  hint?: ReactNode | undefined;
  /** The error under the control; the control is then aria-invalid and described by it. */
  error?: ReactNode | undefined;
  /**
   * Keep an empty error paragraph in the page (a polite live region), so a message that arrives
   * later is announced. Otherwise the error is rendered only when there is one, as an alert.
   */
  liveError?: boolean | undefined;
  /** Shows a visual required mark after the label (hidden from screen readers: the control says it). */
  requiredMark?: boolean | undefined;
  /** Further ids describing the control (e.g. a unit), read after the error and before the hint. */
  describedBy?: readonly (string | undefined)[] | undefined;
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
 * The private frame under every field of the package: label (or legend), the control, the hint and
 * the error, with the ids wired into `aria-describedby` the same way everywhere. Not exported from
 * the package: fields are built on it, pages use the fields.
 */
export function Field({
  label,
  id: idProp,
  hint,
  error,
  liveError = false,
  requiredMark = false,
  describedBy: extra,
  kind = 'control',
  className,
  rootClassName,
  labelClassName = styles.label,
  children,
}: FieldProps) {
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy =
    [hasError ? errorId : undefined, ...(extra ?? []), hint ? hintId : undefined].filter(Boolean).join(' ') ||
    undefined;
  const mark = requiredMark ? (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  ) : null;
  const rootClass = `${rootClassName ?? (kind === 'group' ? styles.group : styles.root)}${
    className ? ` ${className}` : ''
  }`;
  const below = (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {liveError ? (
        <p id={errorId} className={styles.error} aria-live="polite">
          {hasError ? error : null}
        </p>
      ) : (
        hasError && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )
      )}
    </>
  );
  const control = children({ id, describedBy, invalid: hasError });

  if (kind === 'group') {
    return (
      <fieldset className={rootClass} aria-describedby={describedBy}>
        <legend className={labelClassName}>
          {label}
          {mark}
        </legend>
        {control}
        {below}
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
      {below}
    </div>
  );
}
