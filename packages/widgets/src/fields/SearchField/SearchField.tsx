import { forwardRef, useImperativeHandle, useRef, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { Button } from '../../Button';
import { cx } from '../../layout';
import { visuallyHiddenClass } from '../../VisuallyHidden';
import { Field } from '../Field';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'className'
> {
  /** The label; with `hideLabel` only screen readers get it. */
  label: string;
  /** Show the label to screen readers only, where the page makes the box's purpose plain. @default false */
  hideLabel?: boolean | undefined;
  /** The query. */
  value: string;
  /** Gets the new query on every keystroke, and '' when the box is cleared. */
  onChange: (value: string) => void;
  /**
   * The accessible name of a clear button inside the box, shown while there is a query; without it
   * the box keeps the browser's own clear control.
   */
  clearLabel?: string | undefined;
  /** A short help text under the box. */
  hint?: string | undefined;
  /** Class of the field's root. */
  className?: string | undefined;
  /** Class of the input itself, where a toolbar sizes it. */
  inputClassName?: string | undefined;
}

/**
 * A labelled search box. Escape clears a typed query and keeps focus in the box (and goes no
 * further, so it does not also close a surrounding panel); with `clearLabel` a ✕ button does the
 * same. Not required, and no autocomplete: the query is the visitor's, not a form value.
 */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  { label, hideLabel, value, onChange, clearLabel, hint, id, className, inputClassName, onKeyDown, ...input },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current!, []);
  const clear = () => {
    onChange('');
    inputRef.current?.focus();
  };
  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented || e.key !== 'Escape' || value === '') return;
    e.preventDefault();
    e.stopPropagation();
    clear();
  };
  const clearable = clearLabel !== undefined;
  return (
    <Field
      label={label}
      labelClassName={hideLabel ? visuallyHiddenClass : undefined}
      id={id}
      hint={hint}
      className={className}
    >
      {(c) => (
        <div className={styles.box}>
          <input
            autoComplete="off"
            {...input}
            ref={inputRef}
            id={c.id}
            type="search"
            className={cx(styles.input, clearable && styles.inputClearable, inputClassName)}
            value={value}
            aria-describedby={c.describedBy}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={keyDown}
          />
          {clearable && value !== '' && (
            <Button
              variant="ghost"
              size="sm"
              className={styles.clearButton}
              aria-label={clearLabel}
              title={clearLabel}
              onClick={clear}
            >
              <span aria-hidden="true">✕</span>
            </Button>
          )}
        </div>
      )}
    </Field>
  );
});
