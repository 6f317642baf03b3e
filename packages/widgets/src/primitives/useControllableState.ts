import { useCallback, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from '../dom';

export interface ControllableStateProps<T> {
  /** Controlled value; when given, the component renders exactly this. */
  value?: T | undefined;
  /** Initial value when uncontrolled. */
  defaultValue?: T | undefined;
  /** Called with every new value, controlled or not. */
  onChange?: ((next: T) => void) | undefined;
}

/**
 * The controlled/uncontrolled pattern every calculator shares: with `value` the parent owns the
 * state, otherwise the component keeps it, starting from `defaultValue` (or `fallback`).
 */
export function useControllableState<T>({ value, defaultValue, onChange }: ControllableStateProps<T>, fallback: T) {
  const [inner, setInner] = useState<T>(defaultValue ?? fallback);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  // Read the latest value inside the setter so that functional updates compose within one event.
  // Written by `set` at once and after each render (a layout effect), never during render.
  const latest = useRef(current);
  useIsomorphicLayoutEffect(() => {
    latest.current = current;
  });
  const set = useCallback(
    (next: T | ((prev: T) => T)) => {
      const resolved = typeof next === 'function' ? (next as (prev: T) => T)(latest.current) : next;
      latest.current = resolved;
      if (!controlled) setInner(resolved);
      onChange?.(resolved);
    },
    [controlled, onChange],
  );
  return [current, set] as const;
}
