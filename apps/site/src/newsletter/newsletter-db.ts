/**
 * The newsletter's calls to the accounts service (apps/accounts/src/newsletter.ts), which keeps
 * the list: browsers can no longer write it (firestore.rules). A sign-up is a double opt-in: the
 * service mails a confirmation link, and the answer is the same whether or not the address is
 * already listed, so the form never tells anyone who is subscribed. The confirmation and
 * unsubscribe pages send the token of their link.
 */
import { callService, minutesToWait, ROUTES, type CallOptions } from '../accounts-service/client';
import { isNewsletterAddress, NEWSLETTER_STRINGS as S, normalizeNewsletterAddress } from './address';

/** What the form shows after a sign-up: `done` (the same for every address) or a Hungarian message. */
export type SignupResult = { kind: 'done' } | { kind: 'failed'; message: string };

export async function signUpForNewsletter(email: string, options: CallOptions = {}): Promise<SignupResult> {
  const address = normalizeNewsletterAddress(email);
  if (!isNewsletterAddress(address)) return { kind: 'failed', message: S.emailInvalid };
  const answer = await callService(ROUTES.newsletterSignUp, { email: address, consent: true }, options);
  if (answer.ok) return { kind: 'done' };
  switch (answer.error?.error) {
    case 'rate-limited':
      return { kind: 'failed', message: S.rateLimited(minutesToWait(answer.error)) };
    case 'busy':
      return { kind: 'failed', message: S.busy };
    case 'invalid-fields':
      return { kind: 'failed', message: S.emailInvalid };
    default:
      return { kind: 'failed', message: answer.status === 0 || answer.status >= 500 ? S.unavailable : S.failed };
  }
}

export type LinkResult = 'confirmed' | 'unsubscribed' | 'invalid' | 'rate-limited' | 'failed';

/** Sends a link's token (confirm or unsubscribe); the page turns the result into its message. */
export async function openNewsletterLink(
  kind: 'confirm' | 'unsubscribe',
  token: string,
  options: CallOptions = {},
): Promise<LinkResult> {
  const route = kind === 'confirm' ? ROUTES.newsletterConfirm : ROUTES.newsletterUnsubscribe;
  const answer = await callService<{ outcome: 'confirmed' | 'unsubscribed' }>(route, { token }, options);
  if (answer.ok) return answer.body.outcome;
  if (answer.error?.error === 'invalid-link') return 'invalid';
  if (answer.error?.error === 'rate-limited') return 'rate-limited';
  return 'failed';
}
