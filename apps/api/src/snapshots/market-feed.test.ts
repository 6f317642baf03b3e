/**
 * The API on the refresh's snapshots: it starts on the store's current snapshots (or the embedded
 * data), picks up a new snapshot without a restart, keeps serving when a snapshot is damaged, and
 * answers /market/status and the dataset tag of the market answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createLocalStore,
  makeSnapshot,
  type PricesData,
  publishSnapshot,
  readPointer,
  type SnapshotStore,
} from '@penzugy/data-refresh';
import { createSamplePriceSource, readSampleSeries, SAMPLE_SOURCE_NAME } from '@penzugy/market-data/node';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { payload } from '../test-support';
import { type MarketFeed, startSnapshotFeed } from './market-feed';

const dirs: string[] = [];
let store: SnapshotStore;
let feed: MarketFeed | undefined;
let app: FastifyInstance | undefined;
const warnings: string[] = [];

beforeEach(() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'penzugy-api-snapshots-'));
  dirs.push(dir);
  store = createLocalStore(dir);
  warnings.length = 0;
});
afterEach(async () => {
  await app?.close();
  feed?.close();
  app = undefined;
  feed = undefined;
});
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The sample's series with `extra` closes appended to AAPL and MSFT (a refresh's result). */
function pricesSnapshot(extra: { date: string; aapl: number; msft: number }[], fetchedAt: string) {
  const series: PricesData['series'] = {};
  for (const [symbol, s] of readSampleSeries()) series[symbol] = { dates: [...s.dates], closes: Array.from(s.closes) };
  for (const e of extra) {
    series.AAPL!.dates.push(e.date);
    series.AAPL!.closes.push(e.aapl);
    series.MSFT!.dates.push(e.date);
    series.MSFT!.closes.push(e.msft);
  }
  const last = extra.at(-1)?.date ?? '2025-12-31';
  return makeSnapshot(
    { series },
    {
      dataset: 'prices',
      asOf: last,
      fetchedAt,
      sourceUrl: 'https://www.alphavantage.co',
      source: 'Alpha Vantage (napi záróárak)',
      rowCount: 1,
      origin: 'fetched',
    },
  );
}

const ecbSnapshot = (rows: [string, number, number][], fetchedAt: string) =>
  makeSnapshot(
    { dates: rows.map((r) => r[0]), columns: { EURHUF: rows.map((r) => r[1]), EURUSD: rows.map((r) => r[2]) } },
    {
      dataset: 'ecb-fx',
      asOf: rows.at(-1)![0],
      fetchedAt,
      sourceUrl: 'https://data-api.ecb.europa.eu',
      source: 'EKB',
      rowCount: rows.length,
      origin: 'fetched',
    },
  );

