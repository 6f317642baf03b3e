import { WATCHLIST_MESSAGES } from './strings';

/**
 * What a watchlist entry may be called: a ticker symbol such as AAPL, BRK.B, ^GSPC, EURUSD=X or
 * RDS-A, 1–20 characters, at least one a letter or digit (Firestore reserves the ids '.' and
 * '..'). firestore.rules enforces the same two patterns on the server (the rules test checks that
 * the two agree), so a name this accepts is never refused there and vice versa. Two patterns,
 * because the rules' regular expressions (RE2) have no lookahead.
 */
export const WATCHLIST_NAME_PATTERN = /^[A-Z0-9.^=-]{1,20}$/;
export const WATCHLIST_NAME_NEEDS = /[A-Z0-9]/;
export const WATCHLIST_NAME_MAX_LENGTH = 20;
/**
 * How many symbols one list holds. firestore.rules enforce the same number through the list's
 * counter document (the rules test checks that they agree), so one account cannot fill the
 * database with documents.
 */
export const WATCHLIST_MAX_ITEMS = 100;

export type WatchlistNameReading = { ok: true; name: string } | { ok: false; message: string };

/**
 * Reads a symbol as a user or a URL gives it: surrounding spaces go and letters are upper-cased
 * ('aapl ' → 'AAPL'), because symbols are case-insensitive for people but document ids are not.
 */
export function readWatchlistName(input: unknown): WatchlistNameReading {
  const name = typeof input === 'string' ? input.trim().toUpperCase() : '';
  return isWatchlistName(name) ? { ok: true, name } : { ok: false, message: WATCHLIST_MESSAGES.invalidName };
}

/** True for a name exactly as stored (no trimming or upper-casing). */
export function isWatchlistName(name: string): boolean {
  return WATCHLIST_NAME_PATTERN.test(name) && WATCHLIST_NAME_NEEDS.test(name);
}
