/**
 * `runRefresh` end to end over real HTTP (a local server answering with the recorded-format fixtures)
 * into a local snapshot store: first snapshots, updates, no-ops, dry runs, and every "Bad input" of
 * issue 28, each refused with a logged reason while the last good snapshot stays.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixture, type FixtureServer, windows1250 } from '../test-support/fixture-server';
import { FIXTURE_NOW, goodRoutes, sourcesEnv, startSources } from '../test-support/sources';
import type { DatasetId } from '../snapshot';
import { createLocalStore } from '../store/local';
import { readCurrent, readPointer } from '../store/snapshots';
import type { SnapshotStore } from '../store/types';
import { type RefreshLogEntry, runRefresh } from './run';

let server: FixtureServer;
let env: Record<string, string>;
const dirs: string[] = [];
let store: SnapshotStore;

beforeAll(async () => {
  server = await startSources();
  env = sourcesEnv(server.url);
});
afterAll(async () => {
  await server.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
beforeEach(() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'penzugy-refresh-'));
  dirs.push(dir);
  store = createLocalStore(dir);
  for (const [p, r] of Object.entries(goodRoutes())) server.route(p, r);
});

async function refresh(only: DatasetId[], extra: { dryRun?: boolean; env?: Record<string, string>; now?: Date } = {}) {
  const log: RefreshLogEntry[] = [];
  const report = await runRefresh({
    store,
    only,
    dryRun: extra.dryRun ?? false,
    env: { ...env, ...extra.env },
    now: extra.now ?? FIXTURE_NOW,
    http: { retries: 0 },
    log: (e) => log.push(e),
  });
  const result = (id: DatasetId) => report.results.find((r) => r.dataset === id)!;
  return { report, log, result };
}

describe('a refresh on good answers', () => {
  it('saves the embedded snapshots first, then publishes every fetch', async () => {
    const { report, result, log } = await refresh(['ecb-fx', 'mnb-fx', 'mnb-base-rate', 'ksh-cpi', 'edgar', 'news']);
    expect(report.ok).toBe(true);
    expect(report.results.map((r) => [r.dataset, r.outcome])).toEqual([
      ['ecb-fx', 'updated'],
      ['mnb-fx', 'updated'],
      ['mnb-base-rate', 'updated'],
      ['ksh-cpi', 'updated'],
      ['edgar', 'updated'],
      ['news', 'updated'],
    ]);
    expect(result('ecb-fx')).toMatchObject({
      previous: { asOf: '2026-04-13' },
      next: { asOf: '2026-04-17', rowCount: 6987 },
    });
    expect(result('ksh-cpi')).toMatchObject({
      previous: { asOf: '2026-02-28' },
      next: { asOf: '2026-03-31', rowCount: 15 },
    });
    expect(result('mnb-fx').previous).toBeUndefined(); // nothing embedded

    // Two snapshots where one was embedded (the embedded one, then the fetch), one where none was.
    expect(await store.list('ecb-fx/snapshots/')).toHaveLength(2);
    expect((await store.list('ecb-fx/snapshots/'))[0]).toContain('embedded');
    expect(await store.list('mnb-fx/snapshots/')).toHaveLength(1);

    const ecb = (await readCurrent(store, 'ecb-fx'))!;
    expect(ecb.meta).toMatchObject({
      asOf: '2026-04-17',
      fetchedAt: FIXTURE_NOW.toISOString(),
      source: 'EKB',
      origin: 'fetched',
    });
    expect(ecb.meta.sourceUrl).toBe(`${server.url}/ecb/EXR?format=csvdata&startPeriod=2026-04-13`);
    const data = ecb.data as { dates: string[]; columns: Record<string, number[]> };
    expect(data.dates.slice(-6)).toEqual([
      '2026-04-10',
      '2026-04-13',
      '2026-04-14',
      '2026-04-15',
      '2026-04-16',
      '2026-04-17',
    ]);
    expect(data.columns.EURHUF!.slice(-2)).toEqual([368.75, 370.05]);

    const mnb = (await readCurrent(store, 'mnb-fx'))!;
    const jpy = (mnb.data as { columns: Record<string, number[]> }).columns.JPY!;
    expect(jpy.map((v) => Math.round(v * 1e4) / 1e4)).toEqual([1.9964, 1.9902, 1.9991]);
    const mnbRequest = server.requests.find((r) => r.url.pathname === '/mnb/arfolyamok.asmx')!;
    expect(mnbRequest.headers.soapaction).toBe(
      '"http://www.mnb.hu/webservices/MNBArfolyamServiceSoap/GetExchangeRates"',
    );
    expect(mnbRequest.body).toContain(
      '<web:startDate>2026-03-18</web:startDate><web:endDate>2026-04-17</web:endDate><web:currencyNames>EUR,USD,CHF,GBP,JPY</web:currencyNames>',
    );

    const secRequests = server.requests.filter((r) => r.url.pathname.startsWith('/sec/'));
    expect(secRequests.map((r) => r.headers['user-agent'])).toEqual([
      'Pénzügy tesztek teszt@example.hu',
      'Pénzügy tesztek teszt@example.hu',
    ]);
    expect(secRequests[1]!.at - secRequests[0]!.at).toBeGreaterThanOrEqual(100);

    const news = (await readCurrent(store, 'news'))!;
    const items = (news.data as { items: { title: string; source: string }[] }).items;
    expect(items.filter((i) => i.source === 'Pénzügyi Hírek (teszt)').map((i) => i.title)).toEqual([
      'Erősödött a forint az euróval szemben',
      'Csökkent az infláció márciusban',
    ]);
    expect(result('news')).toMatchObject({ next: { rowCount: items.length } });
    expect(items.length).toBe(news.meta.rowCount);

    // Every dataset is reported, the ones without data as stale.
    expect(report.statuses.map((s) => [s.dataset, s.asOf, s.stale])).toEqual([
      ['ecb-fx', '2026-04-17', false],
      ['mnb-fx', '2026-04-17', false],
      ['mnb-base-rate', '2026-04-17', false],
      ['ksh-cpi', '2026-03-31', false],
      ['prices', '2025-12-31', true],
      ['edgar', '2026-04-17', false],
      ['news', '2026-04-17', false],
    ]);
    expect(log.filter((e) => e.event === 'stale').map((e) => e.dataset)).toEqual(['prices']);
    expect(log.find((e) => e.event === 'updated' && e.dataset === 'ecb-fx')!.message).toBe(
      'ecb-fx: frissítve (2026-04-13 → 2026-04-17)',
    );
  });

  it('changes nothing when the sources have nothing new', async () => {
    await refresh(['ecb-fx', 'ksh-cpi', 'edgar', 'news']);
    const pointers = await Promise.all(
      ['ecb-fx', 'ksh-cpi', 'edgar', 'news'].map((d) => store.read(`${d}/current.json`)),
    );
    const { report } = await refresh(['ecb-fx', 'ksh-cpi', 'edgar', 'news']);
    expect(report.results.map((r) => r.outcome)).toEqual(['unchanged', 'unchanged', 'unchanged', 'unchanged']);
    expect(
      await Promise.all(['ecb-fx', 'ksh-cpi', 'edgar', 'news'].map((d) => store.read(`${d}/current.json`))),
    ).toEqual(pointers);
  });

  it('reads the ECB XML as well', async () => {
    const { result } = await refresh(['ecb-fx'], { env: { ECB_URL: `${server.url}/ecb/eurofxref-hist-90d.xml` } });
    expect(result('ecb-fx')).toMatchObject({ outcome: 'updated', next: { asOf: '2026-04-15' } });
  });

  it('merges the price provider into the embedded prices; skipped symbols keep theirs', async () => {
    const { result } = await refresh(['prices'], { env: { PRICE_SYMBOLS: 'AAPL,MSFT,NOPE' } });
    expect(result('prices')).toMatchObject({
      outcome: 'updated',
      previous: { asOf: '2025-12-31' },
      next: { asOf: '2026-01-09' },
    });
    expect(result('prices').notes.some((n) => n.includes('NOPE'))).toBe(true);
    const snapshot = (await readCurrent(store, 'prices'))!;
    expect(snapshot.meta.source).toBe('Alpha Vantage (napi záróárak)');
    const series = (snapshot.data as { series: Record<string, { dates: string[]; closes: number[] }> }).series;
    expect(series.AAPL!.dates.slice(-3)).toEqual(['2026-01-07', '2026-01-08', '2026-01-09']);
    expect(series.AAPL!.dates[0]).toBe('2015-01-02'); // the embedded history is kept
    expect(series.OTP!.dates.at(-1)).toBe('2025-12-30'); // not fetched: as embedded
    expect(server.requests.some((r) => r.url.searchParams.get('apikey') === 'KULCS')).toBe(true);
    expect(JSON.stringify(snapshot.meta)).not.toContain('KULCS'); // the key is never recorded
  });

  it('keeps the newest snapshots only, never removing the current one', async () => {
    const days = ['2026-04-15', '2026-04-16', '2026-04-17'];
    for (const [i, day] of days.entries()) {
      server.route('/ecb/EXR', {
        headers: { 'content-type': 'text/csv' },
        body: fixture('ecb/exr-csvdata.csv')
          .toString('utf8')
          .split('\r\n')
          .filter((l) => !/,2026-04-1\d,/.test(l) || l.split(',')[6]! <= day)
          .join('\r\n'),
      });
      const now = new Date(FIXTURE_NOW.getTime() + i * 60_000); // snapshot names sort by fetch time
      const { result } = await refresh(['ecb-fx'], { env: { SNAPSHOT_KEEP: '2' }, now });
      expect(result('ecb-fx').next?.asOf).toBe(day);
    }
    const keys = await store.list('ecb-fx/snapshots/');
    expect(keys).toHaveLength(2); // the embedded one and the 04-15 fetch are gone
    expect(keys).toContain((await readPointer(store, 'ecb-fx'))!.key);
    expect(keys.some((k) => k.includes('embedded'))).toBe(false);
  });

  it('on a dry run fetches and judges but writes nothing', async () => {
    const { report } = await refresh(['ecb-fx', 'ksh-cpi'], { dryRun: true });
    expect(report.results.map((r) => r.outcome)).toEqual(['dry-run', 'dry-run']);
    expect(await store.list('ecb-fx/snapshots/')).toEqual([]);
    expect(await readPointer(store, 'ksh-cpi')).toBeUndefined();
  });

  it('skips a dataset whose source is not configured, without failing the run', async () => {
    const { report, result } = await refresh(['edgar', 'news'], { env: { EDGAR_USER_AGENT: '', NEWS_FEEDS: '' } });
    expect(report.ok).toBe(true);
    expect(result('edgar')).toMatchObject({ outcome: 'skipped', reasons: ['Nincs beállítva: EDGAR_USER_AGENT.'] });
    expect(result('news').outcome).toBe('skipped');
    expect(await store.list('news/snapshots/')).toEqual([]); // not even the embedded news were written
    const noMail = await refresh(['edgar'], { env: { EDGAR_USER_AGENT: 'Pénzügy' } });
    expect(noMail.result('edgar').reasons[0]).toContain('e-mail');
  });
});

describe('bad input is refused with a logged reason, and the last good snapshot stays', () => {
  /** Refreshes `dataset` on good answers, swaps in a bad route, refreshes again; returns the second run. */
  async function goodThenBad(
    dataset: DatasetId,
    route: string,
    bad: Parameters<FixtureServer['route']>[1],
    extra?: Record<string, string>,
  ) {
    await refresh([dataset], { env: extra });
    const before = await store.read(`${dataset}/current.json`);
    server.route(route, bad);
    const second = await refresh([dataset], { env: extra });
    expect(second.report.ok).toBe(false);
    expect(second.result(dataset).outcome).toBe('refused');
    expect(await store.read(`${dataset}/current.json`)).toBe(before);
    const logged = second.log.find((e) => e.dataset === dataset && e.event === 'refused')!;
    expect(logged.severity).toBe('ERROR');
    expect(logged.reasons).toEqual(second.result(dataset).reasons);
    return second.result(dataset).reasons.join(' ');
  }

  const csvWith = (edit: (s: string) => string) => ({
    headers: { 'content-type': 'text/csv' },
    body: edit(fixture('ecb/exr-csvdata.csv').toString('utf8')),
  });

  it('a truncated CSV', async () => {
    const reason = await goodThenBad(
      'ecb-fx',
      '/ecb/EXR',
      csvWith((s) => s.slice(0, s.indexOf('EXR.D.USD.EUR.SP00.A,D,USD,EUR,SP00,A,2026-04-15') + 60)),
    );
    expect(reason).toContain('EKB: a CSV nem olvasható (csonka vagy hibás válasz?)');
  });

  it('a truncated CSV cut at a line break (a series shorter than the other)', async () => {
    const reason = await goodThenBad(
      'ecb-fx',
      '/ecb/EXR',
      csvWith((s) => s.split('\r\n').slice(0, -3).join('\r\n')),
    );
    expect(reason).toContain('árfolyamnapjai eltérnek');
  });

  it('an HTML error page instead of data', async () => {
    const reason = await goodThenBad('ksh-cpi', '/ksh/ara0040.csv', {
      headers: { 'content-type': 'text/html' },
      body: fixture('errors/maintenance.html'),
    });
    expect(reason).toBe('KSH: adat helyett HTML-oldal érkezett (valószínűleg hiba- vagy karbantartási oldal).');
  });

  it('a SOAP fault', async () => {
    const reason = await goodThenBad('mnb-base-rate', '/mnb/alapkamat.asmx', {
      status: 500,
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      body: fixture('mnb/soap-fault.xml'),
    });
    expect(reason).toBe('MNB: SOAP-hiba: The server was unable to process the request due to an internal error.');
  });

  it('HTTP 429', async () => {
    const reason = await goodThenBad('edgar', '/sec/submissions/CIK0001045810.json', {
      status: 429,
      headers: { 'retry-after': '1' },
      body: 'Request Rate Threshold Exceeded',
    });
    expect(reason).toBe('SEC EDGAR (CIK 1045810): HTTP 429 (túl sok kérés).');
  });

  it('HTTP 5xx', async () => {
    const reason = await goodThenBad('mnb-fx', '/mnb/arfolyamok.asmx', { status: 503, body: 'Service Unavailable' });
    expect(reason).toBe('MNB: HTTP 503 (a forrás szerverhibát jelzett).');
  });

  it('a rate with the decimal comma misread: a point instead of the comma', async () => {
    const body = fixture('mnb/GetExchangeRates.xml').toString('utf8').replace('369,88', '369.88');
    const reason = await goodThenBad('mnb-fx', '/mnb/arfolyamok.asmx', {
      headers: { 'content-type': 'text/xml' },
      body,
    });
    expect(reason).toBe('MNB EUR 2026-04-17: „369.88” nem tizedesvesszős szám (a forrás vesszőt használ).');
  });

  it('a rate with the decimal comma misread: the comma dropped (a hundredfold rate)', async () => {
    const body = fixture('mnb/GetExchangeRates.xml').toString('utf8').replace('369,88', '36988');
    const reason = await goodThenBad('mnb-fx', '/mnb/arfolyamok.asmx', {
      headers: { 'content-type': 'text/xml' },
      body,
    });
    expect(reason).toContain('EUR/HUF: 2026-04-17: 36988 kívül esik a 0.01–2000 tartományon (rossz tizedesjel?).');
    expect(reason).toMatch(/EUR\/HUF: 2026-04-17: \d+ %-os egynapos változás \(368\.65 → 36988\)/);
  });

  it('a price that jumps 90 % in a day', async () => {
    const reason = await goodThenBad('prices', '/av/query', (req) => ({
      body: fixture(`alphavantage/${req.url.searchParams.get('symbol') === 'AAPL' ? 'AAPL-jump' : 'MSFT'}.csv`),
    }));
    expect(reason).toBe(
      'AAPL záróár: 2026-01-09: 90 %-os egynapos változás (257.91 → 490.03); legfeljebb 90 % alatti fogadható el.',
    );
  });

  it('a date in the future', async () => {
    const reason = await goodThenBad(
      'ecb-fx',
      '/ecb/EXR',
      csvWith((s) => s.replaceAll('2026-04-17', '2026-04-20')),
    );
    expect(reason).toContain('EUR/HUF: jövőbeli dátum: 2026-04-20 (ma 2026-04-17).');
  });

  it('a feed that cannot be read', async () => {
    const reason = await goodThenBad('news', '/news/rss.xml', { status: 500, body: 'oops' });
    expect(reason).toContain('Hírek: a betöltés nem sikerült');
  });

  it('a KSH table ending before the last good month (cut short)', async () => {
    const text = new TextDecoder('windows-1250').decode(fixture('ksh/ara0040.csv'));
    const lines = text.split('\r\n');
    const shorter = [...lines.slice(0, 16), 'Az előző hónap = 100,0%;;;;;;;;;;'].join('\r\n'); // through 2026-01
    const reason = await goodThenBad('ksh-cpi', '/ksh/ara0040.csv', {
      headers: { 'content-type': 'text/csv' },
      body: windows1250(shorter),
    });
    expect(reason).toContain('KSH: a friss adatsor 2026-01 napon véget ér, a meglévő 2026-03-ig tart');
  });

  it('a damaged current snapshot is reported and not overwritten', async () => {
    await refresh(['ksh-cpi']);
    const pointer = (await readPointer(store, 'ksh-cpi'))!;
    const text = (await store.read(pointer.key))!;
    await store.remove(pointer.key);
    await store.create(pointer.key, text.replace('101.8', '181.8'));
    const { result, report } = await refresh(['ksh-cpi']);
    expect(report.ok).toBe(false);
    expect(result('ksh-cpi').outcome).toBe('failed');
    expect(result('ksh-cpi').reasons[0]).toContain('az ellenőrzőösszeg nem egyezik');
    expect((await readPointer(store, 'ksh-cpi'))!.key).toBe(pointer.key);
  });
});
