/**
 * Reading one news feed: download it (or read the file), decode its bytes by the declared charset
 * and parse it as RSS or Atom with @rowanmanning/feed-parser. Node only (fetch, fs, dns); every
 * failure is a {@link FeedError} with a Hungarian message naming the feed.
 */
import { lookup } from 'node:dns/promises';
import { readFile } from 'node:fs/promises';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFeed } from '@rowanmanning/feed-parser';
import type { FeedEntry, FeedSourceInfo } from './normalise.js';

/** A feed that could not be read or parsed; `message` is Hungarian and names the feed. */
export class FeedError extends Error {
  override readonly name = 'FeedError';

  constructor(
    /** The feed as given on the command line. */
    readonly source: string,
    message: string,
  ) {
    super(message);
  }
}

/** Network limits of one feed download. */
export const FETCH_LIMITS = { timeoutMs: 20_000, maxBytes: 10 * 1024 * 1024 } as const;
const USER_AGENT = 'penzugy-news-ingest/0.1 (RSS/Atom reader of @penzugy/content)';

/** Options of {@link readFeedSource}. */
export interface ReadFeedOptions {
  /** The fetch to use (tests may pass their own; the default is Node's). */
  fetch?: typeof fetch;
  /** Directory that relative file paths are resolved against. @default process.cwd() */
  cwd?: string;
  /** @default FETCH_LIMITS.timeoutMs */
  timeoutMs?: number;
  /** @default FETCH_LIMITS.maxBytes */
  maxBytes?: number;
  /**
   * Let redirects lead to loopback, private and link-local hosts (tests with a local server).
   * @default false
   */
  allowPrivateRedirects?: boolean;
}

/** Most redirects followed for one feed. */
export const MAX_FEED_REDIRECTS = 5;

/** Addresses a feed's redirect may not lead to: loopback, private, link-local (cloud metadata), unspecified. */
const PRIVATE_ADDRESSES = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE_ADDRESSES.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE_ADDRESSES.addSubnet(net, prefix, 'ipv6');

function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE_ADDRESSES.check(mapped, 'ipv4');
  const family = isIP(address);
  return family !== 0 && PRIVATE_ADDRESSES.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Why a redirect target may not be followed, or null when it may: only http(s), and (unless
 * allowed) no host that is or resolves to a loopback, private or link-local address. A redirect
 * within the feed's own host is always followed: it reaches nothing the feed's address did not.
 */
async function redirectRefusal(target: URL, from: URL, allowPrivate: boolean): Promise<string | null> {
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return `csak http(s) címre irányíthat át, ez „${target.protocol}”`;
  if (allowPrivate || target.host === from.host) return null;
  const host = target.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true })).map((a) => a.address);
    } catch {
      return null; // fetch reports the unknown host itself
    }
  }
  return addresses.some(isPrivateAddress) ? `belső hálózati címre (${target.hostname}) nem irányíthat át` : null;
}

/**
 * Decodes feed bytes by the declared charset (HTTP header first, then the XML declaration), so
 * older Hungarian feeds in ISO-8859-2 or windows-1250 keep their ő and ű. UTF-8 when nothing is declared.
 */
export function decodeFeedBytes(bytes: Uint8Array, contentType: string | null = null): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared =
    /charset=["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1] ??
    /<\?xml[^>]*encoding=["']([\w.:-]+)["']/i.exec(head)?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(declared).decode(bytes);
  } catch {
    // An unknown label (a typo in the declaration) is read as UTF-8 rather than failing the feed.
    return new TextDecoder('utf-8').decode(bytes);
  }
}

async function readLimited(response: Response, source: string, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes)
    throw new FeedError(source, `${source}: a hírcsatorna túl nagy (${declared} bájt, legfeljebb ${maxBytes}).`);
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FeedError(source, `${source}: a hírcsatorna túl nagy (több mint ${maxBytes} bájt).`);
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    all.set(c, offset);
    offset += c.byteLength;
  }
  return all;
}

/**
 * The text of a feed: `http(s)://` URLs are downloaded (with a timeout and a size limit), anything
 * else is a file path (or `file:` URL). `location` is the URL or the absolute file path.
 * @throws FeedError with a Hungarian message naming the feed.
 */
