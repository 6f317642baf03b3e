import { companyDisplayName, documentTypeLabel, documentTypesOf, type Company } from '@penzugy/documents';
import { formatDate } from '@penzugy/finance-core';
import { forwardRef, useId } from 'react';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './DocumentLibrary.css';
import type { TypeFilter } from './selection';
import { DOCUMENT_LIBRARY_STRINGS as T } from './strings';

export interface CompanyDocumentsProps {
  company: Company;
  type: TypeFilter;
  selectedDocumentId: string | null;
  onTypeChange: (type: TypeFilter) => void;
  onSelect: (documentId: string) => void;
  onBack: () => void;
}

/**
 * One company's documents, newest first, with the back arrow and, when the company has more than
 * one type, the type filter ('Összes' first, then the types found, sorted; docs/product.md#library). The
 * heading takes focus when the view opens (the ref), so keyboard and screen reader users land here.
 */
export const CompanyDocuments = forwardRef<HTMLHeadingElement, CompanyDocumentsProps>(function CompanyDocuments(
  { company, type, selectedDocumentId, onTypeChange, onSelect, onBack },
  headingRef,
) {
  const headingId = useId();
  const filterName = useId();
  const types = documentTypesOf(company.documents);
  const documents = type === 'all' ? company.documents : company.documents.filter((d) => d.type === type);
  const name = companyDisplayName(company);
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Button variant="ghost" size="sm" className={styles.back} onClick={onBack}>
        <span aria-hidden="true">←</span> {T.back}
      </Button>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        <span className={styles.ticker}>{company.ticker}</span> {name}
      </h2>
      <p className={styles.muted}>{T.documentCount(company.documents.length)}</p>
      {types.length > 1 && (
        <fieldset className={styles.filter}>
          <legend className={styles.filterLegend}>{T.typeFilter}</legend>
          {(['all', ...types] as const).map((value) => (
            <label key={value}>
              {/* eslint-disable-next-line no-restricted-syntax -- a filter chip: a visually hidden radio under its chip label, not a form field */}
              <input
                className={styles.chipInput}
                type="radio"
                name={filterName}
                value={value}
                checked={type === value}
                onChange={() => onTypeChange(value)}
              />
              <span className={styles.chip}>
                {value === 'all' ? (
                  T.allTypes
                ) : (
                  <>
                    {value} <VisuallyHidden>– {documentTypeLabel(value)}</VisuallyHidden>
                  </>
                )}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {documents.length === 0 ? (
        <p className={styles.muted}>{T.noCompanyDocuments}</p>
      ) : (
        <ul className={styles.list} aria-label={T.documentsOf(name)}>
          {documents.map((doc) => (
            <li key={doc.id}>
              <button
                type="button"
                className={styles.documentItem}
                data-document-id={doc.id}
                aria-current={doc.id === selectedDocumentId ? 'true' : undefined}
                onClick={() => onSelect(doc.id)}
              >
                <span className={styles.badge}>{doc.type}</span>
                <span className={styles.documentTitle}>{doc.title}</span>
                <span className={styles.format}>{T.formats[doc.format]}</span>
                <span className={styles.documentDate}>
                  <time dateTime={doc.date}>{formatDate(doc.date)}</time>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
