/**
 * The pieces the account pages share (docs/product.md#accounts): the page frame, the form with its
 * failure and submit button (alone, or in the frame of /forgot, or with the social buttons and the
 * analytics of /login and /signup), the e-mail and password fields, the form-state hook. Validation rules live in auth/validate.ts and every text in auth/strings.ts.
 */
import {
  forwardRef,
  useCallback,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentPropsWithRef,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Button, Card, TextField } from '@penzugy/widgets';
import { authEvent, trackEvent, type AuthMethod } from '../../analytics';
import {
  AUTH_PAGE_STRINGS,
  AUTH_STRINGS,
  useAuth,
  useAuthActions,
  type AuthOutcome,
  type SocialIntent,
} from '../../auth';
import { isValid, refreshErrors, type FieldErrors } from '../../auth/validate';
import { LinkItems, type LinkItem } from '../../shell/LinkItems';
import { PageHeader } from '../common/states';
import * as styles from './auth-pages.css';

// ------------------------------------------------------------------------------------------ frame

export interface AuthPageFrameProps {
  title: string;
  lead: string;
  children: ReactNode;
  /** Links under the form (to signup, login, forgot). */
  links: readonly LinkItem[];
}

/** Heading, the "accounts unavailable" alert when it applies, and the form's card. */
export function AuthPageFrame({ title, lead, children, links }: AuthPageFrameProps) {
  const { available, unavailableReason, user, signOut } = useAuth();
  return (
    <div className={styles.page}>
      <PageHeader title={title} lead={lead} />
      <Card>
        {!available && (
          <p role="alert" className={styles.alert}>
            {unavailableReason ?? AUTH_STRINGS.unavailable}
          </p>
        )}
        {user && (
          <p className={styles.status}>
            {AUTH_PAGE_STRINGS.signedInAs(user.email)}{' '}
            <Button variant="ghost" size="sm" onClick={() => void signOut()}>
              {AUTH_PAGE_STRINGS.signOut}
            </Button>
          </p>
        )}
        {children}
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

// ------------------------------------------------------------------------------------------ field

/** A labelled text input (e-mail, password): the widgets' TextField, so the account pages share the calculators' field frame. */
export { TextField };
export type { TextFieldProps } from '@penzugy/widgets';

type FieldProps = ComponentPropsWithoutRef<typeof TextField>;

// forwardRef, not a plain function: the site runs on Preact, which does not pass `ref` to a function
// component as a prop, and the form focuses its first invalid field through that ref.

/** An e-mail address field: phones show their e-mail keyboard. */
export const EmailField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type' | 'inputMode'>>(
  function EmailField(props, ref) {
    return <TextField ref={ref} type="email" inputMode="email" {...props} />;
  },
);

/** A password field; its `autoComplete` tells the password manager to fill in or to suggest one. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type'>>(function PasswordField(props, ref) {
  return <TextField ref={ref} type="password" {...props} />;
});

/** A new password under the password rules' hint, and its confirmation. */
export function NewPasswordFields({
  password,
  confirm,
}: {
  password: ComponentPropsWithRef<typeof TextField>;
  confirm: ComponentPropsWithRef<typeof TextField>;
}) {
  return (
    <>
      <PasswordField autoComplete="new-password" hint={AUTH_PAGE_STRINGS.passwordHint} {...password} />
      <PasswordField autoComplete="new-password" {...confirm} />
    </>
  );
}

// ------------------------------------------------------------------------------------------ form state

/**
 * Values, shown errors and submission state of an account form. `check()` validates, shows the
 * errors and focuses the first invalid field; `run()` performs an action and reports its failure
 * inline (success is the caller's: it navigates, and the controller shows the message).
 */
export function useAccountForm<Field extends string>(
  initial: Record<Field, string>,
  validate: (values: Record<Field, string>) => FieldErrors<Field>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inputs = useRef(new Map<Field, HTMLInputElement | null>());

  const fieldProps = (field: Field) => ({
    value: values[field],
    error: errors[field],
    ref: (el: HTMLInputElement | null) => void inputs.current.set(field, el),
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      setErrors((shown) => refreshErrors(shown, validate(next)));
      // The last failure was about the values as they were (e.g. an address already registered).
      setFailure(null);
    },
  });

  const check = (): boolean => {
    const found = validate(values);
    setErrors(found);
    if (isValid(found)) return true;
    const first = (Object.keys(initial) as Field[]).find((field) => found[field]);
    if (first) inputs.current.get(first)?.focus();
    return false;
  };

  const run = useCallback(async (action: () => Promise<AuthOutcome>, onSuccess: () => void) => {
    setPending(true);
    setFailure(null);
    const outcome = await action();
    setPending(false);
    if (outcome.ok) onSuccess();
    else setFailure(outcome.message);
  }, []);

  /** A submit handler: validation first, then the action; nothing is sent while a field is invalid. */
  const onSubmit = (action: () => Promise<AuthOutcome>, onSuccess: () => void) => (event: FormEvent) => {
    event.preventDefault();
    if (pending || !check()) return;
    void run(action, onSuccess);
  };

  return { values, fieldProps, pending, failure, run, onSubmit };
}

