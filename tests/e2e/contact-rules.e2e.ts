/**
 * The contact form's messages and the personal area's data under firestore.rules on the real
 * Firestore emulator: contactMessages are created only through the site's own batch
 * (sendContactMessage) with exactly their fields, size limits and the server time, one per sender
 * per CONTACT_INTERVAL_SECONDS, and never read, changed or deleted by a browser; the watchlist's
 * order document is the owner's only; the owner can delete every document under users/{uid}.
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
  Timestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { changeWatchlist, deleteWatchlistData } from '../../apps/site/src/auth/watchlist-db';
import { WATCHLIST_MAX_ITEMS } from '../../apps/site/src/auth/watchlist-name';
import {
  CONTACT_COLLECTION,
  CONTACT_RATE_COLLECTION,
  sendContactMessage,
} from '../../apps/site/src/pages/contact/contact-db';
import {
  CONTACT_INTERVAL_SECONDS,
  CONTACT_LIMITS,
  type ContactValues,
} from '../../apps/site/src/pages/contact/contact-form';
import { useRulesTestEnv } from '../support/rules-env';

/** A project of its own, so these tests never touch the site's demo data. */
const { visitor, asUser, pastRules, stored } = useRulesTestEnv('demo-penzugy-contact');

const CLIENT = 'client-0f8fad5b-d9cb-469f-a165-70867728950e';
const OTHER_CLIENT = 'client-7c9e6679-7425-40de-944b-e07fc1f90ae7';
const message: ContactValues = {
  name: 'Kovács Péter',
  email: 'peter@pelda.hu',
  subject: 'Kérdés',
  message: 'Mikor indul a hírlevél?\nKöszönöm.',
};

/** The sender's marker, as if their last message was sent `secondsAgo` seconds ago. */
async function markSent(sender: string, secondsAgo: number) {
  await pastRules(async (db) => {
    const lastSent = Timestamp.fromMillis(Date.now() - secondsAgo * 1000);
    await setDoc(doc(db, CONTACT_RATE_COLLECTION, sender), { lastSent, lastMessage: 'earlier' });
  });
}

/** A hand-made batch: the message with `data` changed (sender CLIENT unless given) and its marker. */
async function sendRaw(db: Firestore, data: Record<string, unknown>, sender = CLIENT, without?: string) {
  const ref = doc(collection(db, CONTACT_COLLECTION));
  const batch = writeBatch(db);
  const fields: Record<string, unknown> = { ...message, sender, createdAt: serverTimestamp(), ...data };
  if (without) delete fields[without];
  batch.set(ref, fields);
  batch.set(doc(db, CONTACT_RATE_COLLECTION, sender), { lastSent: serverTimestamp(), lastMessage: ref.id });
  return batch.commit();
}

