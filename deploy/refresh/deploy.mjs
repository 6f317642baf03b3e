#!/usr/bin/env node
/**
 * Deploys the data refresh to Google Cloud: the Cloud Run job (job.yaml), one Cloud Scheduler job per
 * dataset on that dataset's schedule (from the refresh's own catalogue, packages/data-refresh), the
 * log-based metrics and the alert policies (alert-*.json). Build first: `npx turbo run build
 * --filter=@penzugy/data-refresh`. Needs gcloud, logged in, with Cloud Run, Cloud Scheduler, Cloud
 * Storage, Secret Manager and Cloud Monitoring enabled in the project.
 *
 *   PROJECT_ID=… REGION=europe-west1 IMAGE=europe-west1-docker.pkg.dev/…/penzugy-api:TAG \
 *   EDGAR_USER_AGENT='Cég neve admin@cég.hu' NEWS_FEEDS='https://… https://…' \
 *   node deploy/refresh/deploy.mjs [--dry-run]
 *
 * With --dry-run it prints the commands (and the job spec it would apply) instead of running them;
 * deploy.test.ts in packages/data-refresh checks that output. Every command is idempotent: existing
 * scheduler jobs and metrics are updated, not duplicated.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

export const JOB_NAME = 'penzugy-refresh';
export const TIME_ZONE = 'Europe/Budapest';
/** Log-based metrics the alert policies watch (the refresh logs `event: "stale"` and `"refused"`/`"failed"`). */
export const METRICS = {
  penzugy_refresh_stale: {
    description: 'Elavult adatkör a frissítés jelentésében (adatkörönként)',
    filter: `resource.type="cloud_run_job" AND resource.labels.job_name="${JOB_NAME}" AND jsonPayload.event="stale"`,
  },
  penzugy_refresh_refused: {
    description: 'Elutasított vagy sikertelen letöltés (a legutóbbi jó pillanatkép maradt)',
    filter: `resource.type="cloud_run_job" AND resource.labels.job_name="${JOB_NAME}" AND (jsonPayload.event="refused" OR jsonPayload.event="failed")`,
  },
};
export const ALERT_POLICIES = ['alert-stale.json', 'alert-refused.json'];

/** The job spec with its `__NAME__` placeholders filled in from `vars`. */
export function jobSpec(vars) {
  const text = readFileSync(path.join(here, 'job.yaml'), 'utf8');
  return (
    text
      // A whole value becomes a quoted YAML string, so a feed list or a name with spaces stays one value.
      .replace(
        /^(\s*(?:- )?(?:value|image): )__([A-Z_]+)__$/gm,
        (_, key, name) => `${key}${JSON.stringify(vars[name] ?? '')}`,
      )
      .replace(/__([A-Z_]+)__/g, (_, name) => vars[name] ?? '')
  );
}

/** The gcloud command lines, in order. */
export async function deployCommands(vars) {
  const { DATASETS } = await import(pathToFileURL(path.join(root, 'packages/data-refresh/dist/index.js')).href);
  const { PROJECT_ID: project, REGION: region } = vars;
  const runUri = `https://run.googleapis.com/v2/projects/${project}/locations/${region}/jobs/${JOB_NAME}:run`;
  const sa = `penzugy-refresh@${project}.iam.gserviceaccount.com`;
  const commands = [['gcloud', 'run', 'jobs', 'replace', '<job.yaml>', `--region=${region}`, `--project=${project}`]];
  for (const def of DATASETS) {
    const body = JSON.stringify({ overrides: { containerOverrides: [{ args: ['--only', def.id, '--json'] }] } });
    commands.push([
      'gcloud',
      'scheduler',
      'jobs',
      '<create-or-update>',
      'http',
      `${JOB_NAME}-${def.id}`,
      `--location=${region}`,
      `--project=${project}`,
      `--schedule=${def.schedule.cron}`,
      `--time-zone=${TIME_ZONE}`,
      `--uri=${runUri}`,
      '--http-method=POST',
      `--oauth-service-account-email=${sa}`,
      `--message-body=${body}`,
      // Scheduler retries a start that Cloud Run refused (a quota, a deploy in progress).
      '--attempt-deadline=60s',
      '--max-retry-attempts=3',
      '--min-backoff=60s',
      `--description=${def.label}: ${def.schedule.description}`,
    ]);
  }
  for (const [name, m] of Object.entries(METRICS)) {
    commands.push([
      'gcloud',
      'logging',
      'metrics',
      '<create-or-update>',
      name,
      `--project=${project}`,
      `--description=${m.description}`,
      `--log-filter=${m.filter}`,
    ]);
  }
  for (const file of ALERT_POLICIES) {
    commands.push([
      'gcloud',
      'monitoring',
      'policies',
      '<create-if-missing>',
      `--policy-from-file=deploy/refresh/${file}`,
      `--project=${project}`,
    ]);
  }
  return commands;
}

