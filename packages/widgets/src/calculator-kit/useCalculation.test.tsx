import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeLoan } from '@penzugy/finance-core';
import { useCalculation } from './useCalculation';

const msg = (f: string) => `${f}: adjon meg érvényes számot.`;
const compute = (i: { price: number; downPayment: number }) => homeLoan(i);

describe('useCalculation', () => {
  it('computes, then keeps the last good result marked stale while a field is invalid', () => {
    const { result, rerender } = renderHook(({ input }) => useCalculation(input, compute, msg), {
      initialProps: {
        input: { price: 50_000_000, downPayment: 10_000_000 } as { price: number | null; downPayment: number | null },
      },
    });
    const first = result.current.result!;
    expect(first.monthlyPayment).toBeGreaterThan(0);
    expect(result.current.problem).toBeNull();

    rerender({ input: { price: null, downPayment: 10_000_000 } });
    expect(result.current.result).toBe(first);
    expect(result.current.stale).toBe(true);
    expect(result.current.problem).toEqual({ field: 'price', message: 'price: adjon meg érvényes számot.' });
  });
  it("turns finance-core's refusal into a message on the field", () => {
    const { result } = renderHook(() => useCalculation({ price: 10_000_000, downPayment: 20_000_000 }, compute, msg));
    expect(result.current.result).toBeNull();
    expect(result.current.problem?.field).toBe('downPayment');
    expect(result.current.problem?.message).toMatch(/^Önerő:/);
  });
});
