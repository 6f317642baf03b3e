import { Button } from '@penzugy/widgets';
import { AUTH_PAGE_STRINGS, useAuthActions, type SocialIntent } from '../../auth';
import * as styles from './auth-pages.css';
import type { AccountFormState } from './useAccountForm';

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
