import { AUTH_STRINGS, ERROR_STRINGS } from './strings';

/**
 * Firebase error codes → Hungarian reasons (docs/product.md#accounts: 'Hiba történt: ' plus the message).
 *
 * The Auth emulator answers a bad sign-in with auth/user-not-found or auth/wrong-password, while a
 * production project with e-mail-enumeration protection answers auth/invalid-credential for both.
 * All three give the same text, so the site behaves the same locally and live and never tells a
 * stranger which addresses have accounts. Firestore codes have no 'auth/' prefix.
 * Unknown codes get a generic Hungarian text: the SDK's English message is never shown.
 */
const MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-credential': ERROR_STRINGS.invalidCredentials,
  'auth/invalid-login-credentials': ERROR_STRINGS.invalidCredentials,
  'auth/wrong-password': ERROR_STRINGS.invalidCredentials,
  'auth/user-not-found': ERROR_STRINGS.invalidCredentials,
  'auth/email-already-in-use': ERROR_STRINGS.emailInUse,
  'auth/credential-already-in-use': ERROR_STRINGS.emailInUse,
  'auth/weak-password': ERROR_STRINGS.weakPassword,
  'auth/password-does-not-meet-requirements': ERROR_STRINGS.weakPassword,
  'auth/invalid-email': ERROR_STRINGS.invalidEmail,
  'auth/missing-email': ERROR_STRINGS.missingEmail,
  'auth/missing-password': ERROR_STRINGS.missingPassword,
  'auth/too-many-requests': ERROR_STRINGS.tooManyRequests,
  'auth/network-request-failed': ERROR_STRINGS.network,
  'auth/timeout': ERROR_STRINGS.network,
  'auth/popup-closed-by-user': ERROR_STRINGS.popupClosed,
  'auth/cancelled-popup-request': ERROR_STRINGS.popupClosed,
  'auth/user-cancelled': ERROR_STRINGS.popupClosed,
  'auth/popup-blocked': ERROR_STRINGS.popupBlocked,
  'auth/account-exists-with-different-credential': ERROR_STRINGS.otherCredential,
  'auth/user-disabled': ERROR_STRINGS.userDisabled,
  'auth/operation-not-allowed': ERROR_STRINGS.providerDisabled,
  'auth/admin-restricted-operation': ERROR_STRINGS.providerDisabled,
  'auth/expired-action-code': ERROR_STRINGS.expiredLink,
  'auth/invalid-action-code': ERROR_STRINGS.expiredLink,
  'auth/user-token-expired': ERROR_STRINGS.sessionExpired,
  'auth/requires-recent-login': ERROR_STRINGS.sessionExpired,
  'auth/invalid-user-token': ERROR_STRINGS.sessionExpired,
  'auth/invalid-api-key': ERROR_STRINGS.misconfigured,
  'auth/api-key-not-valid.-please-pass-a-valid-api-key.': ERROR_STRINGS.misconfigured,
  'auth/app-not-authorized': ERROR_STRINGS.misconfigured,
  'auth/unauthorized-domain': ERROR_STRINGS.misconfigured,
  'auth/configuration-not-found': ERROR_STRINGS.misconfigured,
  'auth/invalid-oauth-client-id': ERROR_STRINGS.misconfigured,
  'auth/quota-exceeded': ERROR_STRINGS.serviceUnavailable,
  'auth/internal-error': ERROR_STRINGS.serviceUnavailable,
  'permission-denied': ERROR_STRINGS.permissionDenied,
  'accounts/deletion-unfinished': ERROR_STRINGS.deletionUnfinished,
  unauthenticated: ERROR_STRINGS.sessionExpired,
  unavailable: ERROR_STRINGS.serviceUnavailable,
  'deadline-exceeded': ERROR_STRINGS.network,
  'resource-exhausted': ERROR_STRINGS.tooManyRequests,
};

/**
 * On the account page the visitor is signed in and types their current password to confirm a
 * change, so a refused credential means that password is wrong (naming it gives nothing away), an
 * address in use is the new address, and an old sign-in asks for a fresh one.
 */
const ACCOUNT_MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-credential': ERROR_STRINGS.wrongCurrentPassword,
  'auth/invalid-login-credentials': ERROR_STRINGS.wrongCurrentPassword,
  'auth/wrong-password': ERROR_STRINGS.wrongCurrentPassword,
  'auth/user-mismatch': ERROR_STRINGS.wrongCurrentPassword,
  'auth/email-already-in-use': ERROR_STRINGS.newEmailInUse,
  'auth/requires-recent-login': ERROR_STRINGS.recentLoginRequired,
};

/** Where an error happened: the sign-in pages (default) or the signed-in visitor's account page. */
export type ErrorContext = 'sign-in' | 'account';

/** The `code` of a FirebaseError (or anything with a string `code`), else undefined. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** A clear Hungarian reason for any error the SDKs throw; never the SDK's English text. */
export function errorReason(error: unknown, context: ErrorContext = 'sign-in'): string {
  const code = errorCode(error)?.toLowerCase();
  if (!code) return ERROR_STRINGS.unknown;
  return (context === 'account' && ACCOUNT_MESSAGES[code]) || MESSAGES[code] || ERROR_STRINGS.unknown;
}

/** The full failure message of docs/product.md#accounts: 'Hiba történt: ' + the reason. */
export function failureMessage(error: unknown, context: ErrorContext = 'sign-in'): string {
  return AUTH_STRINGS.failurePrefix + errorReason(error, context);
}
