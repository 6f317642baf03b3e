/**
 * Issue 28's "done when", across processes: `npm run refresh` (the built command) against the
 * recorded-format fixtures writes snapshots into Cloud Storage (the Firebase Storage emulator's JSON
 * API), an API of its own (on a free port) picks them up without a restart, and the built site
 * serves its status as /api/market/status through the preview proxy. Self-contained: it starts its
 * own services rather than the shared ones of the global setup.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourcesEnv, startSources } from '../../packages/data-refresh/src/test-support/sources';
import { freePort } from '../../packages/data-refresh/src/test-support/free-port';
import { startStorage } from '../../packages/data-refresh/src/test-support/storage-emulator';
import type { FixtureServer } from '../../packages/data-refresh/src/test-support/fixture-server';
import { startApi } from '../support/services/api';
import { startSitePreview } from '../support/services/site';
import { launchChromium } from '../support/browser';
import { open, siteContext } from '../support/site';
import type { RunningService } from '../support/services/types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const refreshCommand = path.join(root, 'packages/data-refresh/dist/cli.js');

interface Status {
  today: string;
  datasets: {
    dataset: string;
    asOf: string | null;
    origin: string;
    source: string;
    stale: boolean;
    fetchedAt: string | null;
  }[];
}

let sources: FixtureServer;
let storage: Awaited<ReturnType<typeof startStorage>>;
let api: RunningService;
let site: RunningService;
const bucket = 'gs://demo-penzugy-e2e/snapshots';

beforeAll(async () => {
  sources = await startSources();
  storage = await startStorage();
  api = await startApi(await freePort(), {
    SNAPSHOT_STORE: bucket,
    STORAGE_EMULATOR_HOST: storage.host,
    SNAPSHOT_POLL_S: '1',
  });
  site = await startSitePreview(api.url, await freePort());
});
afterAll(async () => {
  await site?.stop();
  await api?.stop();
  await storage?.stop();
  await sources?.close();
});

const status = async (base: string) => (await (await fetch(`${base}/market/status`)).json()) as Status;
const dataset = async (id: string) => (await status(api.url)).datasets.find((d) => d.dataset === id)!;

describe('/api/market/status through the site', () => {
  it('answers every dataset’s as-of date, source and staleness as JSON', async () => {
    const res = await fetch(`${site.url}/api/market/status`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as Status;
    expect(body.datasets.map((d) => d.dataset)).toEqual([
      'ecb-fx',
      'mnb-fx',
      'mnb-base-rate',
      'ksh-cpi',
      'prices',
      'edgar',
      'news',
    ]);
    expect(body.datasets.find((d) => d.dataset === 'ecb-fx')).toMatchObject({
      asOf: '2026-04-13',
      source: 'EKB',
      origin: 'embedded',
      stale: true,
    });
    expect(body.datasets.find((d) => d.dataset === 'mnb-fx')).toMatchObject({
      asOf: null,
      origin: 'none',
      stale: true,
    });
    expect(body.datasets.find((d) => d.dataset === 'prices')).toMatchObject({ asOf: '2025-12-31', origin: 'embedded' });
  });
});

describe('npm run refresh → snapshots in Cloud Storage → the running API, no restart', () => {
  it('serves the new snapshots once the refresh has written them', async () => {
    expect(await dataset('ecb-fx')).toMatchObject({ asOf: '2026-04-13', origin: 'embedded' });
    expect(await dataset('ksh-cpi')).toMatchObject({ asOf: '2026-02-28', origin: 'embedded' });

    const run = await promisify(execFile)(
      process.execPath,
      [refreshCommand, '--only', 'ecb-fx,ksh-cpi,mnb-base-rate,prices,edgar', '--json'],
      {
        env: {
          ...process.env,
          ...sourcesEnv(sources.url),
          SNAPSHOT_STORE: bucket,
          STORAGE_EMULATOR_HOST: storage.host,
        },
      },
    );
    const events = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { event: string; dataset: string });
    expect(events.filter((e) => e.event === 'updated').map((e) => e.dataset)).toEqual([
      'ecb-fx',
      'mnb-base-rate',
      'ksh-cpi',
      'prices',
      'edgar',
    ]);

    // Each instance looks at the pointers every second (SNAPSHOT_POLL_S) and loads what changed.
    await expect
      .poll(() => dataset('ecb-fx'), { timeout: 30_000 })
      .toMatchObject({ asOf: '2026-04-17', origin: 'snapshot', source: 'EKB' });
    await expect
      .poll(() => dataset('ksh-cpi'), { timeout: 30_000 })
      .toMatchObject({ asOf: '2026-03-31', origin: 'snapshot', source: 'KSH' });
    await expect
      .poll(() => dataset('prices'), { timeout: 30_000 })
      .toMatchObject({ asOf: '2026-01-09', origin: 'snapshot', source: 'Alpha Vantage (napi záróárak)' });
    const aapl = (await (await fetch(`${api.url}/market/stocks/AAPL`)).json()) as {
      quote: { asOf: string; value: number };
      dataset: { asOf: string };
    };
    expect(aapl.quote).toMatchObject({ asOf: '2026-01-09', value: 258.3 });
    expect(aapl.dataset.asOf).toBe('2026-01-09');
    // Through the site too, with the same dates.
    const viaSite = (await (await fetch(`${site.url}/api/market/status`)).json()) as Status;
    expect(viaSite.datasets.find((d) => d.dataset === 'ecb-fx')).toMatchObject({
      asOf: '2026-04-17',
      origin: 'snapshot',
    });
    // The fixtures end in April 2026: on the real clock they are already older than the schedule allows.
    expect((await dataset('ecb-fx')).stale).toBe(true);

    // The EDGAR list: served through the site, and shown on the library page with its date and source.
    await expect
      .poll(() => dataset('edgar'), { timeout: 30_000 })
      .toMatchObject({ origin: 'snapshot', source: 'SEC EDGAR' });
    const edgar = await dataset('edgar');
    const filings = (await (await fetch(`${site.url}/api/market/filings`)).json()) as {
      companies: { name: string; filings: { form: string; filingDate: string; url: string }[] }[];
      dataset: { asOf: string };
    };
    expect(filings.dataset.asOf).toBe(edgar.asOf);
    expect(filings.companies.map((c) => c.name)).toEqual(['Apple Inc.', 'NVIDIA CORP']);
    const browser = await launchChromium();
    try {
      const page = await (await siteContext(browser, { width: 390 })).newPage();
      await open(page, `${site.url}/konyvtar`);
      const list = page.getByRole('region', { name: 'Legfrissebb jelentések az EDGAR-ban' });
      const asOf = new Intl.DateTimeFormat('hu-HU', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${edgar.asOf}T00:00:00Z`),
      );
      await list.getByText(`A lista: ${asOf}, forrás: SEC EDGAR`).waitFor({ timeout: 20_000 });
      const newest = filings.companies[0]!.filings[0]!;
      const link = list
        .getByRole('heading', { name: /^Apple Inc\./ })
        .locator('xpath=..')
        .getByRole('link')
        .first();
      expect(await link.getAttribute('href')).toBe(newest.url);
      expect(await link.textContent()).toContain(newest.form);
    } finally {
      await browser.close();
    }
  });
});
