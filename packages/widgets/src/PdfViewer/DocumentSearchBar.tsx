import type { KeyboardEvent as ReactKeyboardEvent, RefObject } from 'react';
import { SearchField } from '../fields';
import { IconButton } from './IconButton';
import * as styles from './PdfViewer.css';
import { PDF_VIEWER_STRINGS as T } from './strings';
import type { useDocumentSearch } from './useDocumentSearch';

export interface DocumentSearchBarProps {
  /** The document search's state and actions. */
  search: ReturnType<typeof useDocumentSearch>;
  /** The search box, for the viewer's Ctrl+F shortcut. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The toolbar's search: the box (Enter finds the next match, Shift+Enter the previous one, Escape
 * clears a typed query and keeps focus in the box), a clear button, previous/next and the match count
 * announced as a status.
 */
export function DocumentSearchBar({ search, inputRef }: DocumentSearchBarProps) {
  const clearSearch = () => {
    search.clear();
    inputRef.current?.focus();
  };

  const onSearchKeyDown = (e: ReactKeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      search.commit(e.shiftKey ? -1 : 1);
    } else if (e.key === 'Escape' && search.draft !== '') {
      e.preventDefault();
      e.stopPropagation();
      clearSearch();
    }
  };

  return (
    <div className={styles.searchGroup} role="search">
      <SearchField
        ref={inputRef}
        className={styles.searchField}
        inputClassName={styles.searchInput}
        label={T.searchLabel}
        hideLabel
        placeholder={T.searchPlaceholder}
        aria-keyshortcuts="Control+F"
        value={search.draft}
        onChange={search.setDraft}
        onKeyDown={onSearchKeyDown}
      />
      {search.draft !== '' && <IconButton variant="ghost" label={T.clearSearch} icon="✕" onClick={clearSearch} />}
      <IconButton
        label={T.findPrevious}
        icon="▲"
        shortcut="Shift+Enter"
        disabled={search.matchCount === 0}
        onClick={() => search.step(-1)}
      />
      <IconButton
        label={T.findNext}
        icon="▼"
        shortcut="Enter"
        disabled={search.matchCount === 0}
        onClick={() => search.step(1)}
      />
      <span className={styles.matchStatus} role="status">
        {search.status}
      </span>
    </div>
  );
}
