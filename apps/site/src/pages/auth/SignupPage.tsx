import { useNavigate } from 'react-router-dom';
import { authEvent, trackEvent, type AuthMethod } from '../../analytics';
import { AUTH_PAGE_STRINGS, useAuthActions } from '../../auth';
import { validateSignup } from '../../auth/validate';
import { AuthFormPage, EmailField, NewPasswordFields, SocialButtons, useAccountForm } from './parts';

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
  const signedUp = (method: AuthMethod) => {
    trackEvent(authEvent('sign_up', method));
    navigate('/');
  };
  return (
    <AuthFormPage
      strings={S.signup}
      links={[{ to: '/login', label: S.signup.toLogin }]}
      form={form}
      action={() => actions.signUp(form.values.email.trim(), form.values.password)}
      onSuccess={() => signedUp('email')}
      after={<SocialButtons intent="signup" form={form} onSuccess={signedUp} />}
    >
      <EmailField label={S.email} name="email" autoComplete="email" {...form.fieldProps('email')} />
      <NewPasswordFields
        password={{ label: S.newPassword, name: 'password', ...form.fieldProps('password') }}
        confirm={{ label: S.confirmPassword, name: 'confirm', ...form.fieldProps('confirm') }}
      />
    </AuthFormPage>
  );
}
