/**
 * The one call into finance-core's `afterTax` (packages/finance-core/src/savings/after-tax.ts), which holds
 * all the tax maths. Apart from account.ts so that the calculators load it, with the tax rules it brings,
 * only once a wrapper is chosen (useLazyModule): a first load before tax does not carry it.
 */
import { afterTax, isFinanceInputError, type AfterTaxResult, type IsoDate } from '@penzugy/finance-core';
import type { AccountState } from './account';

/** A path after tax, or finance-core's refusal (the message starts with the field's label). */
export type AccountOutcome = { ok: true; result: AfterTaxResult } | { ok: false; field: string; message: string };

/** What {@link pathAfterTax} needs besides the account. */
export interface PathAfterTaxOptions {
  /** Each value's time in years from `date`. */
  times: readonly number[];
  /** The cost basis (the money put in on `date`). */
  invested: number;
  /** The start day, whose rules apply. */
  date: IsoDate;
}

/**
 * A value path after tax in the chosen wrapper (finance-core `afterTax`; the TBSZ's opening day only for a
 * TBSZ). Null before tax. A bad input (a cleared or out-of-year opening day) is an outcome, not a throw.
 */
export function pathAfterTax(
  values: readonly number[],
  account: AccountState,
  { times, invested, date }: PathAfterTaxOptions,
): AccountOutcome | null {
  if (account.wrapper === 'gross') return null;
  try {
    const result = afterTax(values, {
      wrapper: account.wrapper,
      times,
      invested,
      date,
      ...(account.wrapper === 'tbsz' ? { openedOn: account.openedOn } : {}),
    });
    return { ok: true, result };
  } catch (e) {
    if (isFinanceInputError(e)) return { ok: false, field: e.field, message: e.message };
    throw e;
  }
}