export async function readFeedSource(
  source: string,
  options: ReadFeedOptions = {},
): Promise<{ text: string; location: string }> {
  const maxBytes = options.maxBytes ?? FETCH_LIMITS.maxBytes;
  if (/^https?:\/\//i.test(source)) {
    const doFetch = options.fetch ?? fetch;
    const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_LIMITS.timeoutMs);
    let url = new URL(source);
    let response: Response;
    // Redirects are followed by hand so that each target is checked before it is requested.
    for (let redirects = 0; ; redirects++) {
      try {
        response = await doFetch(url, {
          headers: {
            accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
            'user-agent': USER_AGENT,
          },
          redirect: 'manual',
          signal,
        });
      } catch (e) {
        const reason =
          e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')
            ? 'lejárt az időkorlát'
            : e instanceof Error
              ? e.cause instanceof Error
                ? e.cause.message
                : e.message
              : String(e);
        throw new FeedError(source, `${source}: a hírcsatorna nem tölthető le (${reason}).`);
      }
      const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
      if (location === null) break;
      await response.body?.cancel();
      if (redirects === MAX_FEED_REDIRECTS)
        throw new FeedError(source, `${source}: túl sok átirányítás (legfeljebb ${MAX_FEED_REDIRECTS}).`);
      let target: URL;
      try {
        target = new URL(location, url);
      } catch {
        throw new FeedError(source, `${source}: érvénytelen átirányítási cím.`);
      }
      const refusal = await redirectRefusal(target, url, options.allowPrivateRedirects ?? false);
      if (refusal) throw new FeedError(source, `${source}: az átirányítást nem követjük (${refusal}).`);
      url = target;
    }
    if (!response.ok)
      throw new FeedError(
        source,
        `${source}: a szerver hibát adott (HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}).`,
      );
    const bytes = await readLimited(response, source, maxBytes);
    return {
      text: decodeFeedBytes(bytes, response.headers.get('content-type')),
      location: response.url || url.toString(),
    };
  }
  let file: string;
  try {
    file = source.startsWith('file:') ? fileURLToPath(source) : path.resolve(options.cwd ?? process.cwd(), source);
  } catch {
    throw new FeedError(source, `${source}: érvénytelen fájlcím.`);
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT'
        ? 'a fájl nem található'
        : code === 'EISDIR'
          ? 'ez egy könyvtár, nem fájl'
          : (e as Error).message;
    throw new FeedError(source, `${source}: a hírcsatorna nem olvasható (${reason}).`);
  }
  if (bytes.byteLength > maxBytes)
    throw new FeedError(
      source,
      `${source}: a hírcsatorna túl nagy (${bytes.byteLength} bájt, legfeljebb ${maxBytes}).`,
    );
  return { text: decodeFeedBytes(bytes), location: file };
}

/**
 * Most entries read from one feed (in document order, normally newest first); the others are only
 * counted. A news feed carries tens; the size limit alone would let through a hundred thousand.
 */
export const MAX_FEED_ENTRIES = 500;

/**
 * The feed-level values feed-parser's entries fall back to (an entry's link is resolved against
 * the feed's; an entry without categories or authors takes the feed's). Each read of them on the
 * feed scans all of the channel's children — every entry among them — so an entry reading them
 * cost in proportion to the feed's length, and the feed in proportion to its square (20 000
 * entries: over two minutes). They are read once per feed instead (parseFeedText).
 */
const FEED_FALLBACKS = ['url', 'authors', 'categories'] as const;

/** A parsed feed, reduced to what ingestion uses. */
export interface ParsedFeed {
  info: FeedSourceInfo;
  /** The first MAX_FEED_ENTRIES entries, read once each into plain objects. */
  entries: FeedEntry[];
  /** Entries in the feed, including those beyond MAX_FEED_ENTRIES. */
  total: number;
  /** `rss` or `atom`. */
  format: string;
}

type FeedItem = ReturnType<typeof parseFeed>['items'][number];

/** An entry's fields read once (each read of feed-parser's getters walks the entry's elements again). */
function readEntry(item: FeedItem): FeedEntry {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    content: item.content,
    url: item.url,
    published: item.published,
    updated: item.updated,
    categories: item.categories.map((c) => ({ term: c.term, label: c.label })),
  };
}

/**
 * Parses RSS (0.9x, 1.0, 2.0) or Atom with @rowanmanning/feed-parser, which is lenient with the
 * small errors of real feeds and throws only when nothing feed-like is there. Linear in the feed's
 * length, and reads at most MAX_FEED_ENTRIES entries.
 * @throws FeedError (`… nem érvényes RSS- vagy Atom-hírcsatorna`) for anything else (HTML, empty, not XML).
 */
export function parseFeedText(text: string, source: string, location = source): ParsedFeed {
  if (text.trim() === '') throw new FeedError(source, `${source}: a hírcsatorna üres.`);
  let feed: ReturnType<typeof parseFeed>;
  try {
    feed = parseFeed(text);
  } catch (e) {
    const detail =
      e instanceof Error && (e as { code?: string }).code === 'INVALID_FEED'
        ? ''
        : ` (${e instanceof Error ? e.message : String(e)})`;
    throw new FeedError(source, `${source}: nem érvényes RSS- vagy Atom-hírcsatorna${detail}.`);
  }
  // Own properties shadow the prototype's getters, so the entries' fallbacks read the values.
  for (const key of FEED_FALLBACKS) Object.defineProperty(feed, key, { value: feed[key] });
  const items = feed.items;
  return {
    info: { title: feed.title, url: feed.url, location },
    entries: items.slice(0, MAX_FEED_ENTRIES).map(readEntry),
    total: items.length,
    format: feed.meta.type,
  };
}
