import { Link, useLocation, useNavigate } from 'react-router-dom';
import { authEvent, trackEvent } from '../../analytics';
import { AUTH_PAGE_STRINGS, useAuthActions } from '../../auth';
import { validateLogin } from '../../auth/validate';
import type { ReturnState } from '../../shell/RequireUser';
import { AuthPageFrame, FormFailure, SocialButtons, SubmitButton, TextField, useAccountForm } from './parts';
import * as styles from './auth-pages.css';

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
  const home = () => navigate(from?.startsWith('/') && !from.startsWith('//') ? from : '/');
  return (
    <AuthPageFrame
      title={S.login.title}
      lead={S.login.description}
      links={
        <>
          <li>
            <Link to="/signup" className={styles.link}>
              {S.login.toSignup}
            </Link>
          </li>
          <li>
            <Link to="/forgot" className={styles.link}>
              {S.login.toForgot}
            </Link>
          </li>
        </>
      }
    >
      <form
        noValidate
        aria-label={S.login.title}
        className={styles.form}
        onSubmit={form.onSubmit(
          () => actions.signIn(form.values.email.trim(), form.values.password),
          () => {
            trackEvent(authEvent('login', 'email'));
            home();
          },
        )}
      >
        <TextField
          label={S.email}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          {...form.fieldProps('email')}
        />
        <TextField
          label={S.password}
          type="password"
          name="password"
          autoComplete="current-password"
          {...form.fieldProps('password')}
        />
        <FormFailure message={form.failure} />
        <SubmitButton pending={form.pending}>{S.login.submit}</SubmitButton>
      </form>
      <SocialButtons
        intent="signin"
        pending={form.pending}
        onSelect={(provider) =>
          void form.run(
            () => actions.signInWithProvider(provider, 'signin', form.values.email),
            () => {
              trackEvent(authEvent('login', provider));
              home();
            },
          )
        }
      />
    </AuthPageFrame>
  );
}
