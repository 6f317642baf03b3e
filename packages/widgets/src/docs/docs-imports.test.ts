/**
 * The imports the documentation tells a consumer to write (the Storybook introduction and the
 * package README) exist: each `@penzugy/widgets…` specifier is one of the package's exports, and each
 * name imported from the main entry is exported by it. The introduction once told readers to import
 * `@penzugy/widgets/style.css`, which the package does not have (issue 26 item 4).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as entry from '../index';

const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');
const pkg = JSON.parse(read('../../package.json')) as { exports: Record<string, unknown> };

/** Every `import … from '@penzugy/widgets…'` in the code blocks of a Markdown/MDX text. */
function documentedImports(text: string): { names: string[]; specifier: string }[] {
  const blocks = [...text.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((m) => m[1]!);
  return blocks.flatMap((code) =>
    [...code.matchAll(/import\s+(?:(?:type\s+)?\{([^}]*)\}\s+from\s+)?'(@penzugy\/widgets[^']*)'/g)].map((m) => ({
      names: (m[1] ?? '')
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && !n.startsWith('type ')),
      specifier: m[2]!,
    })),
  );
}

describe.each([
  ['the Storybook introduction', './Introduction.mdx'],
  ['the package README', '../../README.md'],
])('%s', (_, file) => {
  const imports = documentedImports(read(file));

  it('imports only what the package exports', () => {
    expect(imports.length).toBeGreaterThan(0);
    for (const { specifier } of imports) {
      const subpath = specifier === '@penzugy/widgets' ? '.' : `.${specifier.slice('@penzugy/widgets'.length)}`;
      expect(Object.keys(pkg.exports), specifier).toContain(subpath);
    }
  });

  it('names only what the main entry exports', () => {
    for (const { names, specifier } of imports) {
      if (specifier !== '@penzugy/widgets') continue;
      for (const name of names) expect(Object.keys(entry), name).toContain(name.split(/\s+as\s+/)[0]);
    }
  });
});
