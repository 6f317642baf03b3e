import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_LIMITS, readConfig } from './config';

describe('readConfig', () => {
  it('has the documented defaults', () => {
    expect(readConfig({})).toEqual({
      port: 8787,
      host: '127.0.0.1',
      corsOrigins: [],
      bodyLimit: 64 * 1024,
      logLevel: 'info',
      limits: DEFAULT_LIMITS,
    });
    expect(DEFAULT_LIMITS).toMatchObject({
      rateLimitBudget: 2_000_000,
      rateLimitWindowMs: 60_000,
      portfolioCacheBytes: 64 * 1024 * 1024,
      requestTimeoutMs: 10_000,
    });
  });

  it('reads PORT, HOST, CORS_ORIGINS, BODY_LIMIT_KB and LOG_LEVEL', () => {
    expect(
      readConfig({
        PORT: '9000',
        HOST: '0.0.0.0',
        CORS_ORIGINS: 'https://partner.hu, http://localhost:5173/',
        BODY_LIMIT_KB: '16',
        LOG_LEVEL: 'warn',
      }),
    ).toEqual({
      port: 9000,
      host: '0.0.0.0',
      corsOrigins: ['https://partner.hu', 'http://localhost:5173'],
      bodyLimit: 16 * 1024,
      logLevel: 'warn',
      limits: DEFAULT_LIMITS,
    });
    expect(readConfig({ CORS_ORIGINS: '*' }).corsOrigins).toBe('*');
  });

  it('reads MARKET_TODAY, a fixed today for staleness, and refuses a date that does not exist', () => {
    expect(readConfig({}).today).toBeUndefined();
    expect(readConfig({ MARKET_TODAY: ' 2026-01-02 ' }).today).toBe('2026-01-02');
    expect(() => readConfig({ MARKET_TODAY: '2026-02-30' })).toThrow(/MARKET_TODAY: ÉÉÉÉ-HH-NN/);
    expect(() => readConfig({ MARKET_TODAY: 'tegnap' })).toThrow(ConfigError);
  });

  it('reads the limits in their documented units', () => {
    const { limits } = readConfig({
      RATE_LIMIT_BUDGET: '0',
      RATE_LIMIT_WINDOW_S: '10',
      PORTFOLIO_CACHE_MB: '8',
      SOLVER_THREADS: '0',
      REQUEST_TIMEOUT_MS: '2000',
      HEADERS_TIMEOUT_MS: '1000',
      MAX_CONNECTIONS: '50',
    });
    expect(limits).toMatchObject({
      rateLimitBudget: 0,
      rateLimitWindowMs: 10_000,
      portfolioCacheBytes: 8 * 1024 * 1024,
      solverThreads: 0,
      requestTimeoutMs: 2000,
      headersTimeoutMs: 1000,
      maxConnections: 50,
    });
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: '1000' })).toThrow(
      'HEADERS_TIMEOUT_MS: legfeljebb akkora lehet, mint a REQUEST_TIMEOUT_MS (1000).',
    );
    expect(() => readConfig({ RATE_LIMIT_BUDGET: '5000' })).toThrow(
      'RATE_LIMIT_BUDGET: 0 (nincs korlát) vagy legalább a PORTFOLIO_MAX_CELLS',
    );
    expect(() => readConfig({ MAX_CONNECTIONS: 'sok' })).toThrow(
      'MAX_CONNECTIONS: 1 és 1000000 közötti egész számot adjon meg (most: „sok”).',
    );
  });

  it('names a wrong variable in Hungarian', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: '70000' })).toThrow(
      'PORT: 0 és 65535 közötti egész számot adjon meg (most: „70000”).',
    );
    expect(() => readConfig({ CORS_ORIGINS: '*,https://a.hu' })).toThrow('CORS_ORIGINS');
    expect(() => readConfig({ CORS_ORIGINS: 'partner.hu' })).toThrow('CORS_ORIGINS: érvénytelen forrás');
    expect(() => readConfig({ CORS_ORIGINS: 'https://a.hu/path' })).toThrow('csak sémát, gépnevet és portot');
    expect(() => readConfig({ BODY_LIMIT_KB: '0' })).toThrow('BODY_LIMIT_KB');
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL');
  });
});
