import type { ArticleMeta } from './types.js';

/** Hungarian-aware lower case after NFC, so a decomposed `ő` typed on some keyboards still matches. */
function fold(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('hu-HU');
}

/**
 * The blog search of docs/product.md#blog: a case-insensitive substring match on the title, the description
 * or any author. The query is trimmed; an empty query returns every article. Accents matter
 * (`kamat` does not find `kámát`), as in the spec; order is kept.
 */
export function searchArticles<T extends Pick<ArticleMeta, 'title' | 'description' | 'authors'>>(
  articles: readonly T[],
  query: string | null | undefined,
): T[] {
  const q = fold((query ?? '').trim());
  if (q === '') return [...articles];
  return articles.filter(
    (a) =>
      fold(a.title).includes(q) ||
      fold(a.description).includes(q) ||
      a.authors.some((author) => fold(author).includes(q)),
  );
}
