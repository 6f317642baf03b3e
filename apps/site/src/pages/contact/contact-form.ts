/** The contact form's fields (docs/product.md#contact): all required; the e-mail must look like one. */
export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

export const CONTACT_LABELS: Record<keyof ContactValues, string> = {
  name: 'Név',
  email: 'E-mail-cím',
  subject: 'Tárgy',
  message: 'Üzenet',
};

/**
 * Placeholders of docs/product.md#contact, in the site's informal voice (docs/ui-terms.md#voice: the spec's
 * formal placeholders („Az Ön neve”, „Írja le üzenetét...”) made this the one formal page); the spec's '{email}' was a
 * template slot, filled with a sample address.
 */
export const CONTACT_PLACEHOLDERS: Record<keyof ContactValues, string> = {
  name: 'A neved',
  email: 'pelda@email.hu',
  subject: 'Az üzenet tárgya',
  message: 'Írd le az üzenetedet…',
};

// The same shape the browser's type="email" check accepts, in short: something@domain.tld.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Hungarian messages naming the field, for every field that is not yet valid. */
export function validateContact(v: ContactValues): Partial<Record<keyof ContactValues, string>> {
  const errors: Partial<Record<keyof ContactValues, string>> = {};
  if (!v.name.trim()) errors.name = 'A név megadása kötelező.';
  if (!v.email.trim()) errors.email = 'Az e-mail-cím megadása kötelező.';
  else if (!EMAIL.test(v.email.trim()))
    errors.email = 'Az e-mail-cím formátuma nem megfelelő (például: pelda@email.hu).';
  if (!v.subject.trim()) errors.subject = 'A tárgy megadása kötelező.';
  if (!v.message.trim()) errors.message = 'Az üzenet megadása kötelező.';
  for (const field of Object.keys(CONTACT_LIMITS) as (keyof ContactValues)[]) {
    if (!errors[field] && v[field].trim().length > CONTACT_LIMITS[field]) errors[field] = tooLongMessage(field);
  }
  return errors;
}

/**
 * The longest text each field may hold; the accounts service checks messages with this same
 * validateContact (apps/accounts/src/http.ts). The e-mail limit is the longest address SMTP carries.
 */
export const CONTACT_LIMITS: Record<keyof ContactValues, number> = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
};

/** The Hungarian message for a field longer than its limit. */
export function tooLongMessage(field: keyof ContactValues): string {
  return `${CONTACT_LABELS[field]}: legfeljebb ${CONTACT_LIMITS[field].toLocaleString('hu-HU')} karakter lehet.`;
}
