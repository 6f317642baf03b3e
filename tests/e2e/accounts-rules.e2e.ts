/**
 * firestore.rules for everything but the watchlist's items, on the real Firestore emulator: the
 * collections of the accounts service (newsletter, contact messages, mail, rate limits, account
 * deletions) are closed to browsers, including the old ways in (the newsletter's create-only
 * entry, the contact message batched with its rate marker); the watchlist's order document is the
 * owner's only; and an account with a deletion tombstone can neither read nor write its data.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import * as COLLECTIONS from '../../apps/accounts/src/collections';
import { changeWatchlist, moveInStoredOrder } from '../../apps/site/src/auth/watchlist-db';
import { WATCHLIST_MAX_ITEMS } from '../../apps/site/src/auth/watchlist-name';
import { useRulesTestEnv } from '../support/rules-env';

/** A project of its own, so these tests never touch the site's demo data. */
const { visitor, asUser, pastRules, stored } = useRulesTestEnv('demo-penzugy-accounts-rules');

/** Every collection the service keeps, except users/ (the watchlist's, tested below and in firestore-rules.e2e.ts). */
const SERVICE_COLLECTIONS = Object.values(COLLECTIONS).filter((name) => name !== COLLECTIONS.USERS_COLLECTION);

describe("the accounts service's collections", () => {
  it('are closed to browsers, signed out or in: no create, read, list, change or delete', async () => {
    expect(SERVICE_COLLECTIONS.sort()).toEqual(['accountDeletions', 'contactMessages', 'limits', 'mail', 'newsletter']);
    for (const name of SERVICE_COLLECTIONS) {
      await pastRules((db) => setDoc(doc(db, name, 'meglevo'), { uid: 'anna', email: 'anna@example.hu' }));
      for (const db of [visitor(), asUser('anna')]) {
        await assertFails(setDoc(doc(db, name, 'uj'), { uid: 'anna', email: 'anna@example.hu' }));
        await assertFails(getDoc(doc(db, name, 'meglevo')));
        await assertFails(getDocs(collection(db, name)));
        await assertFails(setDoc(doc(db, name, 'meglevo'), { uid: 'anna' }, { merge: true }));
        await assertFails(deleteDoc(doc(db, name, 'meglevo')));
      }
      await assertFails(setDoc(doc(asUser('anna'), 'accountDeletions', 'anna'), { state: 'done' }));
    }
  });

  it('refuse the old ways in: a newsletter entry created by a browser, a contact message batched with its rate marker', async () => {
    await assertFails(
      setDoc(doc(visitor(), 'newsletter', 'anna@example.hu'), {
        email: 'anna@example.hu',
        consent: true,
        createdAt: serverTimestamp(),
      }),
    );
    const db = visitor();
    const batch = writeBatch(db);
    const sender = 'client-0f8fad5b-d9cb-469f-a165-70867728950e';
    const message = doc(collection(db, 'contactMessages'));
    batch.set(message, {
      name: 'A',
      email: 'a@pelda.hu',
      subject: 'T',
      message: 'Ü',
      sender,
      createdAt: serverTimestamp(),
    });
    batch.set(doc(db, 'contactRate', sender), { lastSent: serverTimestamp(), lastMessage: message.id });
    await assertFails(batch.commit());
    expect(await stored('newsletter')).toEqual([]);
    expect(await stored('contactMessages')).toEqual([]);
  });
});

describe('a deletion tombstone', () => {
  it("closes the owner's own data to every device: items, counter and order", async () => {
    const anna = asUser('anna');
    await assertSucceeds(changeWatchlist(anna, 'anna', 'AAPL', 1));
    await assertSucceeds(changeWatchlist(anna, 'anna', 'OTP', 1));
    await assertSucceeds(moveInStoredOrder(anna, 'anna', 'OTP', -1));
    await pastRules((db) => setDoc(doc(db, 'accountDeletions', 'anna'), { state: 'pending' }));
    await assertFails(changeWatchlist(anna, 'anna', 'MSFT', 1));
    await assertFails(setDoc(doc(anna, 'users', 'anna', 'watchlist', 'MSFT'), { name: 'MSFT' }));
    await assertFails(getDocs(collection(anna, 'users', 'anna', 'watchlist')));
    await assertFails(getDoc(doc(anna, 'users', 'anna', 'counters', 'watchlist')));
    await assertFails(setDoc(doc(anna, 'users', 'anna', 'settings', 'watchlist'), { order: [] }));
    await assertFails(deleteDoc(doc(anna, 'users', 'anna', 'settings', 'watchlist')));
    // Someone else's list is not affected.
    await assertSucceeds(changeWatchlist(asUser('bela'), 'bela', 'MSFT', 1));
  });
});

describe("the watchlist's order and the owner's data", () => {
  const order = (db: Firestore, uid: string) => doc(db, 'users', uid, 'settings', 'watchlist');

  it('the owner stores distinct symbols in any order; others cannot read or write it; malformed orders are refused', async () => {
    const anna = asUser('anna');
    await assertSucceeds(setDoc(order(anna, 'anna'), { order: ['OTP', 'AAPL', 'BRK.B'] }));
    expect((await assertSucceeds(getDoc(order(anna, 'anna')))).data()).toEqual({ order: ['OTP', 'AAPL', 'BRK.B'] });
    await assertSucceeds(setDoc(order(anna, 'anna'), { order: [] }));
    await assertFails(setDoc(order(anna, 'anna'), { order: ['AAPL', 'AAPL'] }));
    await assertFails(setDoc(order(anna, 'anna'), { order: ['aapl'] }));
    await assertFails(setDoc(order(anna, 'anna'), { order: ['AAPL,MSFT'] }));
    await assertFails(setDoc(order(anna, 'anna'), { order: ['AAPL', 7] }));
    await assertFails(setDoc(order(anna, 'anna'), { order: 'AAPL' }));
    await assertFails(setDoc(order(anna, 'anna'), { order: ['AAPL'], extra: true }));
    await assertFails(
      setDoc(order(anna, 'anna'), { order: Array.from({ length: WATCHLIST_MAX_ITEMS + 1 }, (_, i) => `S${i}`) }),
    );
    await assertSucceeds(
      setDoc(order(anna, 'anna'), { order: Array.from({ length: WATCHLIST_MAX_ITEMS }, (_, i) => `S${i}`) }),
    );
    const bela = asUser('bela');
    await assertFails(getDoc(order(bela, 'anna')));
    await assertFails(setDoc(order(bela, 'anna'), { order: [] }));
    await assertFails(deleteDoc(order(bela, 'anna')));
    await assertFails(getDoc(order(visitor(), 'anna')));
  });
});
