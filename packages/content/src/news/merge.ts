/**
 * Merging newly ingested items into the store: de-duplication by id and by canonical source URL,
 * then newest first. Pure.
 */
import type { NewsItem } from './types.js';
import { compareNewsNewestFirst } from './validate.js';

/** Query parameters that only track where a click came from; they do not change the article. */
const TRACKING_PARAMS = /^(utm_[a-z]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|ref|cmpid)$/i;

/**
 * A URL in the form used to recognise the same article under two links: lower-case scheme and
 * host (the URL parser does that), no fragment, no tracking parameters, no trailing slash. Text
 * that is not an absolute URL is returned trimmed.
 */
export function canonicalUrl(url: string): string {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return url.trim();
  }
  u.hash = '';
  for (const key of [...u.searchParams.keys()]) if (TRACKING_PARAMS.test(key)) u.searchParams.delete(key);
  if (u.pathname.length > 1) u.pathname = u.pathname.replace(/\/+$/, '');
  return u.toString();
}

/** What a merge did. */
export interface MergeResult {
  /** The merged store, newest first. */
  items: NewsItem[];
  /** The incoming items that were new, newest first. */
  added: NewsItem[];
  /** Incoming items dropped because their id or URL was already present (in the store or earlier in the batch). */
  duplicates: number;
}

/**
 * Adds `incoming` to `existing`. An item whose id or canonical `sourceUrl` is already known is
 * dropped: the stored version wins, so an editor's fix to an item is not overwritten by the feed.
 */
export function mergeNewsItems(existing: readonly NewsItem[], incoming: readonly NewsItem[]): MergeResult {
  const ids = new Set(existing.map((i) => i.id));
  const urls = new Set(existing.filter((i) => i.sourceUrl !== '').map((i) => canonicalUrl(i.sourceUrl)));
  const added: NewsItem[] = [];
  let duplicates = 0;
  for (const item of incoming) {
    const url = item.sourceUrl === '' ? '' : canonicalUrl(item.sourceUrl);
    if (ids.has(item.id) || (url !== '' && urls.has(url))) {
      duplicates += 1;
      continue;
    }
    ids.add(item.id);
    if (url !== '') urls.add(url);
    added.push(item);
  }
  return {
    items: [...existing, ...added].sort(compareNewsNewestFirst),
    added: [...added].sort(compareNewsNewestFirst),
    duplicates,
  };
}
