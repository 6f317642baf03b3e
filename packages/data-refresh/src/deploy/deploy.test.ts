/**
 * The production wiring in deploy/refresh/ (README, "Data refresh in production"), checked as far as
 * a machine without Google Cloud allows: the job spec is a valid Cloud Run job that runs this
 * package's command from the API image, one Cloud Scheduler job per dataset carries that dataset's
 * schedule from the catalogue (valid cron, Budapest time, ECB after 16:00 on weekdays, news every
 * quarter hour), and the alert policies watch the metrics the deploy script creates from the log
 * events the refresh writes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DATASETS } from '../datasets/catalogue';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const deployDir = path.join(root, 'deploy/refresh');
const deployScript = path.join(deployDir, 'deploy.mjs');
const vars = {
  PROJECT_ID: 'penzugy-prod',
  REGION: 'europe-west1',
  IMAGE: 'europe-west1-docker.pkg.dev/penzugy-prod/app/penzugy-api:1',
  EDGAR_USER_AGENT: 'Pénzügy Kft. adatok@penzugy.example',
  NEWS_FEEDS: 'https://a.example/rss https://b.example/atom',
};

/** Unix cron, five fields, each a list of `*`, n, n-m, with an optional /step, in range. */
function validCron(expr: string): boolean {
  const ranges: [number, number][] = [
    [0, 59],
    [0, 23],
    [1, 31],
    [1, 12],
    [0, 6],
  ];
  const fields = expr.trim().split(/\s+/);
  return (
    fields.length === 5 &&
    fields.every((field, i) =>
      field.split(',').every((part) => {
        const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
        if (!m) return false;
        const [lo, hi] = ranges[i]!;
        const a = m[2] === undefined ? lo : Number(m[2]);
        const b = m[3] === undefined ? (m[2] === undefined ? hi : a) : Number(m[3]);
        return a >= lo && b <= hi && a <= b && (m[4] === undefined || Number(m[4]) > 0);
      }),
    )
  );
}

const { jobSpec, METRICS } = (await import(pathToFileURL(deployScript).href)) as {
  jobSpec: (v: Record<string, string>) => string;
  METRICS: Record<string, { filter: string }>;
};

