/**
 * Outgoing mail as documents of the Firebase "Trigger Email" extension (firebase/firestore-send-email):
 * mail/{auto id} holding { to, message: { subject, text, html }, replyTo?, headers? }. In production
 * the extension, installed with the collection `mail`, sends each new document; locally the
 * documents stay in the Firestore emulator, where the tests read them. `expiresAt` lets a TTL
 * policy remove the delivery records after MAIL_RETENTION_DAYS (the privacy notice says so).
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { MAIL_COLLECTION } from './collections';

export const MAIL_RETENTION_DAYS = 30;

export interface OutgoingMail {
  to: string;
  message: { subject: string; text: string; html: string };
  replyTo?: string;
  /** Extra header fields (List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** Text made safe for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The HTML twin of a plain-text mail: each paragraph (blank-line separated) a <p>, line breaks
 * kept, every http(s) link clickable, everything else escaped.
 */
export function textToHtml(text: string): string {
  const paragraphs = text.split(/\n{2,}/).map((p) =>
    escapeHtml(p)
      .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
      .replace(/\n/g, '<br>'),
  );
  return `<!doctype html><html lang="hu"><body>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`;
}

/** The mail document: the plain text as written, its HTML twin. */
export function composeMail(
  to: string,
  subject: string,
  text: string,
  extra: Pick<OutgoingMail, 'replyTo' | 'headers'> = {},
): OutgoingMail {
  return { to, message: { subject, text, html: textToHtml(text) }, ...extra };
}

/**
 * A mail document to write in a batch or transaction of the caller's; `uid` names the signed-in
 * user it was sent for (their newsletter confirmation or issue), so deleting the account deletes it.
 */
export function mailDocument(mail: OutgoingMail, now = Date.now(), uid?: string) {
  return {
    ...mail,
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(now + MAIL_RETENTION_DAYS * 86_400_000),
    ...(uid ? { uid } : {}),
  };
}

export function newMailRef(db: Firestore) {
  return db.collection(MAIL_COLLECTION).doc();
}
