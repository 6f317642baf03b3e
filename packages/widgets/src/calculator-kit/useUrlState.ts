import { useEffect } from 'react';
import { fromQueryString, toQueryString, type QueryState } from './query';

/**
 * Reads a calculator's initial state from the page URL and keeps the URL in step with it
 * (history.replaceState, so the back button is not flooded), so the address bar is always a link
 * to the current result. Off by default: a widget embedded in someone else's page must not touch
 * their URL unless asked.
 */
export function readUrlState<T extends QueryState>(defaults: T, enabled: boolean): Partial<T> {
  if (!enabled || typeof window === 'undefined') return {};
  return fromQueryString(window.location.search, defaults);
}

export function useUrlSync<T extends QueryState>(state: T, defaults: T, enabled: boolean): void {
  const query = toQueryString(state, defaults);
  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return;
    const url = new URL(window.location.href);
    url.search = query;
    window.history.replaceState(window.history.state, '', url);
  }, [query, enabled]);
}

/** The link to the current result, for a share button. */
export function shareUrl<T extends QueryState>(state: T, defaults: T, base?: string): string {
  const url = new URL(base ?? (typeof window === 'undefined' ? 'http://localhost/' : window.location.href));
  url.search = toQueryString(state, defaults);
  return url.toString();
}
