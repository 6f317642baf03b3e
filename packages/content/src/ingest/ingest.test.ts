/**
 * The ingestion end to end on fixture feeds (src/news/__fixtures__): files, a local HTTP server
 * (node:http, loopback only), the store file and the command's `main`. Reading and parsing a single
 * feed is tested in feed-source.test.ts.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseNewsStore } from '../news/validate';
import { main } from './cli';
import { formatIngestReport, ingestFeeds, readNewsStore } from './ingest';
import { fixture, NOW, startFeedServer, tempStore, type FeedServer } from './test-support';

let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());

describe('ingestFeeds', () => {
  it('merges RSS (file) and Atom (HTTP) into a new store, de-duplicated, categorised, newest first', async () => {
    const storePath = await tempStore();
    const report = await ingestFeeds({ feeds: [fixture('rss-hu.xml'), `${feeds.base}/atom`], storePath, now: NOW });

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
      feeds: [fixture('malformed.xml'), `${feeds.base}/nincs`, fixture('atom.xml')],
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
    const code = await main(
      ['--feed', fixture('rss-hu.xml'), '--feed', `${feeds.base}/atom`, '--store', storePath],
      t.io,
    );
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
