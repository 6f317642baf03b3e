import { useCallback, useEffect, useState } from 'react';
import { preloadedJson } from './preload';

export type Resource<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: string; httpStatus?: number };

/** A failed request, with the HTTP status when there was one (404 means "no such thing"). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** GETs JSON; a non-2xx answer becomes an HttpError carrying the server's Hungarian message if any. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { headers: { Accept: 'application/json' }, signal });
  if (!res.ok) {
    let message = `A szerver ${res.status} hibakóddal válaszolt.`;
    try {
      const body = (await res.json()) as { error?: string; message?: string };
      message = body.message ?? body.error ?? message;
    } catch {
      /* not JSON: keep the generic text */
    }
    throw new HttpError(res.status, message);
  }
  return (await res.json()) as T;
}

type Loaded<T> = Resource<T> & { url?: string | null };

function initialState<T>(url: string | null): Loaded<T> {
  const data = url === null ? undefined : (preloadedJson(url) as T | undefined);
  return data === undefined ? { status: 'loading' } : { status: 'ready', data, url };
}

/**
 * Loads a JSON resource for a page: loading → ready | error, with `reload` for a retry button.
 * A null url loads nothing (stays loading). Stale answers of an earlier url are ignored. A document
 * the page was prerendered with (data/preload.ts) is ready at once, and no request is made for it.
 */
export function useJson<T>(url: string | null): Resource<T> & { reload: () => void } {
  const [state, setState] = useState<Loaded<T>>(() => initialState<T>(url));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (url === null) return;
    if (attempt === 0) {
      const preloaded = initialState<T>(url);
      if (preloaded.status === 'ready') {
        setState((s) => (s.status === 'ready' && s.url === url ? s : preloaded));
        return;
      }
    }
    const ctrl = new AbortController();
    setState({ status: 'loading' });
    getJson<T>(url, ctrl.signal).then(
      (data) => setState({ status: 'ready', data, url }),
      (e: unknown) => {
        if (ctrl.signal.aborted) return;
        console.error(`Betöltési hiba: ${url}`, e);
        setState({
          status: 'error',
          error: e instanceof Error && e.message ? e.message : 'Ismeretlen hiba.',
          httpStatus: e instanceof HttpError ? e.status : undefined,
        });
      },
    );
    return () => ctrl.abort();
  }, [url, attempt]);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const { url: _loadedUrl, ...resource } = state;
  return { ...(resource as Resource<T>), reload };
}
