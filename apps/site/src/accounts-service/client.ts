/**
 * Calls to the accounts service (apps/accounts): the newsletter, the contact form and account
 * deletion. The site reaches it under SERVICE_PATH on its own origin (the dev and preview servers
 * proxy it, Firebase Hosting rewrites it in production), so no Firebase SDK is needed for the
 * newsletter or an anonymous contact message, and the CSP needs no other host.
 */
import { ROUTES, SERVICE_PATH, type ErrorBody } from '../../../accounts/src/api';

export { ROUTES, SERVICE_PATH };
export type { ErrorBody };

/** Without an answer by then the visitor is told the service is unavailable. */
export const SERVICE_TIMEOUT_MS = 20_000;

export type ServiceAnswer<T> =
  | { ok: true; status: number; body: T }
  /** `error` is null when nothing (or nothing readable) answered. */
  | { ok: false; status: number; error: ErrorBody | null };

export interface CallOptions {
  /** An ID token for `Authorization: Bearer` (contact as a signed-in user, account deletion). */
  idToken?: string | null;
  /** Where the service is. @default SERVICE_PATH on the page's origin */
  base?: string;
  fetch?: typeof fetch;
}

/** POSTs JSON to a route; never rejects (a network failure is `{ ok: false, status: 0, error: null }`). */
export async function callService<T>(
  route: (typeof ROUTES)[keyof typeof ROUTES],
  body: unknown,
  { idToken, base = SERVICE_PATH, fetch: fetchImpl = fetch }: CallOptions = {},
): Promise<ServiceAnswer<T>> {
  let res: Response;
  try {
    res = await fetchImpl(`${base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
      body: JSON.stringify(body),
      cache: 'no-store',
      signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, status: 0, error: null };
  }
  let parsed: unknown = null;
  try {
    parsed = await res.json();
  } catch {
    /* not JSON: a proxy's error page */
  }
  if (res.ok) return { ok: true, status: res.status, body: parsed as T };
  const error =
    parsed && typeof parsed === 'object' && typeof (parsed as ErrorBody).error === 'string'
      ? (parsed as ErrorBody)
      : null;
  return { ok: false, status: res.status, error };
}

/** Whole minutes to wait, at least one, for a refused request's retryAfterSeconds. */
export function minutesToWait(error: ErrorBody | null): number {
  return Math.max(1, Math.ceil((error?.retryAfterSeconds ?? 60) / 60));
}
