/**
 * `npm run refresh [-- --only ecb-fx,ksh-cpi] [--dry-run] [--json]`: refreshes the datasets (all by
 * default) into the snapshot store (SNAPSHOT_STORE; see store/open.ts), then reports every dataset's
 * age. In production the Cloud Run job runs `node dist/cli.js --only <dataset> --json` on each
 * dataset's schedule (deploy/refresh/).
 *
 * The program is bin.ts (built to dist/cli.js); this module is its testable body.
 *
 * Exit codes: 0 every requested dataset is updated, unchanged or skipped (not configured); 1 a fetch
 * was refused or failed (the last good snapshot stays; Cloud Run retries the task); 2 wrong arguments.
 */
import { parseArgs } from 'node:util';
import { runRefresh, type RefreshLogEntry } from './refresh/run';
import { DATASET_IDS, type DatasetId, isDatasetId } from './snapshot';
import { openSnapshotStore } from './store/open';

export const USAGE = `Használat: npm run refresh -- [--only <adatkör>[,<adatkör>…]] [--dry-run] [--json]

  --only     csak ezek az adatkörök (többször is megadható): ${DATASET_IDS.join(', ')}
  --dry-run  letölt és ellenőriz, de nem ír pillanatképet
  --json     naplósorok JSON-ban (Cloud Logging)
  --help     ez a súgó

A tároló: SNAPSHOT_STORE (mappa vagy gs://tároló/előtag); alapértelmezés a tároló gyökerében .data/snapshots.`;

export interface CliIo {
  log(line: string): void;
  error(line: string): void;
}

export async function main(
  argv: readonly string[],
  io: CliIo = { log: (l) => console.log(l), error: (l) => console.error(l) },
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  let values: { only?: string[]; 'dry-run'?: boolean; json?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        only: { type: 'string', multiple: true },
        'dry-run': { type: 'boolean' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    io.error(`Hibás paraméter: ${(e as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    io.log(USAGE);
    return 0;
  }
  const only = (values.only ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  const unknown = only.filter((v) => !isDatasetId(v));
  if (unknown.length > 0) {
    io.error(`Ismeretlen adatkör: ${unknown.join(', ')}. Választható: ${DATASET_IDS.join(', ')}.`);
    return 2;
  }
  const json = values.json ?? env.LOG_FORMAT === 'json';
  const print = (entry: RefreshLogEntry) => {
    if (json) io.log(JSON.stringify({ ...entry, timestamp: new Date().toISOString() }));
    else (entry.severity === 'ERROR' ? io.error : io.log)(`${entry.severity === 'INFO' ? ' ' : '!'} ${entry.message}`);
  };
  let store;
  try {
    store = openSnapshotStore(env);
  } catch (e) {
    io.error((e as Error).message);
    return 2;
  }
  if (!json) io.log(`Tároló: ${store.description}${values['dry-run'] ? ' (próbafuttatás: nem írunk)' : ''}`);
  const report = await runRefresh({
    store,
    only: only as DatasetId[],
    dryRun: values['dry-run'] ?? false,
    env,
    log: print,
  });
  return report.ok ? 0 : 1;
}
