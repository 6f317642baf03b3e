/**
 * fetchSource against a local HTTP server: the statuses and bodies sources really send when they
 * fail, and the rate limiter's spacing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, type FixtureServer, startFixtureServer } from '../test-support/fixture-server';
import { createRateLimiter, declaredCharset, fetchSource, looksLikeHtml, SourceError } from './fetch-source';

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer({
    '/ok.csv': { headers: { 'content-type': 'text/csv' }, body: 'a,b\n1,2\n' },
    '/maintenance': {
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: fixture('errors/maintenance.html'),
    },
    '/html-as-csv': { headers: { 'content-type': 'text/csv' }, body: fixture('errors/maintenance.html') },
    '/fault': {
      status: 500,
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      body: fixture('mnb/soap-fault.xml'),
    },
    '/fault-200': { headers: { 'content-type': 'text/xml; charset=utf-8' }, body: fixture('mnb/soap-fault.xml') },
    '/busy': { status: 429, headers: { 'retry-after': '0' }, body: 'Too Many Requests' },
    '/down': { status: 503, body: 'Service Unavailable' },
    '/gone': { status: 404, body: 'No results found.' },
    '/empty': { headers: { 'content-type': 'text/csv' }, body: '  \n' },
    '/latin2': { headers: { 'content-type': 'text/csv' }, body: fixture('ksh/ara0040.csv') },
  });
});
afterAll(() => server.close());

const get = (path: string, extra: Partial<Parameters<typeof fetchSource>[1]> = {}) =>
  fetchSource(`${server.url}${path}`, { label: 'Teszt', expect: 'csv', retries: 0, ...extra });

describe('fetchSource', () => {
  it('returns the text of a good answer', async () => {
    expect((await get('/ok.csv')).text).toBe('a,b\n1,2\n');
  });

  it('refuses an HTML page instead of data, whatever its Content-Type', async () => {
    await expect(get('/maintenance')).rejects.toThrow('Teszt: adat helyett HTML-oldal érkezett');
    await expect(get('/html-as-csv')).rejects.toThrow('HTML-oldal');
  });

  it('refuses a SOAP fault with its faultstring, with HTTP 500 (not retried) or 200', async () => {
    const before = server.requests.length;
    await expect(get('/fault', { expect: 'xml', retries: 3, retryBaseMs: 0 })).rejects.toThrow(
      'Teszt: SOAP-hiba: The server was unable to process the request due to an internal error.',
    );
    expect(server.requests.length - before).toBe(1);
    await expect(get('/fault-200', { expect: 'xml' })).rejects.toThrow('SOAP-hiba');
  });

  it('retries 429 and 5xx, then refuses them as retryable', async () => {
    const before = server.requests.filter((r) => r.url.pathname === '/busy').length;
    const error = await get('/busy', { retries: 2, retryBaseMs: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).message).toBe('Teszt: HTTP 429 (túl sok kérés).');
    expect((error as SourceError).retryable).toBe(true);
    expect(server.requests.filter((r) => r.url.pathname === '/busy').length - before).toBe(3);
    await expect(get('/down')).rejects.toThrow('Teszt: HTTP 503 (a forrás szerverhibát jelzett).');
    await expect(get('/gone')).rejects.toThrow('Teszt: HTTP 404: No results found.');
  });

  it('refuses an empty answer and an unreachable source', async () => {
    await expect(get('/empty')).rejects.toThrow('üres válasz');
    await expect(fetchSource('http://127.0.0.1:9/x', { label: 'Teszt', expect: 'csv', retries: 0 })).rejects.toThrow(
      'a forrás nem érhető el',
    );
  });

  it('decodes an undeclared legacy charset only when asked to, never guessing', async () => {
    await expect(get('/latin2')).rejects.toThrow('nem érvényes UTF-8');
    expect((await get('/latin2', { legacyCharset: 'windows-1250' })).text).toContain('Időszak');
  });

  it('tells HTML and charsets from headers', () => {
    expect(looksLikeHtml('\uFEFF  <!DOCTYPE html><html>')).toBe(true);
    expect(looksLikeHtml('<?xml version="1.0"?>\n<html>')).toBe(true);
    expect(looksLikeHtml('<?xml version="1.0"?><soap:Envelope/>')).toBe(false);
    expect(declaredCharset('text/csv; charset="ISO-8859-2"')).toBe('iso-8859-2');
  });
});

describe('createRateLimiter', () => {
  it('spaces calls at least the interval apart, in order', async () => {
    let clock = 0;
    const waits: number[] = [];
    const limit = createRateLimiter(110, {
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    const starts: number[] = [];
    await Promise.all([1, 2, 3, 4].map(() => limit().then(() => starts.push(clock))));
    expect(starts).toEqual([0, 110, 220, 330]);
    clock += 500;
    await limit();
    expect(waits).toEqual([110, 110, 110]);
  });
});
