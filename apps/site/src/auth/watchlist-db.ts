/**
 * The watchlist in Cloud Firestore: users/{uid}/watchlist/{name} holding { name } (spec 000 §3, §7).
 * A chunk of its own, loaded on the first watchlist use, so the account pages do not pay for
 * Firestore.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getFirestore,
  onSnapshot,
  setDoc,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';

export interface WatchlistItem {
  name: string;
}

export interface WatchlistDb {
  readonly firestore: Firestore;
  /**
   * The live list of a user, in document-id order. The first call comes from the local cache and
   * includes the user's own pending writes, so an added symbol shows at once, even offline.
   */
  watch(uid: string, onItems: (items: WatchlistItem[]) => void, onError: (error: unknown) => void): Unsubscribe;
  /**
   * Writes an item. The promise settles only when the server confirms, which never happens
   * offline (TOOLCHAIN.md): callers render from `watch`, and use the promise for errors only.
   */
  add(uid: string, name: string): Promise<void>;
  /** Deletes an item; the same caveat as `add`. */
  remove(uid: string, name: string): Promise<void>;
}

function itemsPath(uid: string) {
  return ['users', uid, 'watchlist'] as const;
}

/** Firestore for an app, pointed at the emulator when `emulatorHost` (host:port) is given. */
export function connectWatchlistDb(app: FirebaseApp, emulatorHost?: string): WatchlistDb {
  const firestore = getFirestore(app);
  if (emulatorHost) {
    const at = emulatorHost.lastIndexOf(':');
    connectFirestoreEmulator(firestore, emulatorHost.slice(0, at), Number(emulatorHost.slice(at + 1)));
  }
  return {
    firestore,
    watch(uid, onItems, onError) {
      return onSnapshot(
        collection(firestore, ...itemsPath(uid)),
        (snapshot) => {
          const items: WatchlistItem[] = [];
          // The id is the name (firestore.rules enforce it); reading the id keeps a half-written
          // or foreign-shaped document from ever showing an empty name.
          snapshot.forEach((d) => items.push({ name: d.id }));
          onItems(items);
        },
        onError,
      );
    },
    add(uid, name) {
      return setDoc(doc(firestore, ...itemsPath(uid), name), { name });
    },
    remove(uid, name) {
      return deleteDoc(doc(firestore, ...itemsPath(uid), name));
    },
  };
}
