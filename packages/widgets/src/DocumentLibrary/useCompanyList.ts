import { isDocumentSourceError, type CompanyPage, type DocumentSource } from '@penzugy/documents';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { objectKey, useAsyncData, useLatestRequest } from '../primitives';
import { DOCUMENT_LIBRARY_STRINGS as T } from './strings';

export type MoreState = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string };

export type CompanyListState =
  { status: 'loading' } | { status: 'error'; message: string } | ({ status: 'ready'; more: MoreState } & CompanyPage);

/** The message to show: a source's Hungarian message as it is, anything else as a generic one. */
export function errorMessage(error: unknown): string {
  if (isDocumentSourceError(error)) return error.message;
  // Not a source's own failure (a bug, or a host's source breaking the contract): tell developers.
  console.error(error);
  return T.unknownError;
}

/** The pages loaded after a first page, kept with the first page they continue. */
interface Continued {
  first: CompanyPage | undefined;
  pages: readonly CompanyPage[];
}

/** The first page followed by the later ones, without a company listed twice. */
function joinPages(first: CompanyPage, later: readonly CompanyPage[]): CompanyPage {
  const companies = [...first.companies];
  const known = new Set(companies.map((c) => c.id));
  let last = first;
  for (const page of later) {
    for (const c of page.companies) {
      if (known.has(c.id)) continue;
      known.add(c.id);
      companies.push(c);
    }
    last = page;
  }
  return { companies, nextCursor: last.nextCursor, folderCount: last.folderCount };
}

/**
 * The companies of a source, a page at a time: the first page (useAsyncData, keyed by the source
 * and the page size) on mount and on `reload()`, the next one on `loadMore()` (useLatestRequest).
 * A reload, another source or unmounting aborts what is still loading.
 */
export function useCompanyList(source: DocumentSource, pageSize: number) {
  const first = useAsyncData(`${objectKey(source)}:${pageSize}`, (_key, signal) =>
    source.listCompanies({ limit: pageSize, signal }),
  );
  const more = useLatestRequest<CompanyPage>();
  const [continued, setContinued] = useState<Continued>({ first: undefined, pages: [] });
  const { cancel: cancelMore } = more;

  // A later page belongs to the first page it continues: a reload or another source drops it.
  const pages = continued.first !== undefined && continued.first === first.data ? continued.pages : [];
  const firstPage = first.data;
  useEffect(() => () => void cancelMore(), [firstPage, cancelMore]);

  const { retry } = first;
  const reload = useCallback(() => {
    cancelMore();
    retry();
  }, [cancelMore, retry]);

  // Once per failure: errorMessage reports the unexpected ones to the console.
  const firstError = useMemo(
    () => (first.status === 'error' ? errorMessage(first.error) : ''),
    [first.status, first.error],
  );
  const moreError = useMemo(() => (more.status === 'error' ? errorMessage(more.error) : ''), [more.status, more.error]);

  let state: CompanyListState;
  if (first.status === 'error') state = { status: 'error', message: firstError };
  else if (first.status !== 'ready') state = { status: 'loading' };
  else {
    // The 'more' request's state counts only while it is this first page's (its key says).
    const own = more.key === `${objectKey(first.data)}:${pages.length}`;
    const moreState: MoreState =
      own && more.status === 'loading'
        ? { status: 'loading' }
        : own && more.status === 'error'
          ? { status: 'error', message: moreError }
          : { status: 'idle' };
    state = { status: 'ready', ...joinPages(first.data, pages), more: moreState };
  }

  const loadMore = () => {
    if (state.status !== 'ready' || state.nextCursor === null || state.more.status === 'loading') return;
    const base = first.data!;
    const cursor = state.nextCursor;
    void more
      .run((signal) => source.listCompanies({ cursor, limit: pageSize, signal }), `${objectKey(base)}:${pages.length}`)
      .then((outcome) => {
        if (outcome.outcome !== 'ready') return;
        setContinued((c) => ({ first: base, pages: [...(c.first === base ? c.pages : []), outcome.data] }));
      });
  };

  return { state, reload, loadMore };
}
