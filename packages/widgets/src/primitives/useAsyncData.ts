import { useCallback, useEffect, useState } from 'react';
import { useCallbackRef } from './useCallbackRef';
import { useLatestRequest } from './useLatestRequest';

/** What a loader shows: the status, and the data or the error that belong to the current key. */
export type AsyncData<T> =
  | { status: 'idle' | 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

export interface AsyncDataOptions<T> {
  /**
   * Data the page already has for a key (a prerendered page's JSON), used on the first attempt
   * instead of a request; undefined to load it.
   */
  initialData?: ((key: string) => T | undefined) | undefined;
}

export type AsyncDataResult<T> = AsyncData<T> & {
  /** Loads the current key again (a retry button); the status goes back to 'loading'. */
  retry: () => void;
  /**
   * The data last loaded, for whichever key: what a list can keep showing while its next version
   * loads (the watchlist's quotes while a new item's quote arrives). `data` is only the current key's.
   */
  latest: T | undefined;
};

const IDLE = { status: 'idle', data: undefined, error: undefined } as const;
const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * The one data hook: loads what `key` names with `load` whenever the key changes and on `retry()`,
 * with one status vocabulary (idle / loading / ready / error, AsyncStatus).
 *
 * - **Cancellation.** A new key, a retry or unmounting aborts the request before (`load` gets an
 *   AbortSignal), and an answer for an older key is dropped, so a slow response never overwrites a
 *   newer one.
 * - **Derived, not reset.** The status belongs to the key: from the very render in which the key
 *   changes, the hook says 'loading', never the previous key's data or error (no effect resets it).
 * - **A null key** loads nothing and stays 'idle' (no document chosen yet).
 * - **The latest `load`** is called (through useCallbackRef), so a new function identity on each
 *   render of the host does not reload; only the key does. A `load` that throws synchronously
 *   fails like one that rejects.
 */
export function useAsyncData<T>(
  key: string | null,
  load: (key: string, signal: AbortSignal) => Promise<T> | T,
  { initialData }: AsyncDataOptions<T> = {},
): AsyncDataResult<T> {
  const [attempt, setAttempt] = useState(0);
  const request = useLatestRequest<T>();
  const loadLatest = useCallbackRef(load);
  const initial = key !== null && attempt === 0 ? initialData?.(key) : undefined;
  // The attempt is part of the run's key, so a retry's state is told from the failed one's.
  const runKey = key === null || initial !== undefined ? null : `${attempt}:${key}`;
  const { run, cancel } = request;

  useEffect(() => {
    if (runKey === null) {
      cancel();
      return;
    }
    const wanted = runKey.slice(runKey.indexOf(':') + 1);
    void run((signal) => loadLatest(wanted, signal), runKey);
  }, [runKey, run, cancel, loadLatest]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  let state: AsyncData<T>;
  if (key === null) state = IDLE;
  else if (initial !== undefined) state = { status: 'ready', data: initial, error: undefined };
  else if (request.key !== runKey) state = LOADING;
  else if (request.status === 'ready') state = { status: 'ready', data: request.data as T, error: undefined };
  else if (request.status === 'error') state = { status: 'error', data: undefined, error: request.error };
  else state = LOADING;
  const latest = state.status === 'ready' ? state.data : (request.data ?? undefined);
  return { ...state, retry, latest };
}
