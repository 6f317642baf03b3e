/**
 * firestore.rules on the real Firestore emulator (@firebase/rules-unit-testing): the owner of a
 * watchlist reads and writes it through the site's own write (changeWatchlist: the item and its
 * counter step in one batch); nobody else does; names are validated exactly like the site's client
 * check; the list holds at most WATCHLIST_MAX_ITEMS; everything else is denied.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import fc from 'fast-check';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeWatchlist } from '../../apps/site/src/auth/watchlist-db';
import { isWatchlistName, WATCHLIST_MAX_ITEMS } from '../../apps/site/src/auth/watchlist-name';
import { FIRESTORE_RULES, useRulesTestEnv } from '../support/rules-env';

/** A project of its own, so these tests never touch the site's demo data. */
const { asUser, visitor: anonymous, pastRules } = useRulesTestEnv('demo-penzugy-rules');
const item = (db: Firestore, uid: string, name: string) => doc(db, 'users', uid, 'watchlist', name);
const counter = (db: Firestore, uid: string) => doc(db, 'users', uid, 'counters', 'watchlist');
const add = (db: Firestore, uid: string, name: string) => changeWatchlist(db, uid, name, 1);
const remove = (db: Firestore, uid: string, name: string) => changeWatchlist(db, uid, name, -1);

/** Writes a document past the rules (test setup only). */
async function seed(pathSegments: [string, ...string[]], data: Record<string, unknown>) {
  await pastRules((db) => setDoc(doc(db, ...pathSegments), data));
}

/** A list of `names` with its counter, written past the rules. */
async function seedList(uid: string, names: string[]) {
  await pastRules(async (db) => {
    const batch = writeBatch(db);
    for (const name of names) batch.set(item(db, uid, name), { name });
    batch.set(counter(db, uid), { count: names.length, last: names.at(-1) ?? 'A' });
    await batch.commit();
  });
}

/** The counter as stored, read past the rules. */
async function storedCount(uid: string): Promise<unknown> {
  return pastRules(async (db) => (await getDoc(counter(db, uid))).data()?.count);
}

describe('the owner', () => {
  it('adds, reads, lists, re-adds and removes items of their own watchlist', async () => {
    const alice = asUser('alice');
    await assertSucceeds(add(alice, 'alice', 'AAPL'));
    await assertSucceeds(add(alice, 'alice', 'BRK.B'));
    const one = await assertSucceeds(getDoc(item(alice, 'alice', 'AAPL')));
    expect(one.data()).toEqual({ name: 'AAPL' });
    const list = await assertSucceeds(getDocs(collection(alice, 'users', 'alice', 'watchlist')));
    expect(list.docs.map((d) => d.id)).toEqual(['AAPL', 'BRK.B']);
    expect((await assertSucceeds(getDoc(counter(alice, 'alice')))).data()).toEqual({ count: 2, last: 'BRK.B' });
    // Adding again is an update of the same document: allowed, still { name }, not counted twice.
    await assertSucceeds(setDoc(item(alice, 'alice', 'AAPL'), { name: 'AAPL' }));
    await assertSucceeds(add(alice, 'alice', 'AAPL'));
    expect(await storedCount('alice')).toBe(2);
    await assertSucceeds(remove(alice, 'alice', 'AAPL'));
    expect((await getDocs(collection(alice, 'users', 'alice', 'watchlist'))).docs.map((d) => d.id)).toEqual(['BRK.B']);
    expect(await storedCount('alice')).toBe(1);
  });
});

describe("another user's watchlist", () => {
  beforeEach(async () => seed(['users', 'alice', 'watchlist', 'AAPL'], { name: 'AAPL' }));

  it('cannot be read or listed by another signed-in user', async () => {
    const bob = asUser('bob');
    await assertFails(getDoc(item(bob, 'alice', 'AAPL')));
    await assertFails(getDocs(collection(bob, 'users', 'alice', 'watchlist')));
  });

  it('cannot be written, changed or emptied by another signed-in user', async () => {
    const bob = asUser('bob');
    await assertFails(setDoc(item(bob, 'alice', 'MSFT'), { name: 'MSFT' }));
    await assertFails(setDoc(item(bob, 'alice', 'AAPL'), { name: 'AAPL' }));
    await assertFails(deleteDoc(item(bob, 'alice', 'AAPL')));
    // Nor through the counter protocol, nor the counter itself.
    const batch = writeBatch(bob);
    batch.set(item(bob, 'alice', 'MSFT'), { name: 'MSFT' });
    batch.set(counter(bob, 'alice'), { count: increment(1), last: 'MSFT' }, { merge: true });
    await assertFails(batch.commit());
    await assertFails(getDoc(counter(bob, 'alice')));
  });

  it('is closed to visitors who are not signed in', async () => {
    const nobody = anonymous();
    await assertFails(getDoc(item(nobody, 'alice', 'AAPL')));
    await assertFails(getDocs(collection(nobody, 'users', 'alice', 'watchlist')));
    await assertFails(setDoc(item(nobody, 'alice', 'MSFT'), { name: 'MSFT' }));
    await assertFails(deleteDoc(item(nobody, 'alice', 'AAPL')));
  });
});

