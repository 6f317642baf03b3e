/**
 * Accounts and the watchlist (docs/product.md#accounts, docs/product.md#watchlist) on Firebase: Auth for the
 * accounts, Cloud Firestore for users/{uid}/watchlist/{name}. The shell, the dashboard and the
 * stock screen code against `AuthProvider`, `useAuth()` and `useWatchlist()`; the account pages
 * use `useAuthActions()`.
 *
 * This module is in the first-load JavaScript, so it never imports the Firebase SDK: the
 * controller loads it on demand (see controller.ts for when).
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthNotices } from './AuthNotices';
import { resolveFirebaseTarget } from './config';
import { AuthController, type AuthState } from './controller';
import { LOGIN_PATH } from '../route-table';

export { AuthController } from './controller';
export type { AuthControllerOptions, AuthNotice, AuthOutcome, AuthState, SocialIntent } from './controller';
export type { AuthUser } from './stored-user';
export { USER_STORAGE_KEY } from './stored-user';
export { resolveFirebaseTarget, EMULATOR_PROJECT_ID } from './config';
export type { FirebaseTarget } from './config';
export { errorCode, errorReason, failureMessage } from './errors';
export {
  ACCOUNT_PAGE_STRINGS,
  AUTH_PAGE_STRINGS,
  AUTH_STRINGS,
  ERROR_STRINGS,
  SOCIAL_PROVIDERS,
  WATCHLIST_MESSAGES,
} from './strings';
export type { SocialProviderId } from './strings';
export type { SocialSignInRequest, SocialSignInStrategy, FakeIdpClaims } from './social';
export type { WatchlistItem } from './watchlist-db';
export { isWatchlistName, readWatchlistName, WATCHLIST_NAME_PATTERN } from './watchlist-name';

/** The path a sign-out lands on (docs/product.md#accounts). */
export { LOGIN_PATH };

let defaultController: AuthController | undefined;

/** The site's one controller, configured from the build's VITE_FIREBASE_* variables. */
export function getAuthController(): AuthController {
  defaultController ??= new AuthController({ target: resolveFirebaseTarget(import.meta.env) });
  return defaultController;
}

const ControllerContext = createContext<AuthController | null>(null);

function useController(): AuthController {
  return useContext(ControllerContext) ?? getAuthController();
}

export interface AuthProviderProps {
  children: ReactNode;
  /** Another controller than the site's (tests). @default getAuthController() */
  controller?: AuthController;
}

/**
 * Provides the account state. Must sit inside the router (sign-out navigates to /login). The success
 * messages that outlive a navigation are drawn by `AccountNotices`, which the layout places inside its
 * theme root.
 */
export function AuthProvider({ children, controller: given }: AuthProviderProps) {
  const controller = given ?? getAuthController();
  useEffect(() => controller.start(), [controller]);
  return <ControllerContext.Provider value={controller}>{children}</ControllerContext.Provider>;
}

/** The account's success messages ('Sikeres bejelentkezés!'…), for the layout to place inside its theme root. */
export function AccountNotices() {
  return <AuthNotices controller={useController()} />;
}

export interface AuthApi extends AuthState {
  /** Signs out (clears the 'user' entry and Firebase's session) and goes to /login. */
  signOut(): Promise<void>;
}

/** Who is signed in, whether accounts work, and sign-out. Does not load Firebase by itself. */
export function useAuth(): AuthApi {
  const controller = useController();
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const navigate = useNavigate();
  const signOut = useCallback(async () => {
    await controller.signOut();
    // Always to a plain login page. A visitor's own page (RequireUser) may already have sent them
    // there with "come back to /fiok" while the sign-out ran; a deliberate sign-out asks for no
    // return, so that entry is replaced. (Read at call time: subscribing to the location would
    // re-render the header on every navigation.)
    navigate(LOGIN_PATH, { replace: window.location.pathname === LOGIN_PATH });
  }, [controller, navigate]);
  return useMemo(() => ({ ...state, signOut }), [state, signOut]);
}

/** What starts loading Firebase on an account page: the visitor's first move on it. */
const FIRST_MOVES = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * The account actions of the signup, login and forgot pages. Mounting it asks whether accounts
 * work (the emulator probe, no Firebase), so the page says so at once when they do not. The
 * Firebase SDK (about 110 KB of script) loads at the visitor's first move on the page (a field
 * focused, a button pressed, a key), not while the page starts: there its evaluation was 60–200 ms
 * of the main thread at Lighthouse's 4× slowdown, and it is ready long before a form is filled.
 * An action started earlier (a held submission) loads it itself.
 */
export function useAuthActions() {
  const controller = useController();
  useEffect(() => {
    void controller.checkAvailable();
    const load = () => void controller.load();
    for (const type of FIRST_MOVES) document.addEventListener(type, load, { capture: true, once: true });
    return () => {
      for (const type of FIRST_MOVES) document.removeEventListener(type, load, { capture: true });
    };
  }, [controller]);
  return controller;
}

export interface WatchlistApi {
  /** undefined while loading or when signed out. */
  items: { name: string }[] | undefined;
  /**
   * Adds a symbol for the signed-in user. Resolves once the write is issued (the list updates at
   * once from the local cache); signed out it sets `error` to the sign-in message instead.
   */
  add(name: string): Promise<void>;
  remove(name: string): Promise<void>;
  /** Moves a symbol one place up (-1) or down (1); the order is stored with the list. */
  move(name: string, step: -1 | 1): Promise<void>;
  /** A Hungarian message about the last failure. */
  error?: string;
  /** True when `error` asks the visitor to sign in (show it with a link to /login). */
  needsSignIn?: boolean;
}

/** The signed-in user's live watchlist; the Firestore listener runs while any component uses it. */
export function useWatchlist(): WatchlistApi {
  const store = useController().watchlist;
  useEffect(() => store.retain(), [store]);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return useMemo(
    () => ({
      items: state.items,
      add: store.add,
      remove: store.remove,
      move: store.move,
      error: state.error,
      needsSignIn: state.needsSignIn,
    }),
    [state, store],
  );
}

/**
 * The ID-token stream of docs/product.md#accounts: `listener` gets the token on sign-in, null on sign-out, and
 * each refreshed token. Returns the unsubscribe function. Loads Firebase.
 */
export function subscribeIdToken(listener: (token: string | null) => void): () => void {
  return getAuthController().subscribeIdToken(listener);
}

/** Forces a fresh ID token (null when signed out); subscribers of `subscribeIdToken` get it too. */
export function refreshIdToken(): Promise<string | null> {
  return getAuthController().refreshIdToken();
}

/** Twitter sign-in: a method without a button (docs/product.md#accounts). */
export function signInWithTwitter() {
  return getAuthController().signInWithProvider('twitter', 'signin');
}
