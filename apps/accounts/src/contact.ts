/**
 * Contact messages (docs/contact-messages.md): contactMessages/{auto id} holding
 * { name, email, subject, message, uid?, createdAt, mailed, expiresAt }, one message per request,
 * written only here (firestore.rules deny browsers the collection). Staff hear of them in digests:
 * at most one mail per LIMITS.staffMail window, each with up to DIGEST_SIZE messages; the rest
 * wait for the next one (sendDigestIfDue runs after every message and on the server's timer).
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { ContactValues } from '../../site/src/pages/contact/contact-form';
import { CONTACT_COLLECTION } from './collections';
import type { ServiceConfig } from './config';
import { LIMITS, take } from './limits';
import { composeMail, mailDocument, newMailRef } from './mail';
import { STAFF_MAIL, type DigestEntry } from './strings';

/** Messages in one staff mail. */
export const DIGEST_SIZE = 20;
/** Days a message is kept at most (the privacy notice: a year after it arrived). */
export const CONTACT_RETENTION_DAYS = 365;

interface StoredMessage extends ContactValues {
  uid?: string;
  createdAt: Timestamp;
  mailed: boolean;
}

/** Stores one message (values already checked and trimmed). Returns its id. */
export async function storeMessage(
  db: Firestore,
  values: ContactValues,
  uid: string | null,
  now = Date.now(),
): Promise<string> {
  const ref = db.collection(CONTACT_COLLECTION).doc();
  await ref.create({
    name: values.name,
    email: values.email,
    subject: values.subject,
    message: values.message,
    ...(uid ? { uid } : {}),
    createdAt: Timestamp.fromMillis(now),
    mailed: false,
    expiresAt: Timestamp.fromMillis(now + CONTACT_RETENTION_DAYS * 86_400_000),
  });
  return ref.id;
}

/**
 * Mails staff the oldest unmailed messages (up to DIGEST_SIZE) if any wait and the staff-mail
 * window allows a mail. Returns how many messages the mail carried (0: none sent).
 */
export async function sendDigestIfDue(db: Firestore, config: ServiceConfig, now = Date.now()): Promise<number> {
  const unmailed = db.collection(CONTACT_COLLECTION).where('mailed', '==', false);
  // Oldest first, sorted here: ordering in the query would need a composite index.
  const candidates = (await unmailed.limit(5 * DIGEST_SIZE).get()).docs.sort(
    (a, b) => (a.data() as StoredMessage).createdAt.toMillis() - (b.data() as StoredMessage).createdAt.toMillis(),
  );
  if (candidates.length === 0) return 0;
  if (!(await take(db, 'staff-mail', LIMITS.staffMail, { now })).ok) return 0;
  const chosen = candidates.slice(0, DIGEST_SIZE);
  const waiting = (await unmailed.count().get()).data().count - chosen.length;
  const entries: DigestEntry[] = chosen.map((d) => {
    const m = d.data() as StoredMessage;
    return {
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      createdAt: m.createdAt.toDate(),
      signedIn: Boolean(m.uid),
    };
  });
  const batch = db.batch();
  batch.create(
    newMailRef(db),
    mailDocument(
      composeMail(config.staffEmail, STAFF_MAIL.subject(entries, waiting), STAFF_MAIL.text(entries, waiting), {
        // One message: staff answer it straight from their mailbox.
        ...(entries.length === 1 ? { replyTo: entries[0]!.email } : {}),
      }),
      now,
    ),
  );
  for (const d of chosen) batch.update(d.ref, { mailed: true });
  await batch.commit();
  return chosen.length;
}
