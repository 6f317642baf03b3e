/**
 * The service's configuration from environment variables (documented in README.md):
 *
 *   PORT           listening port                          default 8787
 *   HOST           listening address                       default 127.0.0.1 (0.0.0.0 in a container)
 *   CORS_ORIGINS   '*' or a comma-separated origin list    default none (no CORS headers)
 *   BODY_LIMIT_KB  largest request body, in KB             default 64
 *   PRICE_SOURCE   'sample' or 'alphavantage'              default sample (read by market-data)
 *   LOG_LEVEL      pino level                              default info
 *   HEALTH_PORT    a second port answering only /health,   default none
 *                  from a thread of its own (health.ts)
 *   FRONT_END_SECRET  the secret of the one front end      default none (front-end.ts)
 *   MARKET_TODAY   the date (YYYY-MM-DD) the service takes for today: staleness and default periods
 *                  as on that day (a demo of old data, the end-to-end tests of the stale banner)
 *                                                          default today in Budapest
 * and the limits (`ServiceLimits`, see LIMIT_VARIABLES below and README.md).
 */
import { availableParallelism } from 'node:os';
import { FRONT_END_SECRET_MIN_LENGTH, isFrontEndSecret } from '@penzugy/client-address';
import { isIsoDate } from '@penzugy/market-data';
import { PORTFOLIO_DEFAULTS } from './portfolio/update-portfolio';

export interface ServiceConfig {
  port: number;
  host: string;
  corsOrigins: '*' | string[];
  bodyLimit: number;
  logLevel: string;
  /** Port of the health thread (0: any free port); null: none, /health only on `port`. */
  healthPort: number | null;
  /** The front end's shared secret; when set, only requests carrying it are served (front-end.ts). */
  frontEndSecret: string | null;
  limits: ServiceLimits;
  /** MARKET_TODAY: a fixed "today" (`YYYY-MM-DD`); undefined: the real date in Budapest. */
  today?: string;
}

/** Limits that protect one instance; each has an environment variable (LIMIT_VARIABLES). */
export interface ServiceLimits {
  /** Per client and window, the stocks × trading days the portfolio endpoint computes; 0: no limit. */
  rateLimitBudget: number;
  /** Per client and window, requests of any kind but /health; 0: no limit. */
  requestLimit: number;
  /** The rate limits' window in milliseconds. */
  rateLimitWindowMs: number;
  /** Portfolio requests of one client in flight at once; 0: no limit. */
  clientConcurrency: number;
  /** Trust X-Forwarded-For from this many proxies in front (the client address for the rate limit). */
  trustProxyHops: number;
  /** Bytes of aligned closes, chart series and results the portfolio endpoint keeps. */
  portfolioCacheBytes: number;
  /** Most stocks × trading days in one portfolio request. */
  portfolioMaxCells: number;
  /** Worker threads for large optimisations; 0 runs every one on the main thread. */
  solverThreads: number;
  /** Optimisations of at least this many stocks × trading days go to the workers. */
  solverMinCells: number;
  /** Time to receive a whole request (headers and body); slower clients get 408 and are closed. */
  requestTimeoutMs: number;
  /** Time to receive the headers. */
  headersTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A socket with no activity at all is closed after this. */
  socketTimeoutMs: number;
  /** Most open connections; further ones are closed at once. */
  maxConnections: number;
  /** Most open connections from one client address (/64 for IPv6) when clients connect directly. */
  maxConnectionsPerClient: number;
}

/** Defaults: a 24-stock, eleven-year request is about 66 000 stocks × days. */
export const DEFAULT_LIMITS: ServiceLimits = {
  // ~30 of the largest requests or ~800 ten-stock one-year requests a minute per client address.
  rateLimitBudget: 2_000_000,
  // 20 a second on average: a dashboard load is about six requests.
  requestLimit: 1_200,
  rateLimitWindowMs: 60_000,
  // The portfolio screen sends one computation at a time; a few tabs or a household behind one address.
  clientConcurrency: 4,
  trustProxyHops: 0,
  portfolioCacheBytes: PORTFOLIO_DEFAULTS.cacheBytes,
  portfolioMaxCells: PORTFOLIO_DEFAULTS.maxCells,
  solverThreads: Math.max(1, availableParallelism() - 1),
  solverMinCells: 20_000,
  requestTimeoutMs: 10_000,
  headersTimeoutMs: 5_000,
  keepAliveTimeoutMs: 5_000,
  socketTimeoutMs: 30_000,
  maxConnections: 1_000,
  maxConnectionsPerClient: 64,
};

/** Default body limit: a 50-stock request is about 3 KB, so 64 KB leaves room and stops abuse. */
export const DEFAULT_BODY_LIMIT_KB = 64;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** A configuration error, in Hungarian, naming the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function integer(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(`${name}: ${min} és ${max} közötti egész számot adjon meg (most: „${raw}”).`);
  return n;
}

