import { useEffect, useMemo, useRef } from 'react';

/**
 * A stable function that always calls the latest `callback` (Radix's use-callback-ref): a hook can
 * call a prop such as a loader or a notification from an effect without listing it as a dependency,
 * so a new function identity on each render of the host does not rerun the effect. The latest
 * callback is written to the ref in an effect, never during render (render must stay pure). Call the
 * result from effects and event handlers, not during render.
 */
export function useCallbackRef<A extends unknown[], R>(callback: ((...args: A) => R) | undefined): (...args: A) => R {
  const ref = useRef(callback);
  useEffect(() => {
    ref.current = callback;
  });
  return useMemo(
    () =>
      (...args: A) =>
        ref.current?.(...args) as R,
    [],
  );
}
