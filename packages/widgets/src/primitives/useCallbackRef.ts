import { useMemo } from 'react';
import { useLatest } from './useLatest';

/**
 * A stable function that always calls the latest `callback` (Radix's use-callback-ref): a hook can
 * call a prop such as a loader or a notification from an effect without listing it as a dependency,
 * so a new function identity on each render of the host does not rerun the effect. The latest
 * callback is written to the ref in a layout effect, never during render (useLatest). Call the
 * result from effects and event handlers, not during render.
 */
export function useCallbackRef<A extends unknown[], R>(callback: ((...args: A) => R) | undefined): (...args: A) => R {
  const latest = useLatest(callback);
  return useMemo(
    () =>
      (...args: A) =>
        latest.current?.(...args) as R,
    [latest],
  );
}
