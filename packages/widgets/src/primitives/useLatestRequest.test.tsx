import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatestRequest, type RunOutcome } from './useLatestRequest';

/** A task the test settles by hand; records the signal it was given. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  let signal: AbortSignal | null = null;
  const task = (s: AbortSignal) => {
    signal = s;
    return promise;
  };
  return { task, resolve, reject, signal: () => signal! };
}

describe('useLatestRequest', () => {
  it('starts idle with no data', () => {
    const { result } = renderHook(() => useLatestRequest<number>());
    expect(result.current).toMatchObject({ status: 'idle', data: null, error: null });
  });

  it('goes loading, then ready with the data', async () => {
    const { result } = renderHook(() => useLatestRequest<number>());
    const d = deferred<number>();
    let outcome!: Promise<RunOutcome<number>>;
    act(() => {
      outcome = result.current.run(d.task);
    });
    expect(result.current.status).toBe('loading');
    await act(async () => d.resolve(42));
    expect(await outcome).toEqual({ outcome: 'ready', data: 42 });
    expect(result.current).toMatchObject({ status: 'ready', data: 42, error: null });
  });

  it('goes error with the error and keeps the last good data', async () => {
    const { result } = renderHook(() => useLatestRequest<number>());
    await act(() => result.current.run(() => 1));
    const error = new Error('nope');
    let outcome!: RunOutcome<number>;
    await act(async () => {
      outcome = await result.current.run(() => Promise.reject(error));
    });
    expect(outcome).toEqual({ outcome: 'error', error });
    expect(result.current).toMatchObject({ status: 'error', data: 1, error });
  });

  it('treats a task that throws synchronously as a failure', async () => {
    const { result } = renderHook(() => useLatestRequest<number>());
    const error = new Error('sync');
    await act(() =>
      result.current.run(() => {
        throw error;
      }),
    );
    expect(result.current).toMatchObject({ status: 'error', error });
  });

  it('aborts the request before and ignores its late answer', async () => {
    const { result } = renderHook(() => useLatestRequest<string>());
    const first = deferred<string>();
    const second = deferred<string>();
    let firstOutcome!: Promise<RunOutcome<string>>;
    act(() => {
      firstOutcome = result.current.run(first.task);
    });
    act(() => {
      void result.current.run(second.task);
    });
    expect(first.signal().aborted).toBe(true);
    expect(second.signal().aborted).toBe(false);
    await act(async () => first.resolve('old'));
    expect(await firstOutcome).toEqual({ outcome: 'superseded' });
    expect(result.current.status).toBe('loading');
    await act(async () => second.resolve('new'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'new' });
  });

  it('does not report a superseded request’s failure', async () => {
    const { result } = renderHook(() => useLatestRequest<string>());
    const first = deferred<string>();
    const second = deferred<string>();
    act(() => {
      void result.current.run(first.task);
      void result.current.run(second.task);
    });
    await act(async () => first.reject(new Error('aborted')));
    expect(result.current.status).toBe('loading');
    await act(async () => second.resolve('ok'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'ok', error: null });
  });

  it('cancel aborts the running request and returns to idle', async () => {
    const { result } = renderHook(() => useLatestRequest<number>());
    await act(() => result.current.run(() => 7));
    const d = deferred<number>();
    let outcome!: Promise<RunOutcome<number>>;
    act(() => {
      outcome = result.current.run(d.task);
    });
    let cancelled = false;
    act(() => {
      cancelled = result.current.cancel();
    });
    expect(cancelled).toBe(true);
    expect(d.signal().aborted).toBe(true);
    expect(result.current).toMatchObject({ status: 'idle', data: 7 });
    await act(async () => d.reject(new Error('aborted')));
    expect(await outcome).toEqual({ outcome: 'superseded' });
    expect(result.current.status).toBe('idle');
    expect(result.current.cancel()).toBe(false);
  });

  it('aborts the running request on unmount', () => {
    const { result, unmount } = renderHook(() => useLatestRequest<number>());
    const d = deferred<number>();
    act(() => {
      void result.current.run(d.task);
    });
    unmount();
    expect(d.signal().aborted).toBe(true);
  });
});
