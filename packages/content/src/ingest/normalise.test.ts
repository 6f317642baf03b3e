import { describe, expect, it } from 'vitest';
import {
  entryKey,
  newsIdFromKey,
  normaliseEntry,
  NORMALISE_LIMITS,
  type FeedEntry,
  type FeedSourceInfo,
} from './normalise';

const feed: FeedSourceInfo = {
  title: 'Minta &amp; Társa Hírek',
  url: 'https://hirek.example.hu/',
  location: 'https://hirek.example.hu/rss',
};
const now = new Date('2026-11-20T12:00:00.000Z');

function entry(patch: Partial<FeedEntry> = {}): FeedEntry {
  return {
    id: 'guid-1',
    title: 'Kamatdöntés',
    description: '<p>Az <b>MNB</b> döntött.</p>',
    content: null,
    url: 'https://hirek.example.hu/kamat',
    published: new Date('2026-11-19T10:00:00Z'),
    updated: null,
    categories: [],
    ...patch,
  };
}

function normalise(patch: Partial<FeedEntry> = {}) {
  const r = normaliseEntry(entry(patch), feed, now);
  if (!('item' in r)) throw new Error(`skipped: ${r.skipped.reason}`);
  return r.item;
}

describe('normaliseEntry', () => {
  it('turns an entry into a plain-text item with source, link, date and category', () => {
    const item = normalise();
    expect(item).toMatchObject({
      title: 'Kamatdöntés',
      summary: 'Az MNB döntött.',
      body: 'Az MNB döntött.',
      source: 'Minta & Társa Hírek',
      sourceUrl: 'https://hirek.example.hu/kamat',
      publishedAt: '2026-11-19T10:00:00.000Z',
      category: 'Finance',
      tags: [],
    });
    expect(item.id).toMatch(/^n-[0-9a-f]{16}$/);
  });

  it('gives the same id on every run and different ids to different entries', () => {
    expect(normalise().id).toBe(normalise().id);
    expect(normalise({ id: 'guid-2' }).id).not.toBe(normalise().id);
  });

  it('scopes bare guids to the feed, but not guids that are URLs', () => {
    const other: FeedSourceInfo = { ...feed, url: 'https://masik.example.hu/' };
    expect(entryKey(entry(), feed, 't', 's')).not.toBe(entryKey(entry(), other, 't', 's'));
    const urlGuid = entry({ id: 'https://hirek.example.hu/a?utm_source=x' });
    expect(entryKey(urlGuid, feed, 't', 's')).toBe(entryKey(urlGuid, other, 't', 's'));
    expect(entryKey(urlGuid, feed, 't', 's')).toBe('guid:https://hirek.example.hu/a');
  });

  it('falls back from guid to link to text for the id, never to the (changing) time', () => {
    expect(entryKey(entry({ id: null }), feed, 't', 's')).toBe('url:https://hirek.example.hu/kamat');
    expect(entryKey(entry({ id: null, url: null }), feed, 'Cím', 'Össz')).toBe(
      'text:https://hirek.example.hu/#Cím#Össz',
    );
    const undated = entry({ id: null, url: null, published: null });
    const a = normaliseEntry(undated, feed, now);
    const b = normaliseEntry(undated, feed, new Date('2027-01-01T00:00:00Z'));
    expect('item' in a && 'item' in b && a.item.id === b.item.id).toBe(true);
    expect(newsIdFromKey('x')).toBe(newsIdFromKey('x'));
  });

  it('dates an undated entry at the ingestion time, takes updated when published is missing, and clamps the future', () => {
    expect(normalise({ published: null }).publishedAt).toBe(now.toISOString());
    expect(normalise({ published: null, updated: new Date('2026-11-01T08:00:00Z') }).publishedAt).toBe(
      '2026-11-01T08:00:00.000Z',
    );
    expect(normalise({ published: new Date('2030-01-01T00:00:00Z') }).publishedAt).toBe(now.toISOString());
    expect(normalise({ published: new Date('invalid') }).publishedAt).toBe(now.toISOString());
  });

  it('keeps only http(s) links', () => {
    expect(normalise({ url: 'javascript:alert(1)' }).sourceUrl).toBe('');
    expect(normalise({ url: 'data:text/html,x' }).sourceUrl).toBe('');
    expect(normalise({ url: 'ftp://x.hu/a' }).sourceUrl).toBe('');
  });

  it('strips HTML and scripts from every text, prefers content for the body and keeps paragraphs', () => {
    const item = normalise({
      title: '<em>Tőzsde</em> &ndash; nyitás',
      description: 'Rövid <script>steal()</script>összefoglaló.',
      content: '<p>Első bekezdés.</p><p>Második <a href="x">bekezdés</a>.</p>',
    });
    expect(item.title).toBe('Tőzsde – nyitás');
    expect(item.summary).toBe('Rövid összefoglaló.');
    expect(item.body).toBe('Első bekezdés.\n\nMásodik bekezdés.');
  });

  it('bounds the lengths of title, summary, body and tags', () => {
    const long = 'szó '.repeat(5000);
    const item = normalise({
      title: long,
      description: long,
      content: long,
      categories: Array.from({ length: 20 }, (_, i) => ({ term: `c${i}`, label: null })),
    });
    expect(item.title.length).toBeLessThanOrEqual(NORMALISE_LIMITS.title);
    expect(item.summary.length).toBeLessThanOrEqual(NORMALISE_LIMITS.summary);
    expect(item.body.length).toBeLessThanOrEqual(NORMALISE_LIMITS.body);
    expect(item.tags).toHaveLength(NORMALISE_LIMITS.tags);
  });

  it('takes tags from the categories, de-duplicated without regard to accents and case', () => {
    const item = normalise({
      title: 'Napi összefoglaló',
      description: null,
      categories: [
        { term: 'tozsde', label: 'Tőzsde' },
        { term: 'TŐZSDE', label: null },
        { term: 'BUX', label: null },
      ],
    });
    expect(item.tags).toEqual(['Tőzsde', 'BUX']);
    expect(item.category).toBe('Stock Market');
  });

  it('fills summary and body from the title when the entry has no text', () => {
    const item = normalise({ description: null, content: null });
    expect(item.summary).toBe('Kamatdöntés');
    expect(item.body).toBe('Kamatdöntés');
  });

  it('names the source by the host when the feed has no title', () => {
    const r = normaliseEntry(
      entry(),
      { title: null, url: 'https://www.hirek.example.hu/', location: '/tmp/x.xml' },
      now,
    );
    expect('item' in r && r.item.source).toBe('hirek.example.hu');
  });

  it('skips an entry without a title', () => {
    expect(normaliseEntry(entry({ title: '  <b></b> ' }), feed, now)).toEqual({ skipped: { reason: 'nincs címe' } });
  });
});
