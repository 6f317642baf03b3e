/**
 * The newsletter with double opt-in (docs/product.md#newsletter). newsletter/{mailboxId} holds
 * { email, status: 'pending' | 'confirmed', consentAt, confirmedAt?, confirmHash,
 * unsubscribeSecret, expiresAt? }: one entry per mailbox (mailbox.ts).
 *
 * - A sign-up answers the same whatever the list holds; it mails a confirmation link only to a
 *   mailbox that is not confirmed yet, and at most once per LIMITS.newsletterMailbox.
 * - Nothing but that confirmation goes to a pending entry; the issues go to confirmed ones only
 *   (sendIssue), each with its own unsubscribe link (and List-Unsubscribe headers).
 * - Unsubscribing deletes the entry; an unconfirmed entry expires after CONFIRM_DAYS.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { isNewsletterAddress, normalizeNewsletterAddress } from '../../site/src/newsletter/address';
import { NEWSLETTER_COLLECTION } from './collections';
import type { ServiceConfig } from './config';
import { composeMail, mailDocument, newMailRef } from './mail';
import { mailboxId } from './mailbox';
import { LIMITS, take } from './limits';
import { CONFIRM_DAYS, CONFIRM_PATH, link, NEWSLETTER_MAIL, oneClickLink, UNSUBSCRIBE_PATH } from './strings';
import { makeToken, newSecret, parseToken, sameSecret, secretHash, secretMatches } from './tokens';

export interface NewsletterEntry {
  email: string;
  status: 'pending' | 'confirmed';
  consentAt: Timestamp;
  confirmedAt?: Timestamp;
  confirmHash: string;
  unsubscribeSecret: string;
  expiresAt?: Timestamp;
  /** The signed-in user who asked for it, so deleting their account deletes it too. */
  uid?: string;
}

/** What a sign-up did, for the tests and the log only: the visitor gets the same answer for each. */
export type SignupEffect = 'confirmation-sent' | 'already-confirmed' | 'mailbox-limit';

/**
 * A sign-up of a valid address with consent (the caller checked both and the client's limits),
 * by a signed-in user when `uid` is given. Resolves with what happened; the HTTP answer must not
 * depend on it. A confirmed entry is never changed, so a sign-up cannot tie someone else's
 * subscription to an account (whose deletion would then end it).
 */
export async function signUp(
  db: Firestore,
  config: ServiceConfig,
  email: string,
  { uid, now = Date.now() }: { uid?: string | null; now?: number } = {},
): Promise<SignupEffect> {
  const address = normalizeNewsletterAddress(email);
  if (!isNewsletterAddress(address)) throw new RangeError('not a newsletter address');
  const id = mailboxId(address);
  const ref = db.collection(NEWSLETTER_COLLECTION).doc(id);
  if (((await ref.get()).data() as NewsletterEntry | undefined)?.status === 'confirmed') return 'already-confirmed';
  if (!(await take(db, `newsletter-mailbox-${id}`, LIMITS.newsletterMailbox, { now })).ok) return 'mailbox-limit';
  const confirm = newSecret();
  const unsubscribe = newSecret();
  return db.runTransaction(async (tx) => {
    // Confirmed meanwhile (another tab): leave it, mail nothing.
    if (((await tx.get(ref)).data() as NewsletterEntry | undefined)?.status === 'confirmed') return 'already-confirmed';
    const entry: NewsletterEntry = {
      email: address,
      status: 'pending',
      consentAt: Timestamp.fromMillis(now),
      confirmHash: secretHash(confirm),
      unsubscribeSecret: unsubscribe,
      expiresAt: Timestamp.fromMillis(now + CONFIRM_DAYS * 86_400_000),
      ...(uid ? { uid } : {}),
    };
    tx.set(ref, entry);
    const text = NEWSLETTER_MAIL.confirmText(
      address,
      link(config.siteOrigin, CONFIRM_PATH, makeToken(id, confirm)),
      link(config.siteOrigin, UNSUBSCRIBE_PATH, makeToken(id, unsubscribe)),
    );
    tx.create(
      newMailRef(db),
      mailDocument(composeMail(address, NEWSLETTER_MAIL.confirmSubject, text), now, uid ?? undefined),
    );
    return 'confirmation-sent';
  });
}

export type LinkOutcome = 'confirmed' | 'unsubscribed' | 'invalid';

/** Opens a confirmation link: the pending entry becomes confirmed (again: still confirmed). */
export async function confirm(db: Firestore, token: unknown, now = Date.now()): Promise<LinkOutcome> {
  const parsed = parseToken(token);
  if (!parsed) return 'invalid';
  const ref = db.collection(NEWSLETTER_COLLECTION).doc(parsed.id);
  return db.runTransaction(async (tx) => {
    const entry = (await tx.get(ref)).data() as NewsletterEntry | undefined;
    if (!entry || !secretMatches(parsed.secret, entry.confirmHash)) return 'invalid';
    if (entry.status === 'confirmed') return 'confirmed';
    if (entry.expiresAt && entry.expiresAt.toMillis() <= now) return 'invalid';
    tx.update(ref, { status: 'confirmed', confirmedAt: Timestamp.fromMillis(now), expiresAt: FieldValue.delete() });
    return 'confirmed';
  });
}

/** Opens an unsubscribe link: the entry is deleted. A link of an entry already gone says so too. */
export async function unsubscribe(db: Firestore, token: unknown): Promise<LinkOutcome> {
  const parsed = parseToken(token);
  if (!parsed) return 'invalid';
  const ref = db.collection(NEWSLETTER_COLLECTION).doc(parsed.id);
  return db.runTransaction(async (tx) => {
    const entry = (await tx.get(ref)).data() as NewsletterEntry | undefined;
    if (!entry) return 'unsubscribed';
    if (!sameSecret(parsed.secret, entry.unsubscribeSecret)) return 'invalid';
    tx.delete(ref);
    return 'unsubscribed';
  });
}

/**
 * Queues one issue to every confirmed entry, with the entry's own unsubscribe link in the text and
 * in List-Unsubscribe / List-Unsubscribe-Post (one-click, RFC 8058). Pending entries get nothing.
 * Returns the number of mails queued.
 */
export async function sendIssue(
  db: Firestore,
  config: ServiceConfig,
  issue: { subject: string; text: string },
  now = Date.now(),
): Promise<number> {
  const confirmed = await db.collection(NEWSLETTER_COLLECTION).where('status', '==', 'confirmed').get();
  let batch = db.batch();
  let inBatch = 0;
  for (const doc of confirmed.docs) {
    const entry = doc.data() as NewsletterEntry;
    const token = makeToken(doc.id, entry.unsubscribeSecret);
    const url = link(config.siteOrigin, UNSUBSCRIBE_PATH, token);
    batch.create(
      newMailRef(db),
      mailDocument(
        composeMail(entry.email, issue.subject, `${issue.text}\n\n${NEWSLETTER_MAIL.issueFooter(url)}`, {
          headers: {
            'List-Unsubscribe': `<${oneClickLink(config.siteOrigin, token)}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }),
        now,
        entry.uid,
      ),
    );
    // A batch holds at most 500 writes.
    if (++inBatch === 400) {
      await batch.commit();
      batch = db.batch();
      inBatch = 0;
    }
  }
  if (inBatch > 0) await batch.commit();
  return confirmed.size;
}
