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
import { copiedSources, dockerfileStages, runCommand as run } from '../../../scripts/docker.mjs';
import { healthFacts, startHealthThread } from './health';
import { payload, sampleSource, testServer } from './test-support';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(apiDir, '../..');

const dockerfile = dockerfileStages(readFileSync(path.join(apiDir, 'Dockerfile'), 'utf8'));
const final = dockerfile[dockerfile.length - 1]!;
const one = (op: string) => final.filter((i) => i.op === op).at(-1)?.args;

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

  it('runs node dist/server.js (with a bounded heap) in apps/api as a user other than root', () => {
    expect(JSON.parse(one('CMD') ?? 'null')).toEqual(['node', '--max-old-space-size=192', 'dist/server.js']);
    // `npm start` runs the same command.
    const manifest = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    expect(manifest.scripts.start).toBe(JSON.parse(one('CMD')!).join(' '));
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
    // Every workspace package the service depends on, directly or through another one.
    const manifest = (dir: string) =>
      JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
      };
    const packages = new Set<string>();
    const visit = (dir: string) => {
      for (const name of Object.keys(manifest(dir).dependencies ?? {}))
        if (name.startsWith('@penzugy/') && !packages.has(name)) {
          packages.add(name);
          visit(`packages/${name.slice('@penzugy/'.length)}`);
        }
    };
    visit('apps/api');
    expect(packages.size).toBeGreaterThanOrEqual(5);
    for (const needed of [
      'node_modules',
      'apps/api/dist',
      ...[...packages].map((name) => `packages/${name.slice('@penzugy/'.length)}/dist`),
      'packages/market-data/data',
      'packages/data-refresh/seed',
    ]) {
      expect(copied).toContain(needed);
    }
  });

  it('copies only paths that exist in the build context (the repository root), and every workspace manifest', () => {
    const sources = copiedSources(dockerfile);
    for (const src of sources) expect(existsSync(path.join(root, src)), src).toBe(true);
    const workspaces = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] })
      .workspaces;
    for (const w of workspaces) expect(sources, w).toContain(`${w}/package.json`);
  });

  it('copies the build configuration of every package it builds (the files its build script reads)', () => {
    const sources = copiedSources(dockerfile);
    const built = [...new Set(sources.map((s) => /^(packages\/[^/]+|apps\/api)\/src$/.exec(s)?.[1]).filter(Boolean))];
    expect(built).toContain('packages/finance-core');
    for (const dir of built as string[]) {
      const build = (
        JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as { scripts: { build: string } }
      ).scripts.build;
      const configs = [
        ...(/\btsup\b/.test(build) ? ['tsup.config.ts'] : []),
        ...[...build.matchAll(/(?:^|\s)(?:-c|--config)\s+(\S+)/g)].map((m) => m[1]!),
      ];
      for (const config of configs) expect(sources, `${dir}: ${build}`).toContain(`${dir}/${config}`);
    }
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

describe('the image’s command', () => {
  /**
   * The memory finding: distinct periods inside the data grew the service to 462–673 MB (V8 sized
   * its heap by the machine and let garbage pile up). Started as the image starts it (its heap
   * bound, the built dist/server.js, so this package's test task depends on its build), with the
   * limits off, 250 such requests (half of them before the data) must leave it under 300 MB: here
   * about 263 MB, and 399 MB before the bound (no heap flag, caches of 64 MB). It ran from the
   * sources through tsx until its loader thread and one-file-per-module finance-core put it at
   * 289 MB here and 304 MB on CI, over the bound for reasons the image does not share.
   */
  it.runIf(process.platform === 'linux')(
    'keeps the service under 300 MB of resident memory through 250 distinct periods',
    async () => {
      // The image's command after `node`: its heap flag and dist/server.js.
      const args = (JSON.parse(one('CMD')!) as string[]).slice(1);
      const child = spawn(process.execPath, args, {
        cwd: apiDir,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
          RATE_LIMIT_BUDGET: '0',
          REQUEST_LIMIT: '0',
          CLIENT_CONCURRENCY: '0',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      try {
        const url = await new Promise<string>((resolve, reject) => {
          child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
          child.stdout.on('data', (chunk: Buffer) => {
            const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(String(chunk));
            if (match) resolve(match[1]!);
          });
        });
        const stocks =
          'AAPL AMD AMZN BA BAC BMY C CAT F GM GOOGL GS HON INTC JNJ JPM LLY META MSFT NFLX NVDA PFE TSLA WFC';
        const day = (y: number, d: number) => new Date(Date.UTC(y, 0, d)).toISOString().slice(0, 10);
        let next = 0;
        const worker = async () => {
          while (next < 250) {
            const i = next++;
            // Half of the start dates before the data, half inside it (each its own effective period).
            const fromDate = i % 2 === 0 ? day(1990, 1 + i) : day(2015, 2 + i * 3);
            const res = await fetch(`${url}/portfolio-opt/update-portfolio`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(payload(stocks.split(' '), { fromDate, toDate: '2025-12-30' })),
            });
            expect(res.status).toBe(200);
            await res.arrayBuffer();
          }
        };
        await Promise.all(Array.from({ length: 4 }, worker));
        const rssKb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]);
        expect(rssKb / 1024).toBeLessThan(300);
      } finally {
        child.kill('SIGKILL');
      }
    },
    600_000,
  );
});
