import { companyDisplayName, filterCompanies, type Company } from '@penzugy/documents';
import { useId, useMemo } from 'react';
import { Button } from '../Button';
import { SearchField } from '../fields';
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
  const shown = useMemo(() => filterCompanies(companies, query), [companies, query]);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {T.companiesHeading}
      </h2>
      <div role="search">
        <SearchField
          label={T.searchLabel}
          hideLabel
          placeholder={T.searchPlaceholder}
          clearLabel={T.clearSearch}
          value={query}
          onChange={onQueryChange}
        />
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
