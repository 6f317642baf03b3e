/**
 * The checks of the account forms before anything is sent (docs/product.md#accounts): e-mail and password are
 * required everywhere, signup's two passwords must match ('A jelszavak nem egyeznek!', nothing is
 * submitted), and an empty forgot-password address gives 'Kérjük, add meg az e-mail címedet!'.
 * Each message names its field, in Hungarian; the browser's own (English in some locales)
 * validation bubbles are switched off by the forms.
 */
import { AUTH_STRINGS, ERROR_STRINGS } from './strings';

/** Firebase Auth's own minimum; checked here so the visitor hears it before a round trip. */
export const MIN_PASSWORD_LENGTH = 6;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A plausible address: something@domain.tld, no spaces. The server has the final word. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** True when no field has an error. */
export function isValid(errors: FieldErrors<string>): boolean {
  return Object.values(errors).every((message) => !message);
}

function emailError(email: string): string | undefined {
  if (email.trim() === '') return AUTH_STRINGS.emailRequired;
  if (!isEmailAddress(email)) return AUTH_STRINGS.emailInvalid;
  return undefined;
}

export function validateLogin({
  email,
  password,
}: {
  email: string;
  password: string;
}): FieldErrors<'email' | 'password'> {
  return { email: emailError(email), password: password === '' ? AUTH_STRINGS.passwordRequired : undefined };
}

/** A new password and its confirmation, as signing up and the password change check them. */
function passwordPairErrors(password: string, confirm: string): { password?: string; confirm?: string } {
  let passwordError: string | undefined;
  if (password === '') passwordError = AUTH_STRINGS.passwordRequired;
  else if (password.length < MIN_PASSWORD_LENGTH) passwordError = ERROR_STRINGS.weakPassword;
  let confirmError: string | undefined;
  if (confirm === '') confirmError = AUTH_STRINGS.confirmRequired;
  else if (confirm !== password) confirmError = AUTH_STRINGS.passwordMismatch;
  return { password: passwordError, confirm: confirmError };
}

export function validateSignup({
  email,
  password,
  confirm,
}: {
  email: string;
  password: string;
  confirm: string;
}): FieldErrors<'email' | 'password' | 'confirm'> {
  return { email: emailError(email), ...passwordPairErrors(password, confirm) };
}

export function validateForgot({ email }: { email: string }): FieldErrors<'email'> {
  return { email: emailError(email) };
}

/**
 * The errors to show while the visitor edits after a failed submit: only fields that already
 * showed an error are re-checked (so they clear the moment they are fixed, e.g. a matching
 * confirmation); untouched fields are not scolded before the next submit.
 */
export function refreshErrors<Field extends string>(
  shown: FieldErrors<Field>,
  fresh: FieldErrors<Field>,
): FieldErrors<Field> {
  const next: FieldErrors<Field> = {};
  for (const field of Object.keys(shown) as Field[]) {
    if (shown[field]) next[field] = fresh[field];
  }
  return next;
}

const currentError = (current: string) => (current === '' ? AUTH_STRINGS.currentPasswordRequired : undefined);

/** The account page's password change: the current password, a valid new one, typed twice. */
export function validatePasswordChange({
  current,
  next,
  confirm,
}: {
  current: string;
  next: string;
  confirm: string;
}): FieldErrors<'current' | 'next' | 'confirm'> {
  const pair = passwordPairErrors(next, confirm);
  const same = !pair.password && next === current ? AUTH_STRINGS.samePassword : undefined;
  return { current: currentError(current), next: pair.password ?? same, confirm: pair.confirm };
}

/** The e-mail change: a valid address other than the current one, and the current password. */
export function validateEmailChange(
  { email, current }: { email: string; current: string },
  currentEmail: string | null,
): FieldErrors<'email' | 'current'> {
  const sameEmail = currentEmail !== null && email.trim().toLowerCase() === currentEmail.toLowerCase();
  return {
    email: emailError(email) ?? (sameEmail ? AUTH_STRINGS.sameEmail : undefined),
    current: currentError(current),
  };
}

/** Deleting the account: the account's own address typed again (any letter case), and the password. */
export function validateDeletion(
  { email, current }: { email: string; current: string },
  accountEmail: string | null,
): FieldErrors<'email' | 'current'> {
  let confirmError = emailError(email);
  if (!confirmError && email.trim().toLowerCase() !== (accountEmail ?? '').toLowerCase())
    confirmError = AUTH_STRINGS.confirmEmailMismatch;
  return { email: confirmError, current: currentError(current) };
}
