import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNextTask } from './useNextTask';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useNextTask', () => {
  it('shows the first value at once and a new one only in the next task', () => {
    const { result, rerender } = renderHook(({ v }) => useNextTask(v), { initialProps: { v: 'a' } });
    expect(result.current).toBe('a');
    rerender({ v: 'b' });
    expect(result.current).toBe('a');
    act(() => vi.runOnlyPendingTimers());
    expect(result.current).toBe('b');
  });

  it('skips values replaced before their task ran', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(({ v }) => seen.push(useNextTask(v)), { initialProps: { v: 'a' } });
    rerender({ v: 'b' });
    rerender({ v: 'c' });
    act(() => vi.runOnlyPendingTimers());
    expect(seen).not.toContain('b');
    expect(seen.at(-1)).toBe('c');
  });
});
