/**
 * Runs the README's TypeScript examples against the sources and checks every `// → value` comment:
 * `expr; // → '252 149 Ft'` asserts that expr gives that value. Numbers are compared to the decimals
 * written, text with U+00A0 read as an ordinary space (hu-HU formatting uses U+00A0; the README cannot
 * show it). The examples are plain JavaScript apart from the import, so they run as written.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as lib from './index';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const blocks = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);

interface Check {
  line: number;
  source: string;
  expectedText: string;
}

/** The block as a function body: the package import becomes a destructuring, each checked line a call. */
function compile(block: string): { body: string; checks: Check[] } {
  const checks: Check[] = [];
  const lines = block.split('\n').map((line, i) => {
    const imported = /^import \{([^}]*)\} from '@penzugy\/finance-core';$/.exec(line);
    if (imported) return `const {${imported[1]}} = lib;`;
    const checked = /^(.*?);\s*\/\/ → (.+)$/.exec(line);
    if (!checked) return line;
    checks.push({ line: i + 1, source: checked[1]!, expectedText: checked[2]! });
    return `__check(${checks.length - 1}, (${checked[1]}), (${checked[2]}));`;
  });
  return { body: lines.join('\n'), checks };
}

const decimalsOf = (text: string) => /\.(\d+)$/.exec(text.trim())?.[1]!.length ?? 0;

describe('README examples', () => {
  it('has examples to run', () => {
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.map((b) => compile(b).checks.length).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(5);
  });

  blocks.forEach((block, b) => {
    it(`block ${b + 1} runs and every "// →" value holds`, () => {
      const { body, checks } = compile(block);
      const seen = new Set<number>();
      const check = (k: number, actual: unknown, expected: unknown) => {
        seen.add(k);
        const where = `README block ${b + 1}, line ${checks[k]!.line}: ${checks[k]!.source}`;
        if (typeof expected === 'number')
          expect(actual, where).toBeCloseTo(expected, decimalsOf(checks[k]!.expectedText));
        else if (typeof expected === 'string') expect(String(actual).replace(/\u00a0/g, ' '), where).toBe(expected);
        else expect(actual, where).toEqual(expected);
      };
      new Function('lib', '__check', body)(lib, check);
      expect(seen.size).toBe(checks.length);
    });
  });
});
