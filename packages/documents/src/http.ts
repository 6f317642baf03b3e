/**
 * GET a JSON document and turn every failure into a {@link DocumentSourceError} with a Hungarian
 * message. An abort is passed through as the signal's reason: it is not a failure to show.
 */
import { DocumentSourceError } from './errors';
import type { HttpMessages } from './strings';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** The Hungarian message for a non-2xx status. */
export function messageForStatus(status: number, messages: HttpMessages): string {
  if (status === 401 || status === 403) return messages.forbidden(status);
  if (status === 404) return messages.notFound;
  if (status === 429) return messages.tooManyRequests;
  if (status >= 500) return messages.server(status);
  return messages.other(status);
}

export async function fetchJson(
  url: string,
  { fetch: fetchImpl, signal, messages }: { fetch?: FetchLike; signal?: AbortSignal; messages: HttpMessages },
): Promise<unknown> {
  const doFetch: FetchLike = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  let response: Response;
  try {
    response = await doFetch(url, { headers: { Accept: 'application/json' }, signal });
  } catch (e) {
    if (signal?.aborted) throw signal.reason ?? e;
    throw new DocumentSourceError(messages.network, undefined, { cause: e });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (e) {
    if (signal?.aborted) throw signal.reason ?? e;
    throw new DocumentSourceError(messages.network, response.status, { cause: e });
  }
  if (!response.ok) throw new DocumentSourceError(messageForStatus(response.status, messages), response.status);
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new DocumentSourceError(messages.unreadable, response.status, { cause: e });
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
