/**
 * Contact messages through the accounts service (apps/accounts/src/contact.ts) on the real
 * emulators. The probe of issue 23 — one anonymous client writing ~17 760 five-KB messages a
 * minute with fresh client ids and 20-document batches, each mailed to staff — is run here as a
 * count of what one client manages to store, and must come out at one.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { collection, doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { ROUTES } from '../../apps/accounts/src/api';
import { DIGEST_SIZE, sendDigestIfDue } from '../../apps/accounts/src/contact';
import { LIMITS } from '../../apps/accounts/src/limits';
import { CONTACT_LIMITS } from '../../apps/site/src/pages/contact/contact-form';
import { docs, post, useAccountsAdmin } from '../support/accounts-admin';
import { FIRESTORE_RULES } from '../support/rules-env';
import { clearFirebaseEmulators } from '../support/services/emulators';

const service = useAccountsAdmin();
const base = inject('accountsUrl');
beforeEach(() => clearFirebaseEmulators(service.emulators()));

/** A message at its limit, as the probe's were (~5 KB). */
const FIVE_KB = 'Üzenet. '.repeat(640).slice(0, CONTACT_LIMITS.message - 1) + '.';
const message = (subject = 'Kérdés') => ({
  name: 'Kovács Péter',
  email: 'peter@pelda.hu',
  subject,
  message: 'Mikor indul a hírlevél?',
});
const send = (body: unknown, url = base, headers: Record<string, string> = {}) =>
  post(url + ROUTES.contact, body, headers);
const staffMails = async () =>
  (await docs(service.admin(), 'mail')).filter((m) => m.to === service.config().staffEmail);

