import type { Connect, Plugin, ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { servedFiles, type ServedFile, type ServedFiles } from './served-files.ts';

const files: ServedFiles = () =>
  new Map<string, () => ServedFile | Promise<ServedFile>>([
    ['/robots.txt', () => ({ type: 'text/plain', body: 'User-agent: *' })],
    ['/covers/blog/ár.svg', async () => ({ type: 'image/svg+xml', body: '<svg/>' })],
    ['/broken.txt', () => Promise.reject(new Error('nem sikerült'))],
  ]);

/** What the dev server answers to `url`: the file, or what was passed on to the next handler. */
async function ask(plugin: Plugin, url: string) {
  let handler: Connect.NextHandleFunction | undefined;
  const server = { middlewares: { use: (h: Connect.NextHandleFunction) => (handler = h) } };
  (plugin.configureServer as (s: ViteDevServer) => void)(server as unknown as ViteDevServer);
  return new Promise<{ type?: string; body?: unknown; next?: unknown }>((resolve) => {
    let type: string | undefined;
    const res = {
      setHeader: (_name: string, value: string) => (type = value),
      end: (body: unknown) => resolve({ type, body }),
    };
    handler!({ url } as Connect.IncomingMessage, res as never, (error?: unknown) => resolve({ next: error ?? 'next' }));
  });
}

describe('servedFiles', () => {
  it('answers its files in the dev server by decoded path, ignoring the query, and passes on the rest', async () => {
    const plugin = servedFiles('test', files);
    expect(await ask(plugin, '/robots.txt?v=1')).toEqual({ type: 'text/plain', body: 'User-agent: *' });
    expect(await ask(plugin, '/covers/blog/%C3%A1r.svg')).toEqual({ type: 'image/svg+xml', body: '<svg/>' });
    expect(await ask(plugin, '/index.html')).toEqual({ next: 'next' });
    expect(await ask(plugin, '/%E0%A4%A')).toEqual({ next: 'next' });
    expect(((await ask(plugin, '/broken.txt')).next as Error).message).toBe('nem sikerült');
  });

  it('emits every file into the build under its decoded name', async () => {
    const emitted: { fileName: string; source: unknown }[] = [];
    const plugin = servedFiles('test', () => new Map([...files()].filter(([path]) => path !== '/broken.txt')));
    const context = { emitFile: (file: { fileName: string; source: unknown }) => void emitted.push(file) };
    await (plugin.generateBundle as (this: unknown) => Promise<void>).call(context);
    expect(emitted).toEqual([
      { type: 'asset', fileName: 'robots.txt', source: 'User-agent: *' },
      { type: 'asset', fileName: 'covers/blog/ár.svg', source: '<svg/>' },
    ]);
  });
});
