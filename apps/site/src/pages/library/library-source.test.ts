import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibrarySource, selectionParams } from './library-source';

/** A bucket answering like the GCS JSON API for one company, to see which source the site picks. */
let server: Server;
let url: string;
const seen: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    const u = new URL(req.url ?? '/', 'http://x');
    res.writeHead(200, { 'Content-Type': 'application/json' });
    if (u.searchParams.get('delimiter') === '/') res.end(JSON.stringify({ prefixes: ['edgar/Apple Inc. (AAPL)/'] }));
    else res.end(JSON.stringify({ items: [{ name: 'edgar/Apple Inc. (AAPL)/10-K/2024-11-01_10-K.pdf' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createLibrarySource', () => {
  it('reads the bucket named by VITE_DOCUMENTS_BUCKET, with its key', async () => {
    const source = createLibrarySource({
      VITE_DOCUMENTS_BUCKET: ' filings ',
      VITE_DOCUMENTS_API_KEY: 'k',
      VITE_DOCUMENTS_GCS_URL: url,
    });
    const { companies } = await source.listCompanies();
    expect(companies[0]!.documents[0]!.path).toBe(
      `${url}/filings/edgar/Apple%20Inc.%20(AAPL)/10-K/2024-11-01_10-K.pdf`,
    );
    expect(seen[0]).toMatch(/^\/storage\/v1\/b\/filings\/o\?delimiter=%2F&prefix=edgar%2F&key=k$/);
  });

  it('otherwise reads the site’s manifest at /library/manifest.json', async () => {
    // Node's fetch cannot resolve a site-relative URL: the failure shows which URL was used.
    await expect(createLibrarySource({ VITE_DOCUMENTS_BUCKET: '  ' }).listCompanies()).rejects.toMatchObject({
      name: 'DocumentSourceError',
      cause: expect.objectContaining({ message: expect.stringContaining('/library/manifest.json') }),
    });
  });
});

describe('selectionParams', () => {
  it('puts the company and document in the address and removes them when cleared', () => {
    const start = new URLSearchParams('utm=x');
    const open = selectionParams(start, { companyId: 'apple-inc-aapl', documentId: '10-k-2024-11-01_10-k-pdf' });
    expect(open.toString()).toBe('utm=x&vallalat=apple-inc-aapl&dokumentum=10-k-2024-11-01_10-k-pdf');
    expect(selectionParams(open, { companyId: 'apple-inc-aapl', documentId: null }).toString()).toBe(
      'utm=x&vallalat=apple-inc-aapl',
    );
    expect(selectionParams(open, { companyId: null, documentId: 'x' }).toString()).toBe('utm=x');
  });
});
