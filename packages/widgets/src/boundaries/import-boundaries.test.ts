import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Each folder of src (and each chart under src/charts) is a unit with one front door, its index.ts.
 * A file may reach into its own folder freely, but another folder only through that index, so a
 * folder's inner files can be moved or split without hunting for importers elsewhere.
 *
 * Test-only entry points are the one exception: a folder's story data and fixtures, its test support
 * and its stories are reached by path, because putting them in the index would put test code in the
 * runtime bundle that the index feeds.
 */
const TEST_ENTRY = /(^|\/)(story-data|story-fixtures|test-support)$|\.stories$/;
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The unit a src-relative path belongs to: `Button`, or `charts/LineChart` for a chart. */
function unitOf(parts: readonly string[]): string {
  return parts[0] === 'charts' && parts.length >= 2 ? `${parts[0]}/${parts[1]}` : (parts[0] ?? '');
}

/** `from '…'` and `import('…')` specifiers that start with a dot. */
function relativeImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.[^']*)'/g)) {
    if (match[1] !== undefined) found.push(match[1]);
  }
  return found;
}

export function boundaryViolations(): string[] {
  const violations: string[] = [];
  for (const file of sourceFiles(src)) {
    const fromParts = path.relative(src, file).split(path.sep);
    // The package's own front doors pick what they publish: src/index.ts, src/pdf.ts and the subpath
    // entries in src/entries (the theme entry takes the theme's React-free modules, not its index,
    // which brings ThemeRoot and with it React into a Server Component).
    if (fromParts.length === 1 || fromParts[0] === 'entries') continue;
    const fromUnit = unitOf(fromParts);
    for (const spec of relativeImports(readFileSync(file, 'utf8'))) {
      const target = path.relative(src, path.resolve(path.dirname(file), spec)).split(path.sep);
      const toUnit = unitOf(target);
      if (toUnit === fromUnit || target[0] === '..') continue;
      const inner = target.slice(toUnit.split('/').length);
      if (inner.length === 0 || (inner.length === 1 && inner[0] === 'index')) continue;
      if (TEST_ENTRY.test(spec)) continue;
      violations.push(`${fromParts.join('/')} -> ${spec}`);
    }
  }
  return violations.sort();
}

describe('import boundaries', () => {
  it('crosses into another folder only through its index.ts', () => {
    expect(boundaryViolations()).toEqual([]);
  });

  it('sees an import that reaches past an index (the check itself works)', () => {
    const q = "'"; // built from pieces, so this file does not itself match the scan
    const code = `import { a } from ${q}../Heatmap/Heatmap${q};\nconst m = import(${q}./x${q});`;
    expect(relativeImports(code)).toEqual(['../Heatmap/Heatmap', './x']);
  });
});
