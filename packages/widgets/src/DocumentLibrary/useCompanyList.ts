import { isDocumentSourceError, type Company, type DocumentSource } from '@penzugy/documents';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DOCUMENT_LIBRARY_STRINGS as T } from './strings';

export type MoreState = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string };

export type CompanyListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; companies: Company[]; nextCursor: string | null; folderCount: number; more: MoreState };

/** The message to show: a source's Hungarian message as it is, anything else as a generic one. */
export function errorMessage(error: unknown): string {
  if (isDocumentSourceError(error)) return error.message;
  // Not a source's own failure (a bug, or a host's source breaking the contract): tell developers.
  console.error(error);
  return T.unknownError;
}

const isAbort = (e: unknown) => e instanceof Error && e.name === 'AbortError';

/**
 * The companies of a source, a page at a time: the first page on mount and on `reload()`,
 * the next one on `loadMore()`. A reload or unmount aborts what is still loading.
 */
export function useCompanyList(source: DocumentSource, pageSize: number) {
  const [state, setState] = useState<CompanyListState>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const ac = new AbortController();
    controller.current = ac;
    setState({ status: 'loading' });
    source.listCompanies({ limit: pageSize, signal: ac.signal }).then(
      (page) => {
        if (!ac.signal.aborted) setState({ status: 'ready', ...page, more: { status: 'idle' } });
      },
      (e: unknown) => {
        if (!ac.signal.aborted && !isAbort(e)) setState({ status: 'error', message: errorMessage(e) });
      },
    );
    return () => ac.abort();
  }, [source, pageSize, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || state.nextCursor === null || state.more.status === 'loading') return;
    const ac = controller.current;
    const cursor = state.nextCursor;
    setState({ ...state, more: { status: 'loading' } });
    source.listCompanies({ cursor, limit: pageSize, signal: ac?.signal }).then(
      (page) => {
        if (ac?.signal.aborted) return;
        setState((s) => {
          if (s.status !== 'ready') return s;
          const known = new Set(s.companies.map((c) => c.id));
          return {
            ...s,
            companies: [...s.companies, ...page.companies.filter((c) => !known.has(c.id))],
            nextCursor: page.nextCursor,
            folderCount: page.folderCount,
            more: { status: 'idle' },
          };
        });
      },
      (e: unknown) => {
        if (ac?.signal.aborted || isAbort(e)) return;
        setState((s) => (s.status === 'ready' ? { ...s, more: { status: 'error', message: errorMessage(e) } } : s));
      },
    );
  }, [state, source, pageSize]);

  return { state, reload, loadMore };
}