describe('contact messages', () => {
  it("are stored by the site's batch with exactly their fields and the server time, for visitors and signed-in users", async () => {
    const id = await assertSucceeds(sendContactMessage(visitor(), { ...message, name: '  Kovács Péter ' }, CLIENT));
    const rows = await stored(CONTACT_COLLECTION);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, ...message, sender: CLIENT });
    expect(Object.keys(rows[0]!).sort()).toEqual(['createdAt', 'email', 'id', 'message', 'name', 'sender', 'subject']);
    expect(rows[0]!.createdAt).toBeInstanceOf(Timestamp);
    expect(await stored(CONTACT_RATE_COLLECTION)).toEqual([
      { id: CLIENT, lastSent: rows[0]!.createdAt, lastMessage: id },
    ]);
    await assertSucceeds(sendContactMessage(asUser('anna'), message, 'anna'));
    expect(await stored(CONTACT_COLLECTION)).toHaveLength(2);
  });

  it(`one message per sender per ${CONTACT_INTERVAL_SECONDS} s: a second one is refused until the time is up`, async () => {
    await assertSucceeds(sendContactMessage(visitor(), message, CLIENT));
    await assertFails(sendContactMessage(visitor(), message, CLIENT));
    // Another sender is not held up.
    await assertSucceeds(sendContactMessage(visitor(), message, OTHER_CLIENT));
    await markSent(CLIENT, CONTACT_INTERVAL_SECONDS - 5);
    await assertFails(sendContactMessage(visitor(), message, CLIENT));
    await markSent(CLIENT, CONTACT_INTERVAL_SECONDS + 1);
    await assertSucceeds(sendContactMessage(visitor(), message, CLIENT));
    expect(await stored(CONTACT_COLLECTION)).toHaveLength(3);
  });

  it('cannot go without its marker, carry two messages in one batch, or use another sender', async () => {
    const db = visitor();
    await assertFails(
      setDoc(doc(collection(db, CONTACT_COLLECTION)), { ...message, sender: CLIENT, createdAt: serverTimestamp() }),
    );
    const batch = writeBatch(db);
    const first = doc(collection(db, CONTACT_COLLECTION));
    batch.set(first, { ...message, sender: CLIENT, createdAt: serverTimestamp() });
    batch.set(doc(collection(db, CONTACT_COLLECTION)), { ...message, sender: CLIENT, createdAt: serverTimestamp() });
    batch.set(doc(db, CONTACT_RATE_COLLECTION, CLIENT), { lastSent: serverTimestamp(), lastMessage: first.id });
    await assertFails(batch.commit());
    // A visitor cannot pose as a user (and slow them down), nor a user as a client id or another user.
    await assertFails(sendContactMessage(visitor(), message, 'anna'));
    await assertFails(sendContactMessage(asUser('anna'), message, CLIENT));
    await assertFails(sendContactMessage(asUser('anna'), message, 'bela'));
    await assertFails(sendContactMessage(visitor(), message, 'client-nem-jo'));
    // The marker alone, without its message, is refused too.
    await assertFails(
      setDoc(doc(db, CONTACT_RATE_COLLECTION, CLIENT), { lastSent: serverTimestamp(), lastMessage: 'nincs' }),
    );
    expect(await stored(CONTACT_COLLECTION)).toEqual([]);
  });

  it('refuses missing, extra, empty, malformed or too long fields and a client time, at the site limits', async () => {
    const db = visitor();
    await assertFails(sendRaw(db, {}, CLIENT, 'subject'));
    await assertFails(sendRaw(db, { extra: 'x' }));
    await assertFails(sendRaw(db, { name: '   ' }));
    await assertFails(sendRaw(db, { message: '\n\t ' }));
    await assertFails(sendRaw(db, { email: 'nem-cim' }));
    await assertFails(sendRaw(db, { name: 42 }));
    await assertFails(sendRaw(db, { createdAt: Timestamp.fromMillis(Date.now() - 3_600_000) }));
    for (const field of ['name', 'subject', 'message'] as const) {
      await assertFails(sendRaw(db, { [field]: 'a'.repeat(CONTACT_LIMITS[field] + 1) }));
    }
    await assertFails(sendRaw(db, { email: `${'a'.repeat(CONTACT_LIMITS.email)}@pelda.hu` }));
    // Exactly at every limit it is accepted (the form's limits and the rules' agree).
    await assertSucceeds(
      sendRaw(db, {
        name: 'a'.repeat(CONTACT_LIMITS.name),
        subject: 'a'.repeat(CONTACT_LIMITS.subject),
        message: 'a'.repeat(CONTACT_LIMITS.message),
        email: `${'a'.repeat(CONTACT_LIMITS.email - 9)}@pelda.hu`,
      }),
    );
  });

  it('are never read, listed, changed or deleted from a browser, nor their markers', async () => {
    const id = await sendContactMessage(visitor(), message, CLIENT);
    for (const db of [visitor(), asUser('anna')]) {
      await assertFails(getDoc(doc(db, CONTACT_COLLECTION, id)));
      await assertFails(getDocs(collection(db, CONTACT_COLLECTION)));
      await assertFails(updateDoc(doc(db, CONTACT_COLLECTION, id), { subject: 'Más' }));
      await assertFails(deleteDoc(doc(db, CONTACT_COLLECTION, id)));
      await assertFails(getDoc(doc(db, CONTACT_RATE_COLLECTION, CLIENT)));
      await assertFails(deleteDoc(doc(db, CONTACT_RATE_COLLECTION, CLIENT)));
    }
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

  it('the owner deletes every document under users/{uid} (items with their counter, the counter, the order); nobody else can', async () => {
    const anna = asUser('anna');
    for (const name of ['AAPL', 'MSFT', 'OTP']) await changeWatchlist(anna, 'anna', name, 1);
    await setDoc(order(anna, 'anna'), { order: ['OTP', 'MSFT', 'AAPL'] });
    // A non-empty list's counter cannot be deleted (the bound would reset), nor by anyone else.
    await assertFails(deleteDoc(doc(anna, 'users', 'anna', 'counters', 'watchlist')));
    await assertFails(deleteWatchlistData(asUser('bela'), 'anna'));
    await assertSucceeds(deleteWatchlistData(anna, 'anna'));
    const left: string[] = [];
    for (const sub of ['watchlist', 'counters', 'settings']) {
      left.push(...(await stored(`users/anna/${sub}`)).map((d) => `${sub}/${d.id as string}`));
    }
    expect(left).toEqual([]);
  });
});
