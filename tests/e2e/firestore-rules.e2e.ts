/**
 * firestore.rules on the real Firestore emulator (@firebase/rules-unit-testing): the owner of a
 * watchlist reads and writes it; nobody else does; names are validated exactly like the site's
 * client check; everything else is denied.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import fc from 'fast-check';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, setLogLevel, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { isWatchlistName } from '../../apps/site/src/auth/watchlist-name';
import { emulatorsForTests, type FirebaseEmulators } from '../support/services/emulators';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A project of its own, so these tests never touch the site's demo data. */
const PROJECT_ID = 'demo-penzugy-rules';

let emulators: FirebaseEmulators;
let env: RulesTestEnvironment;

const asUser = (uid: string) => env.authenticatedContext(uid).firestore() as unknown as Firestore;
const anonymous = () => env.unauthenticatedContext().firestore() as unknown as Firestore;
const item = (db: Firestore, uid: string, name: string) => doc(db, 'users', uid, 'watchlist', name);

/** Writes a document past the rules (test setup only). */
async function seed(pathSegments: [string, ...string[]], data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore() as unknown as Firestore, ...pathSegments), data);
  });
}

beforeAll(async () => {
  // Every denial below is expected; the SDK would log each one as a warning.
  setLogLevel('error');
  emulators = await emulatorsForTests(inject('firebase'));
  const [host, port] = emulators.firestoreHost.split(':');
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host, port: Number(port), rules: readFileSync(path.join(root, 'firestore.rules'), 'utf8') },
  });
});
afterAll(async () => {
  await env?.cleanup();
  await emulators?.stop();
});
beforeEach(async () => env.clearFirestore());

describe('the owner', () => {
  it('adds, reads, lists, re-adds and removes items of their own watchlist', async () => {
    const alice = asUser('alice');
    await assertSucceeds(setDoc(item(alice, 'alice', 'AAPL'), { name: 'AAPL' }));
    await assertSucceeds(setDoc(item(alice, 'alice', 'BRK.B'), { name: 'BRK.B' }));
    const one = await assertSucceeds(getDoc(item(alice, 'alice', 'AAPL')));
    expect(one.data()).toEqual({ name: 'AAPL' });
    const list = await assertSucceeds(getDocs(collection(alice, 'users', 'alice', 'watchlist')));
    expect(list.docs.map((d) => d.id)).toEqual(['AAPL', 'BRK.B']);
    // Adding again is an update of the same document: allowed, still { name }.
    await assertSucceeds(setDoc(item(alice, 'alice', 'AAPL'), { name: 'AAPL' }));
    await assertSucceeds(deleteDoc(item(alice, 'alice', 'AAPL')));
    expect((await getDocs(collection(alice, 'users', 'alice', 'watchlist'))).docs.map((d) => d.id)).toEqual(['BRK.B']);
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

  it('agrees with the site\'s own check (isWatchlistName) on every name', async () => {
    const alice = asUser('alice');
    const chars = fc.constantFrom(...'ABZabz019.^=-+ é$#'.split(''));
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: chars, minLength: 1, maxLength: 22 }).filter((s) => !/^\.+$/.test(s)),
        async (name) => {
          const write = setDoc(item(alice, 'alice', name), { name });
          if (isWatchlistName(name)) await assertSucceeds(write);
          else await assertFails(write);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('everything else', () => {
  it.each([
    ['the user document itself', ['users', 'alice']],
    ['another collection under the user', ['users', 'alice', 'settings', 'AAPL']],
    ['a top-level collection', ['watchlist', 'AAPL']],
    ['any other path', ['public', 'news']],
  ] as [string, [string, ...string[]]][])('denies reading and writing %s, even to the signed-in owner', async (_label, segments) => {
    await seed(segments, { name: 'AAPL' });
    const alice = asUser('alice');
    await assertFails(getDoc(doc(alice, ...segments)));
    await assertFails(setDoc(doc(alice, ...segments), { name: 'AAPL' }));
    await assertFails(deleteDoc(doc(alice, ...segments)));
  });
});
