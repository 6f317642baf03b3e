import { useEffect, useId, useMemo, useState } from 'react';
import { Button, SearchField } from '@penzugy/widgets';
import { searchArticles } from '@penzugy/content';
import type { ArticleSummary } from '../../data/types';
import { track } from '../../analytics';
import { ENDPOINTS } from '../../data/endpoints';
import { useJson } from '../../data/useJson';
import { EmptyState, ErrorState, Loading } from '../common/states';
import { ArticleCard } from './ArticleCard';
import { useSearchVisibility } from './useSearchVisibility';
import * as page from '../common/pages.css';
import * as styles from './blog.css';

const cardId = (a: ArticleSummary) => `cikk-${a.id}`;

/** The blog list (docs/product.md#blog): cards, the 'Kereső' search and the 'Tartalomjegyzék'. */
export function BlogList({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const articles = useJson<ArticleSummary[]>(ENDPOINTS.articles);
  const [query, setQuery] = useState('');
  const [searchVisible, toggleSearch, searchByWidth] = useSearchVisibility();
  const searchId = useId();
  const filtered = useMemo(() => (articles.data ? searchArticles(articles.data, query) : []), [articles.data, query]);

  useEffect(() => {
    if (!query.trim()) return;
    const t = setTimeout(() => track('search', { search_term: query.trim(), results: filtered.length }), 800);
    return () => clearTimeout(t);
  }, [query, filtered.length]);

  if (articles.status === 'loading') return <Loading label="Cikkek betöltése..." />;
  if (articles.status === 'error')
    return <ErrorState title="Nem sikerült betölteni a cikkeket." message={articles.error} onRetry={articles.reload} />;

  // The source order is the narrow screens' order (the search, the cards, the table of contents):
  // the browser paints a long page before it has parsed all of it, and a part placed above the cards
  // by CSS `order` but parsed after them pushed the painted cards down (CLS 0.054 at 390 px).
  return (
    <div className={styles.layout}>
      <div className={styles.searchArea}>
        <Button
          variant="secondary"
          className={styles.searchToggle}
          aria-expanded={searchVisible}
          aria-controls={searchId}
          onClick={toggleSearch}
        >
          {searchVisible ? 'Keresés elrejtése' : 'Keresés'}
        </Button>
        <div
          id={searchId}
          hidden={!searchByWidth && !searchVisible}
          className={searchByWidth ? styles.searchByWidth : undefined}
        >
          <SearchField label="Keresés a cikkek között" placeholder="Kereső" value={query} onChange={setQuery} />
        </div>
      </div>
      <div className={styles.cards}>
        <p aria-live="polite" className={page.meta}>
          {query.trim() ? `${filtered.length} találat` : `${filtered.length} cikk`}
        </p>
        {filtered.length === 0 ? (
          <EmptyState>Nincs a keresésnek megfelelő cikk.</EmptyState>
        ) : (
          <ul className={page.grid}>
            {filtered.map((a, i) => (
              <li key={a.id} id={cardId(a)} className={styles.cardItem}>
                <ArticleCard article={a} headingLevel={headingLevel} priority={i === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <nav className={styles.tocNav} aria-labelledby={`${searchId}-toc`}>
        <h2 id={`${searchId}-toc`} className={page.sideHeading}>
          Tartalomjegyzék
        </h2>
        <ul className={styles.toc}>
          {filtered.map((a) => (
            <li key={a.id}>
              <a className={styles.tocLink} href={`#${cardId(a)}`}>
                {a.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
