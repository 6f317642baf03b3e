import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../auth/memory-storage';
import { CONTACT_LIMITS, CONTACT_PLACEHOLDERS, EMPTY_CONTACT, tooLongMessage, validateContact } from './contact-form';
import { CLIENT_ID_KEY, CLIENT_ID_PATTERN, contactSender } from './contact-sender';

const ok = { name: 'Kovács Péter', email: 'peter@pelda.hu', subject: 'Kérdés', message: 'Mikor indul a hírlevél?' };

describe('contact form validation', () => {
  it('keeps the placeholders and requires every field', () => {
    expect(CONTACT_PLACEHOLDERS).toEqual({
      name: 'Az Ön neve',
      email: 'pelda@email.hu',
      subject: 'Az üzenet tárgya',
      message: 'Írja le üzenetét...',
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

describe('contact sender', () => {
  it("is the signed-in user's uid, else one client id kept by the browser", () => {
    const storage = new MemoryStorage();
    expect(contactSender('uid-1', storage)).toBe('uid-1');
    const id = contactSender(null, storage);
    expect(id).toMatch(CLIENT_ID_PATTERN);
    expect(storage.getItem(CLIENT_ID_KEY)).toBe(id);
    expect(contactSender(null, storage)).toBe(id);
    storage.setItem(CLIENT_ID_KEY, 'not-ours');
    expect(contactSender(null, storage)).toMatch(CLIENT_ID_PATTERN);
    expect(contactSender(null, null)).toMatch(CLIENT_ID_PATTERN);
  });
});
