import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStateFor } from './useStateFor';

describe('useStateFor', () => {
  it('keeps its state while the key stays, and starts again in the render where the key changes', () => {
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ market }) => {
        renders++;
        return useStateFor<string, string | null>(market, null);
      },
      { initialProps: { market: 'us' } },
    );
    act(() => result.current[1]('Technológia'));
    expect(result.current[0]).toBe('Technológia');
    rerender({ market: 'us' });
    expect(result.current[0]).toBe('Technológia');
    const before = renders;
    rerender({ market: 'hu' });
    // One render, already with the fresh state: nothing reset it afterwards.
    expect(renders).toBe(before + 1);
    expect(result.current[0]).toBeNull();
  });

  it('updates from the current key’s state, even when the stored one is another key’s', () => {
    const { result, rerender } = renderHook(({ k }) => useStateFor(k, 0), { initialProps: { k: 'a' } });
    act(() => result.current[1](5));
    rerender({ k: 'b' });
    act(() => result.current[1]((n) => n + 1));
    expect(result.current[0]).toBe(1);
    rerender({ k: 'a' });
    expect(result.current[0]).toBe(0);
  });
});
