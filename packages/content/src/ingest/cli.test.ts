/**
 * The command's default store: the package's news/items.json in the repository; none in an installed
 * copy of the package, which ships only dist/ (package.json `files`), so there `--store` is required.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import manifest from '../../package.json' with { type: 'json' };
import { defaultStorePath, main, packageRoot, STORE_REQUIRED } from './cli';

const FIXTURES = fileURLToPath(new URL('../news/__fixtures__/', import.meta.url));

/** A directory laid out like the installed package: package.json and dist/, with or without news/. */
async function packageDir({ news }: { news: boolean }): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'penzugy-content-'));
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: '@penzugy/content' }));
  await mkdir(path.join(dir, 'dist'));
  if (news) await mkdir(path.join(dir, 'news'));
  return dir;
}

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { log: (s: string) => out.push(s), error: (s: string) => err.push(s) } };
}

describe('the default store', () => {
  it('is news/items.json of this package in the repository', () => {
    expect(defaultStorePath()).toBe(path.join(packageRoot(), 'news', 'items.json'));
  });

  it('is not shipped: the published files are dist/ and the README', () => {
    expect(manifest.files).toEqual(['dist', 'README.md']);
  });

  it('does not exist in an installed package: --store is required (exit 2), nothing is written', async () => {
    const dir = await packageDir({ news: false });
    expect(defaultStorePath(dir)).toBeNull();
    const t = io();
    expect(await main(['--feed', path.join(FIXTURES, 'atom.xml')], t.io, { packageDir: dir })).toBe(2);
    expect(t.err.join('\n')).toContain(STORE_REQUIRED);
    expect(t.err.join('\n')).toMatch(/Használat:/);
  });

  it('is used when the package has news/ and no --store is given', async () => {
    const dir = await packageDir({ news: true });
    const t = io();
    expect(await main(['--feed', path.join(FIXTURES, 'atom.xml')], t.io, { packageDir: dir })).toBe(0);
    const store = JSON.parse(await readFile(path.join(dir, 'news', 'items.json'), 'utf8')) as { items: unknown[] };
    expect(store.items.length).toBeGreaterThan(0);
  });

  it('still takes --store in an installed package', async () => {
    const dir = await packageDir({ news: false });
    const storePath = path.join(dir, 'my-news.json');
    expect(
      await main(['--feed', path.join(FIXTURES, 'atom.xml'), '--store', storePath], io().io, { packageDir: dir }),
    ).toBe(0);
    expect(JSON.parse(await readFile(storePath, 'utf8'))).toHaveProperty('items');
  });
});
