import { useId, useState, type FormEvent } from 'react';
import { Button, TextArea, TextField } from '@penzugy/widgets';
import { track } from '../../analytics';
import { errorCode, getAuthController } from '../../auth';
import { defaultStorage } from '../../auth/stored-user';
import { CONTACT, EXAMPLE_CONTACT_NOTE } from '../../shell/site-config';
import { PageHeader } from '../common/states';
import {
  CONTACT_LABELS,
  CONTACT_PLACEHOLDERS,
  EMPTY_CONTACT,
  validateContact,
  type ContactValues,
} from './contact-form';
import { contactSender } from './contact-sender';
import * as styles from './contact.css';
import * as page from '../common/pages.css';

export const FAQ = [
  {
    q: 'Hogyan foglalhatok személyes konzultációt?',
    a: 'Telefonon vagy e-mailben; munkatársaink 24 órán belül válaszolnak, és egyeztetik az időpontot.',
  },
  {
    q: 'Hogyan iratkozhatok fel a hírlevélre?',
    a: 'A hírlevél hetente jelenik meg. A főoldal alján adja meg az e-mail-címét, és jelölje be a hozzájárulást; a leiratkozási link minden hírlevél alján megtalálható.',
  },
  {
    q: 'Milyen szolgáltatásokat nyújtanak?',
    a: 'Pénzügyi híreket és elemzéseket, befektetési oktatást és személyre szabott pénzügyi tanácsadást.',
  },
] as const;

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** What the form says after a submit. */
export const CONTACT_STATUS = {
  sending: 'Üzenet küldése...',
  received: 'Köszönjük, üzenetét fogadtuk. Munkatársunk hamarosan válaszol a megadott e-mail-címre.',
  tooSoon: 'Egy percen belül csak egy üzenetet küldhet. Kérjük, próbálja újra egy perc múlva.',
  failed: 'Az üzenetet nem sikerült elküldeni. Kérjük, próbálja újra, vagy írjon nekünk e-mailt.',
} as const;

type SendState = 'idle' | 'sending' | 'received' | 'tooSoon' | 'failed';

/** Stores the message in Firestore (loaded on submit, so the page itself carries no Firebase). */
async function send(values: ContactValues): Promise<Exclude<SendState, 'idle' | 'sending'>> {
  const controller = getAuthController();
  const { session, user } = await controller.whenUserKnown();
  if (!session) return 'failed';
  try {
    const [{ firestore }, { sendContactMessage }] = await Promise.all([session.watchlist(), import('./contact-db')]);
    await sendContactMessage(firestore, values, contactSender(user?.uid ?? null, defaultStorage()));
    return 'received';
  } catch (error) {
    console.error(error);
    // The form's own checks match the rules, so a refusal means the sender's minute is not over.
    return errorCode(error) === 'permission-denied' ? 'tooSoon' : 'failed';
  }
}

export default function ContactPage() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [touched, setTouched] = useState<Partial<Record<keyof ContactValues, boolean>>>({});
  const [state, setState] = useState<SendState>('idle');
  const errors = validateContact(values);
  const valid = Object.keys(errors).length === 0;
  const id = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid || state === 'sending') return;
    setState('sending');
    const outcome = await send(values);
    setState(outcome);
    if (outcome !== 'received') return;
    track('form_submit', { form: 'contact' });
    setValues(EMPTY_CONTACT);
    setTouched({});
  };

  return (
    <>
      <PageHeader
        title="Kapcsolat"
        lead="Kérdése van a kalkulátorokkal, a cikkekkel vagy a szolgáltatásainkkal kapcsolatban? Írjon nekünk!"
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
            <a className={page.textLink} href={CONTACT.mapHref} target="_blank" rel="noopener noreferrer">
              {CONTACT.address} – megnyitás térképen (OpenStreetMap, új lapon)
            </a>
          </p>
        </section>
        <section aria-labelledby={`${id}-form`}>
          <h2 id={`${id}-form`}>Írjon nekünk</h2>
          <form
            className={styles.form}
            onSubmit={(e) => void submit(e)}
            noValidate
            aria-busy={state === 'sending' || undefined}
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
                  if (state !== 'sending') setState('idle');
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
            <Button type="submit" disabled={!valid} aria-disabled={state === 'sending' || undefined}>
              Üzenet küldése
            </Button>
            <p role="status" className={page.meta}>
              {state === 'idle' ? '' : CONTACT_STATUS[state]}
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
