import { describe, expect, it } from 'vitest';
import { errorCode, errorReason, failureMessage } from './errors';
import { ERROR_STRINGS } from './strings';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('auth error messages', () => {
  it('gives the emulator codes and production enumeration-protected code the same Hungarian text', () => {
    const texts = [
      'auth/wrong-password',
      'auth/user-not-found',
      'auth/invalid-credential',
      'auth/invalid-login-credentials',
    ].map((code) => failureMessage(firebaseError(code)));
    expect(new Set(texts)).toEqual(new Set(['Hiba történt: Hibás e-mail-cím vagy jelszó.']));
  });

  it.each([
    ['auth/email-already-in-use', ERROR_STRINGS.emailInUse],
    ['auth/weak-password', ERROR_STRINGS.weakPassword],
    ['auth/invalid-email', ERROR_STRINGS.invalidEmail],
    ['auth/too-many-requests', ERROR_STRINGS.tooManyRequests],
    ['auth/network-request-failed', ERROR_STRINGS.network],
    ['auth/popup-closed-by-user', ERROR_STRINGS.popupClosed],
    ['auth/popup-blocked', ERROR_STRINGS.popupBlocked],
    ['auth/account-exists-with-different-credential', ERROR_STRINGS.otherCredential],
    ['auth/expired-action-code', ERROR_STRINGS.expiredLink],
    ['permission-denied', ERROR_STRINGS.permissionDenied],
  ])('%s → its own Hungarian reason after the spec prefix', (code, reason) => {
    expect(failureMessage(firebaseError(code))).toBe(`Hiba történt: ${reason}`);
  });

  it('never shows the SDK English text: unknown codes and non-errors get the generic Hungarian text', () => {
    for (const error of [
      firebaseError('auth/some-future-code'),
      new Error('Something broke'),
      'boom',
      null,
      undefined,
      { code: 42 },
    ]) {
      const message = failureMessage(error);
      expect(message).toBe(`Hiba történt: ${ERROR_STRINGS.unknown}`);
      expect(message).not.toMatch(/Firebase|Error|broke/);
    }
  });

  it('reads codes case-insensitively and only when they are strings', () => {
    expect(errorReason(firebaseError('AUTH/WEAK-PASSWORD'))).toBe(ERROR_STRINGS.weakPassword);
    expect(errorCode({ code: 7 })).toBeUndefined();
    expect(errorCode(firebaseError('auth/x'))).toBe('auth/x');
  });

  it('uses Hungarian accented letters, not ASCII transliterations', () => {
    for (const text of Object.values(ERROR_STRINGS)) {
      expect(text).toMatch(/^[A-ZÁÉÍÓÖŐÚÜŰ]/);
      expect(text).toMatch(/[.!]$/);
    }
    expect(ERROR_STRINGS.invalidCredentials).toContain('Hibás');
  });

  it('on the account page names the current password, the new address and a stale sign-in', () => {
    for (const code of ['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials']) {
      expect(failureMessage(firebaseError(code), 'account')).toBe(
        `Hiba történt: ${ERROR_STRINGS.wrongCurrentPassword}`,
      );
    }
    expect(errorReason(firebaseError('auth/email-already-in-use'), 'account')).toBe(ERROR_STRINGS.newEmailInUse);
    expect(errorReason(firebaseError('auth/requires-recent-login'), 'account')).toBe(ERROR_STRINGS.recentLoginRequired);
    // The rest is the same as on the sign-in pages, and unknown codes stay generic.
    expect(errorReason(firebaseError('auth/weak-password'), 'account')).toBe(ERROR_STRINGS.weakPassword);
    expect(errorReason(firebaseError('auth/invalid-email'), 'account')).toBe(ERROR_STRINGS.invalidEmail);
    expect(errorReason(firebaseError('auth/too-many-requests'), 'account')).toBe(ERROR_STRINGS.tooManyRequests);
    expect(errorReason(firebaseError('auth/network-request-failed'), 'account')).toBe(ERROR_STRINGS.network);
    expect(errorReason(firebaseError('auth/some-future-code'), 'account')).toBe(ERROR_STRINGS.unknown);
    // The sign-in pages keep one text for every bad credential.
    expect(errorReason(firebaseError('auth/wrong-password'))).toBe(ERROR_STRINGS.invalidCredentials);
  });
});