async function start(today = '2026-01-12', pollMs = 50) {
  feed = await startSnapshotFeed({ store, pollMs, warn: (m) => warnings.push(m) });
  app = await buildServer({
    source: feed.current().source,
    feed,
    today: () => today,
    limits: { solverThreads: 0, rateLimitBudget: 0 },
  });
  return app;
}

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('without snapshots', () => {
  it('serves the embedded data, as before the refresh existed, and says how old it is', async () => {
    const a = await start('2026-11-28', 0);
    expect(feed!.current().source.name).toBe(SAMPLE_SOURCE_NAME);
    expect(feed!.current().source.symbols()).toEqual(createSamplePriceSource().symbols());
    const status = (await a.inject('/market/status')).json() as { today: string; datasets: Record<string, unknown>[] };
    expect(status.today).toBe('2026-11-28');
    expect(status.datasets.map((d) => [d.dataset, d.asOf, d.origin, d.stale])).toEqual([
      ['ecb-fx', '2026-04-13', 'embedded', true],
      ['mnb-fx', null, 'none', true],
      ['mnb-base-rate', '2026-02-25', 'embedded', true],
      ['ksh-cpi', '2026-02-28', 'embedded', true],
      ['prices', '2025-12-31', 'embedded', true],
      ['edgar', null, 'none', true],
      ['news', expect.stringMatching(/^20\d\d-\d\d-\d\d$/), 'embedded', true],
    ]);
    expect(status.datasets[0]).toMatchObject({
      label: 'Euró-referenciaárfolyamok (EUR/HUF, EUR/USD)',
      source: 'EKB',
      ageDays: 229,
      maxAgeDays: 5,
      schedule: expect.stringContaining('16:30'),
    });
    const heatmap = await a.inject('/market/heatmap?market=dowjones');
    expect(heatmap.json().dataset).toEqual({
      id: 'prices',
      asOf: '2025-12-31',
      source: SAMPLE_SOURCE_NAME,
      fetchedAt: null,
      stale: true,
    });
    expect((await a.inject('/market/status')).headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('GET /market/inflation', () => {
  it('serves the embedded KSH CPI with its yearly rates, as-of date and source', async () => {
    const a = await start('2026-03-20', 0);
    const res = await a.inject('/market/inflation');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.json() as { months: string[]; index: number[]; yoy: number[]; dataset: unknown };
    // packages/data-refresh/seed/ksh-cpi.csv: 2025-01 .. 2026-02, as the KSH published them.
    expect(body.months).toHaveLength(14);
    expect([body.months[0], body.index[0], body.yoy[0]]).toEqual(['2025-01', 105.5, 0.055]);
    expect([body.months.at(-1), body.index.at(-1), body.yoy.at(-1)]).toEqual(['2026-02', 101.4, 0.014]);
    expect(body.dataset).toEqual({ id: 'ksh-cpi', asOf: '2026-02-28', source: 'KSH', fetchedAt: null, stale: false });
  });

  it('serves a new CPI snapshot without a restart, and says when it is stale', async () => {
    const a = await start('2026-05-30', 50);
    expect((await a.inject('/market/inflation')).json().dataset.stale).toBe(true);
    await publishSnapshot(
      store,
      makeSnapshot(
        { months: ['2026-03', '2026-04'], index: [101.8, 102.1] },
        {
          dataset: 'ksh-cpi',
          asOf: '2026-04-30',
          fetchedAt: '2026-05-12T09:00:00.000Z',
          sourceUrl: 'https://www.ksh.hu',
          source: 'KSH',
          rowCount: 2,
          origin: 'fetched',
        },
      ),
    );
    const body = await until(
      async () =>
        (await a.inject('/market/inflation')).json() as {
          months: string[];
          yoy: number[];
          dataset: { asOf: string; stale: boolean };
        },
      (b) => b.dataset.asOf === '2026-04-30',
    );
    expect(body).toMatchObject({ months: ['2026-03', '2026-04'], yoy: [0.018, 0.021], dataset: { stale: false } });
  });
});

describe('GET /market/filings', () => {
  it('answers an empty, undated list until a refresh fetched the EDGAR list, then serves it without a restart, dated', async () => {
    const a = await start('2026-11-28', 50);
    const before = await a.inject('/market/filings');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      companies: [],
      dataset: { id: 'edgar', asOf: null, source: 'SEC EDGAR', fetchedAt: null, stale: true },
    });
    const apple = {
      cik: '320193',
      name: 'Apple Inc.',
      tickers: ['AAPL'],
      filings: [
        {
          accessionNumber: '0000320193-26-000105',
          form: '10-K',
          filingDate: '2026-10-31',
          reportDate: '2026-09-26',
          primaryDocument: 'aapl-20260926.htm',
          url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019326000105/aapl-20260926.htm',
        },
      ],
    };
    await publishSnapshot(
      store,
      makeSnapshot(
        { companies: [apple] },
        {
          dataset: 'edgar',
          asOf: '2026-11-27',
          fetchedAt: '2026-11-28T07:00:00.000Z',
          sourceUrl: 'https://data.sec.gov',
          source: 'SEC EDGAR',
          rowCount: 1,
          origin: 'fetched',
        },
      ),
    );
    const res = await until(
      () => a.inject('/market/filings'),
      (r) => r.json().companies.length > 0,
    );
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({
      companies: [apple],
      dataset: {
        id: 'edgar',
        asOf: '2026-11-27',
        source: 'SEC EDGAR',
        fetchedAt: '2026-11-28T07:00:00.000Z',
        stale: false,
      },
    });
  });
});

describe('with snapshots', () => {
  it('starts on the current snapshots and picks up new ones without a restart', async () => {
    await publishSnapshot(
      store,
      pricesSnapshot([{ date: '2026-01-02', aapl: 271.01, msft: 472.94 }], '2026-01-02T23:00:00.000Z'),
    );
    await publishSnapshot(store, ecbSnapshot([['2026-04-13', 366.9, 1.1684]], '2026-04-13T14:30:00.000Z'));
    const a = await start('2026-01-05');
    expect((await a.inject('/market/stocks/AAPL')).json()).toMatchObject({
      quote: { asOf: '2026-01-02', value: 271.01 },
      source: 'Alpha Vantage (napi záróárak)',
      dataset: {
        id: 'prices',
        asOf: '2026-01-02',
        source: 'Alpha Vantage (napi záróárak)',
        fetchedAt: '2026-01-02T23:00:00.000Z',
        stale: false,
      },
    });
    const coverage = (await a.inject('/market/coverage')).json();
    expect(coverage).toMatchObject({ to: '2026-01-02', dataset: { asOf: '2026-01-02' } });

    // The refresh publishes a newer snapshot; the instance notices on its next look at the store.
    await publishSnapshot(
      store,
      pricesSnapshot(
        [
          { date: '2026-01-02', aapl: 271.01, msft: 472.94 },
          { date: '2026-01-05', aapl: 267.26, msft: 472.85 },
        ],
        '2026-01-05T23:00:00.000Z',
      ),
    );
    const updated = await until(
      async () => (await a.inject('/market/stocks/AAPL')).json() as { quote: { asOf: string; value: number } },
      (d) => d.quote.asOf === '2026-01-05',
    );
    expect(updated.quote.value).toBe(267.26);
    expect((await a.inject('/market/coverage')).json().to).toBe('2026-01-05');
    const status = (await a.inject('/market/status')).json() as {
      datasets: { dataset: string; asOf: string; origin: string; fetchedAt: string }[];
    };
    expect(status.datasets.find((d) => d.dataset === 'prices')).toMatchObject({
      asOf: '2026-01-05',
      origin: 'snapshot',
      fetchedAt: '2026-01-05T23:00:00.000Z',
    });

    // Another dataset's new snapshot shows in the status; the prices, and their caches, stay as they are.
    const prices = feed!.current().source;
    await publishSnapshot(
      store,
      makeSnapshot(
        { months: ['2026-01'], index: [102.1] },
        {
          dataset: 'ksh-cpi',
          asOf: '2026-01-31',
          fetchedAt: '2026-02-12T09:00:00.000Z',
          sourceUrl: 'https://www.ksh.hu',
          source: 'KSH',
          rowCount: 1,
          origin: 'fetched',
        },
      ),
    );
    const ksh = await until(
      async () =>
        ((await a.inject('/market/status')).json() as { datasets: { dataset: string; asOf: string }[] }).datasets.find(
          (d) => d.dataset === 'ksh-cpi',
        )!,
      (d) => d.asOf === '2026-01-31',
    );
    expect(ksh).toMatchObject({ origin: 'snapshot' });
    expect(feed!.current().source).toBe(prices);
  });

  it('ends the portfolio default period at the last data date and dates the exchange rate it used', async () => {
    const a = await start('2026-11-28', 0);
    const res = await a.inject({
      method: 'POST',
      url: '/portfolio-opt/update-portfolio',
      payload: payload(['AAPL', 'MSFT', 'OTP'], { currency: 'HUF' }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The stocks' data end on 2025-12-30: the default year ends there, so nothing had to be shifted.
    expect(body).toMatchObject({ requestedFrom: '2024-12-30', requestedTo: '2025-12-30', effectiveTo: '2025-12-30' });
    expect(body.notice).toBeUndefined();
    expect(body.fx).toMatchObject({ pair: 'USD/HUF', asOf: '2025-12-30' });
  });

  it('keeps serving its data when a new snapshot is damaged, and says so', async () => {
    await publishSnapshot(store, ecbSnapshot([['2026-04-13', 366.9, 1.1684]], '2026-04-13T14:30:00.000Z'));
    const a = await start('2026-04-14');
    const good = feed!.current();
    const next = ecbSnapshot(
      [
        ['2026-04-13', 366.9, 1.1684],
        ['2026-04-14', 368.12, 1.1702],
      ],
      '2026-04-14T14:30:00.000Z',
    );
    await publishSnapshot(store, next);
    const pointer = (await readPointer(store, 'ecb-fx'))!;
    const text = (await store.read(pointer.key))!;
    await store.remove(pointer.key);
    await store.create(pointer.key, text.replace('368.12', '386.12'));
    await until(
      async () => warnings.length,
      (n) => n > 0,
    );
    expect(warnings[0]).toContain('az ellenőrzőösszeg nem egyezik');
    expect(feed!.current().fx).toBe(good.fx);
    const status = (await a.inject('/market/status')).json() as { datasets: { dataset: string; asOf: string }[] };
    expect(status.datasets.find((d) => d.dataset === 'ecb-fx')!.asOf).toBe('2026-04-13');
  });
});
