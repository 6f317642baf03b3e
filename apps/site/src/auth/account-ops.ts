/**
 * The signed-in visitor's own account: password and e-mail changes and deleting the account with
 * all its data (through the accounts service). Every one first signs in again with the current password (Firebase refuses these
 * changes after an old sign-in with auth/requires-recent-login, and a left-open browser must not
 * be enough to take over or delete an account). A chunk of its own, loaded by the account page.
 */
import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  updatePassword,
  verifyBeforeUpdateEmail,
  type Auth,
  type User,
} from 'firebase/auth';
import { callService, ROUTES, type CallOptions } from '../accounts-service/client';

function signedInUser(auth: Auth): User {
  const user = auth.currentUser;
  // Firebase's own code, so the page shows its Hungarian reason.
  if (!user) throw Object.assign(new Error('no signed-in user'), { code: 'auth/user-token-expired' });
  return user;
}

/** Signs in again with the current password (accounts with a password; others go straight on). */
export async function reauthenticate(auth: Auth, password: string): Promise<User> {
  const user = signedInUser(auth);
  const hasPassword = user.providerData.some((p) => p.providerId === EmailAuthProvider.PROVIDER_ID);
  if (hasPassword && user.email)
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  return user;
}

export async function changePassword(auth: Auth, current: string, next: string): Promise<void> {
  await updatePassword(await reauthenticate(auth, current), next);
}

/**
 * Sends the verification link to the new address; the address changes only when it is opened, so
 * a typo cannot lock the visitor out.
 */
export async function changeEmail(auth: Auth, current: string, email: string): Promise<void> {
  await verifyBeforeUpdateEmail(await reauthenticate(auth, current), email);
}

/**
 * Deletes the account and everything it owns through the accounts service
 * (apps/accounts/src/deletion.ts): the watchlist with its counter and order, contact messages,
 * the newsletter entry, rate-limit counters, queued mail, then the account itself. The service
 * does it with the Admin SDK, so a write from another device cannot make it stop half-way, and it
 * first writes the tombstone that firestore.rules check, so no device signed in before can write
 * afterwards. The fresh sign-in is what the service requires (a recent auth_time).
 */
export async function deleteAccount(auth: Auth, current: string, service: CallOptions = {}): Promise<void> {
  const user = await reauthenticate(auth, current);
  const answer = await callService(ROUTES.deleteAccount, {}, { ...service, idToken: await user.getIdToken(true) });
  if (!answer.ok) {
    const code = answer.error?.error;
    // Firebase-style codes, so errors.ts gives the page its Hungarian reason.
    throw Object.assign(new Error(`account deletion: HTTP ${answer.status} ${code ?? ''}`), {
      code:
        code === 'deletion-unfinished'
          ? 'accounts/deletion-unfinished'
          : code === 'recent-sign-in-required' || code === 'unauthenticated'
            ? 'auth/requires-recent-login'
            : 'unavailable',
    });
  }
  // The account is gone on the server; forget it here too.
  await auth.signOut();
}
