/**
 * The service's configuration from environment variables (documented in README.md):
 *
 *   PORT           listening port                          default 8787
 *   HOST           listening address                       default 127.0.0.1 (0.0.0.0 in a container)
 *   CORS_ORIGINS   '*' or a comma-separated origin list    default none (no CORS headers)
 *   BODY_LIMIT_KB  largest request body, in KB             default 64
 *   PRICE_SOURCE   'sample' or 'alphavantage'              default sample (read by market-data)
 *   LOG_LEVEL      pino level                              default info
 */
export interface ServiceConfig {
  port: number;
  host: string;
  corsOrigins: '*' | string[];
  bodyLimit: number;
  logLevel: string;
}

/** Default body limit: a 50-stock request is about 3 KB, so 64 KB leaves room and stops abuse. */
export const DEFAULT_BODY_LIMIT_KB = 64;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** A configuration error, in Hungarian, naming the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function integer(env: Record<string, string | undefined>, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name}: ${min} és ${max} közötti egész számot adjon meg (most: „${raw}”).`);
  return n;
}

/** Reads and checks the configuration. @throws ConfigError naming the wrong variable. */
export function readConfig(env: Record<string, string | undefined> = process.env): ServiceConfig {
  const origins = (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
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
      if (url.origin !== o.replace(/\/$/, '')) throw new ConfigError(`CORS_ORIGINS: csak sémát, gépnevet és portot adjon meg (most: „${o}”).`);
    }
    corsOrigins = origins.map((o) => o.replace(/\/$/, ''));
  }
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL: választható: ${LOG_LEVELS.join(', ')}.`);
  return {
    port: integer(env, 'PORT', 8787, 0, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    corsOrigins,
    bodyLimit: integer(env, 'BODY_LIMIT_KB', DEFAULT_BODY_LIMIT_KB, 1, 10_240) * 1024,
    logLevel,
  };
}
