import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card } from '@penzugy/widgets';
import { ACCOUNT_PAGE_STRINGS as S, AUTH_PAGE_STRINGS, AUTH_STRINGS, useAuth, useAuthActions } from '../../auth';
import { validateDeletion, validateEmailChange, validatePasswordChange } from '../../auth/validate';
import { FormFailure, SubmitButton, TextField, useAccountForm } from '../auth/parts';
import { PageHeader } from '../common/states';
import * as styles from '../auth/auth-pages.css';

/** Each form asks for the current password: the change signs the visitor in again with it. */
const CURRENT = {
  label: S.currentPassword,
  type: 'password',
  name: 'current-password',
  autoComplete: 'current-password',
} as const;

function PasswordForm({ onDone }: { onDone: () => void }) {
  const actions = useAuthActions();
  const form = useAccountForm({ current: '', next: '', confirm: '' }, validatePasswordChange);
  return (
    <Card title={S.password.title}>
      <form
        noValidate
        aria-label={S.password.title}
        className={styles.form}
        onSubmit={form.onSubmit(() => actions.changePassword(form.values.current, form.values.next), onDone)}
      >
        <TextField {...CURRENT} {...form.fieldProps('current')} />
        <TextField
          label={S.password.next}
          type="password"
          name="new-password"
          autoComplete="new-password"
          hint={AUTH_PAGE_STRINGS.passwordHint}
          {...form.fieldProps('next')}
        />
        <TextField
          label={S.password.confirm}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          {...form.fieldProps('confirm')}
        />
        <FormFailure message={form.failure} />
        <SubmitButton pending={form.pending}>{S.password.submit}</SubmitButton>
      </form>
    </Card>
  );
}

function EmailForm({ email, onDone }: { email: string | null; onDone: () => void }) {
  const actions = useAuthActions();
  const form = useAccountForm({ email: '', current: '' }, (values) => validateEmailChange(values, email));
  return (
    <Card title={S.email.title} description={S.email.current(email)}>
      <form
        noValidate
        aria-label={S.email.title}
        className={styles.form}
        onSubmit={form.onSubmit(() => actions.changeEmail(form.values.current, form.values.email.trim()), onDone)}
      >
        <TextField
          label={S.email.next}
          type="email"
          name="new-email"
          autoComplete="email"
          inputMode="email"
          hint={S.email.hint}
          {...form.fieldProps('email')}
        />
        <TextField {...CURRENT} {...form.fieldProps('current')} />
        <FormFailure message={form.failure} />
        <SubmitButton pending={form.pending}>{S.email.submit}</SubmitButton>
      </form>
    </Card>
  );
}

/** Deleting needs two steps: opening the form, then typing the account's address and password. */
function DeleteForm({ email }: { email: string | null }) {
  const actions = useAuthActions();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const form = useAccountForm({ email: '', current: '' }, (values) => validateDeletion(values, email));
  return (
    <Card title={S.remove.title}>
      <p className={styles.hint}>{S.remove.warning}</p>
      {open ? (
        <form
          noValidate
          aria-label={S.remove.title}
          className={styles.form}
          onSubmit={form.onSubmit(
            () => actions.deleteAccount(form.values.current),
            () => navigate('/'),
          )}
        >
          <TextField
            label={S.remove.confirmEmail}
            type="email"
            name="confirm-email"
            autoComplete="off"
            inputMode="email"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field appears only after the user asked to delete the account: it is where they must type next
            autoFocus
            {...form.fieldProps('email')}
          />
          <TextField {...CURRENT} {...form.fieldProps('current')} />
          <FormFailure message={form.failure} />
          <SubmitButton pending={form.pending}>{S.remove.submit}</SubmitButton>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {S.remove.cancel}
          </Button>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {S.remove.start}
        </Button>
      )}
    </Card>
  );
}

/**
 * /fiok: the signed-in visitor's settings (the route lets nobody else in): password, e-mail
 * address with verification, and deleting the account with all its data. Successes are announced
 * by the site's notices; failures stay inline, in Hungarian.
 */
export default function AccountPage() {
  const { user, available, unavailableReason } = useAuth();
  // A fresh form after a success: the typed passwords must not stay on the page.
  const [round, setRound] = useState(0);
  const done = () => setRound((r) => r + 1);
  return (
    <div className={styles.page}>
      <PageHeader title={S.title} lead={S.lead} />
      {!available && (
        <p role="alert" className={styles.alert}>
          {unavailableReason ?? AUTH_STRINGS.unavailable}
        </p>
      )}
      <div className={styles.form}>
        <PasswordForm key={`p${round}`} onDone={done} />
        <EmailForm key={`e${round}`} email={user?.email ?? null} onDone={done} />
        <DeleteForm email={user?.email ?? null} />
      </div>
    </div>
  );
}
