/**
 * Accounts and the watchlist. PLACEHOLDER until the Firebase issue lands: nobody is ever signed in.
 * The shell, the dashboard and the stock screen code against this interface; the Firebase
 * implementation replaces this file's internals, not its exports.
 */
import { createContext, useContext, type ReactNode } from 'react';

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export interface AuthState {
  user: AuthUser | null;
  /** False until the first auth state is known (avoids flashing the login link). */
  ready: boolean;
  /** False when accounts cannot work (e.g. no emulator and no configuration). */
  available: boolean;
  unavailableReason?: string;
}

export interface AuthApi extends AuthState {
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthApi>({
  user: null,
  ready: true,
  available: false,
  unavailableReason: 'A fiókok még nem érhetők el.',
  signOut: async () => {},
});

export function AuthProvider({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value={useContext(AuthContext)}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthApi {
  return useContext(AuthContext);
}

export interface WatchlistApi {
  /** undefined while loading or when signed out. */
  items: { name: string }[] | undefined;
  add(name: string): Promise<void>;
  remove(name: string): Promise<void>;
  error?: string;
}

export function useWatchlist(): WatchlistApi {
  return { items: undefined, add: async () => {}, remove: async () => {} };
}
