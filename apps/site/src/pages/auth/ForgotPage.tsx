import { Link, useNavigate } from 'react-router-dom';
import { AUTH_PAGE_STRINGS, useAuthActions } from '../../auth';
import { validateForgot } from '../../auth/validate';
import { AuthPageFrame, FormFailure, SubmitButton, TextField, useAccountForm } from './parts';
import * as styles from './auth-pages.css';

const S = AUTH_PAGE_STRINGS;

/**
 * /forgot (docs/product.md#accounts): the e-mail field and a back-to-login link. An empty address gives
 * 'Kérjük, add meg az e-mail címedet!' (docs/product.md#accounts); a sent link shows 'Jelszó-visszaállító link
 * elküldve! …' and goes to /login (docs/product.md#accounts).
 */
export default function ForgotPage() {
  const actions = useAuthActions();
  const navigate = useNavigate();
  const form = useAccountForm({ email: '' }, validateForgot);
  return (
    <AuthPageFrame
      title={S.forgot.title}
      lead={S.forgot.description}
      links={
        <li>
          <Link to="/login" className={styles.link}>
            {S.forgot.toLogin}
          </Link>
        </li>
      }
    >
      <form
        noValidate
        aria-label={S.forgot.title}
        className={styles.form}
        onSubmit={form.onSubmit(
          () => actions.sendPasswordReset(form.values.email.trim()),
          () => navigate('/login'),
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
        <FormFailure message={form.failure} />
        <SubmitButton pending={form.pending}>{S.forgot.submit}</SubmitButton>
      </form>
    </AuthPageFrame>
  );
}
