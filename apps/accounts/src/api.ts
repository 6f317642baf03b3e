/**
 * The service's requests and answers, shared by the server (http.ts) and the site
 * (apps/site/src/accounts-api.ts): paths under SERVICE_PATH and the error codes a client maps to
 * its Hungarian messages. No Node or Firebase imports, so the site can bundle it.
 */
/**
 * Where the site reaches the service: apps/site/vite.config.ts proxies it locally, the Hosting
 * rewrite in firebase.json in production (which keeps the prefix, so the service accepts both).
 */
export const SERVICE_PATH = '/api/accounts';

export const ROUTES = {
  newsletterSignUp: '/newsletter/subscribe',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  contact: '/contact',
  deleteAccount: '/account/delete',
  health: '/health',
} as const;

/** The largest request body accepted (a contact message at its limits is ~5.6 KB of JSON). */
export const MAX_BODY_BYTES = 16 * 1024;

/** How recent the sign-in behind an account deletion must be (the site signs in again first). */
export const RECENT_SIGN_IN_SECONDS = 300;

export type ErrorCode =
  | 'invalid-request'
  | 'invalid-fields'
  | 'too-large'
  | 'rate-limited'
  | 'busy'
  | 'unauthenticated'
  | 'recent-sign-in-required'
  | 'front-end-required'
  | 'invalid-link'
  | 'deletion-unfinished'
  | 'internal';

export interface ErrorBody {
  error: ErrorCode;
  /** Fields that failed the check (invalid-fields). */
  fields?: string[];
  /** Seconds until a refused request may be repeated (rate-limited, busy). */
  retryAfterSeconds?: number;
}
