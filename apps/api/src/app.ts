/**
 * The portfolio and market-data HTTP service (Fastify). `buildServer` returns the app without
 * listening, so tests can `inject` requests or `listen` on a free port; src/server.ts runs it.
 *
 * Routes:
 *   POST /portfolio-opt/update-portfolio   portfolio optimisation (portfolio/update-portfolio.ts)
 *   GET  /market/heatmap, /market/tables, /market/stocks/:symbol, /market/symbols, /market/coverage,
 *        /market/status   (market/routes.ts; the data come from a feed that picks up new snapshots)
 *   POST /csp-report                     the site's Content-Security-Policy violation reports, logged (csp-report.ts)
 *   GET  /health                           liveness and readiness
 * Errors: errors.ts (one Hungarian shape, no stack traces).
 *
 * Protection of one instance (limits from config.ts): request, header, keep-alive and socket
 * timeouts, a connection cap and one per client address (connections.ts); whom to believe about
 * the client's address (front-end.ts); per-client limits on requests, portfolio computation and
 * requests in flight (rate-limit.ts); br/gzip compression; security headers (helmet: nosniff, a
 * CSP that allows nothing, no framing); large optimisations in a worker pool (solver-pool.ts).
 *
 * Paths: every route also answers under `/api` (`/api/market/tables`), the path the site uses on
 * its own origin, so a front end may forward requests with or without rewriting them.
 */
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FxSeries, PriceSource } from '@penzugy/market-data';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_BODY_LIMIT_KB, DEFAULT_LIMITS, type ServiceLimits } from './config';
import {
  ERROR_TITLES,
  badRequest,
  clientErrorHandler,
  frameworkErrors,
  installErrorHandlers,
  type ErrorBody,
} from './errors';
import { capConnectionsPerClient } from './connections';
import { registerClientAddress, trustProxyFor, type ClientAddressModel } from './front-end';
import { healthFacts } from './health';
import { stocksCoverage } from './market/coverage';
import { marketRoutes } from './market/routes';
import { type MarketFeed, staticFeed } from './snapshots/market-feed';
import { budapestToday } from './portfolio/period';
import { createUpdatePortfolio, type PortfolioPlan } from './portfolio/update-portfolio';
import { nextTurn } from './turns';
import { registerClientLimits } from './rate-limit';
import { createSolverPool } from './solver-pool';
import { cspReportRoutes } from './csp-report';

export const UPDATE_PORTFOLIO_PATH = '/portfolio-opt/update-portfolio';
export const HEALTH_PATH = '/health';

/** The site's prefix for the service's routes on its own origin (`/api/market/…`), dropped on arrival. */
const SITE_PREFIX = /^\/api(?=\/(?:portfolio-opt\/|market\/|csp-report(?:$|\?)))/;

export interface BuildServerOptions {
  /** Where prices come from (read-only; shared by every request). Ignored when `feed` is given. */
  source: PriceSource;
  /** USD/HUF fixings for portfolio analyses in forints or of mixed currencies. @default none (such requests get 400) */
  fx?: FxSeries | null;
  /** Origins allowed to call from a browser: '*' for any partner site, a list, or none. @default [] */
  corsOrigins?: '*' | readonly string[];
  /** Largest request body in bytes; larger bodies get 413. @default 64 KB */
  bodyLimit?: number;
  /** Fastify's logger option. @default false */
  logger?: FastifyServerOptions['logger'];
  /** Today's date for the default analysis period. @default today in Budapest */
  today?: () => string;
  /** Limits (timeouts, rate limit, caches, worker pool); unset ones take DEFAULT_LIMITS. */
  limits?: Partial<ServiceLimits>;
  /** Market data that may change while running (the refresh's snapshots). @default `source` and `fx`, fixed */
  feed?: MarketFeed;
  /**
   * The shared secret of the one front end (front-end.ts): only requests carrying it are served,
   * keyed on the client address it names. @default none (the socket's address, or TRUST_PROXY_HOPS)
   */
  frontEndSecret?: string | null;
}

/** Answers smaller than this are sent uncompressed (the headers would eat the gain). */
const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * Compression effort. A 24-stock, eleven-year answer (550 KB of JSON) measured here: brotli
 * quality 1 gives 217 KB in a quarter of quality 4's time (205 KB) and a seventh of gzip 6's; the
 * brotli default (11) takes hundreds of milliseconds. gzip (for clients without br) at level 3 is
 * as fast as level 1 and smaller.
 */
const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 3;

/** Whether an Accept-Encoding header takes gzip (RFC 9110 §12.5.3: `gzip` or `*`, without q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const gzip = weights.get('gzip') ?? weights.get('x-gzip') ?? weights.get('*');
  return gzip !== undefined && gzip > 0;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The portfolio request, validated and costed before the rate limit (update-portfolio.ts). */
    portfolioPlan?: PortfolioPlan;
    /** The computation (of the data set current when the request arrived) that planned it. */
    portfolioRun?: ReturnType<typeof createUpdatePortfolio>;
  }
}

