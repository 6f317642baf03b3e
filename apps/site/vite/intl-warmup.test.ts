import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ConfigEnv, IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { INTL_WARMUP_CALLS, INTL_WARMUP_WORKER, intlWarmup } from './intl-warmup.ts';

const repo = path.resolve(import.meta.dirname, '../../..');

/** The source files of the code the site's pages run: the site and the packages it builds on. */
function browserSources(): string[] {
  const roots = [path.join(repo, 'apps/site/src'), path.join(repo, 'packages')];
  const files: string[] = [];
  for (const root of roots)
    for (const f of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(f) || /\.(test|stories|e2e)\.tsx?$/.test(f) || f.includes('node_modules')) continue;
      if (root.endsWith('packages') && !/^[^/]+\/src\//.test(f)) continue;
      files.push(path.join(root, f));
    }
  return files;
}

describe('intlWarmup', () => {
  it("warms every kind of Intl object and locale the site's code builds", () => {
    const built = new Set<string>();
    for (const f of browserSources())
      for (const m of readFileSync(f, 'utf8').matchAll(/new Intl\.(\w+)\('([\w-]+)'/g)) built.add(`${m[1]} ${m[2]}`);
    expect(built.size).toBeGreaterThan(3);
    const warmed = new Set(
      [...INTL_WARMUP_CALLS.matchAll(/new Intl\.(\w+)\('([\w-]+)'/g)].map((m) => `${m[1]} ${m[2]}`),
    );
    expect([...built].filter((b) => !warmed.has(b))).toEqual([]);
  });

  it('warms the languages of the toLocale… and localeCompare calls as well', () => {
    const language = (locale: string) => locale.split('-')[0]!;
    const used = new Set<string>();
    for (const f of browserSources())
      for (const m of readFileSync(f, 'utf8').matchAll(/\.(toLocale\w*|localeCompare)\((?:[^(),]+, )?'([\w-]+)'/g))
        used.add(`${m[1]} ${language(m[2]!)}`);
    expect(used.size).toBeGreaterThan(1);
    // Case mapping has data of its own; the others use the formatters' and collator's data.
    const caseMapped = new Set(
      [...INTL_WARMUP_CALLS.matchAll(/toLocale(?:Lower|Upper)Case\('([\w-]+)'/g)].map((m) => language(m[1]!)),
    );
    const formatted = new Set(
      [...INTL_WARMUP_CALLS.matchAll(/new Intl\.\w+\('([\w-]+)'/g)].map((m) => language(m[1]!)),
    );
    const cold = [...used].filter((u) => {
      const [method, lang] = u.split(' ') as [string, string];
      return !(/Case$/.test(method) ? caseMapped : formatted).has(lang);
    });
    expect(cold).toEqual([]);
  });

  it('is not undone by a formatter built while a module evaluates', () => {
    // The worker starts only once the main thread has a moment between tasks, often after the
    // entry's modules evaluate; a formatter built then loads ICU's data on the main thread itself
    // (47 ms of the entry's evaluation at full speed, measured). Formatters are built on first use.
    const moduleScope = /^(?:export\s+)?(?:const|let|var)\s[^=\n]*=\s*(?:\/\*[^*]*\*\/\s*)?new Intl\./m;
    const offenders = browserSources().filter((f) => moduleScope.test(readFileSync(f, 'utf8')));
    expect(offenders.map((f) => path.relative(repo, f))).toEqual([]);
  });

  it('runs its calls without an error (the try only shields a browser that lacks one), says so and ends', () => {
    expect(() => new Function(INTL_WARMUP_CALLS)()).not.toThrow();
    expect(INTL_WARMUP_WORKER).toBe(`try{${INTL_WARMUP_CALLS}}catch(e){}postMessage(0);close();`);
  });

  it("emits the worker's script as a hashed asset and starts it first thing in the head", () => {
    const plugin = intlWarmup();
    const emitted: { name: string; source: string }[] = [];
    (plugin.buildStart as (this: unknown) => void).call({
      emitFile: (f: { name: string; source: string }) => emitted.push(f),
    });
    expect(emitted).toEqual([{ type: 'asset', name: 'intl-warmup.js', source: INTL_WARMUP_WORKER }]);
    const transform = (plugin.transformIndexHtml as { handler: (h: string, c: IndexHtmlTransformContext) => unknown })
      .handler;
    const bundle = { 'assets/intl-warmup-Ab1_x.js': {}, 'assets/index-Q.js': {} };
    expect(transform('<html></html>', { bundle } as unknown as IndexHtmlTransformContext)).toEqual([
      {
        tag: 'script',
        children:
          "(function(){try{var w=new Worker('/assets/intl-warmup-Ab1_x.js');window.__penzugyIntlWarm=new Promise(function(r){w.onmessage=w.onerror=function(){r()}})}catch(e){}})()",
        injectTo: 'head-prepend',
      },
    ]);
  });

  it('takes part in the browser build only', () => {
    const apply = intlWarmup().apply as (c: unknown, env: ConfigEnv) => boolean;
    expect(apply({}, { command: 'build', mode: 'production', isSsrBuild: false })).toBe(true);
    expect(apply({}, { command: 'build', mode: 'production', isSsrBuild: true })).toBe(false);
    expect(apply({}, { command: 'serve', mode: 'development' })).toBe(false);
  });
});
