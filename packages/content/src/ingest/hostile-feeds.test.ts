/**
 * Feeds built to hurt the reader (the outside probe's classes against the feed reader): a huge
 * number of entries, external entities (XXE) and entity expansion bombs. Redirects to internal
 * addresses (SSRF) are in feed-source.test.ts.
 *
 * Work is counted, not timed: feed-parser materialises an XML element object (Element.create)
 * each time it looks at an element, so the number of those is the work of reading a feed.
 */
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FeedError, MAX_FEED_ENTRIES, formatIngestReport, ingestFeeds, parseFeedText } from './ingest';
import { normaliseEntry } from './normalise';
import { NOW, tempStore } from './test-support';

const require = createRequire(import.meta.url);
/** feed-parser's element class (the same module instance the parser uses: one CommonJS cache). */
const { Element } = require('@rowanmanning/feed-parser/lib/xml/element.js') as {
  Element: { create: (...args: unknown[]) => unknown };
};
const create = Element.create;
let elements = 0;
/** Elements a test allows; beyond it reading stops with an error instead of running for minutes. */
let allowed = Number.POSITIVE_INFINITY;
Element.create = (...args: unknown[]) => {
  if (++elements > allowed) throw new Error(`more than ${allowed} XML elements looked at`);
  return create.apply(Element, args);
};
afterEach(() => {
  elements = 0;
  allowed = Number.POSITIVE_INFINITY;
});

/** An RSS feed of `n` entries, each with a title, a link, a guid and a text, none with categories. */
function rss(n: number): string {
  const items = Array.from(
    { length: n },
    (_, i) =>
      `<item><title>Hír ${i}</title><link>/hirek/${i}</link><guid>g${i}</guid><description>A tőzsde ${i}. napja</description></item>`,
  );
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Nagy</title><link>https://pelda.hu/</link>${items.join('')}</channel></rss>`;
}

/**
 * What reading may cost: a few passes over the channel's children (the feed's own fields, the
 * list of its entries), about nine elements per entry, and each kept entry's own elements read by
 * each of its fields, about forty. Were each entry to look at the whole feed again (its link
 * resolved against the feed's), a feed of n entries would cost about n².
 */
const allowance = (n: number) => 15 * n + 100 * Math.min(n, MAX_FEED_ENTRIES);

/** Elements looked at to read a feed of `n` entries and normalise what is kept (stopped beyond the allowance). */
function workOf(n: number): { work: number; kept: number; total: number } {
  elements = 0;
  allowed = allowance(n);
  const feed = parseFeedText(rss(n), 'nagy.xml');
  for (const entry of feed.entries) normaliseEntry(entry, feed.info, NOW);
  return { work: elements, kept: feed.entries.length, total: feed.total };
}

describe('a feed of 20 000 entries', () => {
  it(`is read up to its first ${MAX_FEED_ENTRIES} entries, the rest counted, links resolved against the feed’s`, () => {
    const feed = parseFeedText(rss(20_000), 'nagy.xml');
    expect(feed.total).toBe(20_000);
    expect(feed.entries).toHaveLength(MAX_FEED_ENTRIES);
    expect(feed.entries[0]).toMatchObject({ title: 'Hír 0', url: 'https://pelda.hu/hirek/0', categories: [] });
    expect(feed.entries.at(-1)?.title).toBe(`Hír ${MAX_FEED_ENTRIES - 1}`);
  });

  it('is ingested as its first entries, and the report says how many were left out', async () => {
    const store = await tempStore();
    const feedFile = path.join(path.dirname(store), 'nagy.xml');
    await writeFile(feedFile, rss(20_000));
    const report = await ingestFeeds({ feeds: [feedFile], storePath: store, now: NOW, dryRun: true });
    expect(report.feeds[0]).toMatchObject({
      entries: 20_000,
      items: MAX_FEED_ENTRIES,
      skipped: [
        { reason: `csak az első ${MAX_FEED_ENTRIES} bejegyzést dolgozzuk fel`, count: 20_000 - MAX_FEED_ENTRIES },
      ],
    });
    expect(formatIngestReport(report, { dryRun: true })).toContain(
      `✓ Nagy (rss): 20\u00a0000 bejegyzés, 500 hír; 19\u00a0500 kihagyva: csak az első 500 bejegyzést dolgozzuk fel`,
    );
  });

  it('costs work in proportion to its length, not its square', () => {
    const small = workOf(2_000);
    const large = workOf(20_000);
    expect(large).toMatchObject({ kept: MAX_FEED_ENTRIES, total: 20_000 });
    // Ten times the entries, at most ten times the work (plus the fixed part of the kept entries).
    expect(large.work).toBeLessThanOrEqual(10 * small.work);
    // 20 000² would have stopped at the allowance with an error.
    expect(large.work).toBeLessThanOrEqual(allowance(20_000));
  });
});

describe('XML attacks', () => {
  it('refuses an external entity (XXE) and never reads the file', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss version="2.0"><channel><title>T &xxe;</title><item><title>A &xxe;</title><link>https://e.hu/1</link></item></channel></rss>`;
    expect(() => parseFeedText(xxe, 'xxe.xml')).toThrow(FeedError);
    expect(() => parseFeedText(xxe, 'xxe.xml')).toThrow(/^xxe\.xml: nem érvényes RSS- vagy Atom-hírcsatorna/);
    try {
      parseFeedText(xxe, 'xxe.xml');
    } catch (e) {
      expect((e as Error).message).not.toMatch(/root:/);
    }
  });

  it('does not expand an entity bomb (ten levels of ten: 10¹⁰ characters)', () => {
    const levels = ['<!ENTITY lol0 "lollollollollollollollollollol">'];
    for (let i = 1; i < 10; i++) levels.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`);
    const bomb = `<?xml version="1.0"?><!DOCTYPE rss [${levels.join('')}]><rss version="2.0"><channel><title>T</title><item><title>&lol9;</title><description>&lol9;&lol9;</description><link>https://e.hu/1</link></item></channel></rss>`;
    let read: ReturnType<typeof parseFeedText> | undefined;
    try {
      read = parseFeedText(bomb, 'bomba.xml');
    } catch (e) {
      // Refusing it is as good as not expanding it.
      expect(e).toBeInstanceOf(FeedError);
      return;
    }
    const entry = read.entries[0]!;
    expect((entry.title ?? '').length + (entry.description ?? '').length).toBeLessThan(1000);
    expect(elements).toBeLessThan(100);
  });
});
