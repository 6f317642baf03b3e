/**
 * Test-only helpers of the subsidies tests (not exported from the package): the textbook annuity,
 * written out independently of shared/annuity.ts, and catching the FinanceInputError a call throws.
 */
import { expect } from 'vitest';
import { isFinanceInputError, type FinanceInputError } from '../shared/errors';

/** The level instalment with plain powers: P·r / (1 − (1+r)^−n), P/n at r = 0; r = annual / 1200. */
export function textbookAnnuity(principal: number, annualPercent: number, months: number): number {
  const r = annualPercent / 1200;
  return r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months);
}

/** The FinanceInputError `fn` throws; fails the test when it throws nothing or anything else. */
export function inputError(fn: () => unknown): FinanceInputError {
  try {
    fn();
  } catch (e) {
    if (isFinanceInputError(e)) return e;
    throw e;
  }
  return expect.fail('no FinanceInputError thrown');
}
