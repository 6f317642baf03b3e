// @vitest-environment node
/**
 * Every address written into a link by the widgets, the embed and the site goes through the link
 * rule (`safeHref`), unless it is provably ours: a string literal, a template that starts with `#`
 * or `mailto:`, a module preload checked against a published hash (`isVerifiedPreload`), or one of
 * the few named expressions below. A new `href={item.url}` fails here.
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
  'apps/site/src/pages/contact/ContactPage.tsx: CONTACT.mapHref':
    'CONTACT constant (fixed https: OpenStreetMap search, address encoded)',
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
  return hrefAssignments(code).map((a) => a.expression);
}

/** Each `href={…}` and `.href = …` in `code`, with the element variable of a `.href =` assignment. */
function hrefAssignments(code: string): { expression: string; element?: string }[] {
  const out: { expression: string; element?: string }[] = [];
  for (const m of code.matchAll(/\bhref=\{/g)) {
    let depth = 1;
    let i = m.index + m[0].length;
    const start = i;
    for (; i < code.length && depth > 0; i++) {
      if (code[i] === '{') depth++;
      else if (code[i] === '}') depth--;
    }
    out.push({ expression: code.slice(start, i - 1).trim() });
  }
  for (const m of code.matchAll(/(?:\b([\w$]+))?\.href\s*=(?!=)\s*([^;\n]+)/g))
    out.push({ expression: m[2]!.trim(), element: m[1] });
  return out;
}

/**
 * `element.href = …` where `element` is a `<link rel="modulepreload">` this file creates and gives a
 * non-empty `integrity` hash (Subresource Integrity): whatever the address, the browser loads
 * nothing but the bytes of that hash, and nobody follows a preload as a link. That is the embed's
 * loader (apps/embed/src/loader/chunks.ts), which imports a file only after its preload loaded and
 * takes the hashes from the build's published list (where a hash comes from is for review there;
 * the scan cannot see it). A `<link>` of another kind, one without `integrity`, or an `<a>` is not
 * covered: those stay flagged.
 */
function isVerifiedPreload(code: string, element: string | undefined): boolean {
  if (!element) return false;
  const e = element.replace(/\$/g, '\\$');
  return (
    new RegExp(`\\b(?:const|let)\\s+${e}\\s*=\\s*[\\w$.]*createElement\\((['"])link\\1\\)`).test(code) &&
    new RegExp(`\\b${e}\\.rel\\s*=\\s*(['"])modulepreload\\1`).test(code) &&
    new RegExp(`\\b${e}\\.integrity\\s*=(?!\\s*(?:(['"])\\1|undefined\\b|null\\b))\\s*[^;\\s]`).test(code)
  );
}

/** A literal, a `#…`/`mailto:…` template, or a call of the rule. */
function isChecked(expression: string): boolean {
  return /^safeHref\(/.test(expression) || /^(['"])[^'"]*\1$/.test(expression) || /^`(#|mailto:)/.test(expression);
}

describe('links built from data', () => {
  it('finds the expressions it checks', () => {
    expect(hrefExpressions('<a href={safeHref(x({ a: 1 }))}>, <a href="/x">, a.href = url;')).toEqual([
      'safeHref(x({ a: 1 }))',
      'url',
    ]);
    expect(isChecked('item.sourceUrl')).toBe(false);
    expect(isChecked('`${base}/x`')).toBe(false);
    expect(isChecked('`#${id}`')).toBe(true);
  });

  it('takes an SRI-checked module preload as checked, and nothing that only resembles one', () => {
    const preload = (lines: string[]) => {
      const code = lines.join('\n');
      const [a] = hrefAssignments(code).filter((x) => x.expression === 'href');
      return isVerifiedPreload(code, a!.element);
    };
    // The embed's loader (apps/embed/src/loader/chunks.ts).
    const ours = [
      "const link = doc.createElement('link');",
      "link.rel = 'modulepreload';",
      'link.integrity = integrity;',
      'link.href = href;',
    ];
    expect(preload(ours)).toBe(true);
    // No hash, an empty one, another kind of <link>, or an anchor: a real case, still flagged.
    expect(preload(ours.filter((l) => !l.includes('integrity')))).toBe(false);
    expect(preload(ours.map((l) => (l.includes('integrity') ? "link.integrity = '';" : l)))).toBe(false);
    expect(preload(ours.map((l) => (l.includes('integrity') ? 'link.integrity = undefined;' : l)))).toBe(false);
    expect(preload(ours.map((l) => l.replace('modulepreload', 'stylesheet')))).toBe(false);
    expect(preload(ours.map((l) => l.replace("'link'", "'a'")))).toBe(false);
    // The preload's checks belong to its own element, not to another one in the file.
    expect(preload([...ours.slice(0, 3), "const a = doc.createElement('a');", 'a.href = href;'])).toBe(false);
    expect(preload(['<a href={href}>'])).toBe(false);
  });

  it('go through safeHref in the widgets, the embed and the site', () => {
    const unchecked: string[] = [];
    const used = new Set<string>();
    let seen = 0;
    for (const file of ROOTS.flatMap(sources)) {
      const code = readFileSync(path.join(REPO, file), 'utf8');
      for (const { expression, element } of hrefAssignments(code)) {
        seen++;
        const key = `${file}: ${expression}`;
        if (key in INTERNAL) used.add(key);
        else if (!isChecked(expression) && !isVerifiedPreload(code, element)) unchecked.push(key);
      }
    }
    expect(seen).toBeGreaterThan(15);
    expect(unchecked).toEqual([]);
    // An allow-list entry whose code has gone must go too.
    expect(Object.keys(INTERNAL).filter((k) => !used.has(k))).toEqual([]);
  });
});
