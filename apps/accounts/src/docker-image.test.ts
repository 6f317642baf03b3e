/**
 * apps/accounts/Dockerfile built and run by a real Docker engine: the image builds from the
 * repository, runs Node 24 as an unprivileged user without npm, its HEALTHCHECK turns healthy and
 * it exits 0 on SIGTERM. /health touches no Firebase, so the container needs none.
 *
 * It needs a Docker engine (`docker info` must work). Where there is none the test does not run
 * and says so (scripts/docker.mjs: a skipped test named with the reason, and a line on stderr); CI
 * sets PENZUGY_REQUIRE_DOCKER=1, so there a missing engine fails instead of skipping. What can be
 * checked without Docker is in dockerfile.test.ts and always runs.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  docker,
  dockerUnavailable,
  imageFacts,
  removeImage,
  runUntilHealthy,
  stopAndExitCode,
} from '../../../scripts/docker.mjs';

const missing = dockerUnavailable('apps/accounts/src/docker-image.test.ts');
const TAG = `penzugy-accounts-test:${process.pid}`;
const NAME = `penzugy-accounts-test-${process.pid}`;

describe.skipIf(missing !== null)(`the accounts image (Docker)${missing ? ` — NOT RUN: ${missing}` : ''}`, () => {
  afterAll(() => removeImage(TAG, NAME));

  it('builds, runs Node 24 as a user other than root without npm, and its health check turns healthy', async () => {
    await docker('build', '-f', 'apps/accounts/Dockerfile', '-t', TAG, '.');
    const facts = await imageFacts(TAG);
    expect(facts.version).toMatch(/^v24\./);
    expect(facts.uid).not.toBe('0');
    expect(facts.hasNpm).toBe(false);
    const port = await runUntilHealthy(TAG, NAME, [8080]);
    const health = await fetch(`http://${await port(8080)}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(await stopAndExitCode(NAME)).toBe('0');
  }, 900_000);
});
