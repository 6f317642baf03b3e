import { formatNumber } from '@penzugy/finance-core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useCallbackRef, useStateFor } from '../primitives';
import { SEARCH_DEBOUNCE_MS } from './constants';
import type { PDFDocumentProxy } from './pdfjs';
import { findMatches } from './search';
import { PDF_VIEWER_STRINGS as T } from './strings';
import { useDocumentText } from './useDocumentText';

/** A page's matches: offsets in its text and each match's index in the whole document. */
export type PageMatches = ReadonlyMap<number, { start: number; end: number; index: number }[]>;

/**
 * Search within one document: the typed text is searched after a pause (or at once on `commit`),
 * the document's text is extracted on the first search, and the current match moves with `step`.
 * Selecting a match calls `goTo(page)` and bumps `revealToken`, which tells that page to scroll the
 * match into view once its text layer is drawn.
 */
export function useDocumentSearch(doc: PDFDocumentProxy, goTo: (page: number) => void, currentPage: () => number) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const searching = query.trim() !== '';
  const text = useDocumentText(doc, searching);
  const matches = useMemo(
    () => (searching && text.status === 'ready' ? findMatches(text.pages, query) : []),
    [searching, text, query],
  );
  const matchesByPage = useMemo<PageMatches>(() => {
    const map = new Map<number, { start: number; end: number; index: number }[]>();
    matches.forEach((m, index) => {
      const list = map.get(m.page) ?? [];
      list.push({ start: m.start, end: m.end, index });
      map.set(m.page, list);
    });
    return map;
  }, [matches]);
  // The selected match belongs to one result list.
  const [selected, setSelected] = useStateFor<readonly unknown[], number | null>(matches, null);
  const [revealToken, setRevealToken] = useState(0);

  const select = useCallback(
    (index: number) => {
      const m = matches[index];
      if (!m) return;
      setSelected(index);
      setRevealToken((t) => t + 1);
      goTo(m.page);
    },
    [matches, goTo, setSelected],
  );

  // A new result list starts from the first match on or after the current page, as readers expect;
  // only a new list does this, not a move of the selection.
  const selectLatest = useCallbackRef(select);
  const pageNow = useCallbackRef(currentPage);
  useEffect(() => {
    if (matches.length === 0) return;
    const from = matches.findIndex((m) => m.page >= pageNow());
    selectLatest(from < 0 ? 0 : from);
  }, [matches, selectLatest, pageNow]);

  const step = (delta: 1 | -1) => {
    if (matches.length === 0) return;
    const from = selected ?? (delta === 1 ? -1 : 0);
    select((from + delta + matches.length) % matches.length);
  };

  /** Search the typed text now (Enter), or move to the next/previous match if it is searched already. */
  const commit = (delta: 1 | -1) => {
    if (draft !== query) setQuery(draft);
    else step(delta);
  };

  const clear = () => {
    setDraft('');
    setQuery('');
  };

  const status = !searching
    ? ''
    : text.status === 'error'
      ? T.searchFailed
      : text.status !== 'ready' || query !== draft
        ? T.searching
        : matches.length === 0
          ? T.noMatches
          : T.matchCount(formatNumber((selected ?? 0) + 1), formatNumber(matches.length));

  return {
    draft,
    setDraft,
    pageTexts: text.status === 'ready' ? text.pages : null,
    matchCount: matches.length,
    matchesByPage,
    selected,
    revealToken,
    step,
    commit,
    clear,
    status,
  };
}
