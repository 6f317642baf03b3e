import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isDocumentSourceError } from './errors';
import { createGcsDocumentSource } from './gcs-source';
import { startFakeGcsServer, type FakeGcsServer, type FakeObject } from './test-support/gcs-server';
import type { DocumentSource } from './types';

const BUCKET = 'penzugy-filings';

const SAMPLE: FakeObject[] = [
  { name: 'edgar/' },
  { name: 'edgar/Apple Inc. (AAPL)/' },
  { name: 'edgar/Apple Inc. (AAPL)/10-K/2024-11-01_10-K.pdf', body: 'apple 10-K 2024' },
  { name: 'edgar/Apple Inc. (AAPL)/10-K/2023-11-03_10-K.pdf', body: 'apple 10-K 2023' },
  { name: 'edgar/Apple Inc. (AAPL)/10-Q/2025-08-01_10-Q.pdf', body: 'apple 10-Q' },
  { name: 'edgar/Apple Inc. (AAPL)/10-Q/2025-05-02_10-Q.pdf', body: 'apple 10-Q' },
  { name: 'edgar/Apple Inc. (AAPL)/8-K/2025-01-30_8-K.htm', body: '<p>8-K</p>' },
  { name: 'edgar/Apple Inc. (AAPL)/XBRL/2025-01-30_data.pdf' },
  { name: 'edgar/Cabot Corporation (CBT)/DEF 14A/2024-01-26_DEF-14A.pdf', body: 'cabot proxy' },
  { name: 'edgar/Empty Holdings/10-K/' },
  { name: 'edgar/Tesla, Inc. (TSLA)/S-1/2010-01-29_S-1.pdf', body: 'tesla s-1' },
  { name: 'edgar/Tesla, Inc. (TSLA)/10-K/notes.pdf', timeCreated: '2025-01-30T21:00:00.000Z', body: 'tesla 10-K' },
  { name: 'edgar/Abbott Laboratories/10-K/2023-02-17_10-K.pdf', body: 'abbott' },
  { name: 'other/Ignored Co/10-K/2024-01-01_10-K.pdf' },
];

/** `n` companies named Company 01…, each with one 10-K, and an empty folder after every fifth. */
function manyCompanies(n: number): FakeObject[] {
  const objects: FakeObject[] = [];
  for (let i = 1; i <= n; i++) {
    const name = `Company ${String(i).padStart(2, '0')}`;
    objects.push({ name: `edgar/${name}/10-K/2024-0${(i % 9) + 1}-01_10-K.pdf` });
    if (i % 5 === 0) objects.push({ name: `edgar/${name} Empty/` });
  }
  return objects;
}

async function rejection(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected the promise to reject');
}

