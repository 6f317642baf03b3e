import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeLoan } from '@penzugy/finance-core';
import { useCalculation } from './useCalculation';
import { TYPING_PAUSE_MS, useSettled } from './useSettled';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSettled', () => {
  it('follows at once when nobody is typing', () => {
    const { result, rerender } = renderHook(({ v, typing }) => useSettled(v, typing), {
      initialProps: { v: 1, typing: false },
    });
    expect(result.current).toBe(1);
    rerender({ v: 2, typing: false });
    expect(result.current).toBe(2);
  });

  it('while typing, shows a new value only once typing has paused; a blur shows it at once', () => {
    const { result, rerender } = renderHook(({ v, typing }) => useSettled(v, typing), {
      initialProps: { v: 1, typing: true },
    });
    rerender({ v: 12, typing: true });
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 10));
    rerender({ v: 123, typing: true });
    // Each key restarts the pause: still the value from before the typing.
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS - 10));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(10));
    expect(result.current).toBe(123);

    rerender({ v: 1234, typing: true });
    expect(result.current).toBe(123);
    rerender({ v: 1234, typing: false });
    expect(result.current).toBe(1234);
  });

  it('tells values apart by their key, so an equal new object is not a change', () => {
    const first = { a: 1 };
    const { result, rerender } = renderHook(({ v, typing }) => useSettled(v, typing, JSON.stringify(v)), {
      initialProps: { v: first, typing: true },
    });
    rerender({ v: { a: 1 }, typing: true });
    expect(result.current).toEqual({ a: 1 });
    rerender({ v: { a: 2 }, typing: true });
    expect(result.current).toEqual({ a: 1 });
  });
});

describe('useCalculation while typing', () => {
  const msg = (f: string) => `${f}: adjon meg érvényes számot.`;
  const compute = vi.fn((i: { price: number; downPayment: number }) => homeLoan(i));

  it('computes once per pause, not once per keystroke, and keeps the result object meanwhile', () => {
    compute.mockClear();
    const { result, rerender } = renderHook(
      ({ price, typing }) => useCalculation({ price, downPayment: 10_000_000 }, compute, msg, { typing }),
      { initialProps: { price: 50_000_000, typing: false } },
    );
    const first = result.current.result!;
    for (const price of [60_000_000, 61_000_000, 61_500_000]) rerender({ price, typing: true });
    expect(result.current.result).toBe(first);
    expect(compute).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(result.current.result!.input.price).toBe(61_500_000);
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
