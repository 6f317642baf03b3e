/**
 * Which market data the process serves (server.ts):
 *
 * - by default, the refresh's snapshots in SNAPSHOT_STORE (a folder, or gs://bucket/prefix; unset: the
 *   repository's .data/snapshots, which `npm run refresh` writes), checked every SNAPSHOT_POLL_S
 *   seconds (default 60) for new ones; without any snapshot, the embedded data;
 * - with PRICE_SOURCE=alphavantage (or another live kind), that source loaded once at start, as before
 *   the refresh existed, with the other datasets still read from the snapshots once.
 */
import { openSnapshotStore } from '@penzugy/data-refresh';
import { createPriceSource } from '@penzugy/market-data/node';
import { type MarketFeed, snapshotPollMs, startSnapshotFeed } from './market-feed';

/** A tiny JSON logger for the feed's messages, in pino's shape, before Fastify's logger exists. */
function logLine(level: 'info' | 'warn', levelNumber: number, threshold: string) {
  const order = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];
  if (threshold === 'silent' || order.indexOf(level) < order.indexOf(threshold)) return () => {};
  return (msg: string, detail: Record<string, unknown> = {}) =>
    process.stdout.write(`${JSON.stringify({ level: levelNumber, time: Date.now(), ...detail, msg })}\n`);
}

export async function openMarketFeed(
  env: Record<string, string | undefined>,
  { level = 'info' }: { level?: string } = {},
): Promise<MarketFeed> {
  const store = openSnapshotStore(env);
  const pollMs = snapshotPollMs(env);
  const kind = env.PRICE_SOURCE?.trim().toLowerCase();
  const feed = await startSnapshotFeed({
    store,
    pollMs: kind && kind !== 'sample' ? 0 : pollMs,
    warn: logLine('warn', 40, level),
    info: logLine('info', 30, level),
  });
  if (!kind || kind === 'sample') return feed;
  // A live source replaces the prices; everything else stays as the snapshots had it.
  const source = await createPriceSource(env);
  const data = feed.current();
  const metas = new Map(data.metas);
  const asOf = source.symbols().reduce((max, s) => {
    const to = source.coverage(s)?.to ?? '';
    return to > max ? to : max;
  }, '');
  metas.set('prices', {
    dataset: 'prices',
    asOf,
    fetchedAt: new Date().toISOString(),
    sourceUrl: env.ALPHAVANTAGE_BASE_URL?.trim() || 'https://www.alphavantage.co',
    source: source.name,
    rowCount: source.symbols().length,
    checksum: '',
    origin: 'fetched',
  });
  const fixed = { ...data, source, metas };
  return { current: () => fixed, close: () => feed.close() };
}
