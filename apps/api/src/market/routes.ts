/**
 * The dashboard's and the stock screen's data (docs/product.md#dashboard, Stock screen), from the same
 * price source as the portfolio endpoint:
 *
 *   GET /market/heatmap?market=sp500|nasdaq|dowjones   → HeatmapData (default sp500)
 *   GET /market/tables                                 → MarketTables
 *   GET /market/stocks/:symbol                         → StockDetail (404 for an unknown symbol)
 *   GET /market/symbols                                → [{ symbol, name, kind }] (search, quick add)
 *   GET /market/coverage                               → { source, from, to }: the stocks' first and last
 *                                                         dates, so a form's default period can end
 *                                                         where the data end (2025-12-30 for the sample)
 *   GET /market/status                                 → every dataset's as-of date, source and staleness
 *   GET /market/inflation                              → the KSH's monthly CPI: { months ('YYYY-MM'),
 *                                                         index (same month of the previous year = 100),
 *                                                         yoy (fractions: 102.1 → 0.021), dataset };
 *                                                         404 when there is no CPI data at all
 *   GET /market/filings                                → the document library companies' latest filings
 *                                                         from SEC EDGAR: { companies: [{ cik, name,
 *                                                         tickers, filings: [{ form, filingDate,
 *                                                         reportDate, url, … }] }], dataset }; empty
 *                                                         (asOf null) until a refresh fetched them
 *
 * The heatmap, tables, stock and coverage answers also carry `dataset`: the prices' as-of date,
 * source, fetch time and whether they are stale (issue 28), so a screen can say how old its figures
 * are without another request.
 *
 * The data come from a feed (../snapshots/market-feed.ts) that may swap in new snapshots; each answer
 * is computed once per data set and kept (heatmaps, tables, the symbol list) or cached in a bounded
 * LRU (stock details), in caches that belong to that data set and go with it.
 *
 * A query parameter a route does not read is refused (400): the answers are cacheable, and a CDN
 * keys its copies on the whole URL, so `?x=<random>` would otherwise fetch every answer afresh
 * past the cache, and each distinct URL would take a slot in it.
 */
import {
  DEFAULT_HEATMAP_MARKET,
  HEATMAP_MARKETS,
  buildHeatmap,
  buildMarketTables,
  buildStockDetail,
  isHeatmapMarket,
  type HeatmapData,
  type HeatmapMarket,
  type MarketTables,
  type PriceSource,
  type StockDetail,
} from '@penzugy/market-data';
import type { FastifyInstance } from 'fastify';
import { AnswerError, ERROR_TITLES, badRequest, type ErrorBody } from '../errors';
import { type BoundedCache, entryCache } from '../cache';
import { datasetTag, type MarketFeed, statusesOf } from '../snapshots/market-feed';
import { stocksCoverage } from './coverage';

/** Browsers and proxies may keep market answers this long: the data changes at most once a day. */
export const MARKET_CACHE_CONTROL = 'public, max-age=300';

/** The status changes with the clock and every refresh; a minute is enough for a banner. */
export const STATUS_CACHE_CONTROL = 'public, max-age=60';

/** The query parameters each route reads (by the route's full path); the others take none. */
const QUERY_PARAMETERS: Readonly<Record<string, readonly string[]>> = { '/market/heatmap': ['market'] };

/** Stock details kept in memory (each carries a full close series). */
const STOCK_DETAIL_CACHE_SIZE = 64;

export interface MarketRoutesOptions {
  feed: MarketFeed;
  /** Today's date (`YYYY-MM-DD`, Budapest) for staleness. */
  today: () => string;
}

/** The answers computed from one data set. */
interface Computed {
  heatmaps: Map<HeatmapMarket, HeatmapData>;
  tables?: MarketTables;
  symbols?: { symbol: string; name: string; kind: 'stock' | 'index' }[];
  coverage?: { source: string; from: string; to: string };
  details: BoundedCache<string, StockDetail>;
}