describe('the probe: what one anonymous client can write', () => {
  let rules: RulesTestEnvironment;
  beforeAll(async () => {
    const [host, port] = service.emulators().firestoreHost.split(':');
    rules = await initializeTestEnvironment({
      projectId: service.emulators().projectId,
      firestore: { host, port: Number(port), rules: FIRESTORE_RULES },
    });
  });
  afterAll(() => rules?.cleanup());

  it('writes nothing straight into Firestore: 20-message batches with fresh client ids are refused', async () => {
    const db = rules.unauthenticatedContext().firestore();
    let stored = 0;
    for (let round = 0; round < 3; round++) {
      const batch = writeBatch(db);
      for (let i = 0; i < 20; i++) {
        const sender = `client-${randomUUID()}`;
        const ref = doc(collection(db, 'contactMessages'));
        batch.set(ref, { ...message(), message: FIVE_KB, sender, createdAt: serverTimestamp() });
        batch.set(doc(db, 'contactRate', sender), { lastSent: serverTimestamp(), lastMessage: ref.id });
      }
      await batch.commit().then(
        () => (stored += 20),
        () => undefined,
      );
    }
    expect(stored).toBe(0);
    expect(await docs(service.admin(), 'contactMessages')).toEqual([]);
  });

  it('stores one message through the service, however many it sends at once under fresh names', async () => {
    const attempts = 40;
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        // What a client controls: the body (any "client id" it likes) and X-Forwarded-For, which
        // the service does not trust when no proxy is configured (as here).
        send({ ...message(`Próba ${i}`), message: FIVE_KB, sender: `client-${randomUUID()}` }, base, {
          'x-forwarded-for': `203.0.113.${i}`,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(LIMITS.contactClientMinute.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(attempts - LIMITS.contactClientMinute.max);
    const stored = await docs(service.admin(), 'contactMessages');
    expect(stored).toHaveLength(1);
    expect(Object.keys(stored[0]!).sort()).toEqual([
      'createdAt',
      'email',
      'expiresAt',
      'id',
      'mailed',
      'message',
      'name',
      'subject',
    ]);
    // And staff got one mail, not forty.
    expect(await staffMails()).toHaveLength(1);
  });

  it(`a client that waits its minute out still stops at ${LIMITS.contactClientDay.max} a day`, async () => {
    const db = service.admin().db;
    let stored = 0;
    for (let i = 0; i < LIMITS.contactClientDay.max + 2; i++) {
      // The minute has passed: its counter is opened a minute back.
      const minute = (await docs(service.admin(), 'limits')).find((l) => l.id.endsWith('-minute'));
      if (minute)
        await db
          .collection('limits')
          .doc(minute.id)
          .update({ windowStart: Timestamp.fromMillis(Date.now() - 61_000) });
      if ((await send(message(`Nap ${i}`))).status === 202) stored++;
    }
    expect(stored).toBe(LIMITS.contactClientDay.max);
  });
});

describe('contact messages', () => {
  it(`all clients together get ${LIMITS.contactGlobal.max} an hour`, async () => {
    const multi = await service.serve({ clientModel: { kind: 'hops', hops: 1 } });
    await service
      .admin()
      .db.collection('limits')
      .doc('contact-global')
      .set({ count: LIMITS.contactGlobal.max - 1, windowStart: Timestamp.now() });
    expect((await send(message(), multi, { 'x-forwarded-for': '192.0.2.1' })).status).toBe(202);
    expect(await send(message(), multi, { 'x-forwarded-for': '192.0.2.2' })).toMatchObject({
      status: 429,
      body: { error: 'busy' },
    });
    expect(await docs(service.admin(), 'contactMessages')).toHaveLength(1);
  });

  it('refuses fields over their limits (naming them) and bodies over the cap; stores exactly the checked fields', async () => {
    const tooLong = {
      ...message(),
      name: 'n'.repeat(CONTACT_LIMITS.name + 1),
      message: 'm'.repeat(CONTACT_LIMITS.message + 1),
    };
    expect(await send(tooLong)).toMatchObject({
      status: 400,
      body: { error: 'invalid-fields', fields: ['name', 'message'] },
    });
    expect(await send({ ...message(), email: 'nem-cim', subject: '   ' })).toMatchObject({
      status: 400,
      body: { fields: ['email', 'subject'] },
    });
    expect((await send({ ...message(), pad: 'x'.repeat(17_000) })).status).toBe(413);
    expect((await send([message()])).status).toBe(400);
    expect(await docs(service.admin(), 'contactMessages')).toEqual([]);
    const atLimits = {
      name: 'n'.repeat(CONTACT_LIMITS.name),
      email: 'peter@pelda.hu',
      subject: 's'.repeat(CONTACT_LIMITS.subject),
      message: FIVE_KB,
    };
    expect((await send({ ...atLimits, name: `  ${atLimits.name} `, isAdmin: true })).status).toBe(202);
    expect(await docs(service.admin(), 'contactMessages')).toEqual([
      expect.objectContaining({ ...atLimits, mailed: true }),
    ]);
  });

  it('a filled honeypot gets the usual answer, and nothing is stored or mailed', async () => {
    expect(await send({ ...message(), website: 'https://spam.example' })).toMatchObject({
      status: 202,
      body: { status: 'received' },
    });
    expect(await docs(service.admin(), 'contactMessages')).toEqual([]);
    expect(await docs(service.admin(), 'mail')).toEqual([]);
  });

  it('mails staff at most one digest per window, every message in one, HTML escaped', async () => {
    const multi = await service.serve({ clientModel: { kind: 'hops', hops: 1 } });
    const subjects = ['Első', '<script>alert(1)</script>', 'Harmadik'];
    for (const [i, subject] of subjects.entries()) {
      expect((await send(message(subject), multi, { 'x-forwarded-for': `192.0.2.${i + 1}` })).status).toBe(202);
    }
    let mails = await staffMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ replyTo: 'peter@pelda.hu', message: { subject: 'Kapcsolat: Első' } });
    // Within the window the timer sends nothing; after it, one digest with both waiting messages.
    const db = service.admin().db;
    expect(await sendDigestIfDue(db, service.config())).toBe(0);
    const later = Date.now() + LIMITS.staffMail.windowSeconds * 1000 + 1000;
    expect(await sendDigestIfDue(db, service.config(), later)).toBe(2);
    expect(await sendDigestIfDue(db, service.config(), later)).toBe(0);
    mails = await staffMails();
    expect(mails).toHaveLength(2);
    const digest = mails.find((m) => (m.message as { subject: string }).subject === 'Kapcsolat: 2 új üzenet')!;
    const { text, html } = digest.message as { text: string; html: string };
    expect(text).toContain('Tárgy: <script>alert(1)</script>');
    expect(text).toContain('Tárgy: Harmadik');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect((await docs(service.admin(), 'contactMessages')).every((m) => m.mailed === true)).toBe(true);
  });

  it(`a digest carries at most ${DIGEST_SIZE} messages and says how many wait`, async () => {
    const db = service.admin().db;
    const now = Date.now();
    const batch = db.batch();
    for (let i = 0; i < DIGEST_SIZE + 3; i++) {
      batch.create(db.collection('contactMessages').doc(), {
        ...message(`Sor ${i}`),
        createdAt: Timestamp.fromMillis(now - 60_000 + i),
        mailed: false,
      });
    }
    await batch.commit();
    expect(await sendDigestIfDue(db, service.config(), now)).toBe(DIGEST_SIZE);
    const [mail] = await staffMails();
    expect((mail!.message as { text: string }).text).toContain('További 3 üzenet a következő összesítőben érkezik.');
    expect((mail!.message as { subject: string }).subject).toBe(`Kapcsolat: ${DIGEST_SIZE + 3} új üzenet`);
    expect((mail!.message as { text: string }).text).toContain('Tárgy: Sor 0');
    expect((mail!.message as { text: string }).text).not.toContain(`Tárgy: Sor ${DIGEST_SIZE}\n`);
  });
});
