import { Link, useNavigate } from 'react-router-dom';
import { authEvent, trackEvent } from '../../analytics';
import { AUTH_PAGE_STRINGS, useAuthActions } from '../../auth';
import { validateSignup } from '../../auth/validate';
import { AuthPageFrame, FormFailure, SocialButtons, SubmitButton, TextField, useAccountForm } from './parts';
import * as styles from './auth-pages.css';

const S = AUTH_PAGE_STRINGS;

/**
 * /signup (docs/product.md#accounts): e-mail, password, confirmation, Google and Facebook, link to login.
 * Different passwords give 'A jelszavak nem egyeznek!' and nothing is sent (docs/product.md#accounts); success shows
 * 'Sikeres regisztráció!' and goes home (docs/product.md#accounts).
 */
export default function SignupPage() {
  const actions = useAuthActions();
  const navigate = useNavigate();
  const form = useAccountForm({ email: '', password: '', confirm: '' }, validateSignup);
  const home = () => navigate('/');
  return (
    <AuthPageFrame
      title={S.signup.title}
      lead={S.signup.description}
      links={
        <li>
          <Link to="/login" className={styles.link}>
            {S.signup.toLogin}
          </Link>
        </li>
      }
    >
      <form
        noValidate
        aria-label={S.signup.title}
        className={styles.form}
        onSubmit={form.onSubmit(
          () => actions.signUp(form.values.email.trim(), form.values.password),
          () => {
            trackEvent(authEvent('sign_up', 'email'));
            home();
          },
        )}
      >
        <TextField
          label={S.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          {...form.fieldProps('email')}
        />
        <TextField
          label={S.newPassword}
          type="password"
          name="password"
          autoComplete="new-password"
          hint={S.passwordHint}
          {...form.fieldProps('password')}
        />
        <TextField
          label={S.confirmPassword}
          type="password"
          name="confirm"
          autoComplete="new-password"
          {...form.fieldProps('confirm')}
        />
        <FormFailure message={form.failure} />
        <SubmitButton pending={form.pending}>{S.signup.submit}</SubmitButton>
      </form>
      <SocialButtons
        intent="signup"
        pending={form.pending}
        onSelect={(provider) =>
          void form.run(
            () => actions.signInWithProvider(provider, 'signup', form.values.email),
            () => {
              trackEvent(authEvent('sign_up', provider));
              home();
            },
          )
        }
      />
    </AuthPageFrame>
  );
}