describe('createGcsDocumentSource against a local GCS JSON API', () => {
  let server: FakeGcsServer;
  let source: DocumentSource;

  beforeAll(async () => {
    server = await startFakeGcsServer({ bucket: BUCKET });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.setObjects(SAMPLE);
    server.setFault(null);
    server.requests.length = 0;
    source = createGcsDocumentSource({ bucket: BUCKET, baseUrl: server.url, pageSize: 2 });
  });

  it('lists company folders with delimiter and prefix, following nextPageToken across pages', async () => {
    const page = await source.listCompanies();
    expect(page.companies.map((c) => c.name)).toEqual([
      'Abbott Laboratories',
      'Apple Inc. (AAPL)',
      'Cabot Corporation (CBT)',
      'Tesla, Inc. (TSLA)',
    ]);
    expect(page.folderCount).toBe(5);
    expect(page.nextCursor).toBeNull();

    const root = server.listings().filter((u) => u.searchParams.get('delimiter') === '/');
    // Five prefixes plus the `edgar/` marker item, two a page: three pages.
    expect(root).toHaveLength(3);
    for (const u of root) {
      expect(u.searchParams.get('prefix')).toBe('edgar/');
      expect(u.searchParams.get('maxResults')).toBe('2');
    }
    expect(root[0]!.searchParams.has('pageToken')).toBe(false);
    expect(root[1]!.searchParams.get('pageToken')).toBeTruthy();
    expect(root[2]!.searchParams.get('pageToken')).not.toBe(root[1]!.searchParams.get('pageToken'));
  });

  it('reads every document of a company across listing pages, newest first, with encoded URLs', async () => {
    const { companies } = await source.listCompanies();
    const apple = companies.find((c) => c.ticker === 'AAPL')!;
    expect(apple.id).toBe('apple-inc-aapl');
    expect(apple.documents.map((d) => `${d.type} ${d.date} ${d.format}`)).toEqual([
      '10-Q 2025-08-01 pdf',
      '10-Q 2025-05-02 pdf',
      '8-K 2025-01-30 html',
      '10-K 2024-11-01 pdf',
      '10-K 2023-11-03 pdf',
    ]);
    const appleListings = server.listings().filter((u) => u.searchParams.get('prefix') === 'edgar/Apple Inc. (AAPL)/');
    // Seven objects (marker, five documents, one XBRL file) at two a page, no delimiter.
    expect(appleListings).toHaveLength(4);
    expect(appleListings.every((u) => !u.searchParams.has('delimiter'))).toBe(true);

    expect(companies.find((c) => c.ticker === 'CBT')!.documents[0]!.path).toBe(
      `${server.url}/${BUCKET}/edgar/Cabot%20Corporation%20(CBT)/DEF%2014A/2024-01-26_DEF-14A.pdf`,
    );
    // A file without a date in its name takes the object's creation date.
    expect(companies.find((c) => c.ticker === 'TSLA')!.documents.map((d) => [d.type, d.date])).toEqual([
      ['10-K', '2025-01-30'],
      ['S-1', '2010-01-29'],
    ]);
    expect(companies.find((c) => c.ticker === 'AL')!.name).toBe('Abbott Laboratories');
  });

  it('builds document URLs that the bucket actually serves', async () => {
    const { companies } = await source.listCompanies();
    for (const doc of companies.flatMap((c) => c.documents)) {
      const response = await fetch(doc.path);
      expect(response.status, doc.path).toBe(200);
    }
    const cabot = companies.find((c) => c.ticker === 'CBT')!;
    await expect((await fetch(cabot.documents[0]!.path)).text()).resolves.toBe('cabot proxy');
  });

  it('sends the API key when one is configured', async () => {
    const keyed = createGcsDocumentSource({ bucket: BUCKET, baseUrl: server.url, apiKey: 'k-123' });
    await keyed.listCompanies();
    expect(server.listings().length).toBeGreaterThan(0);
    expect(server.listings().every((u) => u.searchParams.get('key') === 'k-123')).toBe(true);
  });

  it('an empty bucket has no folders and no companies', async () => {
    server.setObjects([]);
    expect(await source.listCompanies()).toEqual({ companies: [], nextCursor: null, folderCount: 0 });
  });

  it('folders without documents count as folders but are not listed', async () => {
    server.setObjects([
      { name: 'edgar/Empty A/' },
      { name: 'edgar/Empty B/10-Q/' },
      { name: 'edgar/Empty C/notes/readme.txt' },
    ]);
    expect(await source.listCompanies()).toEqual({ companies: [], nextCursor: null, folderCount: 3 });
  });

  it('loads 20 companies with documents at first and the rest on demand', async () => {
    server.setObjects(manyCompanies(26));
    const wide = createGcsDocumentSource({ bucket: BUCKET, baseUrl: server.url, pageSize: 7 });
    const first = await wide.listCompanies();
    expect(first.companies).toHaveLength(20);
    expect(first.companies[0]!.name).toBe('Company 01');
    expect(first.companies[19]!.name).toBe('Company 20');
    expect(first.folderCount).toBe(31);
    // Only folders up to the 20th company with documents were read: 20 plus the empty ones after
    // Company 05, 10 and 15.
    const companyListings = () => server.listings().filter((u) => u.searchParams.get('prefix') !== 'edgar/');
    expect(companyListings()).toHaveLength(23);
    expect(first.nextCursor).not.toBeNull();

    const second = await wide.listCompanies({ cursor: first.nextCursor });
    expect(second.companies.map((c) => c.name)).toEqual([
      'Company 21',
      'Company 22',
      'Company 23',
      'Company 24',
      'Company 25',
      'Company 26',
    ]);
    expect(second.nextCursor).toBeNull();
    // The folder list is not read again for the next page.
    expect(server.listings().filter((u) => u.searchParams.get('prefix') === 'edgar/')).toHaveLength(5);
  });

  it('honours a smaller page size', async () => {
    const page = await source.listCompanies({ limit: 2 });
    expect(page.companies.map((c) => c.ticker)).toEqual(['AL', 'AAPL']);
    const next = await source.listCompanies({ cursor: page.nextCursor, limit: 2 });
    expect(next.companies.map((c) => c.ticker)).toEqual(['CBT', 'TSLA']);
    expect(next.nextCursor).toBeNull();
  });

  it('finds one company by id, also one without documents', async () => {
    expect((await source.getCompany('cabot-corporation-cbt'))?.documents).toHaveLength(1);
    expect(await source.getCompany('empty-holdings')).toMatchObject({ name: 'Empty Holdings', documents: [] });
    expect(await source.getCompany('nincs-ilyen')).toBeNull();
  });

  it('turns HTTP 500 into a Hungarian error with the status', async () => {
    server.setFault(() => ({ status: 500, body: JSON.stringify({ error: { code: 500, message: 'Backend Error' } }) }));
    const e = await rejection(source.listCompanies());
    expect(isDocumentSourceError(e)).toBe(true);
    expect(e.message).toBe('A dokumentumtárhely szervere hibát jelzett (HTTP 500). Próbálja újra később.');
    expect((e as { status?: number }).status).toBe(500);
  });

  it('turns HTTP 403 into "not allowed to list", not the English server text', async () => {
    server.setFault(() => ({
      status: 403,
      body: JSON.stringify({
        error: { code: 403, message: 'Anonymous caller does not have storage.objects.list access.' },
      }),
    }));
    const e = await rejection(source.listCompanies());
    expect(e.message).toBe('A dokumentumtárhely nem engedélyezi a listázást (HTTP 403).');
  });

  it('an unknown bucket is a 404', async () => {
    const missing = createGcsDocumentSource({ bucket: 'nincs-ilyen', baseUrl: server.url });
    expect((await rejection(missing.listCompanies())).message).toBe('A dokumentumtárhely nem található (HTTP 404).');
  });

  it('fails on a later page too, not only the first', async () => {
    server.setFault((u) => (u.searchParams.has('pageToken') ? { status: 503 } : undefined));
    expect((await rejection(source.listCompanies())).message).toContain('HTTP 503');
  });

  it('fails when a company listing fails', async () => {
    server.setFault((u) =>
      u.searchParams.get('prefix') === 'edgar/Cabot Corporation (CBT)/' ? { status: 500 } : undefined,
    );
    expect((await rejection(source.listCompanies())).message).toContain('HTTP 500');
  });

  it('reports malformed JSON as unreadable', async () => {
    server.setFault(() => ({ status: 200, body: '{"prefixes": ["edgar/A/"' }));
    expect((await rejection(source.listCompanies())).message).toBe('A dokumentumtárhely válasza nem értelmezhető.');
  });

  it('reports JSON of the wrong shape as unreadable', async () => {
    for (const body of [
      '[]',
      '{"prefixes": "edgar/A/"}',
      '{"items": [{"size": "1"}]}',
      '{"nextPageToken": 5}',
      'null',
    ]) {
      server.setFault(() => ({ status: 200, body }));
      expect((await rejection(source.listCompanies())).message, body).toBe(
        'A dokumentumtárhely válasza nem értelmezhető.',
      );
    }
  });

  it('reports a network failure', async () => {
    server.setFault(() => ({ destroy: true }));
    const e = await rejection(source.listCompanies());
    expect(e.message).toBe('Nem sikerült elérni a dokumentumtárhelyet. Ellenőrizze az internetkapcsolatot.');
    expect(e.cause).toBeDefined();
  });

  it('reports a server that is not there', async () => {
    const nowhere = createGcsDocumentSource({ bucket: BUCKET, baseUrl: 'http://127.0.0.1:9' });
    expect((await rejection(nowhere.listCompanies())).message).toMatch(/^Nem sikerült elérni/);
  });

  it('stops a listing whose page token never changes', async () => {
    server.setFault((u) => (u.searchParams.has('pageToken') ? { repeatToken: true } : undefined));
    expect((await rejection(source.listCompanies())).message).toBe(
      'A dokumentumtárhely listázása nem ért véget: a lapozás önmagába tért vissza.',
    );
  });

  it('recovers on retry after a failure', async () => {
    server.setFault(() => ({ status: 500 }));
    await rejection(source.listCompanies());
    server.setFault(null);
    expect((await source.listCompanies()).companies).toHaveLength(4);
  });

  it('rejects an abort with the abort reason, not a Hungarian error', async () => {
    const controller = new AbortController();
    controller.abort();
    const e = await rejection(source.listCompanies({ signal: controller.signal }));
    expect(e.name).toBe('AbortError');
    expect(isDocumentSourceError(e)).toBe(false);
  });

  it('rejects cursors it did not make and bad page sizes', async () => {
    await source.listCompanies();
    for (const cursor of ['abc', '-1', '99', '1.5']) {
      expect((await rejection(source.listCompanies({ cursor }))).message).toBe(
        'Érvénytelen lapozási pozíció: kezdje újra a vállalatok betöltését.',
      );
    }
    expect((await rejection(source.listCompanies({ limit: 0 }))).message).toBe('A lapméret pozitív egész szám legyen.');
  });
});
