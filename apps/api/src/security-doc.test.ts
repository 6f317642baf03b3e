/**
 * docs/security.md lists each probe class of issue 23 with the tests that cover it. This keeps the
 * list true: every row cites at least one test, every cited file exists, and every cited title is
 * the title (or the start of the title) of a `describe` or `it` in that file. The citation format
 * is described at the top of docs/security.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DOC = 'docs/security.md';

interface Citation {
  file: string;
  titles: string[];
}

/** The last cell of every table row below a header row (separator rows and headers skipped). */
export function testCells(markdown: string): string[] {
  const cells: string[] = [];
  let inTable = false;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    if (/^\|\s*-+/.test(line)) {
      inTable = true;
      continue;
    }
    if (!inTable) continue;
    const parts = line.split(/(?<!\\)\|/).slice(1, -1);
    cells.push(parts.at(-1)!.trim());
  }
  return cells;
}

/** The files (a backticked path with a slash) and the quoted titles that follow each. */
export function citations(cell: string): Citation[] {
  const out: Citation[] = [];
  for (const token of cell.matchAll(/`([\w./{}-]+\/[\w.-]+\.(?:tsx?|mjs))`|"((?:\\.|[^"\\])+)"/g)) {
    if (token[1]) out.push({ file: token[1], titles: [] });
    else if (out.length > 0) out.at(-1)!.titles.push(token[2]!.replace(/\\(.)/g, '$1'));
  }
  return out;
}

/** Whether `title` starts a string literal that is the first argument of a call (describe/it/test). */
export function hasTitle(source: string, title: string): boolean {
  for (let at = source.indexOf(title); at >= 0; at = source.indexOf(title, at + 1)) {
    // `describe('…`, `it(\n  '…`, and the curried `it.each([…])('…` and `it.runIf(…)(\n '…`.
    if ('\'"`'.includes(source[at - 1] ?? '') && /\(\s*$/.test(source.slice(Math.max(0, at - 40), at - 1))) return true;
  }
  return false;
}

/** What is wrong with the citations of a document, one line each (empty when all hold). */
export function problems(markdown: string, read: (file: string) => string | null): string[] {
  const found: string[] = [];
  for (const cell of testCells(markdown)) {
    const cited = citations(cell);
    if (cited.length === 0 || cited.every((c) => c.titles.length === 0))
      found.push(`no test cited: ${cell.slice(0, 80)}`);
    for (const { file, titles } of cited) {
      const source = read(file);
      if (source === null) {
        found.push(`missing file: ${file}`);
        continue;
      }
      for (const title of titles) if (!hasTitle(source, title)) found.push(`not in ${file}: "${title}"`);
    }
  }
  return found;
}

const readRepoFile = (file: string) => {
  const full = path.join(ROOT, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : null;
};

describe('docs/security.md', () => {
  it('cites, in every row, tests that exist under the titles it gives', () => {
    const markdown = readFileSync(path.join(ROOT, DOC), 'utf8');
    expect(testCells(markdown).length).toBeGreaterThanOrEqual(44);
    expect(problems(markdown, readRepoFile)).toEqual([]);
  });

  it('has no row left pending', () => {
    expect(readFileSync(path.join(ROOT, DOC), 'utf8')).not.toMatch(/pending/i);
  });

  it('(the check) catches a missing file, a title not in its file, and a row without a test', () => {
    const doc = [
      '| class | test |',
      '| --- | --- |',
      '| a | `apps/api/src/nincs.test.ts` › "anything" |',
      '| b | `apps/api/src/rate-limit.test.ts` › "keys" › "count an IPv4 client" › "no such title" |',
      '| c | (pending) |',
      '| d | `apps/api/src/rate-limit.test.ts` › "invalid requests" › "cost " |',
    ].join('\n');
    expect(problems(doc, readRepoFile)).toEqual([
      'missing file: apps/api/src/nincs.test.ts',
      'not in apps/api/src/rate-limit.test.ts: "no such title"',
      'no test cited: (pending)',
    ]);
  });
});
