import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAsyncData } from './useAsyncData';

/** Loads the test settles by hand, one per call, with the key and signal each was given. */
function manualLoader<T>() {
  const calls: { key: string; signal: AbortSignal; resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const load = vi.fn(
    (key: string, signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ key, signal, resolve, reject });
      }),
  );
  return { load, calls };
}

describe('useAsyncData', () => {
  it('loads the key: loading, then ready with the data', async () => {
    const { load, calls } = manualLoader<string>();
    const { result } = renderHook(() => useAsyncData('us', load));
    expect(result.current.status).toBe('loading');
    expect(calls.map((c) => c.key)).toEqual(['us']);
    await act(async () => calls[0]!.resolve('adat'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'adat', error: undefined });
  });

  it('says loading from the render in which the key changes, and drops the older key’s late answer', async () => {
    const { load, calls } = manualLoader<string>();
    const { result, rerender } = renderHook(({ k }) => useAsyncData(k, load), { initialProps: { k: 'us' } });
    await act(async () => calls[0]!.resolve('us-adat'));
    expect(result.current.data).toBe('us-adat');

    rerender({ k: 'hu' });
    expect(result.current).toMatchObject({ status: 'loading', data: undefined, latest: 'us-adat' });
    rerender({ k: 'eu' });
    expect(calls.map((c) => c.key)).toEqual(['us', 'hu', 'eu']);
    expect(calls[1]!.signal.aborted).toBe(true);
    await act(async () => calls[2]!.resolve('eu-adat'));
    await act(async () => calls[1]!.resolve('hu-adat'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'eu-adat' });
  });

  it('reports a failure with its error, and retry loads the same key again', async () => {
    const { load, calls } = manualLoader<number>();
    const { result } = renderHook(() => useAsyncData('x', load));
    const error = new Error('nincs hálózat');
    await act(async () => calls[0]!.reject(error));
    expect(result.current).toMatchObject({ status: 'error', error, data: undefined });

    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    expect(calls.map((c) => c.key)).toEqual(['x', 'x']);
    await act(async () => calls[1]!.resolve(5));
    expect(result.current).toMatchObject({ status: 'ready', data: 5 });
  });

  it('treats a load that throws synchronously as a failure', async () => {
    const error = new Error('szinkron');
    const { result } = renderHook(() =>
      useAsyncData('x', () => {
        throw error;
      }),
    );
    await act(async () => {});
    expect(result.current).toMatchObject({ status: 'error', error });
  });

  it('a null key loads nothing and stays idle; going to null aborts what was loading', () => {
    const { load, calls } = manualLoader<string>();
    const { result, rerender } = renderHook(({ k }: { k: string | null }) => useAsyncData(k, load), {
      initialProps: { k: null as string | null },
    });
    expect(result.current.status).toBe('idle');
    expect(load).not.toHaveBeenCalled();
    rerender({ k: 'a' });
    rerender({ k: null });
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(result.current.status).toBe('idle');
  });

  it('aborts on unmount', () => {
    const { load, calls } = manualLoader<string>();
    const { unmount } = renderHook(() => useAsyncData('a', load));
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('calls the latest load without reloading when only its identity changes', async () => {
    const first = manualLoader<string>();
    const second = manualLoader<string>();
    const { result, rerender } = renderHook(({ load }) => useAsyncData('a', load), {
      initialProps: { load: first.load },
    });
    rerender({ load: second.load });
    expect(first.load).toHaveBeenCalledTimes(1);
    expect(second.load).not.toHaveBeenCalled();
    act(() => result.current.retry());
    expect(second.load).toHaveBeenCalledTimes(1);
  });

  it('is ready at once with the data the page already has, and requests it only on retry', async () => {
    const { load, calls } = manualLoader<string>();
    const initialData = (key: string) => (key === 'kesz' ? 'előre betöltve' : undefined);
    const { result, rerender } = renderHook(({ k }) => useAsyncData(k, load, { initialData }), {
      initialProps: { k: 'kesz' },
    });
    expect(result.current).toMatchObject({ status: 'ready', data: 'előre betöltve' });
    expect(load).not.toHaveBeenCalled();
    rerender({ k: 'masik' });
    expect(result.current.status).toBe('loading');
    expect(calls.map((c) => c.key)).toEqual(['masik']);
    rerender({ k: 'kesz' });
    expect(result.current).toMatchObject({ status: 'ready', data: 'előre betöltve' });
    expect(calls[0]!.signal.aborted).toBe(true);
    act(() => result.current.retry());
    expect(calls.map((c) => c.key)).toEqual(['masik', 'kesz']);
  });
});
