/**
 * The portfolio and market-data HTTP service (Fastify). `buildServer` returns the app without
 * listening, so tests can `inject` requests or `listen` on a free port; src/server.ts runs it.
 *
 * Routes:
 *   POST /portfolio-opt/update-portfolio   portfolio optimisation (portfolio/update-portfolio.ts)
 *   GET  /market/heatmap, /market/tables, /market/stocks/:symbol, /market/symbols   (market/routes.ts)
 *   GET  /health                           liveness and readiness
 * Errors: errors.ts (one Hungarian shape, no stack traces).
 */
import cors from '@fastify/cors';
import type { PriceSource } from '@penzugy/market-data';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_BODY_LIMIT_KB } from './config';
import { ERROR_TITLES, badRequest, installErrorHandlers, type ErrorBody } from './errors';
import { marketRoutes } from './market/routes';
import { budapestToday } from './portfolio/period';
import { createUpdatePortfolio } from './portfolio/update-portfolio';

export const UPDATE_PORTFOLIO_PATH = '/portfolio-opt/update-portfolio';

export interface BuildServerOptions {
  /** Where prices come from (read-only; shared by every request). */
  source: PriceSource;
  /** Origins allowed to call from a browser: '*' for any partner site, a list, or none. @default [] */
  corsOrigins?: '*' | readonly string[];
  /** Largest request body in bytes; larger bodies get 413. @default 64 KB */
  bodyLimit?: number;
  /** Fastify's logger option. @default false */
  logger?: FastifyServerOptions['logger'];
  /** Today's date for the default analysis period. @default today in Budapest */
  today?: () => string;
  /** Aligned-data cache entries of the portfolio endpoint. @default 256 */
  portfolioCacheSize?: number;
}

/** The service, ready to `inject` or `listen`. */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { source } = options;
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT_KB * 1024;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit,
    // Answer 503 to requests arriving while shutting down, so a load balancer moves on.
    return503OnClosing: true,
  });

  installErrorHandlers(app, bodyLimit);
  // JSON only: without this, text/plain bodies (which browsers send cross-origin without a CORS
  // preflight) would reach the handlers as strings.
  app.removeContentTypeParser('text/plain');

  const origins = options.corsOrigins ?? [];
  if (origins === '*' || origins.length > 0) {
    await app.register(cors, {
      origin: origins === '*' ? '*' : [...origins],
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Accept'],
      maxAge: 600,
    });
  }

  const updatePortfolio = createUpdatePortfolio({
    source,
    today: options.today ?? (() => budapestToday()),
    cacheSize: options.portfolioCacheSize,
  });

  app.post(UPDATE_PORTFOLIO_PATH, async (request, reply) => {
    const outcome = updatePortfolio(request.body);
    if (!outcome.ok) return reply.status(400).send(badRequest(outcome.fields));
    return reply.type('application/json; charset=utf-8').send(outcome.json());
  });

  await app.register(marketRoutes, { prefix: '/market', source });

  app.get('/health', async () => {
    let asOf = '';
    for (const s of source.symbols()) {
      const to = source.coverage(s)?.to;
      if (to && to > asOf) asOf = to;
    }
    return { status: 'ok', source: source.name, symbols: source.symbols().length, asOf };
  });

  // Only GET/POST/OPTIONS exist; other methods on known paths answer 405 in the common shape.
  app.route({
    method: ['PUT', 'PATCH', 'DELETE'],
    url: UPDATE_PORTFOLIO_PATH,
    handler: async (_request, reply) =>
      reply.status(405).header('allow', 'POST').send({ error: ERROR_TITLES[405], message: 'Ezt az útvonalat POST kéréssel hívja.' } satisfies ErrorBody),
  });

  return app;
}
