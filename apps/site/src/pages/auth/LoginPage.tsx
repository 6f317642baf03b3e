import { useLocation, useNavigate } from 'react-router-dom';
import { AUTH_PAGE_STRINGS, useAuthActions } from '../../auth';
import { validateLogin } from '../../auth/validate';
import type { ReturnState } from '../../shell/RequireUser';
import { CredentialsPage } from './AuthPageFrame';
import { EmailField, PasswordField } from './fields';
import { useAccountForm } from './useAccountForm';

const S = AUTH_PAGE_STRINGS;

/**
 * /login (docs/product.md#accounts): e-mail, password, Google and Facebook, links to signup and forgot-password.
 * Success shows 'Sikeres bejelentkezés!' and goes home, or back to the visitor's own page that sent
 * them here (docs/product.md#accounts); a failure stays inline.
 */
export default function LoginPage() {
  const actions = useAuthActions();
  const navigate = useNavigate();
  const form = useAccountForm({ email: '', password: '' }, validateLogin);
  // A visitor sent here by one of their own pages (the account page, the watchlist) goes back there.
  const from = (useLocation().state as ReturnState | null)?.from;
  return (
    <CredentialsPage
      intent="signin"
      strings={S.login}
      links={[
        { to: '/signup', label: S.login.toSignup },
        { to: '/forgot', label: S.login.toForgot },
      ]}
      form={form}
      action={() => actions.signIn(form.values.email.trim(), form.values.password)}
      go={() => navigate(from?.startsWith('/') && !from.startsWith('//') ? from : '/')}
    >
      <EmailField label={S.email} name="email" autoComplete="username" {...form.fieldProps('email')} />
      <PasswordField
        label={S.password}
        name="password"
        autoComplete="current-password"
        {...form.fieldProps('password')}
      />
    </CredentialsPage>
  );
}
