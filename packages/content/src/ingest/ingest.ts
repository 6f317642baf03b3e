/**
 * The news ingestion: read RSS/Atom feeds (URLs or files), parse them with
 * @rowanmanning/feed-parser, normalise and categorise the entries, merge them into the store and
 * report. Node only; reading a feed is in `feed-source.ts`, the store file in `store-file.ts`, and the
 * pure steps live in `normalise.ts`, `../news/categorise.ts` and `../news/merge.ts`.
 */
import { NEWS_TOPIC_CATEGORIES, type NewsCategoryKey } from '../news/categories.js';
import { mergeNewsItems } from '../news/merge.js';
import type { NewsItem } from '../news/types.js';
import { FeedError, MAX_FEED_ENTRIES, parseFeedText, readFeedSource, type ReadFeedOptions } from './feed-source.js';
import { normaliseEntry } from './normalise.js';
import { readNewsStore, writeNewsStore } from './store-file.js';

export {
  decodeFeedBytes,
  FeedError,
  FETCH_LIMITS,
  MAX_FEED_ENTRIES,
  MAX_FEED_REDIRECTS,
  parseFeedText,
  readFeedSource,
  type ParsedFeed,
  type ReadFeedOptions,
} from './feed-source.js';
export { readNewsStore, writeNewsStore } from './store-file.js';

/** Options of {@link ingestFeeds}. */
export interface IngestOptions extends ReadFeedOptions {
  /** Feed URLs or file paths. */
  feeds: readonly string[];
  /** The store file to merge into. */
  storePath: string;
  /** Report what would change without writing the store. */
  dryRun?: boolean;
  /** The ingestion time (undated entries get it). @default new Date() */
  now?: Date;
}

/** What happened to one feed. */
export interface FeedReport {
  source: string;
  /** The feed's title, when it was parsed. */
  title?: string;
  format?: string;
  /** Entries in the feed. */
  entries: number;
  /** Entries that became items (before de-duplication). */
  items: number;
  /** Entries dropped, with the reason. */
  skipped: { reason: string; count: number }[];
  /** Set when the feed could not be read or parsed. */
  error?: string;
}

/** What one ingestion did. */
export interface IngestReport {
  feeds: FeedReport[];
  /** New items, newest first. */
  added: NewsItem[];
  /** Items already in the store (by id or URL), or repeated across the given feeds. */
  duplicates: number;
  /** Items in the store after the merge. */
  total: number;
  /** New items per category. */
  addedByCategory: Partial<Record<NewsCategoryKey, number>>;
  /** False for a dry run or when nothing was new. */
  written: boolean;
  storePath: string;
}

/**
 * Reads every feed, merges the new items into the store and writes it (unless `dryRun` or nothing
 * is new). A feed that fails is reported and the others still count.
 * @throws ContentInputError when the store itself is unreadable or invalid (nothing is written then).
 */
export async function ingestFeeds(options: IngestOptions): Promise<IngestReport> {
  const now = options.now ?? new Date();
  const store = await readNewsStore(options.storePath);
  const reports: FeedReport[] = [];
  const incoming: NewsItem[] = [];

  for (const source of options.feeds) {
    const report: FeedReport = { source, entries: 0, items: 0, skipped: [] };
    reports.push(report);
    try {
      const { text, location } = await readFeedSource(source, options);
      const feed = parseFeedText(text, source, location);
      report.title = feed.info.title ?? undefined;
      report.format = feed.format;
      report.entries = feed.total;
      if (feed.total > feed.entries.length)
        report.skipped.push({
          reason: `csak az első ${MAX_FEED_ENTRIES} bejegyzést dolgozzuk fel`,
          count: feed.total - feed.entries.length,
        });
      for (const entry of feed.entries) {
        const result = normaliseEntry(entry, feed.info, now);
        if ('item' in result) {
          incoming.push(result.item);
          report.items += 1;
        } else {
          const known = report.skipped.find((s) => s.reason === result.skipped.reason);
          if (known) known.count += 1;
          else report.skipped.push({ reason: result.skipped.reason, count: 1 });
        }
      }
    } catch (e) {
      if (!(e instanceof FeedError)) throw e;
      report.error = e.message;
    }
  }

  const merged = mergeNewsItems(store.items, incoming);
  const addedByCategory: Partial<Record<NewsCategoryKey, number>> = {};
  for (const item of merged.added) addedByCategory[item.category] = (addedByCategory[item.category] ?? 0) + 1;
  const written = !options.dryRun && merged.added.length > 0;
  if (written) await writeNewsStore(options.storePath, { ...store, items: merged.items });

  return {
    feeds: reports,
    added: merged.added,
    duplicates: merged.duplicates,
    total: merged.items.length,
    addedByCategory,
    written,
    storePath: options.storePath,
  };
}

/** The report as the command prints it (Hungarian, one line per fact). */
export function formatIngestReport(report: IngestReport, { dryRun = false } = {}): string {
  /** Counts as Hungarian text writes them (`19 500`, with a no-break space). */
  const count = new Intl.NumberFormat('hu-HU').format;
  const lines: string[] = [];
  for (const f of report.feeds) {
    if (f.error) {
      lines.push(`✗ ${f.error}`);
      continue;
    }
    const skipped = f.skipped.map((s) => `${count(s.count)} kihagyva: ${s.reason}`).join('; ');
    lines.push(
      `✓ ${f.title ?? f.source} (${f.format ?? '?'}): ${count(f.entries)} bejegyzés, ${count(f.items)} hír${skipped ? `; ${skipped}` : ''}`,
    );
  }
  const perCategory = NEWS_TOPIC_CATEGORIES.filter((c) => report.addedByCategory[c.key])
    .map((c) => `${c.label}: ${count(report.addedByCategory[c.key] ?? 0)}`)
    .join(', ');
  lines.push(
    `Új hír: ${count(report.added.length)}${perCategory ? ` (${perCategory})` : ''}; már meglévő vagy ismétlődő: ${count(report.duplicates)}.`,
  );
  if (dryRun)
    lines.push(
      `Próbafuttatás: a hírtár nem változott (${report.storePath}); az összevonás után ${count(report.total)} hír lenne benne.`,
    );
  else if (report.written) lines.push(`A hírtár frissítve: ${report.storePath} (${count(report.total)} hír).`);
  else lines.push(`Nincs új hír, a hírtár változatlan: ${report.storePath} (${count(report.total)} hír).`);
  return lines.join('\n');
}