export type AccountFormState<Field extends string> = ReturnType<typeof useAccountForm<Field>>;

export interface AccountFormProps<Field extends string> {
  form: AccountFormState<Field>;
  /** The form's accessible name: its page's or card's title. */
  label: string;
  /** The submit button's text. */
  submit: string;
  action: () => Promise<AuthOutcome>;
  onSuccess: () => void;
  /** The fields. */
  children: ReactNode;
  /** What follows the submit button (a cancel button). */
  after?: ReactNode;
}

/**
 * An account form: its fields, the failure of the last try and the submit button. The browser's own
 * validation is off: the form's checks give the Hungarian messages and nothing is sent while a field
 * is invalid.
 */
export function AccountForm<Field extends string>(props: AccountFormProps<Field>) {
  const { form, label, submit, action, onSuccess, children, after } = props;
  return (
    <form noValidate aria-label={label} className={styles.form} onSubmit={form.onSubmit(action, onSuccess)}>
      {children}
      <FormFailure message={form.failure} />
      <SubmitButton pending={form.pending}>{submit}</SubmitButton>
      {after}
    </form>
  );
}

/** The failure of the last action ('Hiba történt: …'), announced at once. */
export function FormFailure({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className={`${styles.alert} ${styles.inForm}`}>
      {message}
    </p>
  ) : null;
}

/**
 * The submit button; it says it is busy while the request runs. It is aria-disabled rather than
 * disabled then, so the focus stays on it (a disabled button drops the keyboard user's focus);
 * `onSubmit` ignores the repeated submit.
 */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      className={styles.submit}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
    >
      {pending ? AUTH_STRINGS.busy : children}
    </Button>
  );
}

// ------------------------------------------------------------------------------------------ social

/** The providers with a button (docs/product.md#accounts: Google and Facebook; Twitter has none). */
export const SOCIAL_BUTTONS = ['google', 'facebook'] as const;

type SocialProvider = (typeof SOCIAL_BUTTONS)[number];

export interface SocialButtonsProps {
  intent: SocialIntent;
  /** The page's e-mail form: its address is the provider's hint, its failure line shows theirs. */
  form: { pending: boolean; values: { email: string }; run: AccountFormState<string>['run'] };
  /** After a successful sign-in or sign-up through `provider`. */
  onSuccess: (provider: SocialProvider) => void;
}

/** 'Bejelentkezés Google-lel', 'Regisztráció Facebookkal' … under a divider. */
export function SocialButtons({ intent, form, onSuccess }: SocialButtonsProps) {
  const actions = useAuthActions();
  const strings = intent === 'signup' ? AUTH_PAGE_STRINGS.signup : AUTH_PAGE_STRINGS.login;
  const select = (provider: SocialProvider) =>
    void form.run(
      () => actions.signInWithProvider(provider, intent, form.values.email),
      () => onSuccess(provider),
    );
  return (
    <>
      <p aria-hidden="true" className={styles.divider}>
        {AUTH_PAGE_STRINGS.orWith}
      </p>
      <div role="group" aria-label={strings.socialGroup} className={styles.social}>
        {SOCIAL_BUTTONS.map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            aria-disabled={form.pending || undefined}
            onClick={() => !form.pending && select(provider)}
          >
            {strings.withProvider(provider)}
          </Button>
        ))}
      </div>
    </>
  );
}
