/**
 * @penzugy/content — the site's Hungarian content, kept in the repository: the glossary, blog
 * articles and legal texts, and the news store with its RSS/Atom ingestion.
 */
export * from './glossary/index.js';
