import type { ContactDetails } from './site-config';

/**
 * The company's details in the legal pages come from the same configuration as the footer and the
 * contact page (site-config.ts): the Markdown holds slots such as `{{email}}`, filled here when the
 * page renders. Before, the legal texts carried details of their own that disagreed with the footer's
 * (issue 27).
 */
export const CONTACT_SLOTS = ['company', 'address', 'email', 'phone', 'hours'] as const;
export type ContactSlot = (typeof CONTACT_SLOTS)[number];

const SLOT = /\{\{(\w+)\}\}/g;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const isSlot = (name: string): name is ContactSlot => (CONTACT_SLOTS as readonly string[]).includes(name);

/**
 * Fills the contact slots of an article's HTML (the details are configuration, so escaped): the e-mail
 * address and the phone number as links. Any other `{{…}}` is left as it is.
 */
export function fillContactSlots(html: string, contact: ContactDetails): string {
  return html.replace(SLOT, (whole, name: string) => {
    if (!isSlot(name)) return whole;
    const text = escapeHtml(contact[name]);
    if (name === 'email') return `<a href="mailto:${escapeHtml(encodeURI(contact.email))}">${text}</a>`;
    if (name === 'phone') return `<a href="${escapeHtml(contact.phoneHref)}">${text}</a>`;
    return text;
  });
}
