import { useAsyncData } from '@penzugy/widgets';
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

/** The message of a failed load, for the page's error state. */
function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Ismeretlen hiba.';
}

/**
 * Loads a JSON resource for a page: loading → ready | error, with `reload` for a retry button (the
 * widgets' useAsyncData: stale answers of an earlier url are dropped, a new url aborts the old
 * request). A null url loads nothing (stays loading). A document the page was prerendered with
 * (data/preload.ts) is ready at once, and no request is made for it.
 */
export function useJson<T>(url: string | null): Resource<T> & { reload: () => void } {
  const load = useAsyncData<T>(
    url,
    async (wanted, signal) => {
      try {
        return await getJson<T>(wanted, signal);
      } catch (e) {
        if (!signal.aborted) console.error(`Betöltési hiba: ${wanted}`, e);
        throw e;
      }
    },
    { initialData: (wanted) => preloadedJson(wanted) as T | undefined },
  );
  const reload = load.retry;
  if (load.status === 'ready') return { status: 'ready', data: load.data, reload };
  if (load.status === 'error') {
    const httpStatus = load.error instanceof HttpError ? load.error.status : undefined;
    return { status: 'error', error: messageOf(load.error), httpStatus, reload };
  }
  return { status: 'loading', reload };
}
