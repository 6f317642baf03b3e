/**
 * The Firebase side of accounts: one app with Auth (and, on first use, Firestore), pointed at the
 * production project or the local emulators. The site loads this module with a dynamic import
 * (controller.ts), so the SDK stays out of the first-load JavaScript; tests import it directly
 * and run it in Node against the real emulators.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import {
  beforeAuthStateChanged,
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
  onAuthStateChanged,
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type Unsubscribe,
  type User,
  type UserCredential,
} from 'firebase/auth';
import type { FirebaseTarget } from './config';
import { emulatorSignIn, popupSignIn, type SocialSignInStrategy } from './social';
import type { SocialProviderId } from './strings';
import type { AuthUser } from './stored-user';
import type { WatchlistDb } from './watchlist-db';

export type UsableTarget = Exclude<FirebaseTarget, { mode: 'invalid' }>;

export interface SessionOptions {
  /**
   * 'browser' keeps the session across visits (IndexedDB, else localStorage); 'memory' is for
   * Node and tests. @default 'browser'
   */
  persistence?: 'browser' | 'memory';
  /** How Google/Facebook/Twitter sign-in happens. @default popup in production, fake IdP tokens on the emulators */
  socialStrategy?: SocialSignInStrategy;
  /** The Firebase app's name; tests give each simulated visitor its own. @default '[DEFAULT]' */
  appName?: string;
  /** Where the accounts service is (Node tests: its full URL). @default SERVICE_PATH on the page's origin */
  accountsService?: string;
}

export interface FirebaseSession {
  readonly mode: UsableTarget['mode'];
  readonly auth: Auth;
  /** Called with the signed-in user on every change, and once at start when the state is known. */
  onUser(listener: (user: AuthUser | null) => void): Unsubscribe;
  /** Called before a user change is committed (sign-out, another account): the moment to end listeners. */
  beforeUserChange(listener: () => void): Unsubscribe;
  /** The ID token on sign-in, sign-out (null) and every refresh (docs/product.md#accounts 'Auth token'). */
  onIdToken(listener: (token: string | null) => void): Unsubscribe;
  /** Forces a fresh ID token (null when signed out); `onIdToken` listeners get it too. */
  refreshIdToken(): Promise<string | null>;
  /** Creates an e-mail/password account and signs it in. */
  signUp(email: string, password: string): Promise<AuthUser>;
  signIn(email: string, password: string): Promise<AuthUser>;
  /** Google, Facebook or Twitter through the session's strategy. */
  signInWithProvider(provider: SocialProviderId, emailHint?: string): Promise<AuthUser>;
  sendPasswordReset(email: string): Promise<void>;
  signOut(): Promise<void>;
  /** Password change after signing in again with the current password (account-ops.ts). */
  changePassword(current: string, next: string): Promise<void>;
  /** Sends the new address a verification link; the address changes when it is opened. */
  changeEmail(current: string, email: string): Promise<void>;
  /** Deletes the account and everything it owns, through the accounts service (account-ops.ts). */
  deleteAccount(current: string): Promise<void>;
  /** Firestore for the watchlist, loaded on first use. */
  watchlist(): Promise<WatchlistDb>;
  /** Ends the app (tests; the site keeps its session for the page's life). */
  dispose(): Promise<void>;
}

/** The fields of a Firebase user the site keeps. */
export function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName };
}

function userOf(credential: UserCredential): AuthUser {
  return toAuthUser(credential.user);
}

/** Creates the app and connects Auth; nothing is requested until a method is called. */
export function createFirebaseSession(target: UsableTarget, options: SessionOptions = {}): FirebaseSession {
  const { persistence = 'browser', appName } = options;
  const app = initializeApp(target.options, appName);
  const auth = initializeAuth(
    app,
    persistence === 'memory'
      ? { persistence: inMemoryPersistence }
      : // No popupRedirectResolver here: given one, the SDK preloads Google's gapi script (apis.google.com)
        // on every account page of a mobile browser, before anyone asks for a popup (a third-party
        // request, and a console error where it cannot load: Lighthouse's errors-in-console). The
        // popup sign-in passes it itself (social.ts).
        { persistence: [indexedDBLocalPersistence, browserLocalPersistence] },
  );
  auth.languageCode = 'hu';
  if (target.mode === 'emulator') {
    // disableWarnings: the SDK's emulator banner is an unlabelled fixed element at the page bottom.
    connectAuthEmulator(auth, `http://${target.authHost}`, { disableWarnings: true });
  }
  const socialStrategy = options.socialStrategy ?? (target.mode === 'emulator' ? emulatorSignIn() : popupSignIn);

  let db: Promise<WatchlistDb> | undefined;
  const watchlist = () => {
    db ??= import('./watchlist-db').then(({ connectWatchlistDb }) =>
      connectWatchlistDb(app, target.mode === 'emulator' ? target.firestoreHost : undefined),
    );
    return db;
  };

  return {
    mode: target.mode,
    auth,
    onUser: (listener) => onAuthStateChanged(auth, (user) => listener(user ? toAuthUser(user) : null)),
    beforeUserChange: (listener) => beforeAuthStateChanged(auth, () => listener()),
    onIdToken: (listener) =>
      onIdTokenChanged(auth, (user) => {
        if (!user) listener(null);
        else user.getIdToken().then(listener, () => listener(null));
      }),
    refreshIdToken: async () => (auth.currentUser ? auth.currentUser.getIdToken(true) : null),
    signUp: (email, password) => createUserWithEmailAndPassword(auth, email, password).then(userOf),
    signIn: (email, password) => signInWithEmailAndPassword(auth, email, password).then(userOf),
    signInWithProvider: (provider, emailHint) => socialStrategy(auth, { provider, emailHint }).then(userOf),
    sendPasswordReset: (email) => sendPasswordResetEmail(auth, email),
    signOut: () => signOut(auth),
    changePassword: async (current, next) => (await import('./account-ops')).changePassword(auth, current, next),
    changeEmail: async (current, email) => (await import('./account-ops')).changeEmail(auth, current, email),
    deleteAccount: async (current) =>
      (await import('./account-ops')).deleteAccount(
        auth,
        current,
        options.accountsService ? { base: options.accountsService } : {},
      ),
    watchlist,
    dispose: () => deleteApp(app),
  };
}
