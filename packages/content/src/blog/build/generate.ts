/**
 * Build step: `articles/*.md` → `src/blog/articles.generated.ts`.
 *
 * Reads every Markdown file, validates its front matter (messages name the file and the field),
 * renders the body, counts its words and writes one TypeScript module with two constants: the card
 * fields (`ARTICLE_METAS`) and the bodies (`ARTICLE_BODIES`). It is run by `tsup.config.ts`, by the
 * `pretypecheck` script and by the tests' global setup; the output is not committed.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ContentInputError } from '../../shared/errors.js';
import { countWords } from '../../shared/text.js';
import { ARTICLE_TOPICS, LEGAL_ARTICLE_IDS, LEGAL_TOPIC, type ArticleTopic } from '../constants.js';
import { formatArticleDate } from '../format.js';
import { computeReadTime } from '../read-time.js';
import type { Article, ArticleBody, ArticleMeta } from '../types.js';
import { splitFrontMatter, type FrontMatterData } from './front-matter.js';
import { renderMarkdown } from './markdown.js';

/** Where the sources and the output live, relative to the package root. */
export const ARTICLES_DIR = 'articles';
export const GENERATED_FILE = 'src/blog/articles.generated.ts';

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const KNOWN_FIELDS = new Set([
  'articleId',
  'id',
  'title',
  'description',
  'imageUrl',
  'released',
  'readTime',
  'authors',
  'tags',
  'topic',
]);
/** Path segments the article routes use for themselves. */
const RESERVED_IDS = new Set(['article']);

/** An article as built: every field, the body, and the source file name for messages. */
export interface BuiltArticle extends Article {
  /** Source file name, e.g. `etf-alapok.md`. */
  file: string;
}

function requireString(data: FrontMatterData, field: string, file: string, { optional = false } = {}): string {
  const value = data[field];
  if (value === undefined) {
    if (optional) return '';
    throw new ContentInputError(field, `${file}: hiányzik a „${field}” mező.`);
  }
  if (typeof value !== 'string')
    throw new ContentInputError(field, `${file}: a „${field}” mező szöveg legyen, nem lista.`);
  if (!optional && value.trim() === '') throw new ContentInputError(field, `${file}: a „${field}” mező üres.`);
  return value.trim();
}

function requireList(data: FrontMatterData, field: string, file: string): string[] {
  const value = data[field];
  if (value === undefined) throw new ContentInputError(field, `${file}: hiányzik a „${field}” mező.`);
  if (!Array.isArray(value))
    throw new ContentInputError(field, `${file}: a „${field}” mező lista legyen ([a, b] vagy „- elem” sorok).`);
  const items = value.map((v) => v.trim()).filter((v) => v !== '');
  if (items.length === 0) throw new ContentInputError(field, `${file}: a „${field}” lista üres.`);
  return items;
}

/** Validates the front matter of one file and renders it. */
export function buildArticle(source: string, file: string): BuiltArticle {
  const { data, body } = splitFrontMatter(source, file);
  for (const key of Object.keys(data)) {
    if (!KNOWN_FIELDS.has(key)) throw new ContentInputError(key, `${file}: ismeretlen mező: „${key}”.`);
  }
  const id = requireString(data, 'id', file);
  const articleId = requireString(data, 'articleId', file);
  for (const [field, value] of [
    ['id', id],
    ['articleId', articleId],
  ] as const) {
    if (!SLUG_RE.test(value) || RESERVED_IDS.has(value)) {
      throw new ContentInputError(
        field,
        `${file}: a „${field}” mező csak kisbetűt, számjegyet és kötőjelet tartalmazhat (és nem lehet „article”): „${value}”.`,
      );
    }
  }
  if (`${id}.md` !== file)
    throw new ContentInputError('id', `${file}: a fájl nevének az azonosítóval kell egyeznie („${id}.md”).`);

  const title = requireString(data, 'title', file);
  if (title.length > 120)
    throw new ContentInputError('title', `${file}: a „title” legfeljebb 120 karakter lehet (most ${title.length}).`);
  const description = requireString(data, 'description', file);
  if (description.length < 40 || description.length > 300) {
    throw new ContentInputError(
      'description',
      `${file}: a „description” 40–300 karakter legyen (most ${description.length}).`,
    );
  }
  const imageUrl = requireString(data, 'imageUrl', file, { optional: true });
  if (imageUrl !== '' && !/^(\/(?!\/)|https:\/\/)/.test(imageUrl)) {
    throw new ContentInputError(
      'imageUrl',
      `${file}: az „imageUrl” üres, „/”-rel kezdődő vagy https:// cím legyen: „${imageUrl}”.`,
    );
  }

  const releasedRaw = requireString(data, 'released', file);
  const releasedDate = new Date(releasedRaw);
  if (!ISO_DATE_TIME_RE.test(releasedRaw) || Number.isNaN(releasedDate.getTime())) {
    throw new ContentInputError(
      'released',
      `${file}: a „released” ISO 8601 időpont legyen (pl. 2026-03-14T08:00:00Z): „${releasedRaw}”.`,
    );
  }
  const released = releasedDate.toISOString();

  const topic = requireString(data, 'topic', file) as ArticleTopic;
  if (!ARTICLE_TOPICS.some((t) => t.slug === topic)) {
    throw new ContentInputError(
      'topic',
      `${file}: ismeretlen „topic”: „${topic}” (lehetséges: ${ARTICLE_TOPICS.map((t) => t.slug).join(', ')}).`,
    );
  }
  const isLegalId = (LEGAL_ARTICLE_IDS as readonly string[]).includes(id);
  if (isLegalId !== (topic === LEGAL_TOPIC) || (isLegalId && articleId !== id)) {
    throw new ContentInputError(
      'topic',
      `${file}: „${LEGAL_TOPIC}” témájú csak a jogi oldal lehet (${LEGAL_ARTICLE_IDS.join(', ')}), és annak articleId-ja az id-jával egyezik.`,
    );
  }

  const authors = requireList(data, 'authors', file);
  const tags = requireList(data, 'tags', file);

  const rendered = renderMarkdown(body, file);
  const wordCount = countWords(rendered.text);
  let readTime = computeReadTime(wordCount);
  if (data.readTime !== undefined) {
    const raw = requireString(data, 'readTime', file);
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1)
      throw new ContentInputError('readTime', `${file}: a „readTime” pozitív egész perc legyen: „${raw}”.`);
    readTime = n;
  }

  return {
    file,
    articleId,
    id,
    title,
    description,
    imageUrl,
    date: formatArticleDate(released),
    released,
    readTime,
    authors,
    tags,
    topic,
    wordCount,
    html: rendered.html,
    headings: rendered.headings,
  };
}

