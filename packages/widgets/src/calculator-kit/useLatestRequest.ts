import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the latest request stands. */
export type RequestStatus = 'idle' | 'running' | 'done' | 'failed';

export interface LatestRequestState<R> {
  status: RequestStatus;
  /** The last successful result; kept while a newer request runs or after one fails. */
  data: R | null;
  /** What the latest request failed with (`status: 'failed'` only). */
  error: unknown;
}

/** How a `run` ended, for the caller that started it. `superseded`: a newer run, `cancel` or unmount came first. */
export type RunOutcome<R> =
  { outcome: 'done'; data: R } | { outcome: 'failed'; error: unknown } | { outcome: 'superseded' };

export interface LatestRequest<R> extends LatestRequestState<R> {
  /**
   * Starts `task`, aborting the request before it. Only the latest run may change the state; an
   * older one resolves to `superseded`, whatever it returned.
   */
  run: (task: (signal: AbortSignal) => Promise<R> | R) => Promise<RunOutcome<R>>;
  /** Aborts the running request (its state returns to `idle`); true when one was running. */
  cancel: () => boolean;
}

const IDLE = { status: 'idle', data: null, error: null } as const;

/**
 * Runs the latest request and cancels the one before it, exposing idle / running / done / failed.
 * The shape follows Mantine's `useFetch` and the site's `useJson`, but the work is any function of
 * an AbortSignal (an HTTP call, a simulation on workers). Unmounting aborts what still runs.
 */
export function useLatestRequest<R>(): LatestRequest<R> {
  const [state, setState] = useState<LatestRequestState<R>>(IDLE);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(async (task: (signal: AbortSignal) => Promise<R> | R): Promise<RunOutcome<R>> => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setState((prev) => ({ status: 'running', data: prev.data, error: null }));
    const isLatest = () => controller.current === own && !own.signal.aborted;
    try {
      // Inside the try, so a task that throws before returning a promise fails like one that rejects.
      const data = await task(own.signal);
      if (!isLatest()) return { outcome: 'superseded' };
      controller.current = null;
      setState({ status: 'done', data, error: null });
      return { outcome: 'done', data };
    } catch (error) {
      if (!isLatest()) return { outcome: 'superseded' };
      controller.current = null;
      setState((prev) => ({ status: 'failed', data: prev.data, error }));
      return { outcome: 'failed', error };
    }
  }, []);

  const cancel = useCallback(() => {
    const running = controller.current;
    if (!running) return false;
    controller.current = null;
    running.abort();
    setState((prev) => ({ status: 'idle', data: prev.data, error: null }));
    return true;
  }, []);

  useEffect(
    () => () => {
      controller.current?.abort();
      controller.current = null;
    },
    [],
  );

  return { ...state, run, cancel };
}