describe('validation of items', () => {
  it.each([
    ['a lower-case id', 'aapl', { name: 'aapl' }],
    ['an id with a space', 'A B', { name: 'A B' }],
    ['an id longer than 20 characters', 'A'.repeat(21), { name: 'A'.repeat(21) }],
    ['an id of punctuation only', '^=-', { name: '^=-' }],
    ['an accented id', 'ÁRF', { name: 'ÁRF' }],
    ['a name that differs from the id', 'AAPL', { name: 'MSFT' }],
    ['a name that is not a string', 'AAPL', { name: 42 }],
    ['a missing name', 'AAPL', {}],
    ['an extra field', 'AAPL', { name: 'AAPL', note: 'vedd meg' }],
  ])('refuses %s, even from the owner', async (_label, id, data) => {
    await assertFails(setDoc(item(asUser('alice'), 'alice', id), data));
  });

  it('refuses an update that adds a field to an existing item', async () => {
    await seed(['users', 'alice', 'watchlist', 'AAPL'], { name: 'AAPL' });
    await assertFails(updateDoc(item(asUser('alice'), 'alice', 'AAPL'), { price: 100 }));
  });

  it("agrees with the site's own check (isWatchlistName) on every name", async () => {
    const alice = asUser('alice');
    const chars = fc.constantFrom(...'ABZabz019.^=-+ é$#'.split(''));
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: chars, minLength: 1, maxLength: 22 }).filter((s) => !/^\.+$/.test(s)),
        async (name) => {
          const write = add(alice, 'alice', name);
          if (isWatchlistName(name)) await assertSucceeds(write);
          else await assertFails(write);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('the bound on the list', () => {
  it(`holds at most ${WATCHLIST_MAX_ITEMS} items, the same number the site uses`, async () => {
    expect(FIRESTORE_RULES).toContain(`next.count <= ${WATCHLIST_MAX_ITEMS}`);
    const names = Array.from({ length: WATCHLIST_MAX_ITEMS - 1 }, (_, i) => `S${i}`);
    await seedList('alice', names);
    const alice = asUser('alice');
    await assertSucceeds(add(alice, 'alice', 'LAST'));
    expect(await storedCount('alice')).toBe(WATCHLIST_MAX_ITEMS);
    await assertFails(add(alice, 'alice', 'ONEMORE'));
    expect((await getDocs(collection(alice, 'users', 'alice', 'watchlist'))).size).toBe(WATCHLIST_MAX_ITEMS);
    // Removing one makes room again.
    await assertSucceeds(remove(alice, 'alice', 'S0'));
    await assertSucceeds(add(alice, 'alice', 'ONEMORE'));
    expect(await storedCount('alice')).toBe(WATCHLIST_MAX_ITEMS);
  });

  it('refuses an item added or removed without its counter step', async () => {
    const alice = asUser('alice');
    await assertFails(setDoc(item(alice, 'alice', 'AAPL'), { name: 'AAPL' }));
    await seedList('alice', ['MSFT']);
    await assertFails(deleteDoc(item(alice, 'alice', 'MSFT')));
  });

  it('refuses a counter step without its item, and one step for two items', async () => {
    const alice = asUser('alice');
    await assertFails(setDoc(counter(alice, 'alice'), { count: 1, last: 'AAPL' }));
    await seedList('alice', ['MSFT']);
    // Down without deleting, or back to zero to make room.
    await assertFails(setDoc(counter(alice, 'alice'), { count: 0, last: 'MSFT' }));
    const two = writeBatch(alice);
    two.set(item(alice, 'alice', 'AAPL'), { name: 'AAPL' });
    two.set(item(alice, 'alice', 'NVDA'), { name: 'NVDA' });
    two.set(counter(alice, 'alice'), { count: increment(1), last: 'AAPL' }, { merge: true });
    await assertFails(two.commit());
    const skip = writeBatch(alice);
    skip.set(item(alice, 'alice', 'AAPL'), { name: 'AAPL' });
    skip.set(counter(alice, 'alice'), { count: 3, last: 'AAPL' });
    await assertFails(skip.commit());
    const extra = writeBatch(alice);
    extra.set(item(alice, 'alice', 'AAPL'), { name: 'AAPL' });
    extra.set(counter(alice, 'alice'), { count: 2, last: 'AAPL', note: 'x' });
    await assertFails(extra.commit());
    expect(await storedCount('alice')).toBe(1);
  });

  it('the counter cannot be deleted', async () => {
    await seedList('alice', ['MSFT']);
    await assertFails(deleteDoc(counter(asUser('alice'), 'alice')));
  });
});

describe('everything else', () => {
  it.each([
    ['the user document itself', ['users', 'alice']],
    ['another collection under the user', ['users', 'alice', 'settings', 'AAPL']],
    ['another counter of the user', ['users', 'alice', 'counters', 'other']],
    ['a top-level collection', ['watchlist', 'AAPL']],
    ['any other path', ['public', 'news']],
  ] as [string, [string, ...string[]]][])(
    'denies reading and writing %s, even to the signed-in owner',
    async (_label, segments) => {
      await seed(segments, { name: 'AAPL' });
      const alice = asUser('alice');
      await assertFails(getDoc(doc(alice, ...segments)));
      await assertFails(setDoc(doc(alice, ...segments), { name: 'AAPL' }));
      await assertFails(deleteDoc(doc(alice, ...segments)));
    },
  );
});