/** The service, ready to `inject` or `listen`. */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const feed = options.feed ?? staticFeed(options.source, options.fx ?? null);
  const today = options.today ?? (() => budapestToday());
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT_KB * 1024;
  const limits: ServiceLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const clientModel: ClientAddressModel = options.frontEndSecret
    ? { kind: 'front-end', secret: options.frontEndSecret }
    : limits.trustProxyHops > 0
      ? { kind: 'hops', hops: limits.trustProxyHops }
      : { kind: 'socket' };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit,
    // Answer 503 to requests arriving while shutting down, so a load balancer moves on.
    return503OnClosing: true,
    // A client that trickles its headers or body is cut off (408) instead of holding a socket.
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.socketTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // Node checks the request and header deadlines on this interval (30 s by default).
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    },
    // X-Forwarded-For is read only in the `hops` model (front-end.ts).
    trustProxy: trustProxyFor(clientModel),
    rewriteUrl: (request) => (request.url ?? '/').replace(SITE_PREFIX, ''),
    frameworkErrors,
    clientErrorHandler,
  });
  app.server.maxConnections = limits.maxConnections;
  // Only where each socket is a client: behind a proxy every socket is the proxy's.
  if (clientModel.kind === 'socket') capConnectionsPerClient(app.server, limits.maxConnectionsPerClient);

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

  // JSON answers: a CSP that allows nothing, nosniff, no framing, no referrer. CORS partners read
  // the answers with fetch, so the resource policy allows other origins only when CORS is on.
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: origins === '*' || origins.length > 0 ? 'cross-origin' : 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
  // Who the client is, then what it may do: the first hooks of every route.
  const open = new Set([HEALTH_PATH]);
  registerClientAddress(app, clientModel, open);
  const charges = registerClientLimits(app, {
    requestLimit: limits.requestLimit,
    rateLimitBudget: limits.rateLimitBudget,
    windowMs: limits.rateLimitWindowMs,
    clientConcurrency: limits.clientConcurrency,
    exempt: open,
    portfolioPath: UPDATE_PORTFOLIO_PATH,
  });

  const pool = limits.solverThreads > 0 ? createSolverPool(limits.solverThreads) : undefined;
  if (pool) app.addHook('onClose', () => pool.close());
  app.addHook('onClose', () => feed.close());
  // One portfolio computation (with its caches) per data set: a new snapshot gets fresh caches, and
  // the default period ends at that data set's last day, or today if earlier.
  const portfolios = new WeakMap<PriceSource, ReturnType<typeof createUpdatePortfolio>>();
  const portfolioFor = () => {
    const { source, fx } = feed.current();
    let p = portfolios.get(source);
    if (!p) {
      const lastDay = stocksCoverage(source).to;
      portfolios.set(
        source,
        (p = createUpdatePortfolio({
          source,
          fx,
          today: () => {
            const t = today();
            return lastDay !== '' && lastDay < t ? lastDay : t;
          },
          cacheBytes: limits.portfolioCacheBytes,
          maxCells: limits.portfolioMaxCells,
          ...(pool ? { offload: { minCells: limits.solverMinCells, solve: pool.solve } } : {}),
        })),
      );
    }
    return p;
  };

  app.post(UPDATE_PORTFOLIO_PATH, {
    // Validate and cost the request first, and charge it before any work (rate-limit.ts).
    preHandler: async (request) => {
      // One portfolio request per event-loop iteration, from here to its answer (or its 429), so
      // /health and the market routes never queue behind many of them (turns.ts).
      await nextTurn();
      request.portfolioRun = portfolioFor();
      const plan = request.portfolioRun.plan(request.body);
      request.portfolioPlan = plan;
      // Invalid requests cost the minimum; a valid one at most the cell cap (more is refused).
      charges.reserve(request, plan.ok ? Math.min(plan.cost, limits.portfolioMaxCells) : 0);
    },
    handler: async (request, reply) => {
      const updatePortfolio = request.portfolioRun ?? portfolioFor();
      const outcome = await updatePortfolio.run(request.portfolioPlan ?? updatePortfolio.plan(request.body));
      if (outcome.cells !== undefined) charges.settle(request, outcome.cells);
      if (!outcome.ok) return reply.status(400).send(badRequest(outcome.fields));
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      // The portfolio answer is sent as gzip whenever the client takes it, br or not: its large tail
      // is compressed once per result (portfolio/gzip-parts.ts), where compressing every answer anew
      // was most of a busy instance's CPU. The compress plugin leaves an encoded body alone.
      if (acceptsGzip(request.headers['accept-encoding']))
        return reply.header('content-encoding', 'gzip').send(outcome.gzip());
      return reply.send(outcome.json());
    },
  });

  await app.register(marketRoutes, { prefix: '/market', feed, today });

  await app.register(cspReportRoutes);

  app.get(HEALTH_PATH, async () => healthFacts(feed.current().source));

  // Only GET/POST/OPTIONS exist; other methods on known paths answer 405 in the common shape.
  app.route({
    method: ['PUT', 'PATCH', 'DELETE'],
    url: UPDATE_PORTFOLIO_PATH,
    handler: async (_request, reply) =>
      reply
        .status(405)
        .header('allow', 'POST')
        .send({ error: ERROR_TITLES[405], message: 'Ezt az útvonalat POST kéréssel hívja.' } satisfies ErrorBody),
  });

  return app;
}
