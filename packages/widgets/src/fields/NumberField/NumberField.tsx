import { formatNumber } from '@penzugy/finance-core';
import {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Field } from '../Field';
import * as styles from './NumberField.css';
import { NUMBER_FIELD_STRINGS } from './strings';
import { readNumberField, type NumberFieldReading } from './validate';
import { useIsomorphicLayoutEffect } from '../../dom';
import { useLatest } from '../../primitives';

/** Units the calculators use; any other short string works too. */
export const NUMBER_FIELD_UNITS = ['Ft', '%', 'év', 'hónap'] as const;

/** What `onChange` reports besides the value. */
export interface NumberFieldChangeInfo extends NumberFieldReading {
  /** The text as typed. */
  text: string;
  /** `'input'` for a keystroke (or a pause in typing, see `typingPause`), `'commit'` for blur or Enter. */
  trigger: 'input' | 'commit';
}

/**
 * The `typingPause` of every NumberField inside that does not set its own: the calculators' layout
 * provides one, so each keystroke repaints its field alone, not the whole calculator.
 */
export const NumberFieldTypingPause = createContext(0);

export interface NumberFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'min' | 'max' | 'step' | 'required' | 'size'
> {
  /** Visible label; also names the field in error messages ('Futamidő: …'). */
  label: string;
  /** Controlled value; `null` is an empty field. Non-finite numbers are shown as empty. */
  value?: number | null | undefined;
  /** Initial value when uncontrolled. @default null */
  defaultValue?: number | null | undefined;
  /**
   * Called on every keystroke and on commit (blur, Enter) with the parsed value, or `null` when the
   * text is empty, not a number or out of range — so the caller never computes with a bad value.
   */
  onChange?: ((value: number | null, info: NumberFieldChangeInfo) => void) | undefined;
  /**
   * Milliseconds: while the user types, `onChange` reports the text once typing has paused this long
   * rather than on every keystroke (blur and Enter still report at once). 0 reports every keystroke.
   * @default the nearest NumberFieldTypingPause, else 0
   */
  typingPause?: number | undefined;
  /** Unit shown after the input, e.g. 'Ft', '%', 'év'. */
  unit?: (typeof NUMBER_FIELD_UNITS)[number] | (string & {}) | undefined;
  /** Smallest allowed value (inclusive); also shown in the range hint. */
  min?: number | undefined;
  /** Largest allowed value (inclusive); also shown in the range hint. */
  max?: number | undefined;
  /** Step shown in the hint ('lépésköz'); not enforced, as in docs/product.md#calculators. */
  step?: number | undefined;
  /** Only whole numbers are valid. @default false */
  integer?: boolean | undefined;
  /** An empty field is invalid. @default true */
  required?: boolean | undefined;
  /** Fixed decimals when not focused; by default as many as the value has (at most 6). */
  decimals?: number | undefined;
  /** Replaces the automatic range hint ('Tartomány: 1–30 év'); `null` hides it. */
  hint?: ReactNode | undefined;
  /** An external message, e.g. a FinanceInputError from finance-core; shown unless the text itself is invalid. */
  error?: string | Error | null | undefined;
  /** Class names for the root element. */
  className?: string | undefined;
}

function decimalsOf(v: number): number {
  return Math.min((String(v).split('.')[1] ?? '').length, 6);
}

/** The text while editing: no grouping, decimal comma ('50000000', '7,5'). */
function editText(v: number | null): string {
  return v === null ? '' : formatNumber(v, decimalsOf(v)).replace(/[\s\u00a0\u202f]/g, '');
}