export async function marketRoutes(app: FastifyInstance, { feed, today }: MarketRoutesOptions): Promise<void> {
  const computed = new WeakMap<PriceSource, Computed>();
  /** The current data, its caches and its dataset tag. */
  const now = () => {
    const data = feed.current();
    let c = computed.get(data.source);
    if (!c) computed.set(data.source, (c = { heatmaps: new Map(), details: entryCache(STOCK_DETAIL_CACHE_SIZE) }));
    return { source: data.source, c, dataset: datasetTag(data, 'prices', today()), data };
  };

  app.addHook('onRequest', async (request) => {
    const allowed = QUERY_PARAMETERS[request.routeOptions.url ?? ''] ?? [];
    const unknown = Object.keys(request.query as object).find((name) => !allowed.includes(name));
    if (unknown === undefined) return;
    throw new AnswerError(
      400,
      badRequest({
        query: `Lekérdezés: ismeretlen paraméter („${unknown.slice(0, 40)}”); ${allowed.length > 0 ? `ez a cím csak ezt fogadja: ${allowed.join(', ')}` : 'ez a cím nem fogad paramétert'}.`,
      }),
    );
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 200)
      reply.header(
        'cache-control',
        request.routeOptions.url?.endsWith('/status') ? STATUS_CACHE_CONTROL : MARKET_CACHE_CONTROL,
      );
    return payload;
  });

  app.get<{ Querystring: { market?: unknown } }>('/heatmap', async (request, reply) => {
    const market = request.query.market ?? DEFAULT_HEATMAP_MARKET;
    if (!isHeatmapMarket(market)) {
      return reply.status(400).send(
        badRequest({
          market: `Piac: ismeretlen piac („${String(market).slice(0, 40)}”). Választható: ${HEATMAP_MARKETS.map((m) => `${m.value} (${m.label})`).join(', ')}.`,
        }),
      );
    }
    const { source, c, dataset } = now();
    let data = c.heatmaps.get(market);
    if (!data) c.heatmaps.set(market, (data = buildHeatmap(source, market)));
    return { ...data, dataset };
  });

  app.get('/tables', async () => {
    const { source, c, dataset } = now();
    return { ...(c.tables ??= buildMarketTables(source)), dataset };
  });

  app.get('/symbols', async () => {
    const { source, c } = now();
    c.symbols ??= source.symbols().map((symbol) => {
      const info = source.info(symbol);
      return { symbol, name: info?.name ?? symbol, kind: info?.kind ?? 'stock' };
    });
    return c.symbols;
  });

  app.get('/coverage', async () => {
    const { source, c, dataset } = now();
    c.coverage ??= { source: source.name, ...stocksCoverage(source) };
    return { ...c.coverage, dataset };
  });

  app.get('/status', async () => ({ today: today(), datasets: statusesOf(feed.current(), today()) }));

  app.get('/inflation', async (_request, reply) => {
    const data = feed.current();
    if (!data.cpi) {
      return reply.status(404).send({
        error: ERROR_TITLES[404],
        message: 'Nincs inflációs (fogyasztóiár-index) adat.',
      } satisfies ErrorBody);
    }
    const { months, index } = data.cpi;
    return {
      months,
      index,
      // Rounded so binary fractions do not show (102.1 → 0.021, not 0.02099999999999991).
      yoy: index.map((i) => Math.round((i - 100) * 1e6) / 1e8),
      dataset: datasetTag(data, 'ksh-cpi', today()),
    };
  });

  // Always 200: before a refresh the list is empty and the tag says so (asOf null), so a page that
  // asks on every visit never meets an error it should not show.
  app.get('/filings', async () => {
    const data = feed.current();
    return { companies: data.filings?.companies ?? [], dataset: datasetTag(data, 'edgar', today()) };
  });

  app.get<{ Params: { symbol: string } }>('/stocks/:symbol', async (request, reply) => {
    const symbol = request.params.symbol.trim().toUpperCase();
    const { source, c, dataset } = now();
    let detail = c.details.get(symbol);
    if (!detail) {
      detail = buildStockDetail(source, symbol);
      if (!detail) {
        return reply.status(404).send({
          error: ERROR_TITLES[404],
          message: `Ehhez a részvényhez nincs adat: „${symbol.slice(0, 40)}”.`,
        } satisfies ErrorBody);
      }
      c.details.set(symbol, detail);
    }
    return { ...detail, dataset };
  });
}
