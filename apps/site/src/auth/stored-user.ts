/**
 * The browser-storage entry of docs/product.md#accounts: key 'user' exists exactly while someone is signed
 * in. Besides the spec, it serves the first paint: the header can tell "signed in" from the entry
 * alone, without loading the Firebase SDK (which stays out of the first-load JS).
 */

export const USER_STORAGE_KEY = 'user';

/** Who is signed in, as far as the site needs it. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

/** The storage in use, or null where there is none or it is blocked (private modes, sandboxed frames). */
export function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The stored user, or null when there is none or the entry is not ours (it is never trusted blindly). */
export function readStoredUser(storage: Storage | null): AuthUser | null {
  try {
    const raw = storage?.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { uid, email, displayName } = parsed as Record<string, unknown>;
    if (typeof uid !== 'string' || uid === '') return null;
    return { uid, email: text(email), displayName: text(displayName) };
  } catch {
    return null;
  }
}

/** Writes the entry for a signed-in user, or removes it for null. Storage failures are ignored. */
export function writeStoredUser(storage: Storage | null, user: AuthUser | null): void {
  try {
    if (user) storage?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else storage?.removeItem(USER_STORAGE_KEY);
  } catch {
    /* full or blocked storage: the session itself still works */
  }
}
