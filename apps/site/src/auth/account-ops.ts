/**
 * The signed-in visitor's own account: password and e-mail changes and deleting the account with
 * all its data. Every one first signs in again with the current password (Firebase refuses these
 * changes after an old sign-in with auth/requires-recent-login, and a left-open browser must not
 * be enough to take over or delete an account). A chunk of its own, loaded by the account page.
 */
import {
  deleteUser,
  EmailAuthProvider,
  reauthenticateWithCredential,
  updatePassword,
  verifyBeforeUpdateEmail,
  type Auth,
  type User,
} from 'firebase/auth';
import type { WatchlistDb } from './watchlist-db';

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
 * Deletes every document under users/{uid}, then the account. The data go first, while the
 * visitor may still write them; if the account deletion then fails, signing in again and
 * repeating it finishes the job.
 */
export async function deleteAccount(auth: Auth, current: string, db: () => Promise<WatchlistDb>): Promise<void> {
  const user = await reauthenticate(auth, current);
  await (await db()).deleteAll(user.uid);
  await deleteUser(user);
}
