/**
 * The account state of the site, outside React (so plain functions and several components share
 * one session). It owns the decision of when to load the Firebase SDK:
 *
 * - At start it only reads the storage entry 'user' (docs/product.md#accounts): enough for the header to show
 *   or hide the login link, without a byte of Firebase.
 * - Firebase is loaded (dynamic import) when an account page or a watchlist asks for it, or in
 *   idle time when the entry says someone is signed in, to confirm that and to serve ID tokens.
 * - On the emulators a short probe comes first; if they do not answer, accounts are unavailable
 *   with a Hungarian reason instead of a sign-in that hangs (probe.ts says why).
 */
import type * as SessionModule from './session';
import type { FirebaseTarget } from './config';
import { failureMessage, type ErrorContext } from './errors';
import { emulatorsAnswer } from './probe';
import type { FirebaseSession, SessionOptions } from './session';
import { defaultStorage, readStoredUser, writeStoredUser, type AuthUser } from './stored-user';
import { AUTH_STRINGS, type SocialProviderId } from './strings';
import { WatchlistStore } from './watchlist-store';

export interface AuthState {
  user: AuthUser | null;
  /** False until the first auth state is known (avoids flashing the login link). */
  ready: boolean;
  /** False when accounts cannot work (e.g. no emulator and no configuration). */
  available: boolean;
  unavailableReason?: string;
}

/** The result of an account action: the Hungarian message to show, and whether it succeeded. */
export type AuthOutcome = { ok: true; message: string } | { ok: false; message: string };

/** A message that outlives a navigation (e.g. 'Sikeres bejelentkezés!' shown on the home page). */
export interface AuthNotice {
  id: number;
  kind: 'success' | 'info';
  text: string;
}

/** Whether a social button was pressed on the signup or the login page (the message differs, docs/product.md#accounts). */
export type SocialIntent = 'signup' | 'signin';

export interface AuthControllerOptions {
  /** Production project, emulators, or an invalid configuration (config.ts). */
  target: FirebaseTarget;
  /** Where the 'user' entry lives. @default localStorage, when usable */
  storage?: Storage | null;
  /** Passed to the session: persistence, social sign-in strategy, app name. */
  session?: SessionOptions;
  /** Answers whether the emulator hosts are up. @default a fetch probe with a short timeout */
  probe?: (hosts: string[]) => Promise<boolean>;
  /** Loads the Firebase module. @default a dynamic import of ./session */
  loadSession?: () => Promise<typeof SessionModule>;
}

type Listener = () => void;

function sameUser(a: AuthUser | null, b: AuthUser | null): boolean {
  return (
    a === b || (a !== null && b !== null && a.uid === b.uid && a.email === b.email && a.displayName === b.displayName)
  );
}

export class AuthController {
  private state: AuthState;
  private notice: AuthNotice | null = null;
  private noticeId = 0;
  private readonly stateListeners = new Set<Listener>();
  private readonly noticeListeners = new Set<Listener>();
  private readonly userListeners = new Set<(user: AuthUser | null, session: FirebaseSession) => void>();
  private readonly beforeChangeListeners = new Set<Listener>();
  private sessionPromise: Promise<FirebaseSession | null> | undefined;
  private availablePromise: Promise<boolean> | undefined;
  private session: FirebaseSession | null = null;
  /** What Firebase last said; undefined until it has spoken. */
  private sessionUser: AuthUser | null | undefined;
  /** Settles when Firebase first reports the user. */
  private readonly userKnown: Promise<void>;
  private resolveUserKnown!: () => void;
  private readonly storage: Storage | null;
  readonly watchlist: WatchlistStore;

  constructor(private readonly options: AuthControllerOptions) {
    this.storage = options.storage === undefined ? defaultStorage() : options.storage;
    this.userKnown = new Promise((resolve) => (this.resolveUserKnown = resolve));
    const { target } = options;
    this.state =
      target.mode === 'invalid'
        ? { user: null, ready: true, available: false, unavailableReason: AUTH_STRINGS.unavailable }
        : { user: readStoredUser(this.storage), ready: true, available: true };
    this.watchlist = new WatchlistStore({
      maybeSignedIn: () => this.state.user !== null,
      whenUserKnown: () => this.whenUserKnown(),
      onSessionUser: (listener) => {
        this.userListeners.add(listener);
        if (this.session && this.sessionUser !== undefined) listener(this.sessionUser, this.session);
        return () => this.userListeners.delete(listener);
      },
      beforeUserChange: (listener) => {
        this.beforeChangeListeners.add(listener);
        return () => this.beforeChangeListeners.delete(listener);
      },
    });
  }

