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

  return (
    <div className={styles.layout}>
      <div>
        <p aria-live="polite" className={page.meta}>
          {query.trim() ? `${filtered.length} találat` : `${filtered.length} cikk`}
        </p>
        {filtered.length === 0 ? (
          <EmptyState>Nincs a keresésnek megfelelő cikk.</EmptyState>
        ) : (
          <ul className={page.grid}>
            {filtered.map((a) => (
              <li key={a.id} id={cardId(a)} className={styles.cardItem}>
                <ArticleCard article={a} headingLevel={headingLevel} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <aside className={styles.sidebar} aria-label="Keresés és tartalomjegyzék">
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
          className={searchByWidth ? `${styles.searchBox} ${styles.searchByWidth}` : styles.searchBox}
        >
          <SearchField label="Keresés a cikkek között" placeholder="Kereső" value={query} onChange={setQuery} />
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
      </aside>
    </div>
  );
}
