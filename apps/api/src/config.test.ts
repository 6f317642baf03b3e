import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('readConfig', () => {
  it('has the documented defaults', () => {
    expect(readConfig({})).toEqual({ port: 8787, host: '127.0.0.1', corsOrigins: [], bodyLimit: 64 * 1024, logLevel: 'info' });
  });

  it('reads PORT, HOST, CORS_ORIGINS, BODY_LIMIT_KB and LOG_LEVEL', () => {
    expect(readConfig({ PORT: '9000', HOST: '0.0.0.0', CORS_ORIGINS: 'https://partner.hu, http://localhost:5173/', BODY_LIMIT_KB: '16', LOG_LEVEL: 'warn' })).toEqual({
      port: 9000,
      host: '0.0.0.0',
      corsOrigins: ['https://partner.hu', 'http://localhost:5173'],
      bodyLimit: 16 * 1024,
      logLevel: 'warn',
    });
    expect(readConfig({ CORS_ORIGINS: '*' }).corsOrigins).toBe('*');
  });

  it('names a wrong variable in Hungarian', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: '70000' })).toThrow('PORT: 0 és 65535 közötti egész számot adjon meg (most: „70000”).');
    expect(() => readConfig({ CORS_ORIGINS: '*,https://a.hu' })).toThrow('CORS_ORIGINS');
    expect(() => readConfig({ CORS_ORIGINS: 'partner.hu' })).toThrow('CORS_ORIGINS: érvénytelen forrás');
    expect(() => readConfig({ CORS_ORIGINS: 'https://a.hu/path' })).toThrow('csak sémát, gépnevet és portot');
    expect(() => readConfig({ BODY_LIMIT_KB: '0' })).toThrow('BODY_LIMIT_KB');
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL');
  });
});
