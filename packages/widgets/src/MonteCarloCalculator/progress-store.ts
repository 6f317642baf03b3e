/**
 * The running simulation's progress, outside React state. Progress arrives about a hundred times a
 * run; as state of the calculator each value re-rendered the whole form and the previous run's
 * charts on the page's main thread, while the workers kept the cores busy. Held here, only the
 * progress bar, which subscribes (`useSyncExternalStore`), renders again.
 */
export interface ProgressStore {
  /** The share of the run done, 0 … 1. */
  get(): number;
  set(fraction: number): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createProgressStore(): ProgressStore {
  let value = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(fraction) {
      if (fraction === value) return;
      value = fraction;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
