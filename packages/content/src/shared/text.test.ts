import { describe, expect, it } from 'vitest';
import { countWords, decodeEntities, foldAccents, htmlToLine, htmlToText, slugify, truncateText } from './text';

describe('htmlToText', () => {
  it('keeps the text, drops the tags and separates blocks into paragraphs', () => {
    expect(htmlToText('<p>Első <strong>bekezdés</strong>.</p><p>Második&nbsp;bekezdés.</p>')).toBe(
      'Első bekezdés.\n\nMásodik bekezdés.',
    );
  });

  it('drops script, style and comments with their content, even unclosed', () => {
    const html =
      '<p>Hír</p><script>alert("x")</script><style>p{color:red}</style><!-- rejtett --><p>vége</p><script>document.write(1)';
    const text = htmlToText(html);
    expect(text).toBe('Hír\n\nvége');
    expect(text).not.toMatch(/alert|color|rejtett|document/);
  });

  it('handles ">" inside quoted attributes and leaves a lone "<" as text', () => {
    expect(htmlToLine('<a title="a > b" href="/x">link</a> és 3 < 5')).toBe('link és 3 < 5');
  });

  it('decodes entities only after removing tags, so escaped markup stays visible text', () => {
    expect(htmlToLine('&lt;script&gt;alert(1)&lt;/script&gt; &amp; kész')).toBe('<script>alert(1)</script> & kész');
  });

  it('unwraps CDATA and reads Hungarian named entities', () => {
    expect(htmlToLine('<![CDATA[T&odblac;zsde &ndash; &#337;sz &#x171;r]]>')).toBe('Tőzsde – ősz űr');
  });
});

describe('decodeEntities', () => {
  it('drops invalid code points and keeps unknown names', () => {
    expect(decodeEntities('a&#0;b&#xD800;c&#1114112;d')).toBe('abcd');
    expect(decodeEntities('&nincsilyen; &amp;')).toBe('&nincsilyen; &');
  });
});

describe('truncateText', () => {
  it('cuts at a word boundary with an ellipsis, within the limit', () => {
    const out = truncateText('Az infláció a célsáv felé közelít, a forint stabil maradt.', 30);
    expect(out.length).toBeLessThanOrEqual(30);
    expect(out.endsWith('…')).toBe(true);
    expect(out).toBe('Az infláció a célsáv felé…');
  });

  it('returns short text unchanged and cuts a single long word', () => {
    expect(truncateText('rövid', 10)).toBe('rövid');
    expect(truncateText('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('foldAccents and slugify', () => {
  it('folds every Hungarian accented letter', () => {
    expect(foldAccents('ÁÉÍÓÖŐÚÜŰ áéíóöőúüű')).toBe('aeiooouuu aeiooouuu');
  });

  it('makes URL slugs', () => {
    expect(slugify('Mi az a THM, és miért magasabb a kamatnál?')).toBe('mi-az-a-thm-es-miert-magasabb-a-kamatnal');
    expect(slugify('  —  ')).toBe('');
  });
});

describe('countWords', () => {
  it('counts words with letters or digits, not punctuation', () => {
    expect(countWords('A 72-es szabály – gyors, fejben is számolható!')).toBe(7);
    expect(countWords(' \n ')).toBe(0);
  });
});
