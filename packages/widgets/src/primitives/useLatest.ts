import { useRef, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../dom';

/**
 * A ref that holds the latest `value`, for event handlers, timers and effects that must read what
 * was last rendered without being recreated when it changes. The ref is written in a layout effect,
 * never during render (react-hooks' refs rule; Radix's use-callback-ref does the same), so it is
 * current before the browser paints and before any later event. Read it outside render only.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
