import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pureD3Factories } from './plugins.mjs';

const require = createRequire(import.meta.url);
const D3_SHAPE = require.resolve('d3-shape'); // dist/d3-shape.mjs, the file the build compiles

/** pureD3Factories' transform on a d3 file. */
function marked(code: string, id = D3_SHAPE): string {
  const plugin = pureD3Factories() as { transform: (code: string, id: string) => { code: string } | undefined };
  return plugin.transform(code, id)?.code ?? code;
}

describe('pureD3Factories', () => {
  it("marks every call of a top-level constant, so an unused one drops whole (d3-shape's symbols)", () => {
    const out = marked(readFileSync(D3_SHAPE, 'utf8'));
    // The lines the loan calculator's file kept as `sin(7*PI/10), cos(TAU/10), sqrt(12)` (issue 27 item 12).
    expect(out).toContain('const kr = /*#__PURE__*/ sin(pi / 10) / /*#__PURE__*/ sin(7 * pi / 10);');
    expect(out).toContain('const ky = -/*#__PURE__*/ cos(tau / 10) * kr;');
    expect(out).toContain('const k = 1 / /*#__PURE__*/ sqrt(12);');
    expect(out).toContain('var slice = /*#__PURE__*/ (() => Array.prototype.slice)();');
  });

  it('leaves other packages alone and marks a call once', () => {
    expect(marked('const k = 1 / sqrt(12);', '/x/node_modules/other/index.mjs')).toBe('const k = 1 / sqrt(12);');
    expect(marked('const sqrt3 = sqrt(3);\n')).toBe('const sqrt3 = /*#__PURE__*/ sqrt(3);\n');
  });
});
