/**
 * The ingestion end to end on fixture feeds (src/news/__fixtures__): files, a local HTTP server
 * (node:http, loopback only), the store file and the command's `main`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseNewsStore } from '../news/validate';
import { main } from './cli';
import {
  decodeFeedBytes,
  FeedError,
  formatIngestReport,
  ingestFeeds,
  parseFeedText,
  readFeedSource,
  readNewsStore,
} from './ingest';

const FIXTURES = fileURLToPath(new URL('../news/__fixtures__/', import.meta.url));
const fixture = (name: string) => path.join(FIXTURES, name);
const NOW = new Date('2026-11-20T12:00:00.000Z');

async function tempStore(content?: unknown): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'news-store-'));
  const file = path.join(dir, 'items.json');
  if (content !== undefined) await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

// ---------------------------------------------------------------------------------------------
// A local feed server: fixtures by path, plus the failure modes a real feed host has.
// ---------------------------------------------------------------------------------------------
let server: Server;
let base = '';
const requests: { url: string; userAgent?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', userAgent: req.headers['user-agent'] });
    const url = req.url ?? '/';
    if (url === '/rss') {
      readFile(fixture('rss-hu.xml')).then((body) =>
        res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(body),
      );
    } else if (url === '/atom') {
      readFile(fixture('atom.xml')).then((body) =>
        res.writeHead(200, { 'content-type': 'application/atom+xml' }).end(body),
      );
    } else if (url === '/latin2-header') {
      // The header names the charset; the body has no XML declaration of its own.
      readFile(fixture('rss-latin2.xml')).then((bytes) => {
        const withoutDeclaration = bytes.subarray(bytes.indexOf(0x0a) + 1);
        res.writeHead(200, { 'content-type': 'text/xml; charset=ISO-8859-2' }).end(withoutDeclaration);
      });
    } else if (url === '/moved') {
      res.writeHead(301, { location: '/rss' }).end();
    } else if (url === '/to-localhost') {
      // Another host name for this server: a redirect from the feed's host to a loopback one.
      res.writeHead(302, { location: `http://localhost:${(server.address() as AddressInfo).port}/rss` }).end();
    } else if (url === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    } else if (url === '/to-file') {
      res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    } else if (url === '/loop') {
      res.writeHead(302, { location: '/loop' }).end();
    } else if (url === '/html') {
      readFile(fixture('not-a-feed.html')).then((body) =>
        res.writeHead(200, { 'content-type': 'text/html' }).end(body),
      );
    } else if (url === '/slow') {
      setTimeout(() => res.writeHead(200).end('<rss/>'), 2_000);
    } else if (url === '/huge' || url === '/huge-declared') {
      const body = Buffer.from(
        `<rss version="2.0"><channel><title>nagy</title>${'<item><title>x</title></item>'.repeat(5000)}</channel></rss>`,
      );
      // '/huge' streams without a length (chunked), '/huge-declared' announces it up front.
      const headers: Record<string, string | number> = { 'content-type': 'application/rss+xml' };
      if (url === '/huge-declared') headers['content-length'] = body.byteLength;
      res.writeHead(200, headers).end(body);
    } else {
      res.writeHead(404, 'Not Found').end('nincs');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

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
    const { text, location } = await readFeedSource(`${base}/rss`);
    expect(text).toContain('Minta Gazdasági Hírek');
    expect(location).toBe(`${base}/rss`);
    expect(requests.find((r) => r.url === '/rss')?.userAgent).toMatch(/penzugy-news-ingest/);
  });

  it('follows redirects and reports the final URL', async () => {
    const { location } = await readFeedSource(`${base}/moved`);
    expect(location).toBe(`${base}/rss`);
  });

  it('follows redirects only to http(s) and, unless allowed, not to loopback, private or link-local hosts', async () => {
    await expect(readFeedSource(`${base}/to-localhost`)).rejects.toThrow(
      `${base}/to-localhost: az átirányítást nem követjük (belső hálózati címre (localhost) nem irányíthat át).`,
    );
    await expect(readFeedSource(`${base}/to-metadata`)).rejects.toThrow(
      'belső hálózati címre (169.254.169.254) nem irányíthat át',
    );
    await expect(readFeedSource(`${base}/to-file`)).rejects.toThrow('csak http(s) címre irányíthat át, ez „file:”');
    await expect(readFeedSource(`${base}/loop`)).rejects.toThrow(`${base}/loop: túl sok átirányítás (legfeljebb 5).`);
    expect(requests.filter((r) => r.url === '/loop')).toHaveLength(6);
    const allowed = await readFeedSource(`${base}/to-localhost`, { allowPrivateRedirects: true });
    expect(allowed.text).toContain('Minta Gazdasági Hírek');
    expect(allowed.location).toMatch(/^http:\/\/localhost:\d+\/rss$/);
  });

  it('decodes by the charset of the Content-Type header', async () => {
    const { text } = await readFeedSource(`${base}/latin2-header`);
    expect(text).toContain('Őszi tőzsdei árfolyamok');
  });

  it('reports HTTP errors, timeouts, oversized feeds and unreachable hosts in Hungarian', async () => {
    await expect(readFeedSource(`${base}/nincs`)).rejects.toThrow(
      `${base}/nincs: a szerver hibát adott (HTTP 404 Not Found).`,
    );
    await expect(readFeedSource(`${base}/slow`, { timeoutMs: 200 })).rejects.toThrow('lejárt az időkorlát');
    await expect(readFeedSource(`${base}/huge`, { maxBytes: 10_000 })).rejects.toThrow(
      '/huge: a hírcsatorna túl nagy (több mint 10000 bájt).',
    );
    await expect(readFeedSource(`${base}/huge-declared`, { maxBytes: 10_000 })).rejects.toThrow(
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

describe('ingestFeeds', () => {
  it('merges RSS (file) and Atom (HTTP) into a new store, de-duplicated, categorised, newest first', async () => {
    const storePath = await tempStore();
    const report = await ingestFeeds({ feeds: [fixture('rss-hu.xml'), `${base}/atom`], storePath, now: NOW });

    expect(report.feeds[0]).toMatchObject({
      title: 'Minta Gazdasági Hírek',
      format: 'rss',
      entries: 6,
      items: 5,
      skipped: [{ reason: 'nincs címe', count: 1 }],
    });
    expect(report.feeds[1]).toMatchObject({ format: 'atom', entries: 3, items: 3 });
    expect(report.duplicates).toBe(1); // the repeated rate-decision link with other tracking parameters
    expect(report.added).toHaveLength(7);
    expect(report.written).toBe(true);

    const stored = parseNewsStore(JSON.parse(await readFile(storePath, 'utf8'))).items;
    expect(stored.map((i) => i.publishedAt)).toEqual([...stored.map((i) => i.publishedAt)].sort().reverse());
    const byTitle = new Map(stored.map((i) => [i.title, i]));
    expect(byTitle.get('Kamatdöntés: változatlan az alapkamat')).toMatchObject({
      category: 'Finance',
      tags: ['Pénzügy', 'Jegybank'],
      summary:
        'A Monetáris Tanács a mai ülésén nem változtatott az alapkamaton. A jegybank szerint az infláció a célsáv felé közelít & a forint stabil.',
    });
    expect(byTitle.get('A BUX új csúcsra emelkedett – a tőzsdén az OTP vezetett')?.category).toBe('Stock Market');
    expect(byTitle.get('Napelemes rekord: soha nem termeltek még ennyi áramot')).toMatchObject({
      category: 'Energy',
      sourceUrl: '',
    });
    expect(byTitle.get('Dátum nélküli hír az ingatlanpiacról')?.publishedAt).toBe(NOW.toISOString());
    expect(byTitle.get('Chipmaker expands semiconductor plant in Europe')?.category).toBe('Technology');
    expect(byTitle.get('Mesterséges intelligencia a kórházakban')?.category).toBe('AI');
    expect(byTitle.get('Bitcoin price swings after ETF news')?.category).toBe('Crypto');
    for (const item of stored) expect(`${item.title} ${item.summary} ${item.body}`).not.toMatch(/<|alert|color:red/);
  });

  it('adds nothing the second time (stable ids) and leaves the file untouched', async () => {
    const storePath = await tempStore();
    await ingestFeeds({ feeds: [fixture('no-ids.xml')], storePath, now: NOW });
    const before = await readFile(storePath, 'utf8');
    const again = await ingestFeeds({
      feeds: [fixture('no-ids.xml')],
      storePath,
      now: new Date('2026-12-01T00:00:00Z'),
    });
    expect(again.added).toEqual([]);
    expect(again.duplicates).toBe(3);
    expect(again.written).toBe(false);
    expect(await readFile(storePath, 'utf8')).toBe(before);
  });

  it('gives items without guid, link or date stable ids, the ingestion time and the default category when nothing matches', async () => {
    const storePath = await tempStore();
    const report = await ingestFeeds({ feeds: [fixture('no-ids.xml')], storePath, now: NOW });
    const rows = report.added.map((i) => [i.title, i.category, i.sourceUrl, i.publishedAt]);
    // Same time for all three, so the store orders them by id; compare regardless of order.
    expect(rows.sort()).toEqual(
      [
        ['Egészségügy: új kórházi beruházás indul', 'Healthcare', '', NOW.toISOString()],
        ['Országgyűlés: elfogadták a törvényjavaslatot', 'Politics', '', NOW.toISOString()],
        ['Általános hír kulcsszavak nélkül', 'Finance', '', NOW.toISOString()],
      ].sort(),
    );
    expect(new Set(report.added.map((i) => i.id)).size).toBe(3);
  });

  it('keeps the stored items, the note and their order when merging', async () => {
    const existing = {
      note: 'Megjegyzés a szerkesztőknek',
      items: [
        {
          id: 'regi',
          title: 'Régi hír',
          summary: 'Ö',
          body: 'B',
          source: 'S',
          sourceUrl: 'https://hirek.example.hu/2026/11/bux-csucs',
          publishedAt: '2026-01-01T00:00:00.000Z',
          category: 'Economy',
          tags: [],
          sample: true,
        },
      ],
    };
    const storePath = await tempStore(existing);
    const report = await ingestFeeds({ feeds: [fixture('rss-hu.xml')], storePath, now: NOW });
    expect(report.duplicates).toBe(2); // the BUX link is already stored, and the repeated rate decision
    const stored = JSON.parse(await readFile(storePath, 'utf8'));
    expect(stored.note).toBe('Megjegyzés a szerkesztőknek');
    expect(stored.items.at(-1)).toEqual(existing.items[0]);
    expect(stored.items).toHaveLength(4);
  });

  it('writes nothing in a dry run but reports the same counts', async () => {
    const storePath = await tempStore({ items: [] });
    const report = await ingestFeeds({ feeds: [fixture('atom.xml')], storePath, dryRun: true, now: NOW });
    expect(report.added).toHaveLength(3);
    expect(report.total).toBe(3);
    expect(report.written).toBe(false);
    expect(JSON.parse(await readFile(storePath, 'utf8'))).toEqual({ items: [] });
    expect(formatIngestReport(report, { dryRun: true })).toMatch(
      /Próbafuttatás: a hírtár nem változott .*3 hír lenne benne/,
    );
  });

  it('reports a failing feed and still merges the others', async () => {
    const storePath = await tempStore();
    const report = await ingestFeeds({
      feeds: [fixture('malformed.xml'), `${base}/nincs`, fixture('atom.xml')],
      storePath,
      now: NOW,
    });
    expect(report.feeds[0]!.error).toMatch(/malformed\.xml: nem érvényes RSS- vagy Atom-hírcsatorna/);
    expect(report.feeds[1]!.error).toMatch(/HTTP 404/);
    expect(report.added).toHaveLength(3);
    const text = formatIngestReport(report);
    expect(text).toMatch(/^✗ .*malformed\.xml/m);
    expect(text).toMatch(/^✓ Example Tech & Markets \(atom\): 3 bejegyzés, 3 hír$/m);
    expect(text).toMatch(
      /Új hír: 3 \(Mesterséges Intelligencia: 1, Kriptovaluta: 1, Technológia: 1\); már meglévő vagy ismétlődő: 0\./,
    );
  });

  it('refuses an invalid store with a message naming the file and field, and writes nothing', async () => {
    const broken = await tempStore('{"items": [ {"id": "x"} ]}');
    await expect(ingestFeeds({ feeds: [fixture('atom.xml')], storePath: broken, now: NOW })).rejects.toThrow(
      /items\.json: items\[0\]\.sourceUrl: /,
    );
    const notJson = await tempStore('{ nem json');
    await expect(readNewsStore(notJson)).rejects.toThrow(/items\.json: a hírtár nem érvényes JSON/);
    expect(await readFile(notJson, 'utf8')).toBe('{ nem json');
  });
});

describe('the command (main)', () => {
  function io() {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, io: { log: (s: string) => out.push(s), error: (s: string) => err.push(s) } };
  }

  it('ingests --feed arguments into --store and exits 0', async () => {
    const storePath = await tempStore();
    const t = io();
    const code = await main(['--feed', fixture('rss-hu.xml'), '--feed', `${base}/atom`, '--store', storePath], t.io);
    expect(code).toBe(0);
    expect(t.out.join('\n')).toMatch(/Új hír: 7 .*A hírtár frissítve: .*items\.json \(7 hír\)\./s);
    expect(parseNewsStore(JSON.parse(await readFile(storePath, 'utf8'))).items).toHaveLength(7);
  });

  it('exits 1 when a feed fails, 2 on wrong arguments, and prints the usage on --help', async () => {
    const storePath = await tempStore();
    const failing = io();
    expect(await main(['--feed', fixture('not-a-feed.html'), '--store', storePath, '--dry-run'], failing.io)).toBe(1);
    expect(failing.out.join('\n')).toMatch(/✗ .*not-a-feed\.html: nem érvényes RSS- vagy Atom-hírcsatorna\./);

    const noFeed = io();
    expect(await main(['--store', storePath], noFeed.io)).toBe(2);
    expect(noFeed.err.join('\n')).toMatch(/Legalább egy --feed kell\.[\s\S]*Használat:/);

    const unknown = io();
    expect(await main(['--feeed', 'x'], unknown.io)).toBe(2);
    expect(unknown.err.join('\n')).toMatch(/Hibás paraméter/);

    const help = io();
    expect(await main(['--help'], help.io)).toBe(0);
    expect(help.out.join('\n')).toMatch(/--dry-run/);
  });

  it('exits 1 with the message when the store is invalid', async () => {
    const broken = await tempStore('[{"id": 1}]');
    const t = io();
    expect(await main(['--feed', fixture('atom.xml'), '--store', broken], t.io)).toBe(1);
    expect(t.err.join('\n')).toMatch(/items\.json: items\[0\]\.id: szöveg kell\./);
  });
});

describe('the command when the store cannot be written', () => {
  it('exits 1 with a Hungarian message instead of a stack trace', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'news-store-'));
    // A directory where the store file should be: reading it fails with EISDIR.
    const err: string[] = [];
    const code = await main(['--feed', fixture('atom.xml'), '--store', dir], {
      log: () => {},
      error: (s) => err.push(s),
    });
    expect(code).toBe(1);
    expect(err.join('\n')).toContain(`${dir}: a hírtár nem olvasható (`);
  });
});
