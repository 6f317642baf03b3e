/**
 * The newsletter's sign-ups under firestore.rules on the real Firestore emulator: anyone creates
 * newsletter/{address} through the site's own write (signUpForNewsletter); a second sign-up of the
 * same address, in any letter case, leaves one document; nobody reads, lists, changes or deletes
 * from a client; malformed documents and addresses are refused exactly where the site's own check
 * (isNewsletterAddress) refuses them.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import fc from 'fast-check';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { isNewsletterAddress, NEWSLETTER_ADDRESS_PATTERN } from '../../apps/site/src/newsletter/address';
import { NEWSLETTER_COLLECTION, signUpForNewsletter } from '../../apps/site/src/newsletter/newsletter-db';
import { FIRESTORE_RULES, useRulesTestEnv } from '../support/rules-env';

/** A project of its own, so these tests never touch the site's demo data. */
const rulesEnv = useRulesTestEnv('demo-penzugy-newsletter');
const { visitor, asUser: signedIn } = rulesEnv;
const entry = (db: Firestore, address: string) => doc(db, NEWSLETTER_COLLECTION, address);
/** Every stored sign-up, read past the rules (as the weekly sending does with the Admin SDK). */
const stored = () => rulesEnv.stored(NEWSLETTER_COLLECTION);

describe('signing up', () => {
  it('stores one document per address, keyed by the address in lower case, with consent and the server time', async () => {
    expect(await signUpForNewsletter(visitor(), '  Anna.Kovacs@Example.HU ')).toBe('subscribed');
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 'anna.kovacs@example.hu', email: 'anna.kovacs@example.hu', consent: true });
    expect(rows[0]!.createdAt).toBeInstanceOf(Timestamp);
  });

  it('a second sign-up of the same address, in any case, does not duplicate it or change the first', async () => {
    await signUpForNewsletter(visitor(), 'anna@example.hu');
    const [first] = await stored();
    expect(await signUpForNewsletter(visitor(), 'anna@example.hu')).toBe('already-subscribed');
    expect(await signUpForNewsletter(signedIn('bob'), 'ANNA@example.hu')).toBe('already-subscribed');
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(first);
  });

  it('works signed in as well as signed out', async () => {
    await assertSucceeds(signUpForNewsletter(signedIn('alice'), 'alice@example.hu'));
    await assertSucceeds(signUpForNewsletter(visitor(), 'bob@example.hu'));
    expect((await stored()).map((r) => r.id).sort()).toEqual(['alice@example.hu', 'bob@example.hu']);
  });
});

describe('the list is closed to clients', () => {
  it("cannot be listed or read, signed out or in, not even one's own entry", async () => {
    await signUpForNewsletter(visitor(), 'anna@example.hu');
    await assertFails(getDocs(collection(visitor(), NEWSLETTER_COLLECTION)));
    await assertFails(getDocs(collection(signedIn('anna'), NEWSLETTER_COLLECTION)));
    await assertFails(getDoc(entry(visitor(), 'anna@example.hu')));
    await assertFails(getDoc(entry(signedIn('anna'), 'anna@example.hu')));
  });

  it('cannot be changed or emptied', async () => {
    await signUpForNewsletter(visitor(), 'anna@example.hu');
    await assertFails(updateDoc(entry(visitor(), 'anna@example.hu'), { consent: false }));
    await assertFails(
      setDoc(entry(signedIn('x'), 'anna@example.hu'), {
        email: 'anna@example.hu',
        consent: true,
        createdAt: serverTimestamp(),
      }),
    );
    await assertFails(deleteDoc(entry(visitor(), 'anna@example.hu')));
    await assertFails(deleteDoc(entry(signedIn('anna'), 'anna@example.hu')));
    expect(await stored()).toHaveLength(1);
  });
});

describe('malformed sign-ups', () => {
  const good = { email: 'anna@example.hu', consent: true, createdAt: serverTimestamp() };

  it('refuses a document that is not exactly { email, consent: true, createdAt: server time }', async () => {
    const db = visitor();
    await assertFails(setDoc(entry(db, 'anna@example.hu'), { ...good, consent: false }));
    await assertFails(setDoc(entry(db, 'anna@example.hu'), { email: 'anna@example.hu', consent: true }));
    await assertFails(setDoc(entry(db, 'anna@example.hu'), { ...good, createdAt: Timestamp.fromMillis(0) }));
    await assertFails(setDoc(entry(db, 'anna@example.hu'), { ...good, name: 'Anna' }));
    await assertFails(setDoc(entry(db, 'anna@example.hu'), { ...good, email: 'other@example.hu' }));
    await assertFails(setDoc(entry(db, 'Anna@example.hu'), { ...good, email: 'Anna@example.hu' }));
    await assertSucceeds(setDoc(entry(db, 'anna@example.hu'), good));
  });

  it('uses the same address pattern as the site', () => {
    expect(FIRESTORE_RULES).toContain(`address.matches('${NEWSLETTER_ADDRESS_PATTERN}')`);
  });

  it("agrees with the site's own check (isNewsletterAddress) on every address", async () => {
    const db = visitor();
    const written = new Set<string>();
    const part = fc.string({ unit: fc.constantFrom(...'az09._%+-@ éA/'.split('')), minLength: 0, maxLength: 8 });
    const tld = fc.string({ unit: fc.constantFrom(...'abz9-'.split('')), minLength: 0, maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(fc.tuple(part, part, tld), async ([local, domain, end]) => {
        const address = `${local}@${domain}.${end}`;
        // '/' would make another path, not another id: the site never writes such an address.
        fc.pre(!address.includes('/') && !/^\.+$/.test(address) && !written.has(address));
        written.add(address);
        const write = setDoc(entry(db, address), { ...good, email: address });
        if (isNewsletterAddress(address)) await assertSucceeds(write);
        else await assertFails(write);
      }),
      { numRuns: 60 },
    );
  });
});
