/**
 * `npm run refresh` as the command it is: arguments, exit codes, the two log formats, and a run into
 * Cloud Storage through the Firebase Storage emulator, the production path of the Cloud Run job.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from './cli';
import { readCurrent } from './store/snapshots';
import { createGcsStore } from './store/gcs';
import { fixture, type FixtureServer } from './test-support/fixture-server';
import { sourcesEnv, startSources } from './test-support/sources';
import { startStorage } from './test-support/storage-emulator';

let server: FixtureServer;
let storage: Awaited<ReturnType<typeof startStorage>>;
const dirs: string[] = [];
beforeAll(async () => {
  server = await startSources();
  storage = await startStorage();
});
afterAll(async () => {
  await server.close();
  await storage.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { log: (l: string) => out.push(l), error: (l: string) => err.push(l) }, out, err };
}

function folder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'penzugy-cli-'));
  dirs.push(dir);
  return dir;
}

describe('arguments', () => {
  it('prints the usage, and refuses unknown options and datasets with exit code 2', async () => {
    const help = capture();
    expect(await main(['--help'], help.io, {})).toBe(0);
    expect(help.out[0]).toContain('--only');
    const bad = capture();
    expect(await main(['--all'], bad.io, {})).toBe(2);
    expect(bad.err[0]).toContain('Hibás paraméter');
    const unknown = capture();
    expect(await main(['--only', 'ecb-fx,bux'], unknown.io, {})).toBe(2);
    expect(unknown.err[0]).toBe(
      'Ismeretlen adatkör: bux. Választható: ecb-fx, mnb-fx, mnb-base-rate, ksh-cpi, prices, edgar, news.',
    );
    const store = capture();
    expect(await main([], store.io, { SNAPSHOT_STORE: 'ftp://x' })).toBe(2);
  });
});

describe('a run', () => {
  it('reports in Hungarian, exits 0, and 1 when a fetch is refused', async () => {
    const env = { ...sourcesEnv(server.url), SNAPSHOT_STORE: folder() };
    const ok = capture();
    expect(await main(['--only', 'ksh-cpi'], ok.io, env)).toBe(0);
    expect(ok.out[0]).toBe(`Tároló: ${env.SNAPSHOT_STORE}`);
    expect(ok.out).toContain('  ksh-cpi: frissítve (2026-02-28 → 2026-03-31)');
    expect(ok.out.some((l) => l.startsWith('! Fogyasztóiár-index (előző év azonos hónapja = 100): 2026-03-31'))).toBe(
      true,
    );

    server.route('/ksh/ara0040.csv', {
      headers: { 'content-type': 'text/html' },
      body: fixture('errors/maintenance.html'),
    });
    try {
      const refused = capture();
      expect(await main(['--only', 'ksh-cpi'], refused.io, env)).toBe(1);
      expect(refused.err).toEqual([
        '! ksh-cpi: ELUTASÍTVA, a legutóbbi jó pillanatkép marad (2026-03-31): KSH: adat helyett HTML-oldal érkezett (valószínűleg hiba- vagy karbantartási oldal).',
      ]);
    } finally {
      server.route('/ksh/ara0040.csv', { headers: { 'content-type': 'text/csv' }, body: fixture('ksh/ara0040.csv') });
    }
  });

  it('writes JSON log lines and snapshots into Cloud Storage (the Firebase Storage emulator)', async () => {
    const env = {
      ...sourcesEnv(server.url),
      SNAPSHOT_STORE: 'gs://demo-penzugy-data/snapshots',
      STORAGE_EMULATOR_HOST: storage.host,
    };
    const run = capture();
    expect(await main(['--only', 'ecb-fx', '--only', 'mnb-base-rate', '--json'], run.io, env)).toBe(0);
    const lines = run.out.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(
      lines.every(
        (l) => typeof l.severity === 'string' && typeof l.message === 'string' && typeof l.timestamp === 'string',
      ),
    ).toBe(true);
    expect(lines.filter((l) => l.event === 'updated').map((l) => l.dataset)).toEqual(['ecb-fx', 'mnb-base-rate']);
    expect(lines.filter((l) => l.event === 'stale').map((l) => l.dataset)).toContain('mnb-fx');

    const bucket = createGcsStore({
      bucket: 'demo-penzugy-data',
      prefix: 'snapshots',
      baseUrl: storage.url,
      token: async () => 'owner',
    });
    expect((await readCurrent(bucket, 'ecb-fx'))!.meta).toMatchObject({
      asOf: '2026-04-17',
      source: 'EKB',
      origin: 'fetched',
    });
    expect(((await readCurrent(bucket, 'mnb-base-rate'))!.data as { changes: unknown[] }).changes).toHaveLength(3);
    expect(await bucket.list('ecb-fx/snapshots/')).toHaveLength(2);
  });
});
