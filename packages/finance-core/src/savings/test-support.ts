/**
 * Shared pieces of the savings tests (not exported from the package): independent reference arithmetic
 * (an IRR by bisection, day counts with Date) and a check of a FinanceInputError.
 */
import { expect } from 'vitest';

/** Days from a to b, with the platform's Date (independent of days.ts). */
export function days(a: string, b: string): number {
  return (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;
}

/** The yearly internal rate of return of cash flows at times in years (−100 invested at 0, say), by bisection. */
export function irr(flows: readonly (readonly [number, number])[]): number {
  let lo = -0.99;
  let hi = 1;
  const npv = (r: number) => flows.reduce((s, [t, c]) => s + c / (1 + r) ** t, 0);
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (npv(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Checks that `fn` throws a FinanceInputError for `field` whose Hungarian message starts with `label`. */
export function expectSavingsError(fn: () => unknown, field: string, label: string): void {
  expect(fn).toThrow(
    expect.objectContaining({
      name: 'FinanceInputError',
      field,
      label,
      message: expect.stringMatching(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `)),
    }),
  );
}
