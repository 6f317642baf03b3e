import { companyDisplayName, filterCompanies, type Company } from '@penzugy/documents';
import { useId, useMemo, useRef } from 'react';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import * as styles from './DocumentLibrary.css';
import { DOCUMENT_LIBRARY_STRINGS as T } from './strings';
import type { MoreState } from './useCompanyList';

export interface CompanyListProps {
  companies: readonly Company[];
  query: string;
  onQueryChange: (query: string) => void;
  onSelect: (company: Company) => void;
  hasMore: boolean;
  more: MoreState;
  onLoadMore: () => void;
}

/** The search box, the companies that match it, and 'Továbbiak betöltése' while there are more. */
export function CompanyList({
  companies,
  query,
  onQueryChange,
  onSelect,
  hasMore,
  more,
  onLoadMore,
}: CompanyListProps) {
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => filterCompanies(companies, query), [companies, query]);
  const clear = () => {
    onQueryChange('');
    inputRef.current?.focus();
  };
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {T.companiesHeading}
      </h2>
      <div className={styles.search} role="search">
        <input
          ref={inputRef}
          className={styles.searchInput}
          type="search"
          aria-label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          autoComplete="off"
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && query !== '') {
              e.preventDefault();
              clear();
            }
          }}
        />
        {query !== '' && (
          <Button
            variant="ghost"
            size="sm"
            className={styles.clearButton}
            aria-label={T.clearSearch}
            title={T.clearSearch}
            onClick={clear}
          >
            <span aria-hidden="true">✕</span>
          </Button>
        )}
      </div>
      <p className={styles.muted} role="status">
        {shown.length === 0 ? T.noMatch : T.companyCount(shown.length)}
      </p>
      {shown.length > 0 && (
        <ul className={styles.list}>
          {shown.map((company) => (
            <li key={company.id}>
              <button
                type="button"
                className={styles.companyItem}
                data-company-id={company.id}
                onClick={() => onSelect(company)}
              >
                <span className={styles.ticker}>{company.ticker}</span>
                <span className={styles.companyName}>{companyDisplayName(company)}</span>
                <span className={styles.count}>{T.documentCount(company.documents.length)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {more.status === 'loading' && <Spinner size="sm" label={T.loadingMore} />}
      {more.status === 'error' && (
        <p className={styles.errorText} role="alert">
          {T.loadMoreError}
          {more.message}
        </p>
      )}
      {hasMore && more.status !== 'loading' && (
        <Button variant="secondary" onClick={onLoadMore}>
          {more.status === 'error' ? T.retry : T.loadMore}
        </Button>
      )}
    </section>
  );
}
