/**
 * apps/api/Dockerfile built and run by a real Docker engine: the image builds from the repository,
 * runs Node 24 as an unprivileged user without npm, and its HEALTHCHECK turns healthy; the service
 * answers on its port and the health thread on HEALTH_PORT.
 *
 * It needs a Docker engine (`docker info` must work). Where there is none the test does not run
 * and says so (a skipped test named with the reason, and a line on stderr); CI sets
 * PENZUGY_REQUIRE_DOCKER=1, so there a missing engine fails instead of skipping. What can be
 * checked without Docker (the Dockerfile's instructions, its HEALTHCHECK command) is in
 * dockerfile.test.ts and always runs.
 */
import { execFile, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

/** Why Docker cannot be used here, or null when it can. */
function dockerMissing(): string | null {
  const info = spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { encoding: 'utf8' });
  if (info.error) return `no docker command (${(info.error as NodeJS.ErrnoException).code ?? info.error.message})`;
  if (info.status !== 0) return `docker info failed: ${info.stderr.trim().split('\n')[0] ?? `exit ${info.status}`}`;
  return null;
}

const missing = dockerMissing();
if (missing) {
  if (process.env.PENZUGY_REQUIRE_DOCKER === '1')
    throw new Error(`PENZUGY_REQUIRE_DOCKER=1 but there is no Docker engine: ${missing}`);
  process.stderr.write(`\n[docker-image.test.ts] NOT RUN: the API image was not built or started: ${missing}.\n\n`);
}

const TAG = `penzugy-api-test:${process.pid}`;
const NAME = `penzugy-api-test-${process.pid}`;
const docker = (...args: string[]) => run('docker', args, { cwd: root, maxBuffer: 64 * 1024 * 1024 });

describe.skipIf(missing !== null)(`the API image (Docker)${missing ? ` — NOT RUN: ${missing}` : ''}`, () => {
  afterAll(async () => {
    await docker('rm', '-f', NAME).catch(() => {});
    await docker('rmi', '-f', TAG).catch(() => {});
  });

  it('builds, runs Node 24 as a user other than root without npm, and its health check turns healthy', async () => {
    await docker('build', '-f', 'apps/api/Dockerfile', '-t', TAG, '.');
    const version = (await docker('run', '--rm', '--entrypoint', 'node', TAG, '--version')).stdout.trim();
    expect(version).toMatch(/^v24\./);
    const uid = (await docker('run', '--rm', '--entrypoint', 'id', TAG, '-u')).stdout.trim();
    expect(uid).not.toBe('0');
    const npm = await docker('run', '--rm', '--entrypoint', 'sh', TAG, '-c', 'command -v npm || echo none');
    expect(npm.stdout.trim()).toBe('none');

    // The HEALTHCHECK as written, only probed more often than in production.
    await docker(
      'run',
      '-d',
      '--name',
      NAME,
      '--health-interval',
      '1s',
      '--health-start-period',
      '60s',
      '-p',
      '127.0.0.1::8080',
      '-p',
      '127.0.0.1::8081',
      TAG,
    );
    let status = '';
    while (status !== 'healthy') {
      status = (await docker('inspect', '--format', '{{.State.Health.Status}}', NAME)).stdout.trim();
      expect(status, 'the container stopped or was marked unhealthy').toMatch(/^(starting|healthy)$/);
      if (status !== 'healthy') await new Promise((r) => setTimeout(r, 500));
    }
    const port = async (p: number) => (await docker('port', NAME, `${p}/tcp`)).stdout.trim().split('\n')[0]!;
    const health = await fetch(`http://${await port(8081)}/health`);
    expect(health.status).toBe(200);
    expect(((await health.json()) as { status: string }).status).toBe('ok');
    const tables = await fetch(`http://${await port(8080)}/api/market/tables`);
    expect(tables.status).toBe(200);
    // SIGTERM reaches node as PID 1 and the service exits cleanly.
    await docker('stop', '--time', '20', NAME);
    expect((await docker('inspect', '--format', '{{.State.ExitCode}}', NAME)).stdout.trim()).toBe('0');
  }, 900_000);
});
