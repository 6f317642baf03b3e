import { useSyncExternalStore } from 'react';

/*
 * Hydration, said once for every runtime. React's useSyncExternalStore reads its server snapshot
 * on the server and while hydrating; Preact's compat (the production build) has no server
 * snapshot and reads the store at once, which on the server means touching `document` and in the
 * browser a first render that differs from the HTML. So the site keeps the flag itself: false on
 * the server and until the hydrated page's first effect (`markHydrated`, called by the shell),
 * true from the start in a page rendered in the browser (main.tsx marks it before rendering).
 */
let hydrated = false;
const listeners = new Set<() => void>();

/** Called once the page is live: before a browser render, or by the shell's first effect. */
export function markHydrated(): void {
  if (hydrated) return;
  hydrated = true;
  for (const listener of listeners) listener();
}

/** Whether the page is live (see above), for code outside a render: an event listener. */
export function isHydrated(): boolean {
  return hydrated;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * False while prerendered HTML is hydrated (and on the server), true afterwards and in a page
 * rendered in the browser. What only the browser knows (the signed-in user, the cookie choice, the
 * window's width) waits for it, so the first client render matches the HTML. The flag is its own
 * store, so the one reading that Preact's compat makes at once is right on every runtime.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
}

/**
 * useSyncExternalStore with React's server-snapshot rule on any runtime: the server render and the
 * hydrating render read `getServerSnapshot`, every later render the store.
 */
export function useClientStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const live = useHydrated();
  return useSyncExternalStore(subscribe, live ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