function finiteOrNull(v: number | null | undefined): number | null {
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/**
 * A labelled number input for Hungarian numbers ('50 000 000', '7,5').
 *
 * It reports on every keystroke, not only on blur: the calculators recompute live (docs/product.md#home-loan
 * recomputes when price or down payment change), and a half-typed or out-of-range value reaches the
 * caller as `null`, so live updates never compute with garbage. Blur and Enter "commit": they format
 * the value (`50 000 000`) and reveal an error message. Errors appear only after a commit and go away
 * on the first keystroke that fixes them, so typing "5" on the way to "50" is not scolded.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(function NumberField(
  {
    label,
    value: valueProp,
    defaultValue = null,
    onChange,
    typingPause: typingPauseProp,
    unit,
    min,
    max,
    step,
    integer = false,
    required = true,
    decimals,
    hint,
    error,
    id: idProp,
    className,
    disabled,
    onFocus,
    onBlur,
    onPointerDown,
    onKeyDown,
    ...inputProps
  },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const unitId = `${id}-unit`;

  const controlled = valueProp !== undefined;
  const [inner, setInner] = useState<number | null>(() => finiteOrNull(defaultValue));
  const value = finiteOrNull(controlled ? valueProp : inner);
  /** What the user typed; `null` while the field shows `value` itself. */
  const [draft, setDraft] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const [showError, setShowError] = useState(false);
  const lastEmitted = useRef<number | null | undefined>(undefined);
  const prevValue = useRef(value);
  const inheritedPause = useContext(NumberFieldTypingPause);
  const typingPause = typingPauseProp ?? inheritedPause;
  /** The report of the text typed last, waiting for a pause in typing (`typingPause`). */
  const pendingReport = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelPendingReport = () => {
    clearTimeout(pendingReport.current);
    pendingReport.current = undefined;
  };
  // A field that goes away (a model switch, a closed panel) does not report the text it took along.
  useEffect(() => cancelPendingReport, []);

  // A value from outside (a reset, a linked field) replaces the draft; our own echo does not.
  // A layout effect, so the check runs before the next keystroke is handled: with a passive effect,
  // preact (the embed) can handle fast typing in between and the echo wipes the newer draft.
  useIsomorphicLayoutEffect(() => {
    if (prevValue.current === value) return;
    prevValue.current = value;
    if (value !== lastEmitted.current) {
      cancelPendingReport();
      setDraft(null);
      setShowError(false);
    }
  }, [value]);

  // Focusing swaps the grouped text ('9 000 000') for the editable one ('9000000'), and setting an
  // input's value drops the select-all a browser does on Tab, so typing would append to the old
  // number. After that swap, a focus that did not come from the pointer selects the text again;
  // a click keeps its caret.
  const pointerFocus = useRef(false);
  const selectOnFocus = useRef<HTMLInputElement | null>(null);
  useIsomorphicLayoutEffect(() => {
    if (!focused || !selectOnFocus.current) return;
    selectOnFocus.current.select();
    selectOnFocus.current = null;
  }, [focused]);

  const rules = { min, max, integer, required };
  const reading = draft === null ? null : readNumberField(draft, label, rules);

  const emit = (text: string, trigger: 'input' | 'commit') => {
    cancelPendingReport();
    const r = readNumberField(text, label, rules);
    lastEmitted.current = r.value;
    if (!controlled) setInner(r.value);
    onChange?.(r.value, { ...r, text, trigger });
    return r;
  };

  const latestEmit = useLatest(emit);

  const commit = (leaving: boolean) => {
    if (draft === null) return;
    const r = emit(draft, 'commit');
    setShowError(!r.valid);
    if (r.valid && leaving) setDraft(null);
  };

  const text =
    draft ?? (focused ? editText(value) : value === null ? '' : formatNumber(value, decimals ?? decimalsOf(value)));

  const externalMessage = typeof error === 'string' ? error : (error?.message ?? null);
  const message = (showError && reading && !reading.valid ? reading.message : null) ?? (externalMessage || null);
  const hintContent = hint === undefined ? NUMBER_FIELD_STRINGS.rangeHint(min, max, step, unit) : hint;
  return (
    <Field
      label={label}
      id={id}
      hint={hintContent}
      error={message}
      liveError
      describedBy={[unit ? unitId : undefined]}
      className={className}
    >
      {(c) => (
        <>
          <div
            className={styles.control}
            data-invalid={message ? '' : undefined}
            data-disabled={disabled ? '' : undefined}
          >
            <input
              {...inputProps}
              ref={ref}
              id={id}
              type="text"
              // The decimal keypad of iOS has no minus sign, so fields that allow negatives get a full keyboard.
              inputMode={min !== undefined && min < 0 ? 'text' : 'decimal'}
              autoComplete="off"
              spellCheck={false}
              disabled={disabled}
              className={styles.input}
              value={text}
              aria-invalid={message ? true : undefined}
              aria-required={required || undefined}
              aria-describedby={c.describedBy}
              onChange={(e) => {
                const next = e.target.value;
                setDraft(next);
                if (typingPause > 0) {
                  cancelPendingReport();
                  // Through the latest render's emit: the parent may have re-rendered with a new onChange.
                  pendingReport.current = setTimeout(() => latestEmit.current(next, 'input'), typingPause);
                  // Read now so a shown error goes as soon as the text is valid; the report reads the
                  // text again when it fires, under the rules then in force (a limit may follow
                  // another field that changed meanwhile).
                  if (readNumberField(next, label, rules).valid) setShowError(false);
                } else if (emit(next, 'input').valid) setShowError(false);
              }}
              onPointerDown={(e: PointerEvent<HTMLInputElement>) => {
                pointerFocus.current = true;
                onPointerDown?.(e);
              }}
              onFocus={(e: FocusEvent<HTMLInputElement>) => {
                selectOnFocus.current = pointerFocus.current ? null : e.currentTarget;
                pointerFocus.current = false;
                setFocused(true);
                onFocus?.(e);
              }}
              onBlur={(e: FocusEvent<HTMLInputElement>) => {
                pointerFocus.current = false;
                setFocused(false);
                commit(true);
                onBlur?.(e);
              }}
              onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
                // Enter commits and then does what it normally does (submits the form, if any).
                if (e.key === 'Enter') commit(false);
                onKeyDown?.(e);
              }}
            />
            {unit && (
              <span id={unitId} className={styles.unit}>
                {unit}
              </span>
            )}
          </div>
        </>
      )}
    </Field>
  );
});
