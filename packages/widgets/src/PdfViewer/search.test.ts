// @vitest-environment node
/**
 * The search runs on the real text of the fixture, extracted by pdf.js (its Node build) exactly as
 * the viewer extracts it in the browser.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildPageText, findMatches, foldCase, itemSegments, queryPattern, type PageText } from './search';

const require = createRequire(import.meta.url);

describe('search over constructed text', () => {
  const page = buildPageText([
    { str: 'Annual Report', hasEOL: true },
    { str: 'on Form ' },
    { str: '10-K' },
    { str: ' of Tőzsde Nyrt.', hasEOL: false },
  ]);

  it('joins items, a line break after those that end a line, and keeps each item’s place', () => {
    expect(page.text).toBe('Annual Report\non Form 10-K of Tőzsde Nyrt.');
    expect(page.items).toEqual([
      { start: 0, end: 13 },
      { start: 14, end: 22 },
      { start: 22, end: 26 },
      { start: 26, end: 42 },
    ]);
  });

  it('matches case-insensitively, with any whitespace for a space, special characters literally', () => {
    expect(findMatches([page], 'report ON')).toEqual([{ page: 1, start: 7, end: 16 }]);
    expect(findMatches([page], 'FORM 10-K')).toEqual([{ page: 1, start: 17, end: 26 }]);
    expect(findMatches([page], 'tőzsde')).toEqual([{ page: 1, start: 30, end: 36 }]);
    expect(findMatches([page], 'nyrt.')).toHaveLength(1);
    expect(findMatches([page], 'nyrt*')).toHaveLength(0);
    expect(findMatches([page, page], 'o')).toHaveLength(2 * (page.text.match(/o/gi) ?? []).length);
    expect(findMatches([page], '   ')).toEqual([]);
    expect(queryPattern('')).toBeNull();
  });

  it('keeps offsets when lower case has another length', () => {
    expect(foldCase('İSTANBUL Ő').length).toBe('İSTANBUL Ő'.length);
    expect(foldCase('ÁRFOLYAM')).toBe('árfolyam');
  });

  it('cuts a match across items into per-item pieces', () => {
    const [m] = findMatches([page], 'form 10-k of');
    const pieces = itemSegments(page, [{ ...m!, index: 4 }]);
    expect([...pieces]).toEqual([
      [1, [{ start: 3, end: 8, match: 4 }]],
      [2, [{ start: 0, end: 4, match: 4 }]],
      [3, [{ start: 0, end: 3, match: 4 }]],
    ]);
    // Across a line break: the break itself is in no item.
    const [n] = findMatches([page], 'report on');
    expect([...itemSegments(page, [{ ...n!, index: 0 }]).keys()]).toEqual([0, 1]);
  });
});

describe('search over a real PDF (formc.pdf, 20 pages)', () => {
  let pages: PageText[];

  beforeAll(async () => {
    const pdfjs = await import(pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href);
    const data = new Uint8Array(await readFile(fileURLToPath(new URL('./__fixtures__/formc.pdf', import.meta.url))));
    // In Node, pdf.js needs the standard fonts' folder for fonts a PDF names but does not embed.
    const standardFontDataUrl = `${path.dirname(require.resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
    const doc = await pdfjs.getDocument({ data, isEvalSupported: false, standardFontDataUrl }).promise;
    pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(buildPageText(content.items as { str: string; hasEOL: boolean }[]));
    }
    await doc.destroy();
  });

  it('finds matches on many pages, in reading order, pointing at the query text', () => {
    const matches = findMatches(pages, 'issuer');
    expect(matches.length).toBeGreaterThan(100);
    expect(new Set(matches.map((m) => m.page)).size).toBeGreaterThan(10);
    for (const m of matches) expect(pages[m.page - 1]!.text.slice(m.start, m.end).toLowerCase()).toBe('issuer');
    const order = matches.map((m) => m.page * 1e7 + m.start);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('finds the form’s title on page 1 and nothing for words it does not have', () => {
    expect(findMatches(pages, 'securities and exchange commission')[0]).toMatchObject({ page: 1 });
    expect(findMatches(pages, 'részvény')).toEqual([]);
  });

  it('every piece of every match lies inside its item', () => {
    const matches = findMatches(pages, 'offering');
    const first = pages[matches[0]!.page - 1]!;
    const onPage = matches.filter((m) => m.page === matches[0]!.page).map((m, i) => ({ ...m, index: i }));
    const joined = new Map<number, string>();
    for (const [item, pieces] of itemSegments(first, onPage)) {
      const text = first.text.slice(first.items[item]!.start, first.items[item]!.end);
      for (const p of pieces) {
        expect(p.end).toBeLessThanOrEqual(text.length);
        joined.set(p.match, (joined.get(p.match) ?? '') + text.slice(p.start, p.end));
      }
    }
    for (const text of joined.values()) expect(text.toLowerCase().replace(/\s+/g, ' ')).toBe('offering');
  });
});
