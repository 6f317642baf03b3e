/**
 * The account forms' fields: the widgets' TextField, so the account pages share the calculators'
 * field frame, with the e-mail and password settings each needs.
 */
import { forwardRef, type ComponentPropsWithoutRef, type ComponentPropsWithRef } from 'react';
import { TextField } from '@penzugy/widgets';
import { AUTH_PAGE_STRINGS } from '../../auth';

type FieldProps = ComponentPropsWithoutRef<typeof TextField>;

// forwardRef, not a plain function: the site runs on Preact, which does not pass `ref` to a function
// component as a prop, and the form focuses its first invalid field through that ref.

/** An e-mail address field: phones show their e-mail keyboard. */
export const EmailField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type' | 'inputMode'>>(
  function EmailField(props, ref) {
    return <TextField ref={ref} type="email" inputMode="email" {...props} />;
  },
);

/** A password field; its `autoComplete` tells the password manager to fill in or to suggest one. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type'>>(function PasswordField(props, ref) {
  return <TextField ref={ref} type="password" {...props} />;
});

/** A new password under the password rules' hint, and its confirmation. */
export function NewPasswordFields({
  password,
  confirm,
}: {
  password: ComponentPropsWithRef<typeof TextField>;
  confirm: ComponentPropsWithRef<typeof TextField>;
}) {
  return (
    <>
      <PasswordField autoComplete="new-password" hint={AUTH_PAGE_STRINGS.passwordHint} {...password} />
      <PasswordField autoComplete="new-password" {...confirm} />
    </>
  );
}