describe('deploy/refresh/job.yaml', () => {
  const job = parse(jobSpec(vars));
  const task = job.spec.template.spec.template.spec;
  const container = task.containers[0];
  const env = Object.fromEntries(container.env.map((e: { name: string; value?: string }) => [e.name, e.value ?? e]));

  it('is a Cloud Run job that runs the refresh command of the API image, retried, with its own service account', () => {
    expect(job.apiVersion).toBe('run.googleapis.com/v1');
    expect(job.kind).toBe('Job');
    expect(job.metadata.name).toBe('penzugy-refresh');
    expect(container.image).toBe(vars.IMAGE);
    expect(container.command).toEqual(['node', '/app/packages/data-refresh/dist/cli.js']);
    expect(container.args).toEqual(['--json']);
    expect(task.maxRetries).toBeGreaterThanOrEqual(1);
    expect(task.timeoutSeconds).toBeGreaterThanOrEqual(600);
    expect(task.serviceAccountName).toBe('penzugy-refresh@penzugy-prod.iam.gserviceaccount.com');
  });

  it('writes to the production bucket, logs JSON, and takes the API key from Secret Manager', () => {
    expect(env.SNAPSHOT_STORE).toBe('gs://penzugy-prod-penzugy-data/snapshots');
    expect(env.LOG_FORMAT).toBe('json');
    expect(env.EDGAR_USER_AGENT).toBe(vars.EDGAR_USER_AGENT);
    expect(env.NEWS_FEEDS).toBe(vars.NEWS_FEEDS);
    expect(env.ALPHAVANTAGE_API_KEY).toEqual({
      name: 'ALPHAVANTAGE_API_KEY',
      valueFrom: { secretKeyRef: { name: 'alphavantage-api-key', key: 'latest' } },
    });
    // The free tier's 25 requests a day: one request per symbol per daily run.
    expect(env.PRICE_SYMBOLS.split(',').length).toBeLessThanOrEqual(25);
    expect(jobSpec(vars)).not.toMatch(/__[A-Z_]+__/);
  });

  it('names a command the API image really holds', () => {
    const dockerfile = readFileSync(path.join(root, 'apps/api/Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^COPY --from=build \/app\/packages\/data-refresh\/dist packages\/data-refresh\/dist$/m);
    expect(dockerfile).toMatch(/^WORKDIR \/app$/m);
  });
});

describe('deploy/refresh/deploy.mjs --dry-run', () => {
  const output = execFileSync(process.execPath, [deployScript, '--dry-run'], {
    env: { ...process.env, ...vars },
    encoding: 'utf8',
  });
  const lines = output.split('\n');
  const scheduler = lines.filter((l) => l.startsWith('gcloud scheduler jobs'));
  const flag = (line: string, name: string) => {
    const m = new RegExp(`--${name}=('(?:[^']|'\\\\'')*'|\\S+)`).exec(line);
    return m ? m[1]!.replace(/^'|'$/g, '').replace(/'\\''/g, "'") : undefined;
  };

  it('replaces the job, then schedules every dataset on its own, in Budapest time', () => {
    expect(lines.find((l) => l.startsWith('gcloud'))).toBe(
      'gcloud run jobs replace <job.yaml> --region=europe-west1 --project=penzugy-prod',
    );
    expect(scheduler).toHaveLength(DATASETS.length);
    for (const def of DATASETS) {
      const line = scheduler.find((l) => l.includes(` penzugy-refresh-${def.id} `))!;
      expect(line, def.id).toBeDefined();
      expect(flag(line, 'schedule')).toBe(def.schedule.cron);
      expect(validCron(def.schedule.cron), def.schedule.cron).toBe(true);
      expect(flag(line, 'time-zone')).toBe('Europe/Budapest');
      expect(flag(line, 'uri')).toBe(
        'https://run.googleapis.com/v2/projects/penzugy-prod/locations/europe-west1/jobs/penzugy-refresh:run',
      );
      expect(JSON.parse(flag(line, 'message-body')!)).toEqual({
        overrides: { containerOverrides: [{ args: ['--only', def.id, '--json'] }] },
      });
      expect(Number(flag(line, 'max-retry-attempts'))).toBeGreaterThanOrEqual(1);
    }
  });

  it('runs each source when the issue says: ECB after 16:00 CET on weekdays, KSH monthly, news every 15 minutes', () => {
    const cron = (id: string) => DATASETS.find((d) => d.id === id)!.schedule.cron.split(' ');
    const [ecbMinute, ecbHour, , , ecbDays] = cron('ecb-fx');
    expect(Number(ecbHour) * 60 + Number(ecbMinute)).toBeGreaterThan(16 * 60);
    expect(ecbDays).toBe('1-5');
    expect(cron('news').slice(0, 2)).toEqual(['*/15', '*']);
    expect(cron('ksh-cpi')[3]).toBe('*'); // every month, in the release window of days
    for (const id of ['mnb-fx', 'mnb-base-rate', 'edgar']) expect(cron(id)[2], id).toBe('*'); // daily
  });

  it('creates the log metrics the alert policies watch, from the events the refresh logs', () => {
    expect(METRICS.penzugy_refresh_stale!.filter).toContain('jsonPayload.event="stale"');
    expect(METRICS.penzugy_refresh_refused!.filter).toContain('jsonPayload.event="refused"');
    for (const name of Object.keys(METRICS))
      expect(output).toContain(`gcloud logging metrics <create-or-update> ${name} `);
    for (const file of ['alert-stale.json', 'alert-refused.json']) {
      const policy = JSON.parse(readFileSync(path.join(deployDir, file), 'utf8'));
      const filter: string = policy.conditions[0].conditionThreshold.filter;
      const metric = /user\/(\w+)/.exec(filter)![1]!;
      expect(Object.keys(METRICS)).toContain(metric);
      expect(policy.displayName).toMatch(/^Pénzügy: /);
      expect(output).toContain(`--policy-from-file=deploy/refresh/${file}`);
    }
  });
});
