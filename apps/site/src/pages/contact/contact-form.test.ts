import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, CONTACT_PLACEHOLDERS, EMPTY_CONTACT, tooLongMessage, validateContact } from './contact-form';

const ok = { name: 'Kovács Péter', email: 'peter@pelda.hu', subject: 'Kérdés', message: 'Mikor indul a hírlevél?' };

describe('contact form validation', () => {
  it('keeps the placeholders and requires every field', () => {
    expect(CONTACT_PLACEHOLDERS).toEqual({
      name: 'A neved',
      email: 'pelda@email.hu',
      subject: 'Az üzenet tárgya',
      message: 'Írd le az üzenetedet…',
    });
    expect(Object.keys(validateContact(EMPTY_CONTACT)).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(validateContact(ok)).toEqual({});
  });

  it('refuses a field longer than its stored limit, naming the field and the limit', () => {
    for (const field of ['name', 'subject', 'message'] as const) {
      const errors = validateContact({ ...ok, [field]: 'a'.repeat(CONTACT_LIMITS[field] + 1) });
      expect(errors[field]).toBe(tooLongMessage(field));
      expect(validateContact({ ...ok, [field]: 'a'.repeat(CONTACT_LIMITS[field]) })[field]).toBeUndefined();
    }
    expect(tooLongMessage('message')).toBe('Üzenet: legfeljebb 5000 karakter lehet.');
    const longAddress = `${'a'.repeat(250)}@pelda.hu`;
    expect(validateContact({ ...ok, email: longAddress }).email).toBe(tooLongMessage('email'));
  });
});
