/**
 * apps/api/Dockerfile, read and partly run (Docker itself is not needed; docker-image.test.ts builds
 * and runs the image where there is a Docker engine): every stage is on Node 24 LTS, the final image
 * runs `node dist/server.js` as an unprivileged user with a working HEALTHCHECK, every path it
 * copies from the build context exists, and every workspace manifest is copied (npm reads the
 * lockfile against all of them).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { healthFacts, startHealthThread } from './health';
import { sampleSource, testServer } from './test-support';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(apiDir, '../..');

interface Instruction {
  op: string;
  args: string;
}

/** Stages of a Dockerfile as instruction lists (continuation lines joined, comments dropped). */
function stages(text: string): Instruction[][] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  const out: Instruction[][] = [];
  for (const line of lines) {
    const [, op = '', args = ''] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
    if (op.toUpperCase() === 'FROM') out.push([]);
    (out[out.length - 1] ?? (out[0] = [])).push({ op: op.toUpperCase(), args: args.trim() });
  }
  return out;
}

const dockerfile = stages(readFileSync(path.join(apiDir, 'Dockerfile'), 'utf8'));
const final = dockerfile[dockerfile.length - 1]!;
const one = (op: string) => final.filter((i) => i.op === op).at(-1)?.args;

/** Runs an exec-form command array with extra environment; resolves with the exit code. */
function run(argv: string[], env: Record<string, string>): Promise<number | null> {
  const command = argv[0]!;
  const child = spawn(command === 'node' ? process.execPath : command, argv.slice(1), {
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  return new Promise((resolve) => child.on('exit', resolve));
}

describe('apps/api/Dockerfile', () => {
  it('builds and runs on Node 24 LTS (Node 20 has had no security releases since 2026-04-30)', () => {
    const text = readFileSync(path.join(apiDir, 'Dockerfile'), 'utf8');
    const image = /^ARG NODE_IMAGE=(\S+)$/m.exec(text)?.[1];
    expect(image).toMatch(/^node:24-[a-z]+-slim$/);
    // Every stage starts from that image.
    const froms = dockerfile.filter((stage) => stage[0]?.op === 'FROM');
    expect(froms.map((stage) => stage[0]!.args.split(/\s+/)[0])).toEqual([
      '${NODE_IMAGE}',
      'manifests',
      'manifests',
      '${NODE_IMAGE}',
    ]);
  });

  it('runs node dist/server.js in apps/api as a user other than root', () => {
    expect(JSON.parse(one('CMD') ?? 'null')).toEqual(['node', 'dist/server.js']);
    expect(one('WORKDIR')).toBe('/app/apps/api');
    const user = one('USER');
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:.*)?$/);
    // USER comes before CMD, so the service never runs as root.
    expect(final.findIndex((i) => i.op === 'USER')).toBeLessThan(final.findIndex((i) => i.op === 'CMD'));
    expect(one('ENV')).toMatch(/HOST=0\.0\.0\.0/);
    expect(one('ENV')).toMatch(/HEALTH_PORT=8081/);
  });

  it('copies what dist/server.js loads at run time into the final image', () => {
    const copied = final.filter((i) => i.op === 'COPY').map((i) => i.args.split(/\s+/).at(-1));
    for (const needed of [
      'node_modules',
      'apps/api/dist',
      'packages/finance-core/dist',
      'packages/market-data/dist',
      'packages/market-data/data',
    ]) {
      expect(copied).toContain(needed);
    }
  });

  it('copies only paths that exist in the build context (the repository root), and every workspace manifest', () => {
    const sources = dockerfile
      .flat()
      .filter((i) => i.op === 'COPY' && !i.args.startsWith('--from'))
      .flatMap((i) => i.args.split(/\s+/).slice(0, -1));
    for (const src of sources) expect(existsSync(path.join(root, src)), src).toBe(true);
    const workspaces = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] })
      .workspaces;
    for (const w of workspaces) expect(sources, w).toContain(`${w}/package.json`);
  });

  it('has a HEALTHCHECK that passes while /health answers and fails when it does not', async () => {
    const healthcheck = one('HEALTHCHECK') ?? '';
    const argv = JSON.parse(/CMD\s+(\[.*\])$/.exec(healthcheck)?.[1] ?? 'null') as string[];
    expect(argv[0]).toBe('node');
    const app = await testServer();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      expect(await run(argv, { PORT: String(port) })).toBe(0);
    } finally {
      await app.close();
    }
    expect(await run(argv, { PORT: String(port) })).toBe(1);
    // With HEALTH_PORT (as in the image) it asks the health thread.
    const health = await startHealthThread({ port: 0, host: '127.0.0.1', facts: () => healthFacts(sampleSource()) });
    try {
      expect(await run(argv, { PORT: String(port), HEALTH_PORT: String(health.port) })).toBe(0);
      health.drain();
      expect(await run(argv, { PORT: String(port), HEALTH_PORT: String(health.port) })).toBe(1);
    } finally {
      await health.close();
    }
  });
});
