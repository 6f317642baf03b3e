/**
 * What a browser gets from this package. The site imports `@penzugy/content` into its pages, so the
 * entry must bundle for the browser without Node built-ins, `marked` (build time only) or the feed
 * parser (ingestion only); and a page that only lists the blog must not receive the article bodies.
 * Bundled with Vite (the workspace's bundler) in library mode, in memory.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { getArticle } from './blog/articles';

const INDEX = fileURLToPath(new URL('./index.ts', import.meta.url));

/** Bundles `code` (an ES module importing the package entry) for the browser; returns the output chunks. */
async function bundle(code: string): Promise<Rolldown.OutputChunk[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'content-bundle-'));
  const entry = path.join(dir, 'entry.js');
  await writeFile(entry, code);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'out' },
      rollupOptions: { treeshake: true },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output.filter((c): c is Rolldown.OutputChunk => c.type === 'chunk'));
}

describe('the package entry in a browser bundle', () => {
  it('contains no Node built-ins, no marked and no feed parser', async () => {
    const chunks = await bundle(`export * from ${JSON.stringify(INDEX)};`);
    const modules = chunks.flatMap((c) => c.moduleIds);
    expect(modules.some((m) => m.includes(`${path.sep}src${path.sep}news${path.sep}store.ts`))).toBe(true);
    for (const forbidden of [
      'node_modules/marked',
      'feed-parser',
      'node:',
      '__vite-browser-external',
      'src/ingest/',
      'src/blog/build/',
    ]) {
      expect(
        modules.filter((m) => m.split(path.sep).join('/').includes(forbidden)),
        forbidden,
      ).toEqual([]);
    }
  }, 120_000);

  it('drops the article bodies from a page that only lists the blog', async () => {
    // A heading id exists only in the body (the html and its table of contents), never in the card fields.
    const marker = getArticle('etf-alapok')!.headings[0]!.id;
    expect(marker).toMatch(/^[a-z0-9-]{8,}$/);
    const listOnly = (
      await bundle(`import { listArticles } from ${JSON.stringify(INDEX)}; console.log(listArticles());`)
    )
      .map((c) => c.code)
      .join('');
    const withBody = (
      await bundle(`import { getArticle } from ${JSON.stringify(INDEX)}; console.log(getArticle('etf-alapok'));`)
    )
      .map((c) => c.code)
      .join('');
    expect(listOnly).toContain('etf-alapok');
    expect(listOnly).not.toContain(marker);
    expect(withBody).toContain(marker);
    expect(listOnly.length).toBeLessThan(withBody.length / 3);
  }, 120_000);
});
