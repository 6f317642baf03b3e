/**
 * Reading and parsing one feed: the fixture files, and a local HTTP server for downloads, redirects
 * and the failures a real feed host has.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFeedBytes, FeedError, parseFeedText, readFeedSource } from './ingest';
import { FIXTURES, fixture, startFeedServer, type FeedServer } from './test-support';

let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());

describe('parseFeedText on the fixtures', () => {
  it('reads the Hungarian RSS 2.0 feed with CDATA and HTML', async () => {
    const { text } = await readFeedSource(fixture('rss-hu.xml'));
    const feed = parseFeedText(text, 'rss-hu.xml');
    expect(feed.format).toBe('rss');
    expect(feed.info.title).toBe('Minta Gazdasági Hírek');
    expect(feed.entries).toHaveLength(6);
  });

  it('reads the Atom feed', async () => {
    const { text } = await readFeedSource(fixture('atom.xml'));
    const feed = parseFeedText(text, 'atom.xml');
    expect(feed.format).toBe('atom');
    expect(feed.info.url).toBe('https://tech.example.com/');
    expect(feed.entries.map((e) => e.title)).toEqual([
      'Chipmaker expands semiconductor plant in Europe',
      'Mesterséges intelligencia a kórházakban',
      'Bitcoin price swings after ETF news',
    ]);
  });

  it.each([
    ['not-a-feed.html', 'not-a-feed.html: nem érvényes RSS- vagy Atom-hírcsatorna.'],
    ['malformed.xml', 'malformed.xml: nem érvényes RSS- vagy Atom-hírcsatorna.'],
  ])('rejects %s with a clear Hungarian error naming the feed', async (name, message) => {
    const { text } = await readFeedSource(fixture(name));
    expect(() => parseFeedText(text, name)).toThrow(FeedError);
    expect(() => parseFeedText(text, name)).toThrow(message);
  });

  it('rejects an empty document', () => {
    expect(() => parseFeedText('  \n', 'ures.xml')).toThrow('ures.xml: a hírcsatorna üres.');
  });
});

describe('decodeFeedBytes', () => {
  it('reads an ISO-8859-2 feed by its XML declaration, keeping ő and ű', async () => {
    const bytes = await readFile(fixture('rss-latin2.xml'));
    expect(bytes.includes(Buffer.from('ő', 'utf8'))).toBe(false); // really Latin-2 on disk
    const text = decodeFeedBytes(bytes);
    expect(text).toContain('Őszi tőzsdei árfolyamok: erősödő forint');
    expect(text).toContain('űrlap, tűz, ő, Ű');
  });

  it('falls back to UTF-8 for an unknown charset label', () => {
    expect(
      decodeFeedBytes(new TextEncoder().encode('<?xml version="1.0" encoding="nincs-ilyen"?><rss>ő</rss>')),
    ).toContain('ő');
  });
});

describe('readFeedSource over HTTP', () => {
  it('downloads a feed and sends a user agent', async () => {
    const { text, location } = await readFeedSource(`${feeds.base}/rss`);
    expect(text).toContain('Minta Gazdasági Hírek');
    expect(location).toBe(`${feeds.base}/rss`);
    expect(feeds.requests.find((r) => r.url === '/rss')?.userAgent).toMatch(/penzugy-news-ingest/);
  });

  it('follows redirects and reports the final URL', async () => {
    const { location } = await readFeedSource(`${feeds.base}/moved`);
    expect(location).toBe(`${feeds.base}/rss`);
  });

  it('follows redirects only to http(s) and, unless allowed, not to loopback, private or link-local hosts', async () => {
    await expect(readFeedSource(`${feeds.base}/to-localhost`)).rejects.toThrow(
      `${feeds.base}/to-localhost: az átirányítást nem követjük (belső hálózati címre (localhost) nem irányíthat át).`,
    );
    await expect(readFeedSource(`${feeds.base}/to-metadata`)).rejects.toThrow(
      'belső hálózati címre (169.254.169.254) nem irányíthat át',
    );
    await expect(readFeedSource(`${feeds.base}/to-file`)).rejects.toThrow(
      'csak http(s) címre irányíthat át, ez „file:”',
    );
    await expect(readFeedSource(`${feeds.base}/loop`)).rejects.toThrow(
      `${feeds.base}/loop: túl sok átirányítás (legfeljebb 5).`,
    );
    expect(feeds.requests.filter((r) => r.url === '/loop')).toHaveLength(6);
    const allowed = await readFeedSource(`${feeds.base}/to-localhost`, { allowPrivateRedirects: true });
    expect(allowed.text).toContain('Minta Gazdasági Hírek');
    expect(allowed.location).toMatch(/^http:\/\/localhost:\d+\/rss$/);
  });

  it('decodes by the charset of the Content-Type header', async () => {
    const { text } = await readFeedSource(`${feeds.base}/latin2-header`);
    expect(text).toContain('Őszi tőzsdei árfolyamok');
  });

  it('reports HTTP errors, timeouts, oversized feeds and unreachable hosts in Hungarian', async () => {
    await expect(readFeedSource(`${feeds.base}/nincs`)).rejects.toThrow(
      `${feeds.base}/nincs: a szerver hibát adott (HTTP 404 Not Found).`,
    );
    await expect(readFeedSource(`${feeds.base}/slow`, { timeoutMs: 200 })).rejects.toThrow('lejárt az időkorlát');
    await expect(readFeedSource(`${feeds.base}/huge`, { maxBytes: 10_000 })).rejects.toThrow(
      '/huge: a hírcsatorna túl nagy (több mint 10000 bájt).',
    );
    await expect(readFeedSource(`${feeds.base}/huge-declared`, { maxBytes: 10_000 })).rejects.toThrow(
      /\/huge-declared: a hírcsatorna túl nagy \(\d+ bájt, legfeljebb 10000\)\./,
    );
    const closed = await new Promise<number>((resolve) => {
      const s = createServer();
      s.listen(0, '127.0.0.1', () => {
        const { port } = s.address() as AddressInfo;
        s.close(() => resolve(port));
      });
    });
    await expect(readFeedSource(`http://127.0.0.1:${closed}/rss`)).rejects.toThrow(
      /a hírcsatorna nem tölthető le \(.+\)\./,
    );
  });
});

describe('readFeedSource from files', () => {
  it('reads relative paths against cwd and file: URLs', async () => {
    const relative = await readFeedSource('atom.xml', { cwd: FIXTURES });
    expect(relative.location).toBe(fixture('atom.xml'));
    const url = await readFeedSource(pathToFileURL(fixture('atom.xml')).href);
    expect(url.text).toBe(relative.text);
  });

  it('reports a missing file and a directory', async () => {
    await expect(readFeedSource(fixture('nincs.xml'))).rejects.toThrow(
      /nincs\.xml: a hírcsatorna nem olvasható \(a fájl nem található\)\./,
    );
    await expect(readFeedSource(FIXTURES)).rejects.toThrow(/ez egy könyvtár, nem fájl/);
  });
});
