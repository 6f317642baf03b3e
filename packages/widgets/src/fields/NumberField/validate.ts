import { parseHuNumber } from '@penzugy/finance-core';
import { NUMBER_FIELD_STRINGS as T } from './strings';

/** Why a NumberField's text was rejected. */
export type NumberFieldErrorReason = 'empty' | 'notANumber' | 'notInteger' | 'belowMin' | 'aboveMax';

/** The bounds a NumberField enforces. */
export interface NumberFieldRules {
  /** Smallest allowed value, inclusive. */
  min?: number;
  /** Largest allowed value, inclusive. */
  max?: number;
  /** Only whole numbers. */
  integer?: boolean;
  /** An empty field is an error (otherwise it is a valid `null`). */
  required?: boolean;
}

/** The outcome of reading a NumberField's text. `value` is a finite number or `null`, never NaN. */
export interface NumberFieldReading {
  value: number | null;
  valid: boolean;
  reason: NumberFieldErrorReason | null;
  message: string | null;
}

/**
 * Reads what the user typed (`50 000 000`, `7,5`, `30 év`) with finance-core's parseHuNumber and
 * checks it against the rules. Pure, so the component and its tests share one truth.
 */
export function readNumberField(text: string, label: string, rules: NumberFieldRules = {}): NumberFieldReading {
  const fail = (reason: NumberFieldErrorReason, message: string): NumberFieldReading => ({
    value: null,
    valid: false,
    reason,
    message,
  });
  if (text.trim() === '') {
    return rules.required ? fail('empty', T.empty(label)) : { value: null, valid: true, reason: null, message: null };
  }
  const value = parseHuNumber(text);
  if (value === null || !Number.isFinite(value)) return fail('notANumber', T.notANumber(label));
  if (rules.integer && !Number.isInteger(value)) return fail('notInteger', T.notInteger(label));
  if (rules.min !== undefined && value < rules.min) return fail('belowMin', T.belowMin(label, rules.min));
  if (rules.max !== undefined && value > rules.max) return fail('aboveMax', T.aboveMax(label, rules.max));
  return { value, valid: true, reason: null, message: null };
}
