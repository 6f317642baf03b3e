/**
 * The newsletter's double opt-in through the accounts service (apps/accounts/src/newsletter.ts) on
 * the real emulators: the probe classes of issue 23 — unconfirmed sign-ups of any address, +tag
 * aliases as extra entries, a refused create that tells who is subscribed, no way to unsubscribe,
 * unbounded sign-ups from one client — each held.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { ROUTES, SERVICE_PATH } from '../../apps/accounts/src/api';
import { LIMITS } from '../../apps/accounts/src/limits';
import { sendIssue } from '../../apps/accounts/src/newsletter';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from '../../apps/accounts/src/strings';
import { docs, post, useAccountsAdmin } from '../support/accounts-admin';
import { clearFirebaseEmulators } from '../support/services/emulators';

const service = useAccountsAdmin();
const base = inject('accountsUrl');
beforeEach(() => clearFirebaseEmulators(service.emulators()));

const subscribe = (email: string, url = base, headers: Record<string, string> = {}) =>
  post(url + ROUTES.newsletterSignUp, { email, consent: true }, headers);

/** The mails queued so far to an address, oldest first. */
async function mailsTo(address: string) {
  return (await docs(service.admin(), 'mail'))
    .filter((m) => m.to === address)
    .sort((a, b) => (a.createdAt as Timestamp).toMillis() - (b.createdAt as Timestamp).toMillis()) as unknown as {
    to: string;
    message: { subject: string; text: string; html: string };
    headers?: Record<string, string>;
  }[];
}

/** The token of the first link to `path` in a mail's text. */
function tokenOf(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/\//g, '\\/')}#(\\S+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return match[1]!;
}

describe('newsletter sign-up', () => {
  it('mails a confirmation link and nothing else until it is opened; then the issues come, each with its unsubscribe link', async () => {
    const answer = await subscribe('  Anna@Example.hu ');
    expect(answer.status).toBe(202);
    const [confirmation, ...others] = await mailsTo('anna@example.hu');
    expect(others).toEqual([]);
    expect(confirmation!.message.subject).toBe('Erősítsd meg a feliratkozásodat a Pénzügy heti hírlevelére');
    expect(confirmation!.message.text).toContain(`${inject('siteUrl')}${CONFIRM_PATH}#`);
    expect(confirmation!.message.text).toContain(`${inject('siteUrl')}${UNSUBSCRIBE_PATH}#`);
    expect(confirmation!.message.html).toContain('<a href=');
    const [entry] = await docs(service.admin(), 'newsletter');
    expect(entry).toMatchObject({ email: 'anna@example.hu', status: 'pending' });
    // The stored entry holds no working confirmation link.
    expect(JSON.stringify(entry)).not.toContain(tokenOf(confirmation!.message.text, CONFIRM_PATH).split('.')[1]);

    // Unconfirmed: an issue goes to nobody.
    expect(await sendIssue(service.admin().db, service.config(), { subject: 'Heti hírlevél', text: 'Hírek' })).toBe(0);
    expect(await mailsTo('anna@example.hu')).toHaveLength(1);

    const token = tokenOf(confirmation!.message.text, CONFIRM_PATH);
    expect(await post(base + ROUTES.newsletterConfirm, { token: token.slice(0, -2) + 'xx' })).toMatchObject({
      status: 404,
      body: { error: 'invalid-link' },
    });
    expect(await post(base + ROUTES.newsletterConfirm, { token })).toMatchObject({
      status: 200,
      body: { outcome: 'confirmed' },
    });
    // Opening it twice is fine.
    expect(await post(base + ROUTES.newsletterConfirm, { token })).toMatchObject({
      status: 200,
      body: { outcome: 'confirmed' },
    });
    expect((await docs(service.admin(), 'newsletter'))[0]).toMatchObject({ status: 'confirmed' });

    expect(await sendIssue(service.admin().db, service.config(), { subject: 'Heti hírlevél', text: 'Hírek' })).toBe(1);
    const issue = (await mailsTo('anna@example.hu'))[1]!;
    expect(issue.message.subject).toBe('Heti hírlevél');
    expect(issue.message.text).toContain(`${inject('siteUrl')}${UNSUBSCRIBE_PATH}#`);
    const oneClick = /^<(.+)>$/.exec(issue.headers!['List-Unsubscribe']!)![1]!;
    expect(issue.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(oneClick.startsWith(`${inject('siteUrl')}${SERVICE_PATH}${ROUTES.newsletterUnsubscribe}?t=`)).toBe(true);

    // A mail client's one-click unsubscribe (RFC 8058): a form POST to the header's link.
    const res = await fetch(base + oneClick.slice(oneClick.indexOf(SERVICE_PATH)), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await docs(service.admin(), 'newsletter')).toEqual([]);
    // The page's link of an entry already gone says the same; a forged one does not.
    const pageToken = tokenOf(issue.message.text, UNSUBSCRIBE_PATH);
    expect(await post(base + ROUTES.newsletterUnsubscribe, { token: pageToken })).toMatchObject({
      status: 200,
      body: { outcome: 'unsubscribed' },
    });
    expect(await sendIssue(service.admin().db, service.config(), { subject: 'Heti hírlevél', text: 'Hírek' })).toBe(0);
  });

  it('answers the same whether or not an address is listed, and +tag aliases get neither entries nor mails of their own', async () => {
    const multi = await service.serve({ clientModel: { kind: 'hops', hops: 1 } });
    // Each request from a client of its own, so only the mailbox rules are at work.
    let client = 0;
    const fresh = () => ({ 'x-forwarded-for': `198.51.100.${++client}` });
    const answers = [await subscribe('anna@example.hu', multi, fresh())];
    const token = tokenOf((await mailsTo('anna@example.hu'))[0]!.message.text, CONFIRM_PATH);
    answers.push(await subscribe('anna+hirlevel@example.hu', multi, fresh()));
    await post(multi + ROUTES.newsletterConfirm, { token }, fresh());
    answers.push(
      await subscribe('ANNA+masik@example.hu', multi, fresh()),
      await subscribe('anna@example.hu', multi, fresh()),
    );
    for (const answer of answers)
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 202,
        body: { status: 'check-your-inbox' },
      });
    expect(await docs(service.admin(), 'newsletter')).toHaveLength(1);
    const mails = (await docs(service.admin(), 'mail')).map((m) => m.to);
    expect(mails).toEqual(['anna@example.hu']);
  });

  it('mails one mailbox at most once a day while it stays unconfirmed', async () => {
    const multi = await service.serve({ clientModel: { kind: 'hops', hops: 1 } });
    for (let i = 0; i < 4; i++) {
      expect(
        (await subscribe(`bela+${i}@example.hu`, multi, { 'x-forwarded-for': `198.51.100.${i + 1}` })).status,
      ).toBe(202);
    }
    expect(await docs(service.admin(), 'mail')).toHaveLength(LIMITS.newsletterMailbox.max);
    // A day later the mailbox may be reminded once more.
    const limit = service
      .admin()
      .db.collection('limits')
      .doc((await docs(service.admin(), 'limits')).find((l) => l.id.startsWith('newsletter-mailbox-'))!.id);
    await limit.update({ windowStart: Timestamp.fromMillis(Date.now() - 86_400_000 - 1000) });
    await subscribe('bela@example.hu', multi, { 'x-forwarded-for': '198.51.100.99' });
    expect(await docs(service.admin(), 'mail')).toHaveLength(2);
  });
});

