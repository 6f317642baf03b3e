import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from './front-matter';

const ok = `---
id: pelda
title: "Cím: kettősponttal"
quote: 'Az ''idézet'' marad'
tags: [egy, "kettő, három", 'négy']
authors:
  - Kovács Réka
  - Nagy Bence
# megjegyzés
imageUrl: ''
---
# Törzs
szöveg`;

describe('splitFrontMatter', () => {
  it('reads scalars, quoted strings, inline and block lists, and returns the body', () => {
    const { data, body } = splitFrontMatter(ok, 'pelda.md');
    expect(data).toEqual({
      id: 'pelda',
      title: 'Cím: kettősponttal',
      quote: "Az 'idézet' marad",
      tags: ['egy', 'kettő, három', 'négy'],
      authors: ['Kovács Réka', 'Nagy Bence'],
      imageUrl: '',
    });
    expect(body).toBe('# Törzs\nszöveg');
  });

  it('accepts CRLF line ends and a byte order mark', () => {
    const { data } = splitFrontMatter('\uFEFF---\r\nid: a\r\n---\r\nx', 'a.md');
    expect(data).toEqual({ id: 'a' });
  });

  it.each([
    ['no front matter', '# Cím', /pelda\.md: a fájlnak „---” sorral kezdődő fejléccel/],
    ['unterminated', '---\nid: a\n', /nincs lezárva/],
    ['a line that is not key: value', '---\nid a\n---\n', /pelda\.md:2: „kulcs: érték”/],
    ['a duplicate key', '---\nid: a\nid: b\n---\n', /„id” mező kétszer szerepel/],
    ['a broken JSON string', '---\ntitle: "nyitott\n---\n', /„title” mező idézőjeles értéke hibás/],
    ['an unclosed list', '---\ntags: [a, b\n---\n', /„tags” lista nincs lezárva/],
    ['a list item without a key', '---\n  - elem\n---\n', /listaelem mező nélkül/],
  ])('rejects %s with a message naming the file and line or field', (_name, source, message) => {
    expect(() => splitFrontMatter(source, 'pelda.md')).toThrow(message);
  });
});
