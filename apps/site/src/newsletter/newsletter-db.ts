/**
 * A sign-up in Cloud Firestore: newsletter/{address} holding { email, consent, createdAt }, the id
 * being the normalised address (address.ts). firestore.rules allow only the creation of such a
 * document: no reads, no updates, no deletes from a browser. Signing up an address that is
 * already listed is therefore refused as an update, and that refusal means "already subscribed":
 * the visitor gets the same confirmation, and the list keeps one document per address.
 */
import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { isNewsletterAddress, normalizeNewsletterAddress } from './address';

export const NEWSLETTER_COLLECTION = 'newsletter';

export type SignupOutcome = 'subscribed' | 'already-subscribed';

function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'permission-denied';
}

/**
 * Stores a sign-up. Rejects with the Firestore error for anything but an existing address, and
 * with a RangeError for an address the rules would refuse (checked first, so a denial can only
 * mean the document exists).
 */
export async function signUpForNewsletter(firestore: Firestore, email: string): Promise<SignupOutcome> {
  const address = normalizeNewsletterAddress(email);
  if (!isNewsletterAddress(address)) throw new RangeError(`not a newsletter address: ${JSON.stringify(email)}`);
  try {
    await setDoc(doc(firestore, NEWSLETTER_COLLECTION, address), {
      email: address,
      consent: true,
      createdAt: serverTimestamp(),
    });
    return 'subscribed';
  } catch (error) {
    if (isPermissionDenied(error)) return 'already-subscribed';
    throw error;
  }
}
