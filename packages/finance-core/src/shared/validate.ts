import { FinanceInputError } from './errors';

// Built on first use (a refused input), not while the module evaluates: see format.ts.
let huFormat: Intl.NumberFormat | undefined;
const hu = (value: number): string =>
  (huFormat ??= new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 6 })).format(value);

/** Bounds for {@link checkNumber}. Both ends are inclusive unless `exclusiveMin` is set. */
export interface NumberRule {
  min?: number;
  max?: number;
  /** `min` itself is not allowed (e.g. a term must be > 0). */
  exclusiveMin?: boolean;
  integer?: boolean;
}

/**
 * Returns `value` when it is a finite number within `rule`, otherwise throws a
 * {@link FinanceInputError} whose Hungarian message starts with the field's label.
 */
export function checkNumber(value: unknown, field: string, label: string, rule: NumberRule = {}): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new FinanceInputError(field, label, `${label}: adjon meg érvényes számot.`);
  }
  const { min, max, exclusiveMin, integer } = rule;
  if (integer && !Number.isInteger(value)) {
    throw new FinanceInputError(field, label, `${label}: egész számot adjon meg.`);
  }
  if (min !== undefined) {
    if (exclusiveMin ? value <= min : value < min) {
      throw new FinanceInputError(
        field,
        label,
        exclusiveMin
          ? `${label}: nagyobbnak kell lennie, mint ${hu(min)}.`
          : `${label}: nem lehet kisebb, mint ${hu(min)}.`,
      );
    }
  }
  if (max !== undefined && value > max) {
    throw new FinanceInputError(field, label, `${label}: nem lehet nagyobb, mint ${hu(max)}.`);
  }
  return value;
}

/**
 * Fills the defaults of an input object: a field that is `undefined` (or absent) takes the default,
 * anything else is kept as given so that validation can reject it by name. `null` counts as no input.
 *
 * The fields are the keys of `defaults` (a key whose default is `undefined` names an optional field
 * without a default); a field of `input` that `defaults` does not name is left out of the result, as
 * nothing reads it. A non-finite number (NaN, ±Infinity) in a field is refused here already, with the
 * message {@link checkNumber} gives, since no field of any input takes one; `labels` gives the
 * fields' Hungarian names for it (a field without a label is named by its key).
 * @throws FinanceInputError when `input` is given but is not a plain object (e.g. a number or an
 *   array), or when one of its fields is a non-finite number.
 */
export function withDefaults<T extends object>(
  defaults: T,
  input: Partial<T> | undefined,
  labels: Readonly<Record<string, string>> = {},
): T {
  if (input !== undefined && input !== null && (typeof input !== 'object' || Array.isArray(input))) {
    throw new FinanceInputError('input', 'Bemenet', 'Bemenet: a beállításokat objektumként adja meg (mezőnév: érték).');
  }
  const out = { ...defaults };
  if (input) {
    for (const key of Object.keys(defaults) as (keyof T & string)[]) {
      if (!Object.hasOwn(input, key)) continue;
      const v = input[key];
      if (typeof v === 'number' && !Number.isFinite(v)) {
        const label = Object.hasOwn(labels, key) && labels[key] ? labels[key] : key;
        throw new FinanceInputError(key, label, `${label}: adjon meg érvényes számot.`);
      }
      if (v !== undefined) out[key] = v as T[keyof T & string];
    }
  }
  return out;
}
