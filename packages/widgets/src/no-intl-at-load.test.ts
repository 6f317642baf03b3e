import { describe, expect, it, vi } from 'vitest';

/*
 * Loading the widgets, finance-core and the content package uses no Intl: no formatter, collator or
 * locale-aware string method runs while a module evaluates. The first hu-HU formatter of a page
 * loads ICU's locale data, 40–60 ms at full speed in Chromium; the site warms it up in a worker and
 * hydrates only after that (apps/site/src/shell/intl-warm.ts), but a module evaluates before, as its
 * chunk loads. A message template that formatted a figure did exactly that: finance-core's loan
 * strings built the forint formatter as the loan calculator's chunk loaded, 20–33 ms of its start
 * in a CPU profile. This checks what loading does, not how the source is written: every module is
 * imported with Intl's constructors, its formatters' methods and the locale-aware string, number and
 * date methods watched.
 */

const INTL_KINDS = [
  'NumberFormat',
  'DateTimeFormat',
  'Collator',
  'PluralRules',
  'RelativeTimeFormat',
  'ListFormat',
] as const;
const LOCALE_METHODS = [
  [Number.prototype, 'toLocaleString'],
  [Date.prototype, 'toLocaleString'],
  [Date.prototype, 'toLocaleDateString'],
  [Date.prototype, 'toLocaleTimeString'],
  [String.prototype, 'localeCompare'],
  [String.prototype, 'toLocaleLowerCase'],
  [String.prototype, 'toLocaleUpperCase'],
] as const;

/** The caller of a watched call: the first stack frame outside this file and finance-core's format module. */
function caller(): string {
  const frames = (new Error().stack ?? '')
    .split('\n')
    .slice(2)
    .map((l) => l.trim());
  return frames.find((f) => !f.includes('no-intl-at-load') && !/shared\/format\.[jt]s/.test(f)) ?? '?';
}

/** Watches every use of Intl (see above) into `seen`; returns the function that puts everything back. */
function watchIntl(seen: string[]): () => void {
  const undo: (() => void)[] = [];
  const replace = (target: object, name: string, descriptor: PropertyDescriptor) => {
    const original = Object.getOwnPropertyDescriptor(target, name)!;
    Object.defineProperty(target, name, { ...original, ...descriptor });
    undo.push(() => Object.defineProperty(target, name, original));
  };
  const record = (what: string) => seen.push(`${what} ← ${caller()}`);
  for (const kind of INTL_KINDS) {
    const Original = Intl[kind] as unknown as new (...args: unknown[]) => object;
    replace(Intl, kind, {
      value: new Proxy(Original, {
        construct(target, args) {
          record(`new Intl.${kind}`);
          return Reflect.construct(target, args) as object;
        },
      }),
    });
    // A formatter built before the watch (a cache's) is caught when it is used: `format` and
    // `compare` are getters, the other methods plain functions.
    const proto = Original.prototype as object;
    for (const name of Object.getOwnPropertyNames(proto)) {
      const d = Object.getOwnPropertyDescriptor(proto, name)!;
      if (name === 'constructor') continue;
      if (d.get) {
        const get = d.get;
        replace(proto, name, {
          get(this: object) {
            record(`Intl.${kind}#${name}`);
            return get.call(this);
          },
        });
      } else if (typeof d.value === 'function') {
        const fn = d.value as (...args: unknown[]) => unknown;
        replace(proto, name, {
          value(this: object, ...args: unknown[]) {
            record(`Intl.${kind}#${name}`);
            return fn.apply(this, args);
          },
        });
      }
    }
  }
  for (const [proto, name] of LOCALE_METHODS) {
    const fn = (proto as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
    replace(proto, name, {
      value(this: unknown, ...args: unknown[]) {
        record(name);
        return fn.apply(this, args);
      },
    });
  }
  return () => undo.reverse().forEach((u) => u());
}

describe('loading the widgets and the packages under them', () => {
  it('uses no Intl', async () => {
    // The unit project shares one module graph between files: start from a fresh one.
    vi.resetModules();
    const modules = import.meta.glob([
      './**/*.{ts,tsx}',
      '../../finance-core/src/**/*.ts',
      '../../content/src/**/*.ts',
      // Tests, stories and their data (and its generator, which writes files), test helpers, worker
      // entries, and Node-only modules (the content's build and ingest tools).
      '!./**/*.{test,stories,visual.test}.{ts,tsx}',
      '!../../*/src/**/*.test.ts',
      '!./**/story-data/**',
      '!./**/story-data.ts',
      '!../../content/src/**/{build,ingest}/**',
      '!../../*/src/**/test-support.ts',
      '!./**/*worker*.ts',
      '!../../finance-core/src/**/*worker*.ts',
      '!../../finance-core/src/node.ts',
    ]);
    expect(Object.keys(modules).length).toBeGreaterThan(400);
    const seen: string[] = [];
    const unwatch = watchIntl(seen);
    try {
      for (const load of Object.values(modules)) await load();
      expect(seen).toEqual([]);
      // The watch itself works.
      void new Intl.NumberFormat('hu-HU').format(1);
      void 'a'.localeCompare('b', 'hu');
      expect(seen).toHaveLength(3);
    } finally {
      unwatch();
      vi.resetModules();
    }
  });
});
