import { describe, expect, it } from 'vitest';
import { contactDetails, CONTACT_ENV_KEYS, EXAMPLE_CONTACT } from './site-config';

describe('contact details', () => {
  it('are the examples, marked as such, without configuration', () => {
    const c = contactDetails({});
    expect(c).toMatchObject(EXAMPLE_CONTACT);
    expect(c.isExample).toBe(true);
    expect(c.phoneHref).toBe('tel:+3612345678');
    expect(c.mapHref).toBe(
      'https://www.openstreetmap.org/search?query=1054%20Budapest%2C%20Szabads%C3%A1g%20t%C3%A9r%207.',
    );
    // No placeholder left: no .example address, no 555 number, no bare social home page.
    expect(c.email).not.toMatch(/\.example$/);
    expect(c.phone).not.toMatch(/555/);
    for (const key of ['facebook', 'instagram', 'linkedin', 'youtube'] as const)
      expect(new URL(c[key]).pathname.length, key).toBeGreaterThan(1);
  });

  it('come from the build-time variables, and are no longer examples when all are set', () => {
    const env = Object.fromEntries(
      Object.entries(CONTACT_ENV_KEYS).map(([k, v]) => [v, k === 'phone' ? '+36 30 123 4567' : `${k}-érték`]),
    );
    const c = contactDetails(env);
    expect(c.isExample).toBe(false);
    expect(c.email).toBe('email-érték');
    expect(c.phoneHref).toBe('tel:+36301234567');
    expect(contactDetails({ VITE_CONTACT_EMAIL: 'info@ceg.hu' })).toMatchObject({
      email: 'info@ceg.hu',
      isExample: true,
    });
    expect(contactDetails({ VITE_CONTACT_EMAIL: '  ' }).email).toBe(EXAMPLE_CONTACT.email);
  });
});
