import { Link, useNavigate } from 'react-router-dom';
import { authEvent, trackEvent } from '../../analytics';
import { AUTH_PAGE_STRINGS, useAuthActions } from '../../auth';
import { validateLogin } from '../../auth/validate';
import { AuthPageFrame, FormFailure, SocialButtons, SubmitButton, TextField, useAccountForm } from './parts';
import * as styles from './auth-pages.css';

const S = AUTH_PAGE_STRINGS;

/**
 * /login (docs/product.md#accounts): e-mail, password, Google and Facebook, links to signup and forgot-password.
 * Success shows 'Sikeres bejelentkezés!' and goes home (docs/product.md#accounts); a failure stays inline.
 */
export default function LoginPage() {
  const actions = useAuthActions();
  const navigate = useNavigate();
  const form = useAccountForm({ email: '', password: '' }, validateLogin);
  const home = () => navigate('/');
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
        onSubmit={form.onSubmit(() => actions.signIn(form.values.email.trim(), form.values.password), () => {
          trackEvent(authEvent('login', 'email'));
          home();
        })}
      >
        <TextField label={S.email} type="email" name="email" autoComplete="username" inputMode="email" {...form.fieldProps('email')} />
        <TextField label={S.password} type="password" name="password" autoComplete="current-password" {...form.fieldProps('password')} />
        <FormFailure message={form.failure} />
        <SubmitButton pending={form.pending}>{S.login.submit}</SubmitButton>
      </form>
      <SocialButtons
        intent="signin"
        pending={form.pending}
        onSelect={(provider) =>
          void form.run(() => actions.signInWithProvider(provider, 'signin', form.values.email), () => {
            trackEvent(authEvent('login', provider));
            home();
          })
        }
      />
    </AuthPageFrame>
  );
}
