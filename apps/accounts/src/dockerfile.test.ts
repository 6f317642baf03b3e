/**
 * apps/accounts/Dockerfile, read and its HEALTHCHECK run (Docker itself is not needed;
 * docker-image.test.ts builds and runs the image where there is a Docker engine): every stage is
 * on Node 24 LTS, the final image runs `node dist/server.js` as an unprivileged user, it copies
 * what the service loads, every path it copies from the build context exists, and every workspace
 * manifest is copied (npm reads the lockfile against all of them).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { copiedSources, dockerfileStages, runCommand } from '../../../scripts/docker.mjs';
import { readConfig } from './config';
import { firebaseFreeService } from './test-support';

const accountsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(accountsDir, '../..');
const text = readFileSync(path.join(accountsDir, 'Dockerfile'), 'utf8');
const stages = dockerfileStages(text);
const final = stages.at(-1)!;
const last = (op: string) => final.filter((i) => i.op === op).at(-1)?.args;
const manifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as {
    workspaces?: string[];
    scripts?: Record<string, string>;
    dependencies?: Record<string, string>;
  };

describe('apps/accounts/Dockerfile', () => {
  it('builds and runs on Node 24 LTS in every stage', () => {
    expect(/^ARG NODE_IMAGE=(\S+)$/m.exec(text)?.[1]).toMatch(/^node:24-[a-z]+-slim$/);
    const froms = stages.filter((stage) => stage[0]?.op === 'FROM');
    expect(froms.map((stage) => stage[0]!.args.split(/\s+/)[0])).toEqual([
      '${NODE_IMAGE}',
      'manifests',
      'manifests',
      '${NODE_IMAGE}',
    ]);
  });

  it('runs npm start’s command in apps/accounts as a user other than root, without npm', () => {
    expect(JSON.parse(last('CMD') ?? 'null')).toEqual(['node', 'dist/server.js']);
    expect(manifest('apps/accounts').scripts?.start).toBe('node dist/server.js');
    expect(last('WORKDIR')).toBe('/app/apps/accounts');
    expect(last('USER')).toBeDefined();
    expect(last('USER')).not.toMatch(/^(root|0)(:.*)?$/);
    expect(final.findIndex((i) => i.op === 'USER')).toBeLessThan(final.findIndex((i) => i.op === 'CMD'));
    expect(last('RUN')).toMatch(/rm -rf \/usr\/local\/lib\/node_modules\/npm/);
    expect(last('ENV')).toMatch(/HOST=0\.0\.0\.0/);
  });

  it('copies the service, its workspace packages and node_modules into the final image', () => {
    const copied = final.filter((i) => i.op === 'COPY').map((i) => i.args.split(/\s+/).at(-1));
    const packages = Object.keys(manifest('apps/accounts').dependencies ?? {})
      .filter((name) => name.startsWith('@penzugy/'))
      .map((name) => `packages/${name.slice('@penzugy/'.length)}/dist`);
    expect(packages).toEqual(['packages/client-address/dist']);
    for (const needed of ['node_modules', 'apps/accounts/dist', ...packages]) expect(copied).toContain(needed);
  });

  it('copies only paths that exist in the build context, every workspace manifest, and the site modules the service imports', () => {
    const sources = copiedSources(stages);
    for (const src of sources) expect(existsSync(path.join(root, src)), src).toBe(true);
    for (const w of manifest('.').workspaces ?? []) expect(sources, w).toContain(`${w}/package.json`);
    const siteImports = new Set<string>();
    for (const file of ['http.ts', 'deletion.ts', 'mailbox.ts', 'newsletter.ts', 'contact.ts', 'strings.ts'])
      for (const [, target] of readFileSync(path.join(accountsDir, 'src', file), 'utf8').matchAll(
        /from '\.\.\/\.\.\/site\/(src\/[^']+)'/g,
      ))
        siteImports.add(`apps/site/${target}.ts`);
    expect(siteImports.size).toBeGreaterThan(0);
    for (const file of siteImports) expect(sources).toContain(file);
  });

  it('has a HEALTHCHECK that passes while /health answers and fails when it does not', async () => {
    const argv = JSON.parse(/CMD\s+(\[.*\])$/.exec(last('HEALTHCHECK') ?? '')?.[1] ?? 'null') as string[];
    expect(argv[0]).toBe('node');
    const service = await firebaseFreeService(readConfig({}));
    const port = new URL(service.origin).port;
    try {
      expect(await runCommand(argv, { PORT: port })).toBe(0);
    } finally {
      await service.close();
    }
    expect(await runCommand(argv, { PORT: port })).toBe(1);
  }, 60_000);
});
