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
 *
 * The source is read-only, so each answer is computed once and kept (heatmaps, tables, the symbol
 * list) or cached in a bounded LRU (stock details).
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
import { entryCache } from '../cache';

/** Browsers and proxies may keep market answers this long: the data changes at most once a day. */
export const MARKET_CACHE_CONTROL = 'public, max-age=300';

/** The query parameters each route reads (by the route's full path); the others take none. */
const QUERY_PARAMETERS: Readonly<Record<string, readonly string[]>> = { '/market/heatmap': ['market'] };

/** Stock details kept in memory (each carries a full close series). */
const STOCK_DETAIL_CACHE_SIZE = 64;

export interface MarketRoutesOptions {
  source: PriceSource;
}

export async function marketRoutes(app: FastifyInstance, { source }: MarketRoutesOptions): Promise<void> {
  const heatmaps = new Map<HeatmapMarket, HeatmapData>();
  let tables: MarketTables | undefined;
  let symbols: { symbol: string; name: string; kind: 'stock' | 'index' }[] | undefined;
  const details = entryCache<string, StockDetail>(STOCK_DETAIL_CACHE_SIZE);

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

  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', MARKET_CACHE_CONTROL);
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
    let data = heatmaps.get(market);
    if (!data) heatmaps.set(market, (data = buildHeatmap(source, market)));
    return data;
  });

  app.get('/tables', async () => (tables ??= buildMarketTables(source)));

  app.get('/symbols', async () => {
    symbols ??= source.symbols().map((symbol) => {
      const info = source.info(symbol);
      return { symbol, name: info?.name ?? symbol, kind: info?.kind ?? 'stock' };
    });
    return symbols;
  });

  let coverage: { source: string; from: string; to: string } | undefined;
  app.get('/coverage', async () => {
    if (!coverage) {
      let from = '';
      let to = '';
      for (const symbol of source.symbols()) {
        if (source.info(symbol)?.kind === 'index') continue;
        const c = source.coverage(symbol);
        if (!c) continue;
        if (from === '' || c.from < from) from = c.from;
        if (c.to > to) to = c.to;
      }
      coverage = { source: source.name, from, to };
    }
    return coverage;
  });

  app.get<{ Params: { symbol: string } }>('/stocks/:symbol', async (request, reply) => {
    const symbol = request.params.symbol.trim().toUpperCase();
    let detail = details.get(symbol);
    if (!detail) {
      detail = buildStockDetail(source, symbol);
      if (!detail) {
        return reply.status(404).send({
          error: ERROR_TITLES[404],
          message: `Ehhez a részvényhez nincs adat: „${symbol.slice(0, 40)}”.`,
        } satisfies ErrorBody);
      }
      details.set(symbol, detail);
    }
    return detail;
  });
}
