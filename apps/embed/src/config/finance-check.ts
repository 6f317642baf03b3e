/**
 * Range and cross-field checks by finance-core itself: a widget's `check` runs the same function the
 * calculator will run on the attributes' values, and a refusal (a FinanceInputError naming a field)
 * becomes a problem on the attribute that sets that field.
 */
import { formatNumber, isFinanceInputError } from '@penzugy/finance-core';
import type { AttributeInput } from '../attributes';
import { attributeNameFor, type AttributeProblem } from './schema';

export interface FinanceCheckContext {
  /** The attributes as written. */
  input: readonly AttributeInput[];
  kind: 'data' | 'element';
  /** The setting (attribute key) of each finance-core field the check may name. */
  keyOfField: Readonly<Record<string, string>>;
  /** The defaults by finance-core field, to say which value clashed when the attribute was not written. */
  defaults: Readonly<Record<string, unknown>>;
}

/** Runs `validate`; returns no problem when it passes, one naming the attribute when finance-core refuses. */
export function financeCheck(validate: () => unknown, ctx: FinanceCheckContext): AttributeProblem[] {
  try {
    validate();
    return [];
  } catch (e) {
    if (!isFinanceInputError(e)) throw e;
    const key = ctx.keyOfField[e.field];
    if (key === undefined) return [{ attribute: '', value: null, message: e.message }];
    const written = ctx.input.find((a) => a.key === key);
    const fallback = ctx.defaults[e.field];
    return [
      {
        attribute: attributeNameFor(key, ctx.input, ctx.kind),
        value: written ? written.value : null,
        defaultValue:
          written || typeof fallback !== 'number'
            ? undefined
            : formatNumber(fallback, Number.isInteger(fallback) ? 0 : 2),
        message: e.message,
      },
    ];
  }
}
