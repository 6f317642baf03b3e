import { useCallback, useRef, useState } from 'react';
import type { NumberFieldChangeInfo } from '../fields';

/** What the calculator knows about its fields' text, beyond the parsed values. */
export interface FieldValidityState<F extends string> {
  /** Fields whose text does not parse (their value is null because of it), with NumberField's message. */
  invalid: Partial<Record<F, string>>;
  /** The messages NumberField shows under a field, i.e. invalid text the user has committed (blur, Enter). */
  shown: Partial<Record<F, string>>;
  /** The field being typed in and not yet committed, or null. */
  editing: F | null;
}

const EMPTY = { invalid: {}, shown: {}, editing: null };

/**
 * Mirrors what NumberField reports, so a calculator can tell an empty optional field (valid `null`)
 * from unreadable text (invalid `null`), and hold its own messages (finance-core's) back while the
 * user is still typing: like NumberField, it speaks up on blur or Enter, not on every keystroke.
 *
 * Used through useCalculatorForm by the field-based calculators.
 */
export function useFieldValidity<F extends string>() {
  const [state, setState] = useState<FieldValidityState<F>>(EMPTY);
  // The same state, readable at once: a submit in the same event as the commit must see the commit.
  const latest = useRef<FieldValidityState<F>>(EMPTY);

  const track = useCallback((field: F, info: NumberFieldChangeInfo) => {
    const prev = latest.current;
    const editing = info.trigger === 'input' ? field : prev.editing === field ? null : prev.editing;
    const invalid = { ...prev.invalid };
    const shown = { ...prev.shown };
    if (info.valid) {
      delete invalid[field];
      delete shown[field];
    } else {
      invalid[field] = info.message ?? '';
      if (info.trigger === 'commit') shown[field] = info.message ?? '';
    }
    latest.current = { invalid, shown, editing };
    setState(latest.current);
  }, []);

  /** Forgets everything, e.g. when the whole input is replaced from outside. */
  const reset = useCallback(() => {
    latest.current = EMPTY;
    setState(EMPTY);
  }, []);

  /** The invalid fields as of now, including changes not rendered yet. */
  const currentInvalid = useCallback(() => latest.current.invalid, []);

  return { ...state, track, reset, currentInvalid };
}
