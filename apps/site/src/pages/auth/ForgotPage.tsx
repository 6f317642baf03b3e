import { useNavigate } from 'react-router-dom';
import { AUTH_PAGE_STRINGS, useAuthActions } from '../../auth';
import { validateForgot } from '../../auth/validate';
import { AuthFormPage } from './AuthPageFrame';
import { EmailField } from './fields';
import { useAccountForm } from './useAccountForm';

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
    <AuthFormPage
      strings={S.forgot}
      links={[{ to: '/login', label: S.forgot.toLogin }]}
      form={form}
      action={() => actions.sendPasswordReset(form.values.email.trim())}
      onSuccess={() => navigate('/login')}
    >
      <EmailField label={S.email} name="email" autoComplete="email" {...form.fieldProps('email')} />
    </AuthFormPage>
  );
}