/** Reads and checks the configuration. @throws ConfigError naming the wrong variable. */
export function readConfig(env: Record<string, string | undefined> = process.env): ServiceConfig {
  const origins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  let corsOrigins: '*' | string[] = origins;
  if (origins.includes('*')) {
    if (origins.length > 1) throw new ConfigError('CORS_ORIGINS: a „*” mellett nem adhat meg más forrást.');
    corsOrigins = '*';
  } else {
    for (const o of origins) {
      let url: URL;
      try {
        url = new URL(o);
      } catch {
        throw new ConfigError(`CORS_ORIGINS: érvénytelen forrás: „${o}” (például https://partner.hu).`);
      }
      if (url.origin !== o.replace(/\/$/, ''))
        throw new ConfigError(`CORS_ORIGINS: csak sémát, gépnevet és portot adjon meg (most: „${o}”).`);
    }
    corsOrigins = origins.map((o) => o.replace(/\/$/, ''));
  }
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL: választható: ${LOG_LEVELS.join(', ')}.`);
  const limits = readLimits(env);
  const frontEndSecret = readFrontEndSecret(env, limits);
  const today = env.MARKET_TODAY?.trim() || undefined;
  if (today !== undefined && !isIsoDate(today))
    throw new ConfigError(`MARKET_TODAY: ÉÉÉÉ-HH-NN alakú, létező dátumot adjon meg (most: „${today}”).`);
  return {
    port: integer(env, 'PORT', 8787, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    corsOrigins,
    bodyLimit: integer(env, 'BODY_LIMIT_KB', DEFAULT_BODY_LIMIT_KB, 1, 10_240) * 1024,
    logLevel,
    healthPort: env.HEALTH_PORT?.trim() ? integer(env, 'HEALTH_PORT', 0, 0, 65535) : null,
    frontEndSecret,
    limits,
    ...(today && { today }),
  };
}

/** FRONT_END_SECRET: long enough, sendable as a header value, and not mixed with the hops model. */
function readFrontEndSecret(env: Record<string, string | undefined>, limits: ServiceLimits): string | null {
  const secret = env.FRONT_END_SECRET?.trim();
  if (!secret) return null;
  if (!isFrontEndSecret(secret))
    throw new ConfigError(
      `FRONT_END_SECRET: legalább ${FRONT_END_SECRET_MIN_LENGTH} látható ASCII-karakter legyen, szóköz nélkül (például: openssl rand -base64 32).`,
    );
  // The front end names the client itself; X-Forwarded-For hops would let a request name its own.
  if (limits.trustProxyHops > 0)
    throw new ConfigError(
      'TRUST_PROXY_HOPS: a FRONT_END_SECRET mellett 0 legyen (az ügyfél címét a front end adja meg).',
    );
  return secret;
}

/** Each limit's variable, unit (the variable's value × unit = the limit) and allowed range. */
const LIMIT_VARIABLES: Record<keyof ServiceLimits, { name: string; unit: number; min: number; max: number }> = {
  rateLimitBudget: { name: 'RATE_LIMIT_BUDGET', unit: 1, min: 0, max: 1e12 },
  requestLimit: { name: 'REQUEST_LIMIT', unit: 1, min: 0, max: 1e9 },
  rateLimitWindowMs: { name: 'RATE_LIMIT_WINDOW_S', unit: 1000, min: 1, max: 86_400 },
  clientConcurrency: { name: 'CLIENT_CONCURRENCY', unit: 1, min: 0, max: 100_000 },
  trustProxyHops: { name: 'TRUST_PROXY_HOPS', unit: 1, min: 0, max: 10 },
  portfolioCacheBytes: { name: 'PORTFOLIO_CACHE_MB', unit: 1024 * 1024, min: 0, max: 16_384 },
  portfolioMaxCells: { name: 'PORTFOLIO_MAX_CELLS', unit: 1, min: 1000, max: 10_000_000 },
  solverThreads: { name: 'SOLVER_THREADS', unit: 1, min: 0, max: 64 },
  solverMinCells: { name: 'SOLVER_MIN_CELLS', unit: 1, min: 0, max: 10_000_000 },
  requestTimeoutMs: { name: 'REQUEST_TIMEOUT_MS', unit: 1, min: 100, max: 600_000 },
  headersTimeoutMs: { name: 'HEADERS_TIMEOUT_MS', unit: 1, min: 100, max: 600_000 },
  keepAliveTimeoutMs: { name: 'KEEP_ALIVE_TIMEOUT_MS', unit: 1, min: 100, max: 3_600_000 },
  socketTimeoutMs: { name: 'SOCKET_TIMEOUT_MS', unit: 1, min: 100, max: 3_600_000 },
  maxConnections: { name: 'MAX_CONNECTIONS', unit: 1, min: 1, max: 1_000_000 },
  maxConnectionsPerClient: { name: 'MAX_CONNECTIONS_PER_CLIENT', unit: 1, min: 1, max: 1_000_000 },
};

function readLimits(env: Record<string, string | undefined>): ServiceLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const [key, v] of Object.entries(LIMIT_VARIABLES) as [
    keyof ServiceLimits,
    (typeof LIMIT_VARIABLES)[keyof ServiceLimits],
  ][]) {
    limits[key] = integer(env, v.name, DEFAULT_LIMITS[key] / v.unit, v.min, v.max) * v.unit;
  }
  // Node answers 408 only once the headers are late too, so they may not take longer than the request.
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS: legfeljebb akkora lehet, mint a REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs}).`,
    );
  }
  // One request may cost up to the cell cap; a smaller budget would refuse it forever.
  if (limits.rateLimitBudget > 0 && limits.rateLimitBudget < limits.portfolioMaxCells) {
    throw new ConfigError(
      `RATE_LIMIT_BUDGET: 0 (nincs korlát) vagy legalább a PORTFOLIO_MAX_CELLS (${limits.portfolioMaxCells}) legyen.`,
    );
  }
  return limits;
}
