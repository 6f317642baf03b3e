import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders GFM with heading ids and a table of contents', () => {
    const { html, headings, text } = renderMarkdown(
      'Bevezető.\n\n## Mi a THM?\n\nSzöveg.\n\n### Példa\n\n## Mi a THM?\n\n| a | b |\n|---|---|\n| 1 | 2 |',
      'x.md',
    );
    expect(headings).toEqual([
      { id: 'mi-a-thm', text: 'Mi a THM?', depth: 2 },
      { id: 'pelda', text: 'Példa', depth: 3 },
      { id: 'mi-a-thm-2', text: 'Mi a THM?', depth: 2 },
    ]);
    expect(html).toContain('<h2 id="mi-a-thm">Mi a THM?</h2>');
    expect(html).toContain('<h2 id="mi-a-thm-2">');
    expect(html).toContain('<table>');
    expect(text.startsWith('Bevezető.')).toBe(true);
  });

  it('marks external links and keeps site links plain', () => {
    const { html } = renderMarkdown('[kalkulátor](/kalkulatorok/lakas-kamat) és [NAIH](https://www.naih.hu)', 'x.md');
    expect(html).toContain('<a href="/kalkulatorok/lakas-kamat">kalkulátor</a>');
    expect(html).toContain('<a href="https://www.naih.hu" rel="noopener noreferrer">NAIH</a>');
  });

  it('escapes text that looks like markup inside code', () => {
    const { html } = renderMarkdown('A `_ga_<azonosító>` süti.', 'x.md');
    expect(html).toContain('<code>_ga_&lt;azonosító&gt;</code>');
  });

  it.each([
    ['raw HTML', 'Szöveg <script>alert(1)</script>', /nyers HTML/],
    ['an h1', '# Főcím', /csak ## és ###/],
    ['an h4', '#### Mély', /csak ## és ###/],
    ['a javascript: link', '[x](javascript:alert(1))', /nem engedélyezett hivatkozás/],
    ['a JaVaScRiPt: link', '[x](JaVaScRiPt:alert(1))', /nem engedélyezett hivatkozás/],
    ['a vbscript: link', '[x](vbscript:msgbox)', /nem engedélyezett hivatkozás/],
    ['a data: link', '[x](data:text/html,x)', /nem engedélyezett hivatkozás/],
    ['a protocol-relative link', '[x](//evil.example/)', /nem engedélyezett hivatkozás/],
    ['a backslash link to another host', '[x](/\\evil.example/)', /nem engedélyezett hivatkozás/],
    ['a tab that makes another host', '[x](</\t/evil.example/>)', /nem engedélyezett hivatkozás/],
    ['a control character before the scheme', '[x](<\u0001javascript:alert(1)>)', /nem engedélyezett hivatkozás/],
    ['a hostless web link', '[x](https:///evil)', /nem engedélyezett hivatkozás/],
    ['a javascript: image', '![kép](javascript:alert(1))', /nem engedélyezett hivatkozás/],
    ['an image without alt text', '![](/kep.svg)', /alternatív szöveg/],
  ])('rejects %s', (_name, markdown, message) => {
    expect(() => renderMarkdown(markdown, 'rossz.md')).toThrow(message);
  });
});
