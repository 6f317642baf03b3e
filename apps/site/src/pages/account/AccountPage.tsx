import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card } from '@penzugy/widgets';
import { ACCOUNT_PAGE_STRINGS as S, useAuth, useAuthActions } from '../../auth';
import { validateDeletion, validateEmailChange, validatePasswordChange } from '../../auth/validate';
import { AccountForm } from '../auth/AccountForm';
import { AccountsGuard } from '../auth/AccountsGuard';
import { EmailField, NewPasswordFields, PasswordField } from '../auth/fields';
import { useAccountForm } from '../auth/useAccountForm';
import { PageHeader } from '../common/states';
import * as styles from '../auth/auth-pages.css';
import * as account from './account.css';

/** Each form asks for the current password: the change signs the visitor in again with it. */
const CURRENT = { label: S.currentPassword, name: 'current-password', autoComplete: 'current-password' } as const;

function PasswordForm({ onDone }: { onDone: () => void }) {
  const actions = useAuthActions();
  const form = useAccountForm({ current: '', next: '', confirm: '' }, validatePasswordChange);
  return (
    <Card title={S.password.title}>
      <AccountForm
        form={form}
        label={S.password.title}
        submit={S.password.submit}
        action={() => actions.changePassword(form.values.current, form.values.next)}
        onSuccess={onDone}
      >
        <PasswordField {...CURRENT} {...form.fieldProps('current')} />
        <NewPasswordFields
          password={{ label: S.password.next, name: 'new-password', ...form.fieldProps('next') }}
          confirm={{ label: S.password.confirm, name: 'confirm-password', ...form.fieldProps('confirm') }}
        />
      </AccountForm>
    </Card>
  );
}

function EmailForm({ email, onDone }: { email: string | null; onDone: () => void }) {
  const actions = useAuthActions();
  const form = useAccountForm({ email: '', current: '' }, (values) => validateEmailChange(values, email));
  return (
    <Card title={S.email.title} description={S.email.current(email)}>
      <AccountForm
        form={form}
        label={S.email.title}
        submit={S.email.submit}
        action={() => actions.changeEmail(form.values.current, form.values.email.trim())}
        onSuccess={onDone}
      >
        <EmailField
          label={S.email.next}
          name="new-email"
          autoComplete="email"
          hint={S.email.hint}
          {...form.fieldProps('email')}
        />
        <PasswordField {...CURRENT} {...form.fieldProps('current')} />
      </AccountForm>
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
    <Card title={S.remove.title} className={account.danger}>
      <p className={styles.hint}>{S.remove.warning}</p>
      {open ? (
        <AccountForm
          form={form}
          label={S.remove.title}
          submit={S.remove.submit}
          submitVariant="danger"
          action={() => actions.deleteAccount(form.values.current)}
          onSuccess={() => navigate('/')}
          after={
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {S.remove.cancel}
            </Button>
          }
        >
          <EmailField
            label={S.remove.confirmEmail}
            name="confirm-email"
            autoComplete="off"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field appears only after the user asked to delete the account: it is where they must type next
            autoFocus
            {...form.fieldProps('email')}
          />
          <PasswordField {...CURRENT} {...form.fieldProps('current')} />
        </AccountForm>
      ) : (
        <Button variant="danger" onClick={() => setOpen(true)}>
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
    <>
      <PageHeader title={S.title} lead={S.lead} />
      <AccountsGuard available={available} reason={unavailableReason}>
        <div className={account.settings}>
          <PasswordForm key={`p${round}`} onDone={done} />
          <EmailForm key={`e${round}`} email={user?.email ?? null} onDone={done} />
          <DeleteForm email={user?.email ?? null} />
        </div>
      </AccountsGuard>
    </>
  );
}