describe('newsletter limits', () => {
  it(`one client gets ${LIMITS.newsletterClient.max} sign-ups per ${LIMITS.newsletterClient.windowSeconds / 60} minutes, an IPv6 /64 counting as one client`, async () => {
    const multi = await service.serve({ clientModel: { kind: 'hops', hops: 1 } });
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.newsletterClient.max + 3; i++) {
      // Every request from another address of one /64, and for another mailbox.
      const res = await subscribe(`c${i}@example.hu`, multi, {
        'x-forwarded-for': `2001:db8:1:2::${(i + 1).toString(16)}`,
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body).toMatchObject({ error: 'rate-limited' });
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array(LIMITS.newsletterClient.max).fill(202), 429, 429, 429]);
    expect(await docs(service.admin(), 'newsletter')).toHaveLength(LIMITS.newsletterClient.max);
    // The next /64 is another client; a forged header in front of the proxy's entry changes nothing.
    expect((await subscribe('d@example.hu', multi, { 'x-forwarded-for': '2001:db8:1:3::1' })).status).toBe(202);
    expect(
      (await subscribe('e@example.hu', multi, { 'x-forwarded-for': '203.0.113.1, 2001:db8:1:2::99' })).status,
    ).toBe(429);
  });

  it(`all clients together get ${LIMITS.newsletterGlobal.max} sign-ups an hour`, async () => {
    const multi = await service.serve({ clientModel: { kind: 'hops', hops: 1 } });
    // The hour so far: all but one of the sign-ups already taken (as many clients would).
    await service
      .admin()
      .db.collection('limits')
      .doc('newsletter-global')
      .set({ count: LIMITS.newsletterGlobal.max - 1, windowStart: Timestamp.now() });
    expect((await subscribe('f@example.hu', multi, { 'x-forwarded-for': '192.0.2.1' })).status).toBe(202);
    const refused = await subscribe('g@example.hu', multi, { 'x-forwarded-for': '192.0.2.2' });
    expect(refused).toMatchObject({ status: 429, body: { error: 'busy' } });
    expect((await docs(service.admin(), 'mail')).map((m) => m.to)).toEqual(['f@example.hu']);
  });

  it('refuses a missing consent, a malformed address, a non-JSON or oversized body, naming the fields', async () => {
    expect(await post(base + ROUTES.newsletterSignUp, { email: 'nem-cim', consent: 'yes' })).toMatchObject({
      status: 400,
      body: { error: 'invalid-fields', fields: ['email', 'consent'] },
    });
    expect(
      (
        await post(base + ROUTES.newsletterSignUp, 'email=a@b.hu', {
          'content-type': 'application/x-www-form-urlencoded',
        })
      ).status,
    ).toBe(415);
    expect((await post(base + ROUTES.newsletterSignUp, '{"email":')).status).toBe(400);
    expect(
      (await post(base + ROUTES.newsletterSignUp, { email: 'a@example.hu', consent: true, pad: 'x'.repeat(20_000) }))
        .status,
    ).toBe(413);
    expect((await fetch(base + ROUTES.newsletterSignUp)).status).toBe(405);
    expect(await docs(service.admin(), 'newsletter')).toEqual([]);
  });
});
