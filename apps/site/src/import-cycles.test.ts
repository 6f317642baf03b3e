import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The route table loads every page lazily; if a page (or anything it imports) imported the table
 * back, the page's chunk and the entry chunk would import each other, and the evaluation order
 * would decide whether a value is still undefined. Lazy `import()` and Vite's `import.meta.glob`
 * (one edge per file it matches) count as edges; `import type` does not, as it is erased.
 */
const src = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(existsSync);
}

function runtimeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const found: string[] = [];
  const patterns = [
    /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?'(\.[^']*)'/gm,
    /\bimport\(\s*'(\.[^']*)'\s*\)/g,
  ];
  for (const match of patterns.flatMap((pattern) => [...code.matchAll(pattern)])) {
    const target = match[1] === undefined ? undefined : resolve(file, match[1]);
    if (target) found.push(target);
  }
  for (const [, glob] of code.matchAll(/\bimport\.meta\.glob(?:<[^>]*>)?\(\s*'(\.[^']*)'/g)) {
    found.push(...globFiles(path.dirname(file), glob!));
  }
  return found;
}

/** The files a relative glob of `*` segments (no `**`) matches, as Vite expands it. */
function globFiles(dir: string, glob: string): string[] {
  const parts = glob.split('/').slice(1);
  const match = (pattern: string, name: string) =>
    new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(name);
  let paths = [dir];
  for (const part of parts) {
    paths = paths.flatMap((p) =>
      existsSync(p) && statSync(p).isDirectory()
        ? readdirSync(p)
            .filter((name) => match(part, name))
            .map((name) => path.join(p, name))
        : [],
    );
  }
  return paths;
}

function findCycle(): string[] | undefined {
  const graph = new Map(sourceFiles(src).map((file) => [file, runtimeImports(file)]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (state.get(file) === 'done') return undefined;
    if (state.get(file) === 'open') return [...stack.slice(stack.indexOf(file)), file];
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle.map((f) => path.relative(src, f));
  }
  return undefined;
}

describe('site modules', () => {
  it('have no import cycle at run time', () => {
    expect(findCycle()).toBeUndefined();
  });
  it("count the route table's page glob as edges to every page", () => {
    const edges = runtimeImports(path.join(src, 'routes.ts')).map((f) => path.relative(src, f));
    expect(edges).toContain(path.join('pages', 'news', 'NewsArchivePage.tsx'));
    expect(edges).toContain(path.join('pages', 'calculators', 'LoanPage.tsx'));
  });
});
