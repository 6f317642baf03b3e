import { describe, expect, it } from 'vitest';
import { canonicalMailbox, mailboxId } from './mailbox';
import { composeMail, escapeHtml } from './mail';
import { makeToken, newSecret, parseToken, sameSecret, secretHash, secretMatches } from './tokens';

describe('mailboxes', () => {
  it('are one per address however it is spelled: case, spaces and +tags aside', () => {
    expect(canonicalMailbox(' Anna.Kovacs+Hirlevel@Example.HU ')).toBe('anna.kovacs@example.hu');
    expect(canonicalMailbox('anna+a+b@example.hu')).toBe('anna@example.hu');
    // A local part that is only a tag is left as it is.
    expect(canonicalMailbox('+anna@example.hu')).toBe('+anna@example.hu');
    expect(mailboxId('anna+1@example.hu')).toBe(mailboxId('ANNA+2@example.hu'));
    expect(mailboxId('anna@example.hu')).not.toBe(mailboxId('anna@example.com'));
    expect(mailboxId('anna@example.hu')).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('mail documents', () => {
  it('have the Trigger Email shape, with the text escaped in the HTML and links clickable', () => {
    const mail = composeMail(
      'anna@example.hu',
      'Tárgy',
      'Első <b>sor</b>\nmásodik & "harmadik"\n\nhttps://example.hu/a#b',
    );
    expect(Object.keys(mail).sort()).toEqual(['message', 'to']);
    expect(Object.keys(mail.message).sort()).toEqual(['html', 'subject', 'text']);
    expect(mail.message.html).toContain('<p>Első &lt;b&gt;sor&lt;/b&gt;<br>második &amp; &quot;harmadik&quot;</p>');
    expect(mail.message.html).toContain('<a href="https://example.hu/a#b">https://example.hu/a#b</a>');
    expect(mail.message.html).not.toContain('<b>');
    expect(escapeHtml(`<img src=x onerror='alert(1)'>`)).toBe('&lt;img src=x onerror=&#39;alert(1)&#39;&gt;');
  });
});

describe('link tokens', () => {
  it('carry the entry id and a secret, and only the exact secret matches', () => {
    const secret = newSecret();
    const token = makeToken('a'.repeat(40), secret);
    expect(parseToken(token)).toEqual({ id: 'a'.repeat(40), secret });
    expect(secretMatches(secret, secretHash(secret))).toBe(true);
    expect(secretMatches(newSecret(), secretHash(secret))).toBe(false);
    expect(sameSecret(secret, secret)).toBe(true);
    expect(sameSecret(secret, undefined)).toBe(false);
    for (const bad of [
      undefined,
      42,
      '',
      'x.y',
      `${'a'.repeat(40)}.`,
      `../${'a'.repeat(40)}.${secret}`,
      `${'a'.repeat(40)}.${secret}/x`,
    ])
      expect(parseToken(bad), String(bad)).toBeNull();
  });
});
