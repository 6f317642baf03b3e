import { useId, useState, type FormEvent } from 'react';
import { Button, TextArea, TextField } from '@penzugy/widgets';
import { track } from '../../analytics';
import { idTokenIfSignedIn } from '../../accounts-service/id-token';
import { Icon } from '../../shell/icons';
import { CONTACT, EXAMPLE_CONTACT_NOTE } from '../../shell/site-config';
import { PageHeader } from '../common/states';
import {
  CONTACT_LABELS,
  CONTACT_PLACEHOLDERS,
  EMPTY_CONTACT,
  validateContact,
  type ContactValues,
} from './contact-form';
import type { ContactOutcome } from './contact-db';
import { FAQ } from './faq';
import * as styles from './contact.css';
import * as page from '../common/pages.css';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** What the form says after a submit. */
export const CONTACT_STATUS = {
  sending: 'Üzenet küldése...',
  received: 'Köszönjük, megkaptuk az üzenetedet. Munkatársunk hamarosan válaszol a megadott e-mail-címre.',
  tooSoon: (minutes: number) =>
    `Innen most nem fogadunk több üzenetet. Kérjük, próbáld újra ${minutes.toLocaleString('hu-HU')} perc múlva.`,
  busy: 'Most túl sok üzenet érkezik. Kérjük, próbáld újra később, vagy írj nekünk e-mailt.',
  failed: 'Az üzenetet nem sikerült elküldeni. Kérjük, próbáld újra, vagy írj nekünk e-mailt.',
} as const;

type SendState = { kind: 'idle' } | { kind: 'sending' } | ContactOutcome;

/**
 * Sends the message to the accounts service (contact-db.ts, loaded on submit). Firebase is loaded
 * only for a visitor who may be signed in, for the ID token that ties the message to the account.
 */
async function send(values: ContactValues, website: string): Promise<ContactOutcome> {
  const [idToken, { sendContactMessage }] = await Promise.all([idTokenIfSignedIn(), import('./contact-db')]);
  return sendContactMessage(values, website, { idToken });
}

function statusText(state: SendState): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'tooSoon':
      return CONTACT_STATUS.tooSoon(state.minutes);
    default:
      return CONTACT_STATUS[state.kind];
  }
}

export default function ContactPage() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [touched, setTouched] = useState<Partial<Record<keyof ContactValues, boolean>>>({});
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  // The honeypot (contact-db.ts): hidden from people and from assistive technology.
  const [website, setWebsite] = useState('');
  const errors = validateContact(values);
  const valid = Object.keys(errors).length === 0;
  const id = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || state.kind === 'sending') return;
    setState({ kind: 'sending' });
    const outcome = await send(values, website).catch((error: unknown) => {
      console.error(error);
      return { kind: 'failed' } as const;
    });
    setState(outcome);
    if (outcome.kind !== 'received') return;
    track('form_submit', { form: 'contact' });
    setValues(EMPTY_CONTACT);
    setTouched({});
  };

  return (
    <>
      <PageHeader
        title="Kapcsolat"
        lead="Kérdésed van a kalkulátorokkal, a cikkekkel vagy a szolgáltatásainkkal kapcsolatban? Írj nekünk!"
      />
      <div className={styles.layout}>
        <section aria-labelledby={`${id}-info`}>
          <h2 id={`${id}-info`}>Elérhetőségeink</h2>
          <address className={page.address}>
            <strong>Cím:</strong> {CONTACT.address}
            <br />
            <strong>Telefon:</strong>{' '}
            <a className={page.textLink} href={CONTACT.phoneHref}>
              {CONTACT.phone}
            </a>
            <br />
            <strong>E-mail:</strong>{' '}
            <a className={page.textLink} href={`mailto:${CONTACT.email}`}>
              {CONTACT.email}
            </a>
            <br />
            <strong>Nyitvatartás:</strong> {CONTACT.hours}
          </address>
          {CONTACT.isExample && <p className={page.meta}>{EXAMPLE_CONTACT_NOTE}</p>}
          <p className={styles.map}>
            <Icon name="pin" size={20} className={styles.mapIcon} />
            <a className={page.textLink} href={CONTACT.mapHref} target="_blank" rel="noopener noreferrer">
              {CONTACT.address} – megnyitás térképen (OpenStreetMap, új lapon)
            </a>
          </p>
        </section>
        <section aria-labelledby={`${id}-form`}>
          <h2 id={`${id}-form`}>Írj nekünk</h2>
          <form
            className={styles.form}
            onSubmit={(e) => void submit(e)}
            noValidate
            aria-busy={state.kind === 'sending' || undefined}
          >
            {FIELDS.map((f) => {
              // A field's message shows once the visitor has left it.
              const common = {
                label: CONTACT_LABELS[f],
                name: f,
                placeholder: CONTACT_PLACEHOLDERS[f],
                value: values[f],
                error: touched[f] ? errors[f] : undefined,
                onChange: (e: { target: { value: string } }) => {
                  if (state.kind !== 'sending') setState({ kind: 'idle' });
                  setValues((v) => ({ ...v, [f]: e.target.value }));
                },
                onBlur: () => setTouched((t) => ({ ...t, [f]: true })),
              };
              return f === 'message' ? (
                <TextArea key={f} rows={6} {...common} />
              ) : (
                <TextField
                  key={f}
                  type={f === 'email' ? 'email' : 'text'}
                  autoComplete={f === 'name' ? 'name' : f === 'email' ? 'email' : 'off'}
                  {...common}
                />
              );
            })}
            {/* eslint-disable-next-line no-restricted-syntax -- the honeypot is no field: unlabelled and hidden from people and assistive technology */}
            <input
              type="text"
              name="website"
              className={styles.honeypot}
              tabIndex={-1}
              autoComplete="off"
              aria-hidden="true"
              value={website}
              onChange={(e) => setWebsite(e.target.value)}
            />
            <Button type="submit" disabled={!valid} aria-disabled={state.kind === 'sending' || undefined}>
              Üzenet küldése
            </Button>
            <p role="status" className={page.meta}>
              {statusText(state)}
            </p>
          </form>
        </section>
      </div>
      <section aria-labelledby={`${id}-faq`}>
        <h2 id={`${id}-faq`} className={page.sectionTitle}>
          Gyakori kérdések
        </h2>
        {FAQ.map((f) => (
          <details key={f.q} className={styles.faq}>
            <summary>{f.q}</summary>
            <p>{f.a}</p>
          </details>
        ))}
      </section>
    </>
  );
}