/** One argument as a POSIX shell word; a `--flag=value` keeps the flag outside the quotes. */
function quote(arg) {
  const word = (s) => (/^[\w@%+=:,./<>-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);
  const flag = /^(--[\w-]+=)([\s\S]*)$/.exec(arg);
  return flag ? `${flag[1]}${word(flag[2])}` : word(arg);
}

function gcloud(args) {
  const r = spawnSync(args[0], args.slice(1), { stdio: 'inherit' });
  return r.status ?? 1;
}

async function main() {
  const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean' } } });
  const vars = { ...process.env };
  const missing = ['PROJECT_ID', 'REGION', 'IMAGE', 'EDGAR_USER_AGENT'].filter((k) => !vars[k]?.trim());
  if (missing.length > 0 && !values['dry-run']) {
    console.error(`Hiányzó környezeti változó: ${missing.join(', ')} (lásd a fájl fejlécét).`);
    process.exit(2);
  }
  for (const k of missing) vars[k] = k;
  const commands = await deployCommands(vars);
  const spec = jobSpec(vars);
  if (values['dry-run']) {
    console.log(spec);
    for (const c of commands) console.log(c.map(quote).join(' '));
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'penzugy-refresh-job-'));
  const specFile = path.join(dir, 'job.yaml');
  writeFileSync(specFile, spec);
  for (const c of commands) {
    let args = c.map((a) => (a === '<job.yaml>' ? specFile : a));
    if (args.includes('<create-if-missing>')) {
      // Alert policies have no name of their own: look them up by display name.
      const file = args.find((a) => a.startsWith('--policy-from-file='))?.split('=')[1] ?? '';
      const { displayName } = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
      const list = spawnSync(
        'gcloud',
        [
          'monitoring',
          'policies',
          'list',
          `--project=${vars.PROJECT_ID}`,
          `--filter=displayName="${displayName}"`,
          '--format=value(name)',
        ],
        { encoding: 'utf8' },
      );
      if (list.status === 0 && list.stdout.trim() !== '') {
        console.log(`Már létezik: ${displayName}`);
        continue;
      }
      args = args.map((a) => (a === '<create-if-missing>' ? 'create' : a));
    }
    const at = args.indexOf('<create-or-update>');
    if (at >= 0) {
      // Update when it exists, create otherwise.
      const name = args[at + (args[2] === 'jobs' ? 2 : 1)];
      const describe =
        args[1] === 'scheduler'
          ? [
              'gcloud',
              'scheduler',
              'jobs',
              'describe',
              name,
              ...args.filter((a) => a.startsWith('--location=') || a.startsWith('--project=')),
            ]
          : ['gcloud', 'logging', 'metrics', 'describe', name, ...args.filter((a) => a.startsWith('--project='))];
      const exists = spawnSync(describe[0], describe.slice(1), { stdio: 'ignore' }).status === 0;
      args = args.map((a) => (a === '<create-or-update>' ? (exists ? 'update' : 'create') : a));
    }
    const status = gcloud(args);
    if (status !== 0) process.exit(status);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
