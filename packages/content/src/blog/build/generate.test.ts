import { mkdtemp, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAllArticles, buildArticle, generateArticles } from './generate';

const words = (n: number) => Array.from({ length: n }, (_, i) => `szó${i}`).join(' ');

function source(fields: Record<string, string>, body = `## Első\n\n${words(450)}`): string {
  const base: Record<string, string> = {
    articleId: 'cikk-900',
    id: 'proba',
    title: '"Próbacikk"',
    description: '"Egy elég hosszú leírás, amely legalább negyven karakterből áll."',
    imageUrl: "''",
    released: '2026-03-14T08:00:00+01:00',
    authors: '[Kovács Réka]',
    tags: '[próba]',
    topic: 'befektetes',
    ...fields,
  };
  const lines = Object.entries(base)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}: ${v}`);
  return `---\n${lines.join('\n')}\n---\n${body}\n`;
}

describe('buildArticle', () => {
  it('derives date, UTC released time, word count and reading time', () => {
    const a = buildArticle(source({}), 'proba.md');
    expect(a.released).toBe('2026-03-14T07:00:00.000Z');
    expect(a.date).toBe('2026-03-14');
    expect(a.wordCount).toBe(451); // 450 words + the heading
    expect(a.readTime).toBe(3); // ceil(451 / 200)
    expect(a.headings).toEqual([{ id: 'elso', text: 'Első', depth: 2 }]);
  });

  it('takes an explicit readTime', () => {
    expect(buildArticle(source({ readTime: '9' }), 'proba.md').readTime).toBe(9);
  });

  it.each([
    ['a missing title', { title: '' }, /proba\.md: hiányzik a „title” mező/],
    ['an unknown field', { szerzo: 'x' }, /ismeretlen mező: „szerzo”/],
    ['a file name that differs from the id', { id: 'masik' }, /fájl nevének az azonosítóval kell egyeznie/],
    ['an upper-case id', { id: 'Proba' }, /„id” mező csak kisbetűt/],
    ['an invalid date', { released: '2026-13-40' }, /„released” ISO 8601 időpont/],
    ['an unknown topic', { topic: 'sport' }, /ismeretlen „topic”: „sport”/],
    ['a blog article with the legal topic', { topic: 'jog' }, /„jog” témájú csak a jogi oldal lehet/],
    ['a short description', { description: 'rövid' }, /„description” 40–300 karakter/],
    ['authors given as text', { authors: 'Kovács Réka' }, /„authors” mező lista legyen/],
    ['an empty tag list', { tags: '[]' }, /„tags” lista üres/],
    ['a bad image URL', { imageUrl: 'http://kep.hu/a.png' }, /„imageUrl” üres/],
    ['a zero readTime', { readTime: '0' }, /„readTime” pozitív egész/],
  ])('rejects %s', (_name, fields, message) => {
    expect(() => buildArticle(source(fields), 'proba.md')).toThrow(message);
  });
});

describe('buildAllArticles and generateArticles', () => {
  async function tempPackage(files: Record<string, string>): Promise<string> {
    const root = await mkdtemp(path.join(tmpdir(), 'content-articles-'));
    await mkdir(path.join(root, 'articles'));
    await mkdir(path.join(root, 'src', 'blog'), { recursive: true });
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(root, 'articles', name), text);
    return root;
  }

  it('reports every broken file and duplicate articleIds at once', async () => {
    const root = await tempPackage({
      'proba.md': source({}),
      'masodik.md': source({ id: 'masodik' }), // same articleId as proba.md
      'rossz.md': '# nincs fejléc',
    });
    const error = await buildAllArticles(root).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/rossz\.md: a fájlnak/);
    expect((error as Error).message).toMatch(/proba\.md: a „articleId” \(„cikk-900”\) már szerepel itt: masodik\.md/);
  });

  it('writes the module once and leaves it untouched when nothing changed', async () => {
    const root = await tempPackage({ 'proba.md': source({}) });
    const first = await generateArticles(root);
    expect(first).toMatchObject({ count: 1, changed: true });
    const text = await readFile(first.file, 'utf8');
    expect(text).toContain('export const ARTICLE_METAS');
    expect(text).toContain('"id": "proba"');
    expect(text).not.toMatch(/from 'marked'/);
    const mtime = (await stat(first.file)).mtimeMs;
    const second = await generateArticles(root);
    expect(second.changed).toBe(false);
    expect((await stat(first.file)).mtimeMs).toBe(mtime);
  });
});
