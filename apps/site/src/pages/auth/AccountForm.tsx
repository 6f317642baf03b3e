/** An account form with its failure line and submit button (the account pages and the account screen). */
import type { ReactNode } from 'react';
import { Button } from '@penzugy/widgets';
import { AUTH_STRINGS, type AuthOutcome } from '../../auth';
import * as styles from './auth-pages.css';
import type { AccountFormState } from './useAccountForm';

export interface AccountFormProps<Field extends string> {
  form: AccountFormState<Field>;
  /** The form's accessible name: its page's or card's title. */
  label: string;
  /** The submit button's text. */
  submit: string;
  action: () => Promise<AuthOutcome>;
  onSuccess: () => void;
  /** The fields. */
  children: ReactNode;
  /** The submit button's look: `danger` for an action that cannot be undone. @default 'primary' */
  submitVariant?: 'primary' | 'danger' | undefined;
  /** What follows the submit button (a cancel button). */
  after?: ReactNode;
}

/**
 * An account form: its fields, the failure of the last try and the submit button. The browser's own
 * validation is off: the form's checks give the Hungarian messages and nothing is sent while a field
 * is invalid.
 */
export function AccountForm<Field extends string>(props: AccountFormProps<Field>) {
  const { form, label, submit, submitVariant, action, onSuccess, children, after } = props;
  return (
    <form noValidate aria-label={label} className={styles.form} onSubmit={form.onSubmit(action, onSuccess)}>
      {children}
      <FormFailure message={form.failure} />
      <SubmitButton pending={form.pending} variant={submitVariant}>
        {submit}
      </SubmitButton>
      {after}
    </form>
  );
}

/** The failure of the last action ('Hiba történt: …'), announced at once. */
export function FormFailure({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className={`${styles.alert} ${styles.inForm}`}>
      {message}
    </p>
  ) : null;
}

/**
 * The submit button; it says it is busy while the request runs. It is aria-disabled rather than
 * disabled then, so the focus stays on it (a disabled button drops the keyboard user's focus);
 * `onSubmit` ignores the repeated submit.
 */
export function SubmitButton({
  pending,
  variant,
  children,
}: {
  pending: boolean;
  variant?: 'primary' | 'danger' | undefined;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant={variant}
      className={styles.submit}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
    >
      {pending ? AUTH_STRINGS.busy : children}
    </Button>
  );
}
