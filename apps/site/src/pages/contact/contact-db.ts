/**
 * A contact message in Cloud Firestore: contactMessages/{auto id} holding
 * { name, email, subject, message, sender, createdAt }, written in one batch with the sender's
 * marker contactRate/{sender} = { lastSent, lastMessage }, as firestore.rules require (one message
 * per sender per CONTACT_INTERVAL_SECONDS; nobody reads the collection from a browser). Staff
 * receive the messages by e-mail (docs/contact-messages.md).
 */
import { collection, doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import type { ContactValues } from './contact-form';

export const CONTACT_COLLECTION = 'contactMessages';
export const CONTACT_RATE_COLLECTION = 'contactRate';

/** Stores a message from `sender` (the signed-in user's uid, or the visitor's client id). Returns its id. */
export async function sendContactMessage(firestore: Firestore, values: ContactValues, sender: string): Promise<string> {
  const message = doc(collection(firestore, CONTACT_COLLECTION));
  const batch = writeBatch(firestore);
  batch.set(message, {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
    sender,
    createdAt: serverTimestamp(),
  });
  batch.set(doc(firestore, CONTACT_RATE_COLLECTION, sender), { lastSent: serverTimestamp(), lastMessage: message.id });
  await batch.commit();
  return message.id;
}
