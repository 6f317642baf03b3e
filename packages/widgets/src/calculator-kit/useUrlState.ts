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

/**
 * Sets the calculator's own keys in `search` and leaves every other parameter of the host page
 * (utm_*, a CMS's own) untouched: a key equal to its default is removed, not written.
 */
export function mergeQuery<T extends QueryState>(search: string, state: T, defaults: T): string {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  for (const key of Object.keys(defaults)) params.delete(key);
  for (const [key, value] of new URLSearchParams(toQueryString(state, defaults))) params.set(key, value);
  return params.toString();
}

export function useUrlSync<T extends QueryState>(state: T, defaults: T, enabled: boolean): void {
  const query = toQueryString(state, defaults);
  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return;
    const url = new URL(window.location.href);
    url.search = mergeQuery(url.search, state, defaults);
    window.history.replaceState(window.history.state, '', url);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `query` stands for `state` by value
  }, [query, enabled]);
}

/** The link to the current result, for a share button. */
export function shareUrl<T extends QueryState>(state: T, defaults: T, base?: string): string {
  const url = new URL(base ?? (typeof window === 'undefined' ? 'http://localhost/' : window.location.href));
  url.search = mergeQuery(url.search, state, defaults);
  return url.toString();
}

/** What a share button links to: the calculator's input as query state, and the page it points to. */
export interface ShareLink<T extends QueryState> {
  state: T;
  /** Only what differs from these goes into the link. */
  defaults: T;
  /** The current page when not given. */
  baseUrl?: string | undefined;
}

/**
 * Keeps the page URL in step with the calculator's query state when `syncUrl` is on (useUrlSync),
 * and returns the share link to the same state.
 */
export function useUrlLink<T extends QueryState>(
  state: T,
  defaults: T,
  { syncUrl, shareBaseUrl }: { syncUrl: boolean; shareBaseUrl?: string | undefined },
): ShareLink<T> {
  useUrlSync(state, defaults, syncUrl);
  return { state, defaults, baseUrl: shareBaseUrl };
}