/**
 * Builds every article under `{root}/articles`. Errors of all files are collected and thrown
 * together, so one run shows every problem.
 */
export async function buildAllArticles(root: string): Promise<BuiltArticle[]> {
  const dir = path.join(root, ARTICLES_DIR);
  const files = (await readdir(dir)).filter((f) => f.endsWith('.md')).sort();
  const errors: string[] = [];
  const built: BuiltArticle[] = [];
  for (const file of files) {
    try {
      built.push(buildArticle(await readFile(path.join(dir, file), 'utf8'), file));
    } catch (e) {
      errors.push(e instanceof Error ? e.message : String(e));
    }
  }
  for (const field of ['id', 'articleId'] as const) {
    const seen = new Map<string, string>();
    for (const a of built) {
      const other = seen.get(a[field]);
      if (other) errors.push(`${a.file}: a „${field}” („${a[field]}”) már szerepel itt: ${other}.`);
      seen.set(a[field], a.file);
    }
  }
  if (errors.length > 0) throw new ContentInputError('articles', `A cikkek nem építhetők:\n- ${errors.join('\n- ')}`);
  return built;
}

/** The generated module's text for a set of built articles (stable: sorted by id). */
export function renderGeneratedModule(articles: readonly BuiltArticle[]): string {
  const sorted = [...articles].sort((a, b) => a.id.localeCompare(b.id));
  const metas: ArticleMeta[] = sorted.map(({ file: _file, html: _html, headings: _headings, ...meta }) => meta);
  const bodies: Record<string, ArticleBody> = Object.fromEntries(
    sorted.map((a) => [a.id, { html: a.html, headings: a.headings }]),
  );
  return [
    '// Generated by src/blog/build/generate.ts from articles/*.md. Do not edit: edit the Markdown and rebuild.',
    "import type { ArticleBody, ArticleMeta } from './types.js';",
    '',
    '/** Card fields of every article and legal page. */',
    `export const ARTICLE_METAS: readonly ArticleMeta[] = ${JSON.stringify(metas, null, 2)};`,
    '',
    '/** Rendered bodies by article id. */',
    `export const ARTICLE_BODIES: Readonly<Record<string, ArticleBody>> = ${JSON.stringify(bodies, null, 2)};`,
    '',
  ].join('\n');
}

/**
 * Regenerates `src/blog/articles.generated.ts` under `root`. The file is rewritten only when its
 * content changes, so watchers and caches are not disturbed needlessly.
 */
export async function generateArticles(root: string): Promise<{ file: string; count: number; changed: boolean }> {
  const articles = await buildAllArticles(root);
  const file = path.join(root, GENERATED_FILE);
  const text = renderGeneratedModule(articles);
  const before = await readFile(file, 'utf8').catch(() => null);
  if (before !== text) await writeFile(file, text, 'utf8');
  return { file, count: articles.length, changed: before !== text };
}
