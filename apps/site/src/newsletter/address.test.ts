import { describe, expect, it } from 'vitest';
import { isNewsletterAddress, NEWSLETTER_STRINGS, normalizeNewsletterAddress, validateNewsletter } from './address';

describe('newsletter address', () => {
  it('normalises to the trimmed lower-case form that is the document id', () => {
    expect(normalizeNewsletterAddress('  Anna.Kovacs@Example.HU ')).toBe('anna.kovacs@example.hu');
  });

  it('accepts ordinary addresses and refuses malformed ones', () => {
    for (const ok of ['anna@example.hu', 'a.b+hirlevel@mail.co.uk', 'x_y-z%1@sub-domain.example.com'])
      expect(isNewsletterAddress(ok), ok).toBe(true);
    for (const bad of [
      '',
      'anna',
      'anna@',
      '@example.hu',
      'anna@example',
      'anna@example.h',
      'an na@example.hu',
      'anna@exa/mple.hu',
      'Anna@example.hu',
      'ánna@example.hu',
    ])
      expect(isNewsletterAddress(bad), bad).toBe(false);
    expect(isNewsletterAddress(`${'a'.repeat(250)}@b.hu`)).toBe(false);
  });

  it('names the field in each Hungarian message', () => {
    expect(validateNewsletter({ email: '', consent: false })).toEqual({
      email: NEWSLETTER_STRINGS.emailRequired,
      consent: NEWSLETTER_STRINGS.consentRequired,
    });
    expect(validateNewsletter({ email: 'anna@', consent: true })).toEqual({ email: NEWSLETTER_STRINGS.emailInvalid });
    expect(validateNewsletter({ email: ' Anna@Example.hu ', consent: true })).toEqual({});
    expect(NEWSLETTER_STRINGS.emailInvalid.startsWith('E-mail-cím:')).toBe(true);
    expect(NEWSLETTER_STRINGS.consentRequired.startsWith('Hozzájárulás:')).toBe(true);
  });
});