  // ---------------------------------------------------------------- state (useSyncExternalStore)

  getState = (): AuthState => this.state;

  subscribe = (listener: Listener): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  getNotice = (): AuthNotice | null => this.notice;

  subscribeNotice = (listener: Listener): (() => void) => {
    this.noticeListeners.add(listener);
    return () => this.noticeListeners.delete(listener);
  };

  /** Shows a message that survives the navigation that usually follows it. */
  notify(kind: AuthNotice['kind'], text: string): void {
    this.notice = { id: ++this.noticeId, kind, text };
    for (const listener of this.noticeListeners) listener();
  }

  dismissNotice = (id: number): void => {
    if (this.notice?.id !== id) return;
    this.notice = null;
    for (const listener of this.noticeListeners) listener();
  };

  private setState(patch: Partial<AuthState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.stateListeners) listener();
  }

  // ---------------------------------------------------------------- loading Firebase

  /**
   * Loads and connects Firebase once; resolves null (and marks accounts unavailable) when that is
   * impossible. Never rejects and never hangs longer than the probe's timeout plus the chunk load.
   */
  load = (): Promise<FirebaseSession | null> => {
    this.sessionPromise ??= this.connect();
    return this.sessionPromise;
  };

  /**
   * Whether accounts can work, asked once without loading Firebase: false for an incomplete
   * configuration, or when the emulators do not answer the probe (then marked unavailable, with
   * the reason the account pages show).
   */
  checkAvailable = (): Promise<boolean> => {
    this.availablePromise ??= this.askAvailable();
    return this.availablePromise;
  };

  private async askAvailable(): Promise<boolean> {
    const { target } = this.options;
    if (target.mode === 'invalid') {
      console.error(`Firebase configuration incomplete; missing: ${target.missing.join(', ')}`);
      return false;
    }
    if (target.mode === 'emulator') {
      const probe = this.options.probe ?? ((hosts: string[]) => emulatorsAnswer(hosts));
      if (!(await probe([target.authHost, target.firestoreHost]))) {
        console.warn(`Firebase emulators not reachable at ${target.authHost} and ${target.firestoreHost}`);
        this.unavailable();
        return false;
      }
    }
    return true;
  }

  private async connect(): Promise<FirebaseSession | null> {
    if (!(await this.checkAvailable())) return null;
    const { target } = this.options;
    if (target.mode === 'invalid') return null;
    try {
      const module = await (this.options.loadSession ?? (() => import('./session')))();
      const session = module.createFirebaseSession(target, this.options.session);
      session.beforeUserChange(() => {
        for (const listener of this.beforeChangeListeners) listener();
      });
      session.onUser((user) => this.applyUser(user, session));
      this.session = session;
      return session;
    } catch (error) {
      console.error(error);
      return this.unavailable();
    }
  }

  private unavailable(): null {
    this.setState({ user: null, available: false, unavailableReason: AUTH_STRINGS.unavailable });
    return null;
  }

  private applyUser(user: AuthUser | null, session: FirebaseSession): void {
    const previous = this.sessionUser;
    this.sessionUser = user;
    writeStoredUser(this.storage, user);
    if (!sameUser(this.state.user, user)) this.setState({ user });
    // An action reports its user before Firebase does; the second report of the same user is quiet.
    if (previous === undefined || !sameUser(previous, user)) {
      for (const listener of this.userListeners) listener(user, session);
    }
    this.resolveUserKnown();
  }

  /** Loads Firebase and waits until it has reported the signed-in user (or nobody). */
  whenUserKnown = async (): Promise<{ session: FirebaseSession | null; user: AuthUser | null }> => {
    const session = await this.load();
    if (!session) return { session: null, user: null };
    await this.userKnown;
    return { session, user: this.sessionUser ?? null };
  };

  /** Loads Firebase in idle time if storage remembers a user, to confirm them (docs/product.md#accounts). */
  start(): void {
    if (!this.state.user || this.sessionPromise) return;
    const run = () => void this.load();
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3_000 });
    else setTimeout(run, 0);
  }

  // ---------------------------------------------------------------- actions (docs/product.md#accounts)

  private async run(
    action: (session: FirebaseSession) => Promise<AuthUser | void>,
    success: string,
    context: ErrorContext = 'sign-in',
  ): Promise<AuthOutcome> {
    const session = await this.load();
    if (!session)
      return {
        ok: false,
        message: AUTH_STRINGS.failurePrefix + (this.state.unavailableReason ?? AUTH_STRINGS.unavailable),
      };
    try {
      const user = await action(session);
      // The navigation that follows must already see the user; Firebase's own report may come later.
      if (user) this.applyUser(user, session);
      this.notify('success', success);
      return { ok: true, message: success };
    } catch (error) {
      console.warn(error);
      return { ok: false, message: failureMessage(error, context) };
    }
  }

  signUp = (email: string, password: string): Promise<AuthOutcome> =>
    this.run((s) => s.signUp(email, password), AUTH_STRINGS.signUpSuccess);

  signIn = (email: string, password: string): Promise<AuthOutcome> =>
    this.run((s) => s.signIn(email, password), AUTH_STRINGS.signInSuccess);

  /** Google, Facebook (buttons) or Twitter (no button, docs/product.md#accounts). */
  signInWithProvider = (
    provider: SocialProviderId,
    intent: SocialIntent = 'signin',
    emailHint?: string,
  ): Promise<AuthOutcome> =>
    this.run(
      (s) => s.signInWithProvider(provider, emailHint),
      intent === 'signup' ? AUTH_STRINGS.signUpWith(provider) : AUTH_STRINGS.signInWith(provider),
    );

  sendPasswordReset = (email: string): Promise<AuthOutcome> =>
    this.run((s) => s.sendPasswordReset(email), AUTH_STRINGS.resetSent);

  // ---------------------------------------------------------------- the account page

  changePassword = (current: string, next: string): Promise<AuthOutcome> =>
    this.run((s) => s.changePassword(current, next), AUTH_STRINGS.passwordChanged, 'account');

  changeEmail = (current: string, email: string): Promise<AuthOutcome> =>
    this.run((s) => s.changeEmail(current, email), AUTH_STRINGS.emailVerificationSent(email), 'account');

  /** Deletes the data and the account; the visitor is signed out when it succeeds. */
  deleteAccount = async (current: string): Promise<AuthOutcome> => {
    const outcome = await this.run((s) => s.deleteAccount(current), AUTH_STRINGS.accountDeleted, 'account');
    if (outcome.ok && this.session) this.applyUser(null, this.session);
    return outcome;
  };

  /**
   * Clears the session (docs/product.md#accounts): the storage entry at once, then Firebase's own persisted
   * session, loading Firebase first if this page never did, so the next visit does not restore it.
   */
  signOut = async (): Promise<void> => {
    const hadUser = this.state.user !== null;
    writeStoredUser(this.storage, null);
    if (hadUser) this.setState({ user: null });
    const session = this.session ?? (hadUser ? await this.load() : null);
    if (session) {
      try {
        await session.signOut();
        // Firebase reports the change asynchronously; listeners (the watchlist) hear it now.
        this.applyUser(null, session);
      } catch (error) {
        console.warn(error);
      }
    }
    if (hadUser) this.notify('info', AUTH_STRINGS.signedOut);
  };

  // ---------------------------------------------------------------- ID token (docs/product.md#accounts 'Auth token')

  /**
   * Calls `listener` with the ID token on every sign-in change (null when signed out) and on every
   * refresh. Loads Firebase; where accounts are unavailable the listener gets null once.
   */
  subscribeIdToken = (listener: (token: string | null) => void): (() => void) => {
    let active = true;
    let off: (() => void) | undefined;
    void this.load().then((session) => {
      if (!active) return;
      if (!session) listener(null);
      else off = session.onIdToken((token) => active && listener(token));
    });
    return () => {
      active = false;
      off?.();
    };
  };

  /** Ends the Firebase app, if loaded (tests and tools; the site keeps it for the page's life). */
  dispose = async (): Promise<void> => {
    this.watchlist.dispose();
    const session = await this.sessionPromise;
    await session?.dispose();
  };

  /** A fresh ID token from the server (null when signed out); subscribers get it too. */
  refreshIdToken = async (): Promise<string | null> => {
    const { session, user } = await this.whenUserKnown();
    return session && user ? session.refreshIdToken() : null;
  };
}
