/**
 * @penzugy/content — the site's Hungarian content, kept in the repository: the glossary, blog
 * articles and legal texts, and the news store with its RSS/Atom ingestion.
 *
 * Everything exported here is browser-safe (no Node built-ins, no `marked`, no feed parser). The
 * ingestion command is a separate Node entry (`src/ingest/cli.ts`, built to `dist/cli.js`).
 */
export * from './glossary/index.js';

// Blog and legal pages
export { listArticles, listLegalPages, getArticle, resolveArticlePath } from './blog/articles.js';
export { articlePath, parseArticlePath, matchesArticlePath } from './blog/paths.js';
export type { ArticlePathQuery } from './blog/paths.js';
export { searchArticles } from './blog/search.js';
export { formatArticleDate, joinAuthors } from './blog/format.js';
export { computeReadTime } from './blog/read-time.js';
export {
  ARTICLE_TOPICS,
  ARTICLE_ROUTE_PREFIX,
  ARTICLE_WORD_LIMITS,
  CALCULATOR_PATHS,
  DEFAULT_READ_TIME_MINUTES,
  LEGAL_ARTICLE_IDS,
  LEGAL_TOPIC,
  WORDS_PER_MINUTE,
} from './blog/constants.js';
export type { ArticleTopic, LegalArticleId } from './blog/constants.js';
export type { Article, ArticleBody, ArticleHeading, ArticleMeta } from './blog/types.js';

// News
export {
  ALL_NEWS_CATEGORY,
  NEWS_CATEGORIES,
  NEWS_TOPIC_CATEGORIES,
  categoryFromSlug,
  isNewsCategoryKey,
  newsCategoryLabel,
} from './news/categories.js';
export type { NewsCategory, NewsCategoryFilterKey, NewsCategoryKey, NewsTopicCategory } from './news/categories.js';
export {
  NEWS_ARCHIVE_AGE_DAYS,
  archivedNews,
  getNewsItem,
  listNews,
  newestNewsTime,
  newsArchive,
} from './news/store.js';
export type { NewsQuery } from './news/store.js';
export {
  CATEGORY_PRIORITY,
  CATEGORY_RULES,
  CATEGORY_WEIGHTS,
  DEFAULT_NEWS_CATEGORY,
  FIELD_WEIGHTS,
  MAX_COUNT_PER_FIELD,
  categorise,
} from './news/categorise.js';
export type { CategoriseInput, CategoriseResult } from './news/categorise.js';
export { canonicalUrl, mergeNewsItems } from './news/merge.js';
export type { MergeResult } from './news/merge.js';
export { compareNewsNewestFirst, parseNewsStore, validateNewsItem } from './news/validate.js';
export type { NewsStoreFile } from './news/validate.js';
export type { NewsItem } from './news/types.js';

// Shared
export { ContentInputError, isContentInputError } from './shared/errors.js';
