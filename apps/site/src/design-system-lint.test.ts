import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The design-system rules of eslint.config.mjs (issue 24 item 2) on small bad fixtures, linted as if
 * they were files of the site, the embed and the widgets: each rule must still fire, so a changed
 * selector or file pattern cannot switch one off unnoticed. The good lines next to them must pass.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function messages(filePath: string, code: string, rule = 'no-restricted-syntax'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => `${m.line}: ${m.message}`);
}

const RAW_FIELDS = `import { TextField } from '@penzugy/widgets';
export function Form() {
  return (
    <form>
      <input name="a" aria-label="a" />
      <select name="b" aria-label="b" />
      <textarea name="c" aria-label="c" />
      <TextField label="d" name="d" />
    </form>
  );
}
`;

const RAW_STYLES = `import { style } from '@vanilla-extract/css';
import { focusRing, vars, zIndex } from '@penzugy/widgets';
export const a = style({ zIndex: 10 });
export const b = style({ selectors: { '&:focus-visible': { outline: '2px solid red' } } });
export const c = style({ color: '#ff0000', border: \`1px solid #abc\` });
export const d = style({ zIndex: zIndex.popover, color: vars.color.text, selectors: { '&:focus-visible': focusRing() } });
`;

describe('the design-system lint rules', () => {
  it.each(['apps/site/src/pages/x/Form.tsx', 'apps/embed/src/widgets/x/Form.tsx', 'packages/widgets/src/X/X.tsx'])(
    'forbid a raw input, select and textarea in %s, not a field of the widgets',
    async (file) => {
      const found = await messages(file, RAW_FIELDS);
      expect(found.map((m) => m.split(':')[0])).toEqual(['5', '6', '7']);
      expect(found[0]).toContain('TextField');
    },
  );

  it('leave the field family itself alone', async () => {
    expect(await messages('packages/widgets/src/fields/X/X.tsx', RAW_FIELDS)).toEqual([]);
  });

  it.each(['apps/site/src/shell/x.css.ts', 'apps/embed/src/widgets/x/x.css.ts'])(
    'forbid a literal z-index, an outline and hex colours in %s',
    async (file) => {
      const found = await messages(file, RAW_STYLES);
      expect(found).toEqual([
        expect.stringMatching(/^3: .*z-index/),
        expect.stringMatching(/^4: .*focusRing/),
        expect.stringMatching(/^5: .*hex/),
        expect.stringMatching(/^5: .*hex/),
      ]);
    },
  );

  it('forbid a literal z-index in a widget’s styles, but not in the theme', async () => {
    expect(await messages('packages/widgets/src/X/X.css.ts', RAW_STYLES)).toEqual([
      expect.stringMatching(/^3: .*z-index/),
    ]);
    expect(await messages('packages/widgets/src/theme/x.css.ts', RAW_STYLES)).toEqual([]);
  });

  it('keep the widgets’ public entries to names (item 5): no `export *` in index.ts, pdf.ts or entries/', async () => {
    const code = `export * from './Button';\nexport { Card } from './Card';\n`;
    for (const file of [
      'packages/widgets/src/index.ts',
      'packages/widgets/src/pdf.ts',
      'packages/widgets/src/entries/theme.ts',
    ])
      expect(await messages(file, code), file).toEqual([expect.stringMatching(/^1: .*one by one/)]);
    // A folder's own index may gather its modules.
    expect(await messages('packages/widgets/src/Card/index.ts', code)).toEqual([]);
  });

  it('let the apps reach a package only through its entries (item 5)', async () => {
    const code = `import { vars } from '@penzugy/widgets/src/theme/contract.css';
import { zIndex } from '@penzugy/widgets/theme';
import { formatHuf } from '@penzugy/finance-core/src';
`;
    for (const file of ['apps/embed/src/runtime/x.css.ts', 'apps/site/src/pages/x/X.tsx'])
      expect(await messages(file, code, 'no-restricted-imports'), file).toEqual([
        expect.stringMatching(/^1: .*entry/),
        expect.stringMatching(/^3: .*entry/),
      ]);
  });
});
