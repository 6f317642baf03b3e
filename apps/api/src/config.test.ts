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
      healthPort: null,
      frontEndSecret: null,
      limits: DEFAULT_LIMITS,
    });
    expect(DEFAULT_LIMITS).toMatchObject({
      rateLimitBudget: 2_000_000,
      requestLimit: 1_200,
      rateLimitWindowMs: 60_000,
      clientConcurrency: 4,
      maxConnectionsPerClient: 64,
      portfolioCacheBytes: 32 * 1024 * 1024,
      portfolioMaxCells: 150_000,
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
      healthPort: null,
      frontEndSecret: null,
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
      REQUEST_LIMIT: '300',
      CLIENT_CONCURRENCY: '3',
      MAX_CONNECTIONS_PER_CLIENT: '10',
    });
    expect(limits).toMatchObject({
      requestLimit: 300,
      clientConcurrency: 3,
      maxConnectionsPerClient: 10,
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

  it('reads HEALTH_PORT and FRONT_END_SECRET, refusing a short secret and one mixed with proxy hops', () => {
    const secret = 'k9Q2vT7xL4mN8pR1sW6yZ3bC5dF0gH2j+/=';
    expect(readConfig({ HEALTH_PORT: '8081', FRONT_END_SECRET: ` ${secret} ` })).toMatchObject({
      healthPort: 8081,
      frontEndSecret: secret,
    });
    expect(readConfig({ HEALTH_PORT: '0' }).healthPort).toBe(0);
    expect(() => readConfig({ HEALTH_PORT: 'x' })).toThrow('HEALTH_PORT: 0 és 65535 közötti egész számot adjon meg');
    for (const bad of ['rövid', 'a'.repeat(31), `${'a'.repeat(20)} ${'b'.repeat(20)}`, `${'á'.repeat(40)}`])
      expect(() => readConfig({ FRONT_END_SECRET: bad }), bad).toThrow(
        'FRONT_END_SECRET: legalább 32 látható ASCII-karakter legyen, szóköz nélkül',
      );
    expect(() => readConfig({ FRONT_END_SECRET: secret, TRUST_PROXY_HOPS: '1' })).toThrow(
      'TRUST_PROXY_HOPS: a FRONT_END_SECRET mellett 0 legyen',
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
