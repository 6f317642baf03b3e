/**
 * `news`: the news store, refreshed through the existing RSS/Atom ingestion of @penzugy/content
 * (its `penzugy-news-ingest` command, unchanged): the last good items are written to a temporary
 * store, the command merges the feeds of NEWS_FEEDS into it, and the result becomes the new
 * snapshot. A feed the command cannot read (exit code 1) refuses the whole fetch. The embedded
 * first snapshot is the package's news/items.json, as the site builds it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { listNews, type NewsItem, parseNewsStore } from '@penzugy/content';
import { makeSnapshot } from '../snapshot';
import { SourceError } from '../source-error';
import type { DatasetDefinition } from './types';

export interface NewsData {
  items: NewsItem[];
}

/** A feed's clock may run a little ahead; an item more than an hour in the future is a data error. */
export const NEWS_FUTURE_TOLERANCE_MS = 60 * 60 * 1000;

const feeds = (env: Record<string, string | undefined>) =>
  (env.NEWS_FEEDS ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The ingestion command of the installed @penzugy/content (built to dist/cli.js). */
export function newsIngestCommand(): string {
  const manifest = createRequire(import.meta.url).resolve('@penzugy/content/package.json');
  return path.join(path.dirname(manifest), 'dist', 'cli.js');
}

const dayOf = (iso: string) => iso.slice(0, 10);

export const news: DatasetDefinition<NewsData> = {
  id: 'news',
  label: 'Hírek (RSS/Atom hírcsatornák)',
  source: 'hírcsatornák',
  schedule: { cron: '*/15 * * * *', description: 'negyedóránként' },
  maxAgeDays: 1,
  missing: (env) => (feeds(env).length === 0 ? ['NEWS_FEEDS'] : []),
  embedded() {
    const items = listNews();
    return makeSnapshot(
      { items },
      {
        dataset: 'news',
        asOf: dayOf(items[0]?.publishedAt ?? '1970-01-01'),
        fetchedAt: null,
        sourceUrl: 'packages/content/news/items.json',
        source: 'hírcsatornák',
        rowCount: items.length,
        origin: 'embedded',
      },
    );
  },
  async fetch(ctx, last) {
    const dir = await mkdtemp(path.join(tmpdir(), 'penzugy-news-'));
    try {
      const store = path.join(dir, 'items.json');
      await writeFile(store, `${JSON.stringify({ items: last?.data.items ?? [] })}\n`, 'utf8');
      const args = [newsIngestCommand(), ...feeds(ctx.env).flatMap((f) => ['--feed', f]), '--store', store];
      const result = await promisify(execFile)(process.execPath, args, { timeout: 5 * 60_000 }).then(
        (r) => ({ code: 0, out: `${r.stdout}${r.stderr}` }),
        (e: { code?: number; stdout?: string; stderr?: string; message: string }) => ({
          code: typeof e.code === 'number' ? e.code : 1,
          out: `${e.stdout ?? ''}${e.stderr ?? ''}` || e.message,
        }),
      );
      if (result.code !== 0) {
        const failed = result.out
          .split('\n')
          .filter((l) => l.startsWith('✗') || /hiba|nem sikerült/i.test(l))
          .join(' ');
        throw new SourceError(`Hírek: a betöltés nem sikerült: ${(failed || result.out).trim().slice(0, 500)}`);
      }
      let parsed;
      try {
        parsed = parseNewsStore(JSON.parse(await readFile(store, 'utf8')));
      } catch (e) {
        throw new SourceError(`Hírek: a betöltött hírtár hibás: ${(e as Error).message}`);
      }
      return {
        data: { items: parsed.items },
        asOf: ctx.today,
        sourceUrl: feeds(ctx.env).join(' '),
        rowCount: parsed.items.length,
      };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
  validate(next, last, ctx) {
    // Only the items new since the last good snapshot are judged, as with the other datasets' new rows.
    const known = new Set(last?.data.items.map((i) => i.id));
    const limit = ctx.now.getTime() + NEWS_FUTURE_TOLERANCE_MS;
    return next.data.items
      .filter((item) => !known.has(item.id) && Date.parse(item.publishedAt) > limit)
      .slice(0, 10)
      .map(
        (item) =>
          `Hírek: jövőbeli megjelenési idő: ${item.publishedAt} („${item.title.slice(0, 80)}”, ${item.source}).`,
      );
  },
};
