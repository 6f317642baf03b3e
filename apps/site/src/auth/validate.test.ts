import { describe, expect, it } from 'vitest';
import { AUTH_STRINGS, ERROR_STRINGS } from './strings';
import {
  isEmailAddress,
  isValid,
  MIN_PASSWORD_LENGTH,
  refreshErrors,
  validateDeletion,
  validateEmailChange,
  validateForgot,
  validateLogin,
  validatePasswordChange,
  validateSignup,
} from './validate';

describe('account form validation (docs/product.md#accounts)', () => {
  it('an empty forgot-password address gives the spec text', () => {
    expect(validateForgot({ email: '' }).email).toBe('Kérjük, add meg az e-mail címedet!');
    expect(validateForgot({ email: '   ' }).email).toBe(AUTH_STRINGS.emailRequired);
    expect(isValid(validateForgot({ email: 'anna@pelda.hu' }))).toBe(true);
  });

  it('signup with different passwords gives the spec alert on the confirmation and is invalid', () => {
    const errors = validateSignup({ email: 'anna@pelda.hu', password: 'titok123', confirm: 'titok124' });
    expect(errors.confirm).toBe('A jelszavak nem egyeznek!');
    expect(errors.email).toBeUndefined();
    expect(isValid(errors)).toBe(false);
    expect(isValid(validateSignup({ email: 'anna@pelda.hu', password: 'titok123', confirm: 'titok123' }))).toBe(true);
  });

  it('requires e-mail and password everywhere, each with a message naming its field', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: AUTH_STRINGS.emailRequired,
      password: AUTH_STRINGS.passwordRequired,
    });
    expect(validateSignup({ email: '', password: '', confirm: '' })).toEqual({
      email: AUTH_STRINGS.emailRequired,
      password: AUTH_STRINGS.passwordRequired,
      confirm: AUTH_STRINGS.confirmRequired,
    });
    expect(AUTH_STRINGS.passwordRequired).toContain('jelszavadat');
  });

  it('rejects malformed addresses and a signup password shorter than Firebase allows', () => {
    for (const bad of ['anna', 'anna@', '@pelda.hu', 'anna@pelda', 'an na@pelda.hu']) {
      expect(isEmailAddress(bad)).toBe(false);
      expect(validateLogin({ email: bad, password: 'x' }).email).toBe(AUTH_STRINGS.emailInvalid);
    }
    expect(isEmailAddress(' anna.kovacs+hirek@pelda.co.hu ')).toBe(true);
    expect(
      validateSignup({
        email: 'a@b.hu',
        password: 'x'.repeat(MIN_PASSWORD_LENGTH - 1),
        confirm: 'x'.repeat(MIN_PASSWORD_LENGTH - 1),
      }).password,
    ).toBe(ERROR_STRINGS.weakPassword);
    // Login does not judge the strength of an existing password.
    expect(validateLogin({ email: 'a@b.hu', password: 'x' }).password).toBeUndefined();
  });

  it('while editing, re-checks only the fields already showing an error', () => {
    const shown = validateSignup({ email: '', password: 'titok123', confirm: 'titok12' });
    expect(shown.confirm).toBe(AUTH_STRINGS.passwordMismatch);
    // The confirmation now matches: its error clears; the e-mail still empty keeps its error.
    const fresh = validateSignup({ email: '', password: 'titok123', confirm: 'titok123' });
    expect(refreshErrors(shown, fresh)).toEqual({ email: AUTH_STRINGS.emailRequired, confirm: undefined });
    // A field that showed nothing is not scolded before the next submit.
    expect(refreshErrors({}, validateLogin({ email: '', password: '' }))).toEqual({});
  });
});

describe('the account page forms', () => {
  it('password change: current password required, a valid new one different from it, confirmed', () => {
    expect(validatePasswordChange({ current: '', next: '', confirm: '' })).toEqual({
      current: AUTH_STRINGS.currentPasswordRequired,
      next: AUTH_STRINGS.passwordRequired,
      confirm: AUTH_STRINGS.confirmRequired,
    });
    expect(validatePasswordChange({ current: 'regi-jelszo', next: 'rovid', confirm: 'rovid' }).next).toBe(
      ERROR_STRINGS.weakPassword,
    );
    expect(validatePasswordChange({ current: 'regi-jelszo', next: 'regi-jelszo', confirm: 'regi-jelszo' }).next).toBe(
      AUTH_STRINGS.samePassword,
    );
    expect(validatePasswordChange({ current: 'regi-jelszo', next: 'uj-jelszo', confirm: 'uj-jelszo2' }).confirm).toBe(
      AUTH_STRINGS.passwordMismatch,
    );
    expect(isValid(validatePasswordChange({ current: 'regi-jelszo', next: 'uj-jelszo', confirm: 'uj-jelszo' }))).toBe(
      true,
    );
  });

  it('e-mail change: a well-formed address other than the current one, and the password', () => {
    expect(validateEmailChange({ email: '', current: '' }, 'anna@pelda.hu')).toEqual({
      email: AUTH_STRINGS.emailRequired,
      current: AUTH_STRINGS.currentPasswordRequired,
    });
    expect(validateEmailChange({ email: 'anna@', current: 'x' }, 'anna@pelda.hu').email).toBe(
      AUTH_STRINGS.emailInvalid,
    );
    expect(validateEmailChange({ email: ' Anna@Pelda.hu ', current: 'x' }, 'anna@pelda.hu').email).toBe(
      AUTH_STRINGS.sameEmail,
    );
    expect(isValid(validateEmailChange({ email: 'anna.uj@pelda.hu', current: 'x' }, 'anna@pelda.hu'))).toBe(true);
  });

  it("deletion: the account's own address typed again, in any letter case, and the password", () => {
    expect(validateDeletion({ email: 'bela@pelda.hu', current: 'x' }, 'anna@pelda.hu').email).toBe(
      AUTH_STRINGS.confirmEmailMismatch,
    );
    expect(validateDeletion({ email: '', current: '' }, 'anna@pelda.hu')).toEqual({
      email: AUTH_STRINGS.emailRequired,
      current: AUTH_STRINGS.currentPasswordRequired,
    });
    expect(isValid(validateDeletion({ email: 'ANNA@pelda.hu ', current: 'x' }, 'anna@pelda.hu'))).toBe(true);
  });
});
