import { afterEach, describe, expect, it, vi } from 'vitest';
import { FetchJsonError, fetchJson, fillUrl } from './fetch-json';

afterEach(() => vi.unstubAllGlobals());

describe('fetchJson', () => {
  it('returns the parsed body of a 2xx answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"a":1}', { status: 200 })),
    );
    await expect(fetchJson('/x')).resolves.toEqual({ a: 1 });
  });

  it('says in Hungarian what went wrong, keeping the status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 503 })),
    );
    await expect(fetchJson('/x')).rejects.toMatchObject({
      name: 'FetchJsonError',
      status: 503,
      message: 'A szerver hibát jelzett (HTTP 503).',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 200 })),
    );
    await expect(fetchJson('/x')).rejects.toMatchObject({ status: 200, message: 'A szerver válasza nem olvasható.' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await fetchJson('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchJsonError);
    expect(error).toMatchObject({
      status: null,
      message: 'A szerver nem érhető el. Ellenőrizze az internetkapcsolatot.',
    });
  });
});

describe('fillUrl', () => {
  it('fills a placeholder or adds a query parameter, encoding the value', () => {
    expect(fillUrl('/a/{term}.json', 'term', 'ő és ű')).toBe('/a/%C5%91%20%C3%A9s%20%C5%B1.json');
    expect(fillUrl('/h', 'market', 'sp500')).toBe('/h?market=sp500');
    expect(fillUrl('/h?x=1', 'market', 'sp 500')).toBe('/h?x=1&market=sp%20500');
  });
});
