import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Where a request stands; the one status vocabulary of every loader in the package (useAsyncData
 * and the calculators' runs alike): nothing asked, on the way, arrived, failed.
 */
export type AsyncStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface LatestRequestState<R> {
  status: AsyncStatus;
  /** The last successful result; kept while a newer request runs or after one fails. */
  data: R | null;
  /** What the latest request failed with (`status: 'error'` only). */
  error: unknown;
  /** The key the latest run was started with (see `run`); null when none was given. */
  key: string | null;
}

/** How a `run` ended, for the caller that started it. `superseded`: a newer run, `cancel` or unmount came first. */
export type RunOutcome<R> =
  { outcome: 'ready'; data: R } | { outcome: 'error'; error: unknown } | { outcome: 'superseded' };

export interface LatestRequest<R> extends LatestRequestState<R> {
  /**
   * Starts `task`, aborting the request before it. Only the latest run may change the state; an
   * older one resolves to `superseded`, whatever it returned. `key` names what is being loaded, so
   * a caller can tell whether the state belongs to what it wants now (useAsyncData does).
   */
  run: (task: (signal: AbortSignal) => Promise<R> | R, key?: string | null) => Promise<RunOutcome<R>>;
  /** Aborts the running request (its state returns to `idle`); true when one was running. */
  cancel: () => boolean;
}

const IDLE = { status: 'idle', data: null, error: null, key: null } as const;

/**
 * Runs the latest request and cancels the one before it, exposing idle / loading / ready / error.
 * The shape follows Mantine's `useFetch`, but the work is any function of an AbortSignal (an HTTP
 * call, a simulation on workers). Unmounting aborts what still runs. Loaders that follow a value
 * (a market, a URL) use useAsyncData, which runs this for them.
 */
export function useLatestRequest<R>(): LatestRequest<R> {
  const [state, setState] = useState<LatestRequestState<R>>(IDLE);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(
    async (task: (signal: AbortSignal) => Promise<R> | R, key: string | null = null): Promise<RunOutcome<R>> => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setState((prev) => ({ status: 'loading', data: prev.data, error: null, key }));
      const isLatest = () => controller.current === own && !own.signal.aborted;
      try {
        // Inside the try, so a task that throws before returning a promise fails like one that rejects.
        const data = await task(own.signal);
        if (!isLatest()) return { outcome: 'superseded' };
        controller.current = null;
        setState({ status: 'ready', data, error: null, key });
        return { outcome: 'ready', data };
      } catch (error) {
        if (!isLatest()) return { outcome: 'superseded' };
        controller.current = null;
        setState((prev) => ({ status: 'error', data: prev.data, error, key }));
        return { outcome: 'error', error };
      }
    },
    [],
  );

  const cancel = useCallback(() => {
    const running = controller.current;
    if (!running) return false;
    controller.current = null;
    running.abort();
    setState((prev) => ({ status: 'idle', data: prev.data, error: null, key: null }));
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
