import { COMPANY_PAGE_SIZE, type Company, type DocumentSource } from '@penzugy/documents';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { objectKey, useAsyncData } from '../primitives';
import { CompanyDocuments } from './CompanyDocuments';
import { CompanyList } from './CompanyList';
import * as styles from './DocumentLibrary.css';
import { DocumentPanel } from './DocumentPanel';
import { NO_SELECTION, selectionReducer, type SelectionAction } from './selection';
import { DOCUMENT_LIBRARY_STRINGS as T } from './strings';
import { errorMessage, useCompanyList } from './useCompanyList';

export interface DocumentLibraryProps {
  /** Where the companies and documents come from (a bucket, the site's manifest, a list in memory). */
  source: DocumentSource;
  /** Companies loaded at first and per 'Továbbiak betöltése'. @default 20 (docs/product.md#library) */
  pageSize?: number | undefined;
  /** The company to open at first, by id (e.g. from the page's URL). */
  defaultCompanyId?: string | null | undefined;
  /** The document of that company to open at first, by id. */
  defaultDocumentId?: string | null | undefined;
  /** Called with the chosen company and document whenever either changes (e.g. to keep them in the URL). */
  onSelectionChange?: ((selection: { companyId: string | null; documentId: string | null }) => void) | undefined;
  /** URL of pdf.js's worker script. @default the one given to `setPdfWorkerSrc` */
  workerSrc?: string | undefined;
  /** Height of the document viewer (any CSS length). @default '75vh' */
  viewerHeight?: string | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
}

const attr = (value: string) => value.replace(/["\\]/g, '\\$&');

/**
 * The document library ('Dokumentumkönyvtár', docs/product.md#library): companies with their filings from a
 * {@link DocumentSource}, 20 at first and more on demand, a search by name or ticker, a company's
 * documents with a type filter, and the chosen document in the PDF viewer (or, for EDGAR's HTML, a
 * sandboxed frame). Loading, error (with retry) and empty states as the spec names them.
 */
export function DocumentLibrary({
  source,
  pageSize = COMPANY_PAGE_SIZE,
  defaultCompanyId = null,
  defaultDocumentId = null,
  onSelectionChange,
  workerSrc,
  viewerHeight = '75vh',
  className,
}: DocumentLibraryProps) {
  const { state, reload, loadMore } = useCompanyList(source, pageSize);
  const [selection, dispatch] = useReducer(selectionReducer, NO_SELECTION, () =>
    defaultCompanyId ? { ...NO_SELECTION, companyId: defaultCompanyId, documentId: defaultDocumentId } : NO_SELECTION,
  );
  const [query, setQuery] = useState('');

  const rootRef = useRef<HTMLDivElement>(null);
  const companyHeadingRef = useRef<HTMLHeadingElement>(null);
  const viewerTitleRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<(() => HTMLElement | null | undefined) | null>(null);

  const companies = state.status === 'ready' ? state.companies : [];
  const loaded = companies.find((c) => c.id === selection.companyId);

  // A company chosen by id (a link) that is not among the loaded ones: ask the source for it. A link
  // to a company that does not exist (or a failed lookup) shows the list.
  const wanted = state.status === 'ready' && selection.companyId !== null && !loaded ? selection.companyId : null;
  const lookup = useAsyncData(wanted === null ? null : `${objectKey(source)}:${wanted}`, async (key, signal) => {
    let found: Company | null = null;
    try {
      found = await source.getCompany(key.slice(key.indexOf(':') + 1), { signal });
    } catch (e) {
      if (signal.aborted) throw e;
      errorMessage(e);
    }
    if (found === null && !signal.aborted) dispatch({ type: 'back' });
    return found;
  });
  const company = loaded ?? (lookup.status === 'ready' ? lookup.data : null) ?? null;
  const document = company?.documents.find((d) => d.id === selection.documentId) ?? null;

  // Report changes of company or document, as far as they exist: a link's unknown document id is
  // reported as none once its company is known, so the host can drop it from its URL. Nothing is
  // reported while a linked company is still being looked up, nor for what the host itself gave.
  const reported = useRef({ companyId: selection.companyId, documentId: selection.documentId });
  const settled = selection.companyId === null || company !== null;
  const documentId = document?.id ?? null;
  useEffect(() => {
    if (!settled) return;
    const next = { companyId: selection.companyId, documentId };
    if (next.companyId === reported.current.companyId && next.documentId === reported.current.documentId) return;
    reported.current = next;
    onSelectionChange?.(next);
  }, [settled, selection.companyId, documentId, onSelectionChange]);

  // Move focus where the reader's attention goes after each choice (set by `choose`).
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    target()?.focus();
  });

  const choose = (action: SelectionAction, focus: () => HTMLElement | null | undefined) => {
    pendingFocus.current = focus;
    dispatch(action);
  };
  const inRoot = (selector: string) => () => rootRef.current?.querySelector<HTMLElement>(selector);

  const rootClass = className ? `${styles.root} ${className}` : styles.root;

  if (state.status === 'loading') {
    return (
      <div ref={rootRef} className={rootClass}>
        <div className={styles.state}>
          <Spinner size="lg" label={T.loading} />
        </div>
      </div>
    );
  }

  if (state.status === 'error') {
    return (
      <div ref={rootRef} className={rootClass}>
        <div className={`${styles.state} ${styles.errorState}`}>
          <p className={styles.errorText} role="alert">
            {T.loadError}
            {state.message}
          </p>
          <Button onClick={reload}>{T.retry}</Button>
        </div>
      </div>
    );
  }

  if (state.companies.length === 0 && state.nextCursor === null) {
    const noFolders = state.folderCount === 0;
    return (
      <div ref={rootRef} className={rootClass}>
        <div className={styles.state}>
          <h2 className={styles.stateTitle}>{noFolders ? T.noCompaniesTitle : T.noDocumentsTitle}</h2>
          <p className={styles.muted}>{noFolders ? T.noCompaniesText : T.noDocumentsText}</p>
        </div>
      </div>
    );
  }

  const resolving = selection.companyId !== null && !company && lookup.status !== 'ready';

  return (
    <div ref={rootRef} className={rootClass}>
      <div className={styles.layout}>
        <div>
          {company ? (
            <CompanyDocuments
              ref={companyHeadingRef}
              company={company}
              type={selection.type}
              selectedDocumentId={document?.id ?? null}
              onTypeChange={(value) => dispatch({ type: 'filter', value })}
              onSelect={(id) => choose({ type: 'document', id }, () => viewerTitleRef.current)}
              onBack={() => choose({ type: 'back' }, inRoot(`[data-company-id="${attr(company.id)}"]`))}
            />
          ) : resolving ? (
            <div className={styles.panel}>
              <Spinner label={T.companyLoading} />
            </div>
          ) : (
            <CompanyList
              companies={state.companies}
              query={query}
              onQueryChange={setQuery}
              onSelect={(c) => choose({ type: 'company', id: c.id }, () => companyHeadingRef.current)}
              hasMore={state.nextCursor !== null}
              more={state.more}
              onLoadMore={loadMore}
            />
          )}
        </div>
        <div>
          {company && document ? (
            <DocumentPanel
              ref={viewerTitleRef}
              company={company}
              document={document}
              workerSrc={workerSrc}
              viewerHeight={viewerHeight}
              onClose={() => choose({ type: 'close' }, inRoot(`[data-document-id="${attr(document.id)}"]`))}
            />
          ) : (
            <div className={styles.placeholder}>
              <p className={styles.stateTitle}>{T.selectDocument}</p>
              <p className={styles.muted}>{T.selectDocumentHint}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
