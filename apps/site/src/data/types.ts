import type { Article } from '@penzugy/content';

/** What /api/blog/articles.json lists: an article without its body, plus its canonical path. */
export type ArticleSummary = Omit<Article, 'html' | 'headings'> & { path: string };

/** What /api/blog/articles/{id}.json holds. */
export type ArticleDocument = Article & { path: string };
