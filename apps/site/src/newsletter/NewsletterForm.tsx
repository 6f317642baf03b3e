import { useId, useState, type FormEvent } from 'react';
import { Button, Checkbox, TextField } from '@penzugy/widgets';
import { idTokenIfSignedIn } from '../accounts-service/id-token';
import { track } from '../analytics';
import {
  NEWSLETTER_STRINGS as S,
  normalizeNewsletterAddress,
  validateNewsletter,
  type NewsletterErrors,
} from './address';
import * as styles from './newsletter.css';
import { SiteLink } from '../shell/SiteLink';

type Status =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; address: string } | { kind: 'failed'; message: string };

/**
 * The home page's newsletter sign-up (docs/product.md#newsletter, FAQ): a double opt-in through the
 * accounts service (newsletter-db.ts, loaded on submit); the Firebase SDK only for a visitor who
 * may be signed in (idTokenIfSignedIn). Renders the same on the server and the client: all state
 * starts idle.
 */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (status.kind === 'sending') return;
    const found = validateNewsletter({ email, consent });
    setErrors(found);
    if (found.email || found.consent) {
      setStatus({ kind: 'idle' });
      return;
    }
    setStatus({ kind: 'sending' });
    const address = normalizeNewsletterAddress(email);
    try {
      // Signed in, the entry is tied to the account (deleting the account deletes it).
      const [idToken, { signUpForNewsletter }] = await Promise.all([idTokenIfSignedIn(), import('./newsletter-db')]);
      const result = await signUpForNewsletter(address, { idToken });
      if (result.kind === 'failed') {
        setStatus({ kind: 'failed', message: result.message });
        return;
      }
      track('form_submit', { form: 'newsletter' });
      setEmail('');
      setConsent(false);
      setStatus({ kind: 'done', address });
    } catch (error) {
      console.error(error);
      setStatus({ kind: 'failed', message: S.failed });
    }
  };

  const emailError = errors.email;
  const consentError = errors.consent;
  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {S.title}
      </h2>
      <p className={styles.lead}>{S.lead}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={S.emailLabel}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          error={emailError}
          onChange={(e) => {
            setEmail(e.target.value);
            // A message about the previous address (or the last attempt) no longer applies.
            setErrors((x) => ({ ...x, email: undefined }));
            if (status.kind !== 'sending') setStatus({ kind: 'idle' });
          }}
        />
        <Checkbox
          className={styles.consent}
          name="consent"
          checked={consent}
          error={consentError}
          label={
            <>
              {S.consentLabel}{' '}
              <SiteLink to="/adatvedelem" className={styles.link}>
                {S.privacyLink}
              </SiteLink>
            </>
          }
          onChange={(checked) => {
            setConsent(checked);
            setErrors((x) => ({ ...x, consent: undefined }));
          }}
        />
        <div>
          <Button type="submit" disabled={status.kind === 'sending'}>
            {status.kind === 'sending' ? S.sending : S.submit}
          </Button>
        </div>
        <p role="status" className={status.kind === 'failed' ? styles.error : styles.status}>
          {status.kind === 'done' ? S.done(status.address) : status.kind === 'failed' ? status.message : ''}
        </p>
      </form>
    </section>
  );
}
