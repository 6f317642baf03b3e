/**
 * The watchlist in Cloud Firestore: users/{uid}/watchlist/{name} holding { name } (docs/product.md#watchlist),
 * and its counter users/{uid}/counters/watchlist holding { count, last }, which firestore.rules use
 * to bound the list: every add or remove moves the counter by one in the same batch. A chunk of
 * its own, loaded on the first watchlist use, so the account pages do not pay for Firestore.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  increment,
  onSnapshot,
  runTransaction,
  writeBatch,
  type Firestore,
  type Unsubscribe,
} from 'firebase/firestore';
import { moveName, orderNames } from './watchlist-order';

export interface WatchlistItem {
  name: string;
}

export interface WatchlistDb {
  readonly firestore: Firestore;
  /**
   * The live list of a user, in the order the owner arranged (else document-id order). The first call comes from the local cache and
   * includes the user's own pending writes, so an added symbol shows at once, even offline.
   */
  watch(uid: string, onItems: (items: WatchlistItem[]) => void, onError: (error: unknown) => void): Unsubscribe;
  /**
   * Writes an item (nothing when it is already listed). The promise settles only when the server
   * confirms, which never happens offline (Firestore queues the write): callers render from `watch`, and use
   * the promise for errors only.
   */
  add(uid: string, name: string): Promise<void>;
  /** Deletes an item (nothing when it is not listed); the same caveat as `add`. */
  remove(uid: string, name: string): Promise<void>;
  /**
   * Moves a symbol one place up (-1) or down (1) in the stored order (moveInStoredOrder). Needs the
   * server: unlike `add`, it is not queued offline.
   */
  move(uid: string, name: string, step: -1 | 1): Promise<void>;
}

function itemsPath(uid: string) {
  return ['users', uid, 'watchlist'] as const;
}

function counterPath(uid: string) {
  return ['users', uid, 'counters', 'watchlist'] as const;
}

function orderPath(uid: string) {
  return ['users', uid, 'settings', 'watchlist'] as const;
}

/**
 * Moves `name` by `step` in the order as stored now, not as this device last saw it: a
 * transaction reads the order document and the listed symbols and writes the moved order, and
 * Firestore retries it if another device changed the order meanwhile. So moves made on two devices
 * at once both apply, where storing each device's whole list would keep only the last one.
 */
export async function moveInStoredOrder(firestore: Firestore, uid: string, name: string, step: -1 | 1): Promise<void> {
  const orderRef = doc(firestore, ...orderPath(uid));
  // A transaction cannot read a query: the symbols are read first. One added meanwhile is placed
  // after the ordered ones (orderNames), as it would be anyway.
  const names = (await getDocs(collection(firestore, ...itemsPath(uid)))).docs.map((d) => d.id);
  await runTransaction(firestore, async (tx) => {
    const stored: unknown = (await tx.get(orderRef)).data()?.order;
    const order = Array.isArray(stored) ? stored.filter((n): n is string => typeof n === 'string') : undefined;
    tx.set(orderRef, { order: moveName(orderNames(names, order), name, step) });
  });
}

/**
 * Adds (`step` 1) or deletes (`step` -1) one item together with its counter step, as
 * firestore.rules require. The item's current state decides whether there is anything to do:
 * saving a listed symbol again, or removing an unlisted one, must not move the counter.
 */
export async function changeWatchlist(firestore: Firestore, uid: string, name: string, step: 1 | -1): Promise<void> {
  const item = doc(firestore, ...itemsPath(uid), name);
  const listed = (await getDoc(item)).exists();
  if (listed === (step === 1)) return;
  const batch = writeBatch(firestore);
  if (step === 1) batch.set(item, { name });
  else batch.delete(item);
  batch.set(doc(firestore, ...counterPath(uid)), { count: increment(step), last: name }, { merge: true });
  await batch.commit();
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
      // The items and their order are two listeners. The list is reported as soon as the items
      // answer (waiting for the order too would delay every first paint), and again with the order.
      let names: string[] | undefined;
      let order: string[] | undefined;
      const report = () => {
        if (names) onItems(orderNames(names, order).map((name) => ({ name })));
      };
      const offItems = onSnapshot(
        collection(firestore, ...itemsPath(uid)),
        (snapshot) => {
          // The id is the name (firestore.rules enforce it); reading the id keeps a half-written
          // or foreign-shaped document from ever showing an empty name.
          names = snapshot.docs.map((d) => d.id);
          report();
        },
        onError,
      );
      const offOrder = onSnapshot(
        doc(firestore, ...orderPath(uid)),
        (snapshot) => {
          const stored: unknown = snapshot.data()?.order;
          order = Array.isArray(stored) ? stored.filter((n): n is string => typeof n === 'string') : undefined;
          report();
        },
        onError,
      );
      return () => {
        offItems();
        offOrder();
      };
    },
    add: (uid, name) => changeWatchlist(firestore, uid, name, 1),
    remove: (uid, name) => changeWatchlist(firestore, uid, name, -1),
    move: (uid, name, step) => moveInStoredOrder(firestore, uid, name, step),
  };
}
