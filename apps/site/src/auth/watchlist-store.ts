/**
 * The signed-in user's watchlist as a small external store (for `useSyncExternalStore`): one
 * Firestore listener however many components show the list, started while someone watches and a
 * user is signed in, ended before every user change (sign-out, another account) so no listener
 * outlives its user's permission (docs/product.md#watchlist).
 */
import { errorReason } from './errors';
import type { FirebaseSession } from './session';
import type { AuthUser } from './stored-user';
import { WATCHLIST_MESSAGES } from './strings';
import type { WatchlistItem } from './watchlist-db';
import { readWatchlistName, WATCHLIST_MAX_ITEMS } from './watchlist-name';

export interface WatchlistState {
  /** The items in the owner's order; undefined while loading or when nobody is signed in. */
  items: WatchlistItem[] | undefined;
  /** A Hungarian message about the last failed action or load. */
  error?: string;
  /** True when the last action failed because nobody is signed in (the UI links to /login). */
  needsSignIn?: boolean;
}

/** What the store needs from the auth controller. */
export interface WatchlistHost {
  /** Optimistic: true when someone is (or was, per storage) signed in, so loading is worth it. */
  maybeSignedIn(): boolean;
  /** Loads the session and resolves once Firebase has said who is signed in. */
  whenUserKnown(): Promise<{ session: FirebaseSession | null; user: AuthUser | null }>;
  /** Every user Firebase reports (the current one at once, if known). */
  onSessionUser(listener: (user: AuthUser | null, session: FirebaseSession) => void): () => void;
  /** Runs before Firebase commits a user change. */
  beforeUserChange(listener: () => void): () => void;
}

const EMPTY: WatchlistState = { items: undefined };

export class WatchlistStore {
  private state: WatchlistState = EMPTY;
  private readonly listeners = new Set<() => void>();
  private consumers = 0;
  private detach: (() => void)[] = [];
  private stopListening: (() => void) | undefined;
  /** Bumped whenever the followed user changes, so a late Firestore chunk cannot attach to the wrong user. */
  private generation = 0;
  private disposed = false;

  constructor(private readonly host: WatchlistHost) {}

  getState = (): WatchlistState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Declares a consumer of the live list; the listener runs while at least one is retained. */
  retain = (): (() => void) => {
    if (++this.consumers === 1) this.start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.consumers === 0) this.stop();
    };
  };

  /**
   * Adds a symbol (upper-cased, validated like firestore.rules). Resolves once the write is issued,
   * not when the server confirms: offline that never happens, and the list updates from the local
   * cache at once. A refused write shows up later as `error`.
   */
  add = (name: string): Promise<void> => this.write(name, 'add');

  /** Removes a symbol; the same timing as `add`. */
  remove = (name: string): Promise<void> => this.write(name, 'remove');

  /**
   * Moves a symbol one place up (-1) or down (1) in the stored order, in a transaction on the order
   * as stored (watchlist-db.ts), so a move made meanwhile on another device is kept. The list
   * shows the result once the server has it.
   */
  move = async (name: string, step: -1 | 1): Promise<void> => {
    if (!this.state.items?.some((i) => i.name === name)) return;
    const { session, user } = await this.host.whenUserKnown();
    if (!session || !user)
      return this.set({ ...this.state, error: WATCHLIST_MESSAGES.signInRequired, needsSignIn: true });
    try {
      const db = await session.watchlist();
      await db.move(user.uid, name, step);
    } catch (error) {
      this.fail(WATCHLIST_MESSAGES.saveFailed + errorReason(error), error);
    }
  };

  private async write(input: string, kind: 'add' | 'remove'): Promise<void> {
    const reading = readWatchlistName(input);
    if (!reading.ok) return this.set({ ...this.state, error: reading.message, needsSignIn: false });
    const items = this.state.items;
    if (kind === 'add' && items && items.length >= WATCHLIST_MAX_ITEMS && !items.some((i) => i.name === reading.name)) {
      return this.set({ ...this.state, error: WATCHLIST_MESSAGES.full, needsSignIn: false });
    }
    const { session, user } = await this.host.whenUserKnown();
    if (!session || !user)
      return this.set({ ...this.state, error: WATCHLIST_MESSAGES.signInRequired, needsSignIn: true });
    try {
      const db = await session.watchlist();
      if (this.state.error) this.set({ items: this.state.items });
      const pending = kind === 'add' ? db.add(user.uid, reading.name) : db.remove(user.uid, reading.name);
      pending.catch((error: unknown) => this.fail(WATCHLIST_MESSAGES.saveFailed + errorReason(error), error));
    } catch (error) {
      this.fail(WATCHLIST_MESSAGES.saveFailed + errorReason(error), error);
    }
  }

  private start(): void {
    this.detach = [
      this.host.onSessionUser((user, session) => this.follow(user, session)),
      this.host.beforeUserChange(() => this.end()),
    ];
    // A user remembered from the last visit: load Firebase now to confirm them and fetch their list.
    if (this.host.maybeSignedIn()) void this.host.whenUserKnown();
  }

  private stop(): void {
    for (const off of this.detach) off();
    this.detach = [];
    this.end();
    this.set(EMPTY);
  }

  private end(): void {
    this.generation++;
    this.stopListening?.();
    this.stopListening = undefined;
  }

  private follow(user: AuthUser | null, session: FirebaseSession): void {
    this.end();
    this.set(EMPTY);
    if (!user) return;
    const generation = this.generation;
    session.watchlist().then(
      (db) => {
        if (generation !== this.generation || this.consumers === 0) return;
        this.stopListening = db.watch(
          user.uid,
          (items) => this.set({ items, error: this.state.error, needsSignIn: this.state.needsSignIn }),
          (error) => this.fail(WATCHLIST_MESSAGES.loadFailed, error),
        );
      },
      (error: unknown) => this.fail(WATCHLIST_MESSAGES.loadFailed, error),
    );
  }

  /** Ends the listener for good (the Firebase app is going away: its aborted requests are not failures). */
  dispose(): void {
    this.disposed = true;
    for (const off of this.detach) off();
    this.detach = [];
    this.end();
  }

  private fail(message: string, error: unknown): void {
    if (this.disposed) return;
    // docs/product.md#watchlist logs watchlist errors; the message is offered to the UI as well.
    console.error(error);
    this.set({ ...this.state, error: message, needsSignIn: false });
  }

  private set(next: WatchlistState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
