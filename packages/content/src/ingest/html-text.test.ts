import { describe, expect, it } from 'vitest';
import { htmlToText } from '../shared/text';
import { MAX_FEED_HTML_CHARS, feedHtmlToLine, feedHtmlToText } from './html-text';
import { normaliseEntry, type FeedEntry } from './normalise';

/**
 * CPU time this process has used, in milliseconds. The cost checks below compare CPU time, which a
 * loaded machine does not inflate the way it inflates wall-clock time (the tests run in a process of
 * their own: vitest's forks pool).
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

describe('feedHtmlToText', () => {
  it('keeps the text, drops the tags and separates blocks into paragraphs', () => {
    expect(feedHtmlToText('<p>Első <strong>bekezdés</strong>.</p><p>Második&nbsp;bekezdés.</p>')).toBe(
      'Első bekezdés.\n\nMásodik bekezdés.',
    );
  });

  it('drops script, style and comments with their content, even unclosed', () => {
    const html =
      '<p>Hír</p><script>alert("x")</script><style>p{color:red}</style><!-- rejtett --><p>vége</p><script>document.write(1)';
    const text = feedHtmlToText(html);
    expect(text).toBe('Hír\n\nvége');
    expect(text).not.toMatch(/alert|color|rejtett|document/);
  });

  it('handles ">" inside quoted attributes and leaves a lone "<" as text', () => {
    expect(feedHtmlToLine('<a title="a > b" href="/x">link</a> és 3 < 5')).toBe('link és 3 < 5');
  });

  it('decodes entities after removing tags, so escaped markup stays visible text', () => {
    expect(feedHtmlToLine('&lt;script&gt;alert(1)&lt;/script&gt; &amp; kész')).toBe('<script>alert(1)</script> & kész');
  });

  it('reads CDATA as HTML and decodes Hungarian named entities', () => {
    expect(feedHtmlToLine('<![CDATA[T&odblac;zsde &ndash; &#337;sz &#x171;r]]>')).toBe('Tőzsde – ősz űr');
    expect(feedHtmlToText('<![CDATA[<p>Egy</p><p>Kettő</p>]]>')).toBe('Egy\n\nKettő');
  });

  it('agrees with the site’s htmlToText on ordinary feed HTML', () => {
    const html =
      '<div><h2>Cím</h2><p>Az <a href="https://x.hu">MNB</a> &bdquo;kamatot&rdquo; tartott.<br>Új sor</p><ul><li>egy</li><li>kettő</li></ul></div>';
    expect(feedHtmlToText(html)).toBe(htmlToText(html));
  });

  it('parses at most MAX_FEED_HTML_CHARS characters', () => {
    const html = `<p>${'a '.repeat(MAX_FEED_HTML_CHARS)}</p><p>VÉGE</p>`;
    expect(feedHtmlToText(html)).not.toContain('VÉGE');
  });
});

describe('hostile feed HTML', () => {
  const entry = (html: string): FeedEntry => ({
    id: 'x',
    title: html,
    description: html,
    content: html,
    url: null,
    published: null,
    updated: null,
    categories: [],
  });

  it('80 KB of "<a<a<a…" (and "<a‹a…") is normalised in linear time', () => {
    for (const unit of ['<a', '<a‹a', '<a title="', '<script>', '<!--', '<p']) {
      const html = `x${unit.repeat(Math.ceil((80 * 1024) / unit.length))}`;
      const started = cpuMs();
      const result = normaliseEntry(
        entry(html),
        { title: null, url: null, location: '/tmp/feed.xml' },
        new Date('2026-11-20T12:00:00Z'),
      );
      const ms = cpuMs() - started;
      // The regular expressions took ~1 400 ms of CPU for this; one linear pass takes a few. CPU time,
      // not wall-clock time: other processes on a busy machine do not count against it.
      expect(ms, unit).toBeLessThan(400);
      expect('item' in result || 'skipped' in result).toBe(true);
    }
  });

  it('costs time in proportion to the input (8× the input, far less than 64× the time)', () => {
    const time = (kb: number) => {
      const html = '<a'.repeat((kb * 1024) / 2);
      const runs: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t = cpuMs();
        feedHtmlToText(html, Number.POSITIVE_INFINITY);
        runs.push(cpuMs() - t);
      }
      return runs.sort((a, b) => a - b)[2]!; // the median of the five runs
    };
    time(8); // warm-up
    const small = time(16);
    const large = time(128);
    expect(large).toBeLessThan(Math.max(small, 1) * 24);
  });
});
