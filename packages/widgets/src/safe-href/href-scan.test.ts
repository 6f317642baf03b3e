// @vitest-environment node
/**
 * Every address written into a link by the widgets, the embed and the site goes through the link
 * rule (`safeHref`), unless it is provably ours: a string literal, a template that starts with `#`
 * or `mailto:`, or one of the few named expressions below. A new `href={item.url}` fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(__dirname, '../../../..');
const ROOTS = ['packages/widgets/src', 'apps/embed/src', 'apps/site/src'];

/** `file: expression` pairs that are not built from data, each with the reason. */
const INTERNAL: Record<string, string> = {
  // The site's own constants (shell/site-config.ts): social profiles and the phone number.
  'apps/site/src/shell/SocialLinks.tsx: s.href': 'SOCIAL_LINKS constant',
  'apps/site/src/shell/Footer.tsx: CONTACT.phoneHref': 'CONTACT constant (tel:)',
  'apps/site/src/pages/contact/ContactPage.tsx: CONTACT.phoneHref': 'CONTACT constant (tel:)',
  // Already the result of safeHref a few lines above.
  'packages/widgets/src/Glossary/GlossaryTerm.tsx: calculatorHref': 'safeHref(term.calculator?.href)',
  'packages/widgets/src/PdfViewer/DocumentActions.tsx: href': 'safeHref(url)',
  // A blob: URL the function itself just created (URL.createObjectURL).
  'packages/widgets/src/Table/download.ts: url': 'object URL of the CSV',
};

function sources(dir: string): string[] {
  return readdirSync(path.join(REPO, dir), { recursive: true })
    .map(String)
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories|visual\.test)\.tsx?$/.test(f) && !f.includes('story-data'))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')));
}

/** The expressions given to `href={…}` and `.href = …` in `code`, braces balanced. */
function hrefExpressions(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/\bhref=\{/g)) {
    let depth = 1;
    let i = m.index + m[0].length;
    const start = i;
    for (; i < code.length && depth > 0; i++) {
      if (code[i] === '{') depth++;
      else if (code[i] === '}') depth--;
    }
    out.push(code.slice(start, i - 1).trim());
  }
  for (const m of code.matchAll(/\.href\s*=(?!=)\s*([^;\n]+)/g)) out.push(m[1].trim());
  return out;
}

/** A literal, a `#…`/`mailto:…` template, or a call of the rule. */
function isChecked(expression: string): boolean {
  return /^safeHref\(/.test(expression) || /^(['"])[^'"]*\1$/.test(expression) || /^`(#|mailto:)/.test(expression);
}

describe('links built from data', () => {
  it('finds the expressions it checks', () => {
    expect(hrefExpressions('<a href={safeHref(x({ a: 1 }))}>, <a href="/x">, a.href = url;')).toEqual(['safeHref(x({ a: 1 }))', 'url']);
    expect(isChecked('item.sourceUrl')).toBe(false);
    expect(isChecked('`${base}/x`')).toBe(false);
    expect(isChecked('`#${id}`')).toBe(true);
  });

  it('go through safeHref in the widgets, the embed and the site', () => {
    const unchecked: string[] = [];
    const used = new Set<string>();
    let seen = 0;
    for (const file of ROOTS.flatMap(sources)) {
      for (const expression of hrefExpressions(readFileSync(path.join(REPO, file), 'utf8'))) {
        seen++;
        const key = `${file}: ${expression}`;
        if (key in INTERNAL) used.add(key);
        else if (!isChecked(expression)) unchecked.push(key);
      }
    }
    expect(seen).toBeGreaterThan(15);
    expect(unchecked).toEqual([]);
    // An allow-list entry whose code has gone must go too.
    expect(Object.keys(INTERNAL).filter((k) => !used.has(k))).toEqual([]);
  });
});
