import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates prerendered HTML (and on the server), true afterwards and in a page
 * rendered in the browser. What only the browser knows (the signed-in user, the cookie choice, the
 * window's width) waits for it, so the first client render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
