import { useNavigate } from 'react-router-dom';
import { AUTH_PAGE_STRINGS, useAuthActions } from '../../auth';
import { validateSignup } from '../../auth/validate';
import { CredentialsPage } from './AuthPageFrame';
import { EmailField, NewPasswordFields } from './fields';
import { useAccountForm } from './useAccountForm';

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
  return (
    <CredentialsPage
      intent="signup"
      strings={S.signup}
      links={[{ to: '/login', label: S.signup.toLogin }]}
      form={form}
      action={() => actions.signUp(form.values.email.trim(), form.values.password)}
      go={() => navigate('/')}
    >
      <EmailField label={S.email} name="email" autoComplete="email" {...form.fieldProps('email')} />
      <NewPasswordFields
        password={{ label: S.newPassword, name: 'password', ...form.fieldProps('password') }}
        confirm={{ label: S.confirmPassword, name: 'confirm', ...form.fieldProps('confirm') }}
      />
    </CredentialsPage>
  );
}
