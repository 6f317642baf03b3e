/**
 * A contact message goes to the accounts service (apps/accounts/src/contact.ts), one message per
 * request, which stores it, applies the per-client and global limits and mails staff a digest
 * (docs/contact-messages.md). Browsers can no longer write the collection themselves
 * (firestore.rules). A signed-in visitor's message carries their ID token, so it counts against
 * their own limits and is deleted with their account.
 */
import { callService, minutesToWait, ROUTES, type CallOptions } from '../../accounts-service/client';
import type { ContactValues } from './contact-form';

export type ContactOutcome =
  | { kind: 'received' }
  /** This visitor sent enough for now; `minutes` until they may send again. */
  | { kind: 'tooSoon'; minutes: number }
  /** Everybody together sent enough for now. */
  | { kind: 'busy' }
  | { kind: 'failed' };

/**
 * Sends a message. `website` is the form's hidden honeypot field, passed on as it is: people leave
 * it empty, form-filling robots do not, and the service then stores nothing.
 */
export async function sendContactMessage(
  values: ContactValues,
  website: string,
  options: CallOptions = {},
): Promise<ContactOutcome> {
  const answer = await callService(
    ROUTES.contact,
    {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
      website,
    },
    options,
  );
  if (answer.ok) return { kind: 'received' };
  if (answer.error?.error === 'rate-limited') return { kind: 'tooSoon', minutes: minutesToWait(answer.error) };
  if (answer.error?.error === 'busy') return { kind: 'busy' };
  return { kind: 'failed' };
}
