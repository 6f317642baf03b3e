/**
 * One voice on the site (docs/ui-terms.md#voice, issue 27): the site speaks to the visitor informally
 * (te), so no page's text may slip into the formal address (Ön, „adja meg”, „próbálja”…). The widgets
 * speak formally on purpose (partner sites embed them) and are not scanned here. The FAQ may not
 * promise the personalised advice the terms of use deny.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FAQ } from './pages/contact/faq';

const src = path.dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The formal address in second-person forms the site's texts would use. */
const FORMAL =
  /(?<![\p{L}])(Ön|Önt|Önnek|Önnel|Öné|adja meg|próbálja|jelölje|írja le|írjon|olvassa el|kattintson|válassza|keressen|üzenetét|e-mail-címét|jelszavát|Kérdése van)(?![\p{L}])/giu;

/** The quoted strings of a source file (texts, not identifiers or comments). */
const strings = (code: string) =>
  [...code.matchAll(/'([^'\n]*)'|`([^`]*)`|>([^<>{}\n]+)</g)].map((m) => m[1] ?? m[2] ?? m[3]!);

describe('the site speaks with one voice', () => {
  it('no text of the site addresses the visitor formally', () => {
    const found = sources(src).flatMap((file) =>
      strings(readFileSync(file, 'utf8'))
        .filter((s) => FORMAL.test(s) && (FORMAL.lastIndex = 0) === 0)
        .map((s) => `${path.relative(src, file)}: ${s}`),
    );
    expect(found).toEqual([]);
  });

  it('the check finds a formal text', () => {
    expect(strings("const a = 'Kérjük, adja meg a nevét.';").some((s) => FORMAL.test(s))).toBe(true);
  });

  it('the FAQ does not promise personalised advice (the terms of use say there is none)', () => {
    for (const { a } of FAQ) {
      if (/személyre szabott/.test(a)) expect(a).toMatch(/nem adunk|nem személyre szabott/);
    }
  });
});
