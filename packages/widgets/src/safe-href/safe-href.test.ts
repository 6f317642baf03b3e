import { describe, expect, it } from 'vitest';
import { isSafeHref, safeHref } from './safe-href';

/** What an attacker writes into a JSON document or an attribute to get script or another host into a link. */
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\nscript:alert(1)',
  'java\tscript:alert(1)',
  '\u0000https://example.hu/',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'blob:https://example.hu/1234',
  'file:///etc/passwd',
  '//evil.example/',
  '/\\evil.example/',
  '\\\\evil.example/',
  '/\t/evil.example/',
  '/\n/evil.example/',
  '/\r\\evil.example/',
  ' /kalkulatorok',
  'https:',
  'https://',
  'http:///',
  'kalkulatorok/lakas-kamat',
  '../kalkulatorok',
  '?x=1',
  '',
];

describe('isSafeHref', () => {
  it.each(HOSTILE)('refuses %j', (href) => {
    expect(isSafeHref(href)).toBe(false);
    expect(safeHref(href)).toBeUndefined();
    expect(safeHref(href, 'https://data.example.hu/api/term.json')).toBeUndefined();
  });

  it('refuses anything that is not a string', () => {
    for (const v of [undefined, null, 1, {}, ['/a'], { toString: () => '/a' }]) expect(isSafeHref(v)).toBe(false);
  });

  it('accepts absolute http(s) URLs, same-origin paths and fragments', () => {
    for (const href of [
      'https://example.hu/kalkulatorok?x=1#y',
      'HTTPS://EXAMPLE.HU/',
      'http://127.0.0.1:4173/dictionary/thm',
      '/kalkulatorok/lakas-kamat',
      '/',
      '/dictionary/teljes-hiteldij-mutato?path=%2Fa',
      '#szotar-Sz',
    ]) {
      expect(isSafeHref(href), href).toBe(true);
      expect(safeHref(href)).toBe(href);
    }
  });
});

describe('safeHref with the URL the data came from', () => {
  it('resolves a same-origin path against the data’s URL', () => {
    expect(safeHref('/kalkulatorok/lakas-kamat', 'https://data.example.hu/api/dictionary/thm.json')).toBe(
      'https://data.example.hu/kalkulatorok/lakas-kamat',
    );
    expect(safeHref('/a', new URL('http://127.0.0.1:4300/x/y.json'))).toBe('http://127.0.0.1:4300/a');
  });

  it('leaves absolute URLs and fragments as they are', () => {
    expect(safeHref('https://other.example/', 'https://data.example.hu/x.json')).toBe('https://other.example/');
    expect(safeHref('#a', 'https://data.example.hu/x.json')).toBe('#a');
  });

  it('refuses a path when the base is not an http(s) URL', () => {
    expect(safeHref('/a', 'javascript:alert(1)//')).toBeUndefined();
    expect(safeHref('/a', 'not a url')).toBeUndefined();
  });
});
