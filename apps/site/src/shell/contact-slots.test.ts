import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTACT_SLOTS, fillContactSlots } from './contact-slots';
import { contactDetails, EXAMPLE_CONTACT } from './site-config';

const articles = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../packages/content/articles');
const legal = ['adatvedelem', 'felhasznalasi-feltetelek', 'cookie-szabalyzat', 'akadalymentesseg'].map((id) => ({
  id,
  text: readFileSync(path.join(articles, `${id}.md`), 'utf8'),
}));

describe('one set of contact details (issue 27: the legal pages had their own)', () => {
  it('the legal pages name the company only through the slots, never by a literal detail', () => {
    for (const { id, text } of legal) {
      expect(text, id).toMatch(/\{\{email\}\}/);
      // No e-mail address of the company, no Hungarian phone number, no company address typed in.
      expect(text.match(/[\w.+-]+@penzugy\.[a-z]+/g), id).toBeNull();
      expect(text.match(/\+36[\d ]{8,}/g), id).toBeNull();
      expect(text.includes(EXAMPLE_CONTACT.address), id).toBe(false);
      for (const [, slot] of text.matchAll(/\{\{(\w+)\}\}/g))
        expect(CONTACT_SLOTS, `${id}: {{${slot}}}`).toContain(slot);
    }
    expect(readdirSync(articles).length).toBeGreaterThan(legal.length);
  });

  it("fills the slots with the site's configured details, escaped, the e-mail and phone as links", () => {
    const contact = contactDetails({ VITE_CONTACT_EMAIL: 'jog@ceg.hu', VITE_CONTACT_COMPANY: 'A <b>Cég</b> Kft.' });
    const html = fillContactSlots('<p>{{company}}: {{email}}, {{phone}} ({{hours}}) {{unknown}}</p>', contact);
    expect(html).toBe(
      `<p>A &lt;b&gt;Cég&lt;/b&gt; Kft.: <a href="mailto:jog@ceg.hu">jog@ceg.hu</a>, ` +
        `<a href="${contact.phoneHref}">${EXAMPLE_CONTACT.phone}</a> (${EXAMPLE_CONTACT.hours}) {{unknown}}</p>`,
    );
  });
});
