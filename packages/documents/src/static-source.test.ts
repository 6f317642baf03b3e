import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStaticDocumentSource, parseManifest } from './static-source';

/** A site that serves one manifest.json whose answer each test chooses. */
let server: Server;
let base: string;
let answer: { status: number; body: string } | 'destroy';
let manifestRequests = 0;

const MANIFEST = {
  version: 1,
  objects: [
    'edgar/Apple Inc. (AAPL)/10-K/2024-11-01_10-K.pdf',
    'edgar/Apple Inc. (AAPL)/10-Q/2025-08-01_10-Q.pdf',
    'edgar/Cabot Corporation (CBT)/DEF 14A/2024-01-26_DEF-14A.pdf',
    'edgar/Empty Co/',
    'edgar/Tesla, Inc. (TSLA)/10-K/2025-01-30_10-K.pdf',
  ],
};

async function rejection(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected the promise to reject');
}

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url !== '/library/manifest.json') {
      res.writeHead(404);
      res.end();
      return;
    }
    manifestRequests++;
    if (answer === 'destroy') {
      req.socket.destroy();
      return;
    }
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  answer = { status: 200, body: JSON.stringify(MANIFEST) };
  manifestRequests = 0;
});

const source = () => createStaticDocumentSource({ manifestUrl: `${base}/library/manifest.json`, baseUrl: '/library' });

describe('createStaticDocumentSource', () => {
  it('lists the manifest’s companies with documents, URLs under the base', async () => {
    const page = await source().listCompanies();
    expect(page.companies.map((c) => [c.ticker, c.documents.length])).toEqual([
      ['AAPL', 2],
      ['CBT', 1],
      ['TSLA', 1],
    ]);
    expect(page.folderCount).toBe(4);
    expect(page.nextCursor).toBeNull();
    expect(page.companies[2]!.documents[0]!.path).toBe(
      '/library/edgar/Tesla,%20Inc.%20(TSLA)/10-K/2025-01-30_10-K.pdf',
    );
  });

  it('pages locally without reading the manifest again, but re-reads it for a new first page', async () => {
    const s = source();
    const first = await s.listCompanies({ limit: 2 });
    expect(first.companies.map((c) => c.ticker)).toEqual(['AAPL', 'CBT']);
    const second = await s.listCompanies({ cursor: first.nextCursor, limit: 2 });
    expect(second.companies.map((c) => c.ticker)).toEqual(['TSLA']);
    expect(manifestRequests).toBe(1);
    await s.listCompanies();
    expect(manifestRequests).toBe(2);
  });

  it('finds a company by id', async () => {
    expect((await source().getCompany('cabot-corporation-cbt'))?.ticker).toBe('CBT');
    expect(await source().getCompany('empty-co')).toMatchObject({ name: 'Empty Co', documents: [] });
    expect(await source().getCompany('x')).toBeNull();
  });

  it('an empty manifest has no folders', async () => {
    answer = { status: 200, body: JSON.stringify({ version: 1, objects: [] }) };
    expect(await source().listCompanies()).toEqual({ companies: [], nextCursor: null, folderCount: 0 });
  });

  it('reports a missing manifest, a server error, bad JSON, a wrong format and a network failure in Hungarian', async () => {
    answer = { status: 404, body: 'Not found' };
    expect((await rejection(source().listCompanies())).message).toBe('A dokumentumjegyzék nem található (HTTP 404).');
    answer = { status: 502, body: '' };
    expect((await rejection(source().listCompanies())).message).toContain('(HTTP 502)');
    answer = { status: 200, body: '<!doctype html><title>SPA fallback</title>' };
    expect((await rejection(source().listCompanies())).message).toBe('A dokumentumjegyzék nem értelmezhető.');
    answer = { status: 200, body: JSON.stringify({ version: 2, objects: [] }) };
    expect((await rejection(source().listCompanies())).message).toMatch(/^A dokumentumjegyzék formátuma nem megfelelő/);
    answer = 'destroy';
    expect((await rejection(source().listCompanies())).message).toMatch(
      /^Nem sikerült letölteni a dokumentumjegyzéket/,
    );
  });

  it('retries after a failure', async () => {
    const s = source();
    answer = { status: 500, body: '' };
    await rejection(s.listCompanies());
    answer = { status: 200, body: JSON.stringify(MANIFEST) };
    expect((await s.listCompanies()).companies).toHaveLength(3);
  });

  it('uses an injected fetch (for hosts without a global one)', async () => {
    const calls: string[] = [];
    const s = createStaticDocumentSource({
      manifestUrl: `${base}/library/manifest.json`,
      baseUrl: 'https://cdn.example/lib',
      fetch: (url, init) => {
        calls.push(url);
        return fetch(url, init);
      },
    });
    const { companies } = await s.listCompanies();
    expect(calls).toEqual([`${base}/library/manifest.json`]);
    expect(companies[0]!.documents[0]!.path.startsWith('https://cdn.example/lib/edgar/')).toBe(true);
  });
});

describe('parseManifest', () => {
  it('accepts version 1 with a list of names and rejects anything else', () => {
    expect(parseManifest({ version: 1, objects: ['edgar/a'] })).toEqual({ version: 1, objects: ['edgar/a'] });
    for (const bad of [null, [], {}, { version: 1 }, { version: 1, objects: [1] }, { version: '1', objects: [] }]) {
      expect(() => parseManifest(bad)).toThrow('A dokumentumjegyzék formátuma nem megfelelő');
    }
  });
});
