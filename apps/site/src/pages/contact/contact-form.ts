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

/** Placeholders of docs/product.md#contact; the spec's '{email}' was a template slot, filled with a sample address. */
export const CONTACT_PLACEHOLDERS: Record<keyof ContactValues, string> = {
  name: 'Az Ön neve',
  email: 'pelda@email.hu',
  subject: 'Az üzenet tárgya',
  message: 'Írja le üzenetét...',
};

// The same shape the browser's type="email" check accepts, in short: something@domain.tld.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Hungarian messages naming the field, for every field that is not yet valid. */
export function validateContact(v: ContactValues): Partial<Record<keyof ContactValues, string>> {
  const errors: Partial<Record<keyof ContactValues, string>> = {};
  if (!v.name.trim()) errors.name = 'A név megadása kötelező.';
  if (!v.email.trim()) errors.email = 'Az e-mail-cím megadása kötelező.';
  else if (!EMAIL.test(v.email.trim())) errors.email = 'Az e-mail-cím formátuma nem megfelelő (például: pelda@email.hu).';
  if (!v.subject.trim()) errors.subject = 'A tárgy megadása kötelező.';
  if (!v.message.trim()) errors.message = 'Az üzenet megadása kötelező.';
  return errors;
}
