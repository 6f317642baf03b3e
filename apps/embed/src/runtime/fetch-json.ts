/**
 * JSON over HTTP for the widgets that load data (heatmap, glossary term), with a Hungarian message
 * for every way it can fail. The page's CSP must allow the URL in `connect-src` (README.md).
 */
import { RUNTIME_STRINGS as S } from './strings';

/** A failed request: `status` is the HTTP status, null when no response arrived. */
export class FetchJsonError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'FetchJsonError';
  }
}

export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new FetchJsonError(S.fetch.network, null);
  }
  if (!response.ok) throw new FetchJsonError(S.fetch.status(response.status), response.status);
  try {
    return (await response.json()) as T;
  } catch {
    throw new FetchJsonError(S.fetch.notJson, response.status);
  }
}

/** `template` with `{name}` replaced by the URL-encoded `value`, or `value` added as `?name=value`. */
export function fillUrl(template: string, name: string, value: string): string {
  const placeholder = `{${name}}`;
  if (template.includes(placeholder)) return template.split(placeholder).join(encodeURIComponent(value));
  return `${template}${template.includes('?') ? '&' : '?'}${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
}

/** The origin of a (possibly relative) URL, as the page resolves it. */
export function originOf(url: string): string {
  return new URL(url, document.baseURI).origin;
}
