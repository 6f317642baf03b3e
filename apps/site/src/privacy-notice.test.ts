/**
 * What the product says about data is what it does (issue 23): every Firestore collection the
 * rules or the code use is named in the privacy notice, and every browser-storage key the site
 * uses is listed in the cookie policy (and the policy lists no key the site does not use). The
 * lists are read from firestore.rules and the source files, never kept by hand, so a new
 * collection or key fails here until the notice names it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Every non-test TypeScript source under `dir` (relative to the repository). */
function sources(dir: string): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(path.join(root, at))) {
      const rel = path.join(at, name);
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push({ file: rel, text: read(rel) });
    }
  };
  walk(dir);
  return out;
}

/** The collection ids in firestore.rules: literal segments of match paths and of document paths. */
export function collectionsInRules(rules: string): Set<string> {
  const found = new Set<string>();
  for (const [, matchPath] of rules.matchAll(/match\s+(\/[^\s{]*(?:\{[^}]*\}[^\s{]*)*)\s*\{/g)) {
    // Collection ids sit at the odd positions of a document path (collection/doc/collection/doc…).
    const segments = matchPath!.split('/').filter(Boolean);
    if (segments[0] === 'databases') continue;
    segments.forEach((s, i) => i % 2 === 0 && !s.startsWith('{') && found.add(s));
  }
  for (const [, docPath] of rules.matchAll(/\/documents\/([^\s)]+)/g)) {
    docPath!.split('/').forEach((s, i) => i % 2 === 0 && /^[A-Za-z]+$/.test(s) && found.add(s));
  }
  return found;
}

/**
 * The collection ids the code names: `*_COLLECTION = '…'` constants, `collection(db, '…')`,
 * `doc(db, '…', …)`, `.collection('…')` and the path tuples `['users', uid, 'watchlist']`.
 */
export function collectionsInCode(texts: readonly string[]): Set<string> {
  const found = new Set<string>();
  const patterns = [
    /_COLLECTION\s*=\s*'([A-Za-z]+)'/g,
    /\bcollection\(\s*\w+\s*,\s*'([A-Za-z]+)'/g,
    /\bdoc\(\s*\w+\s*,\s*'([A-Za-z]+)'/g,
    /\.collection\(\s*'([A-Za-z]+)'/g,
  ];
  for (const text of texts) {
    for (const pattern of patterns) for (const [, name] of text.matchAll(pattern)) found.add(name!);
    for (const [, a, b] of text.matchAll(/\[\s*'([A-Za-z]+)'\s*,\s*uid\s*,\s*'([A-Za-z]+)'/g)) {
      found.add(a!);
      found.add(b!);
    }
  }
  return found;
}

/** Every name a Markdown text puts in backticks, path segments included (`users/{uid}/watchlist`). */
function namedIn(markdown: string): Set<string> {
  const named = new Set<string>();
  for (const [, span] of markdown.matchAll(/`([^`]+)`/g)) for (const part of span!.split('/')) named.add(part);
  return named;
}

const notice = read('packages/content/articles/adatvedelem.md');
const cookiePolicy = read('packages/content/articles/cookie-szabalyzat.md');
const code = [...sources('apps/site/src'), ...sources('apps/accounts/src')];

describe('the privacy notice', () => {
  it('names every Firestore collection of firestore.rules and of the code', () => {
    const used = new Set([
      ...collectionsInRules(read('firestore.rules')),
      ...collectionsInCode(code.map((c) => c.text)),
    ]);
    // The readers must find at least what is known to be there, or a broken reader would pass.
    for (const known of [
      'users',
      'watchlist',
      'counters',
      'settings',
      'newsletter',
      'contactMessages',
      'mail',
      'limits',
      'accountDeletions',
    ])
      expect(used, known).toContain(known);
    const named = namedIn(notice);
    expect([...used].filter((name) => !named.has(name))).toEqual([]);
  });

  it('catches a collection it does not name', () => {
    const used = collectionsInCode([
      `await setDoc(doc(firestore, 'visitorProfiles', id), {})`,
      `db.collection('auditLog')`,
    ]);
    expect([...used].filter((name) => !namedIn(notice).has(name)).sort()).toEqual(['auditLog', 'visitorProfiles']);
    expect(
      collectionsInRules('match /databases/{d}/documents { match /secrets/{id}/parts/{p} { allow read: if false; } }'),
    ).toEqual(new Set(['secrets', 'parts']));
  });

  it('says what the contact form and account deletion really do', () => {
    expect(notice).not.toMatch(/semmilyen adatot nem továbbít/);
    expect(notice).not.toMatch(/törlését e-mailben kérheted/);
    expect(notice).toContain('Fiókbeállítások');
  });
});

describe('the cookie policy', () => {
  it('lists exactly the browser-storage keys the site uses', () => {
    const keys = new Set<string>();
    for (const { text } of sources('apps/site/src'))
      for (const [, key] of text.matchAll(/_(?:STORAGE_)?KEY\s*=\s*'([^']+)'/g)) keys.add(key!);
    for (const known of ['theme', 'cookie-consent', 'user']) expect(keys, known).toContain(known);
    const listed = new Set(
      [...cookiePolicy.matchAll(/^\| `([^`]+)` \| (?:localStorage|sessionStorage) \|/gm)].map((m) => m[1]!),
    );
    expect([...keys].sort()).toEqual([...listed].sort());
  });
});
