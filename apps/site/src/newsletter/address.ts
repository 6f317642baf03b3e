/**
 * The newsletter's address rules (docs/product.md#newsletter, FAQ): the address is trimmed and
 * lower-cased, so "Anna@Example.hu " and "anna@example.hu" are one subscriber. The accounts service
 * (apps/accounts) checks sign-ups with these same functions.
 */

/** RFC 5321's limit on a whole address. */
export const NEWSLETTER_ADDRESS_MAX_LENGTH = 254;

/** local@domain.tld in lower case: letters, digits and . _ % + - before the @, a dotted domain after it. */
export const NEWSLETTER_ADDRESS_PATTERN = '^[a-z0-9._%+-]+@[a-z0-9-]+([.][a-z0-9-]+)*[.][a-z]{2,}$';

const PATTERN = new RegExp(NEWSLETTER_ADDRESS_PATTERN);

/** The stored form of an address: trimmed, lower-cased. */
export function normalizeNewsletterAddress(value: string): string {
  return value.trim().toLowerCase();
}

/** True when the (normalised) address is one the rules accept. */
export function isNewsletterAddress(address: string): boolean {
  return address.length <= NEWSLETTER_ADDRESS_MAX_LENGTH && PATTERN.test(address);
}

export const NEWSLETTER_STRINGS = {
  title: 'Heti hírlevél',
  lead: 'A hét legfontosabb pénzügyi hírei és új cikkeink, hetente egyszer, az e-mail-fiókodba.',
  emailLabel: 'E-mail-cím',
  consentLabel:
    'Hozzájárulok, hogy a Pénzügy az e-mail-címemre heti hírlevelet küldjön. A hozzájárulás bármikor visszavonható a hírlevél leiratkozási linkjével.',
  privacyLink: 'Adatkezelési tájékoztató',
  submit: 'Feliratkozom',
  sending: 'Feliratkozás…',
  emailRequired: 'E-mail-cím: add meg az e-mail-címedet.',
  emailInvalid: 'E-mail-cím: ez nem érvényes e-mail-cím (például nev@example.hu).',
  consentRequired: 'Hozzájárulás: a feliratkozáshoz jelöld be a hozzájárulást.',
  done: (address: string) =>
    `Köszönjük! Ha ez a cím még nincs a listán, megerősítő levelet küldtünk rá: ${address}. A feliratkozás a levélben lévő link megnyitásával lesz érvényes.`,
  unavailable: 'A hírlevél-feliratkozás jelenleg nem érhető el. Kérjük, próbáld újra később.',
  failed: 'A feliratkozás nem sikerült. Kérjük, próbáld újra később.',
  rateLimited: (minutes: number) =>
    `Innen most túl sok feliratkozás érkezett. Kérjük, próbáld újra ${minutes.toLocaleString('hu-HU')} perc múlva.`,
  busy: 'Most túl sok feliratkozás érkezik. Kérjük, próbáld újra később.',
} as const;

export interface NewsletterErrors {
  email?: string;
  consent?: string;
}

/** The form's errors; each message names its field. */
export function validateNewsletter({ email, consent }: { email: string; consent: boolean }): NewsletterErrors {
  const address = normalizeNewsletterAddress(email);
  const errors: NewsletterErrors = {};
  if (address === '') errors.email = NEWSLETTER_STRINGS.emailRequired;
  else if (!isNewsletterAddress(address)) errors.email = NEWSLETTER_STRINGS.emailInvalid;
  if (!consent) errors.consent = NEWSLETTER_STRINGS.consentRequired;
  return errors;
}
