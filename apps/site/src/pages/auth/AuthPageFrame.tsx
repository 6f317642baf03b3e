/**
 * The account pages' frame (docs/product.md#accounts): the heading, the "accounts unavailable"
 * alert, the card with the form, and the links under it; alone (/forgot) or with the social buttons
 * and the analytics of /login and /signup.
 */
import type { ReactNode } from 'react';
import { Button, Card } from '@penzugy/widgets';
import { authEvent, trackEvent, type AuthMethod } from '../../analytics';
import { AUTH_PAGE_STRINGS, useAuth, type SocialIntent } from '../../auth';
import { LinkItems, type LinkItem } from '../../shell/LinkItems';
import { useHydrated } from '../../shell/useHydrated';
import { useShownUser } from '../../shell/useShownUser';
import { PageHeader } from '../common/states';
import { AccountForm, type AccountFormProps } from './AccountForm';
import { AccountsGuard } from './AccountsGuard';
import * as styles from './auth-pages.css';
import { SocialButtons } from './SocialButtons';
import type { AccountFormState } from './useAccountForm';

export interface AuthPageFrameProps {
  title: string;
  lead: string;
  children: ReactNode;
  /** Links under the form (to signup, login, forgot). */
  links: readonly LinkItem[];
}

/** Heading, the form's card, and over the form the "accounts unavailable" message when it applies. */
export function AuthPageFrame({ title, lead, children, links }: AuthPageFrameProps) {
  const auth = useAuth();
  // The pages are prerendered signed out and with accounts available, as the header is; what only
  // the browser knows (the stored user, a failed emulator probe) shows once the page is hydrated.
  const hydrated = useHydrated();
  const user = useShownUser();
  const { unavailableReason, signOut } = auth;
  const available = !hydrated || auth.available;
  return (
    <div className={styles.page}>
      <PageHeader title={title} lead={lead} />
      <Card>
        {user && (
          <p className={styles.status}>
            {AUTH_PAGE_STRINGS.signedInAs(user.email)}{' '}
            <Button variant="ghost" size="sm" onClick={() => void signOut()}>
              {AUTH_PAGE_STRINGS.signOut}
            </Button>
          </p>
        )}
        <AccountsGuard available={available} reason={unavailableReason}>
          <div>{children}</div>
        </AccountsGuard>
        <ul className={styles.links}>
          <LinkItems links={links} className={styles.link} />
        </ul>
      </Card>
    </div>
  );
}

export interface AuthFormPageProps<Field extends string> extends Omit<
  AccountFormProps<Field>,
  'label' | 'submit' | 'after'
> {
  /** The page's texts: its title (the form's name too), its lead and the submit button's text. */
  strings: { title: string; description: string; submit: string };
  links: AuthPageFrameProps['links'];
  /** What follows the form (the social buttons). */
  after?: ReactNode;
}

/** /login, /signup, /forgot: one account form in the frame. */
export function AuthFormPage<Field extends string>({ strings, links, after, ...form }: AuthFormPageProps<Field>) {
  return (
    <AuthPageFrame title={strings.title} lead={strings.description} links={links}>
      <AccountForm label={strings.title} submit={strings.submit} {...form} />
      {after}
    </AuthPageFrame>
  );
}

export interface CredentialsPageProps<Field extends string> extends Omit<
  AuthFormPageProps<Field>,
  'form' | 'onSuccess' | 'after'
> {
  /** The form; its e-mail address is also the provider's hint. */
  form: AccountFormState<Field> & { values: { email: string } };
  intent: SocialIntent;
  /** Where the visitor goes after signing in or up, by e-mail or with a provider. */
  go: () => void;
}

/**
 * /login and /signup: the e-mail form and the social buttons. Success either way records the
 * analytics event with its method ('login' or 'sign_up'), then goes on (the controller shows the
 * message).
 */
export function CredentialsPage<Field extends string>({ intent, go, form, ...page }: CredentialsPageProps<Field>) {
  const succeeded = (method: AuthMethod) => {
    trackEvent(authEvent(intent === 'signup' ? 'sign_up' : 'login', method));
    go();
  };
  return (
    <AuthFormPage
      form={form}
      onSuccess={() => succeeded('email')}
      after={<SocialButtons intent={intent} form={form} onSuccess={succeeded} />}
      {...page}
    />
  );
}
