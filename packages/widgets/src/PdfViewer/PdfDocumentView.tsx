import { formatNumber, formatPercentPoints } from '@penzugy/finance-core';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
} from 'react';
import { useLatest } from '../primitives';
import { VisuallyHidden } from '../VisuallyHidden';
import { PAGE_GAP_PX, PDF_ZOOM, RESIZE_SETTLE_MS } from './constants';
import { DocumentActions } from './DocumentActions';
import { DocumentSearchBar } from './DocumentSearchBar';
import { IconButton } from './IconButton';
import { commandForKey, isTextField, type ViewerCommand } from './keyboard';
import { layoutPages, pageAtScroll, pageScale, scrollTopForPage, type PageSize } from './layout';
import { canZoomIn, canZoomOut, clampPage, navigationState, parsePageInput, zoomIn, zoomOut } from './navigation';
import { PdfPage } from './PdfPage';
import type { PDFDocumentProxy, PdfJsModule } from './pdfjs';
import * as styles from './PdfViewer.css';
import { PDF_VIEWER_STRINGS as T } from './strings';
import { ShortcutList } from './ShortcutList';
import { useDocumentSearch } from './useDocumentSearch';
import { useVisiblePages } from './useVisiblePages';
import { useIsomorphicLayoutEffect } from '../dom';

export interface PdfDocumentViewProps {
  pdfjs: PdfJsModule;
  doc: PDFDocumentProxy;
  firstPage: PageSize;
  url: string;
  fileName?: string | undefined;
  height: string;
}

/** The toolbar's icon buttons: name, symbol and the shortcut that does the same (see keyboard.ts). */
const TOOLBAR = {
  first: { label: T.first, icon: '«', shortcut: 'Home' },
  previous: { label: T.previous, icon: '‹', shortcut: 'ArrowLeft PageUp' },
  next: { label: T.next, icon: '›', shortcut: 'ArrowRight PageDown' },
  last: { label: T.last, icon: '»', shortcut: 'End' },
  zoomOut: { label: T.zoomOut, icon: '−', shortcut: '-' },
  zoomIn: { label: T.zoomIn, icon: '+', shortcut: '+' },
} as const;

/** A pin keeps the counter on a page the viewer scrolled to, until the user scrolls elsewhere. */
interface Pin {
  page: number;
  top: number;
}

/**
 * One loaded document: the toolbar (pages, zoom, links, search), the page column and the shortcut
 * list. Its parent keys it by URL, so a new document starts on page 1 at 100 % with no search.
 */
export function PdfDocumentView({ pdfjs, doc, firstPage, url, fileName, height }: PdfDocumentViewProps) {
  const total = doc.numPages;
  const ids = useId();
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<number>(PDF_ZOOM.initial);
  const [sizes, setSizes] = useState<PageSize[]>(() => Array.from({ length: total }, () => firstPage));
  const [availableWidth, setAvailableWidth] = useState(0);

  const scrollerRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const pinRef = useRef<Pin | null>(null);
  const pageRef = useLatest(page);

  const scale = pageScale(zoom, availableWidth, firstPage.width);
  const { boxes, totalHeight } = useMemo(() => layoutPages(sizes, scale), [sizes, scale]);
  const boxesRef = useLatest(boxes);
  const widest = boxes.reduce((w, b) => Math.max(w, b.width), 0);

  // ---- Available width: 100 % fits the first page to it; re-measured when the viewer resizes.
  useIsomorphicLayoutEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const measure = () => setAvailableWidth(Math.max(0, el.clientWidth - 2 * PAGE_GAP_PX));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_SETTLE_MS);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);

  // ---- Zoom keeps the reader's place: the same point of the current page stays at the top.
  const previousLayout = useRef<{ boxes: typeof boxes; scale: number } | null>(null);
  useIsomorphicLayoutEffect(() => {
    const el = scrollerRef.current;
    const previous = previousLayout.current;
    previousLayout.current = { boxes, scale };
    if (!el || !previous || previous.scale === scale) return;
    const p = pageRef.current;
    const before = previous.boxes[p - 1];
    const after = boxes[p - 1];
    if (!before || !after) return;
    const fraction = (el.scrollTop - before.top) / Math.max(1, before.height);
    el.scrollTop = after.top + fraction * after.height;
    el.scrollLeft = Math.max(0, (el.scrollWidth - el.clientWidth) / 2);
    pinRef.current = { page: p, top: el.scrollTop };
  }, [boxes, scale]);

  const { visible, observe, updateVisibleFromScroll } = useVisiblePages(scrollerRef, boxes);

  // ---- Current page: from the scroll position, unless the viewer itself just scrolled to a page.
  const frame = useRef(0);
  const onScroll = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const el = scrollerRef.current;
      if (!el) return;
      updateVisibleFromScroll();
      const pin = pinRef.current;
      if (pin && Math.abs(el.scrollTop - pin.top) < 2) return;
      pinRef.current = null;
      setPage(pageAtScroll(boxesRef.current, el.scrollTop, el.clientHeight));
    });
  };
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const goTo = useCallback(
    (target: number) => {
      const p = clampPage(target, total);
      setPage(p);
      const el = scrollerRef.current;
      if (!el) return;
      el.scrollTop = scrollTopForPage(boxesRef.current, p);
      // Read back: at the end of the column the browser stops short of the requested position.
      pinRef.current = { page: p, top: el.scrollTop };
    },
    [total, boxesRef],
  );

  const onSize = useCallback((n: number, size: PageSize) => {
    setSizes((prev) => {
      const current = prev[n - 1];
      if (!current || (Math.abs(current.width - size.width) < 0.5 && Math.abs(current.height - size.height) < 0.5))
        return prev;
      const next = prev.slice();
      next[n - 1] = size;
      return next;
    });
  }, []);

  // ---- Page box: typed page numbers are checked; a wrong one names the field and the range.
  const [pageDraft, setPageDraft] = useState<string | null>(null);
  const [pageInvalid, setPageInvalid] = useState(false);
  const totalText = formatNumber(total);
  const commitPage = () => {
    if (pageDraft === null) return;
    const parsed = parsePageInput(pageDraft, total);
    if ('error' in parsed) {
      setPageInvalid(true);
      return;
    }
    setPageInvalid(false);
    setPageDraft(null);
    goTo(parsed.page);
  };
  const resetPageDraft = () => {
    setPageDraft(null);
    setPageInvalid(false);
  };

  // ---- Search within the document (see useDocumentSearch).
  const search = useDocumentSearch(doc, goTo, () => pageRef.current);

  const onReveal = useCallback((mark: HTMLElement, pageNumber: number) => {
    const el = scrollerRef.current;
    if (!el) return;
    const m = mark.getBoundingClientRect();
    const s = el.getBoundingClientRect();
    el.scrollTop += m.top - s.top - el.clientHeight / 2 + m.height / 2;
    if (m.left < s.left || m.right > s.right) el.scrollLeft += m.left - s.left - el.clientWidth / 2;
    pinRef.current = { page: pageNumber, top: el.scrollTop };
    setPage(pageNumber);
  }, []);

  // ---- Keyboard shortcuts, only while focus is inside the viewer.
  const run = (command: ViewerCommand) => {
    const nav = navigationState(pageRef.current, total);
    switch (command) {
      case 'first':
        if (nav.first) goTo(1);
        break;
      case 'previous':
        if (nav.previous) goTo(pageRef.current - 1);
        break;
      case 'next':
        if (nav.next) goTo(pageRef.current + 1);
        break;
      case 'last':
        if (nav.last) goTo(total);
        break;
      case 'zoomIn':
        setZoom(zoomIn);
        break;
      case 'zoomOut':
        setZoom(zoomOut);
        break;
      case 'zoomReset':
        setZoom(PDF_ZOOM.initial);
        break;
      case 'find':
        searchRef.current?.focus();
        searchRef.current?.select();
        break;
    }
  };
  const onKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    const command = commandForKey(e, isTextField(e.target));
    if (!command) return;
    e.preventDefault();
    run(command);
  };

  const nav = navigationState(page, total);
  const totalId = `${ids}-total`;
  const pageErrorId = `${ids}-page-error`;

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the viewer's shortcuts work wherever focus is inside it; each control stays a native button or input
    <div className={styles.root} onKeyDown={onKeyDown}>
      <div className={styles.toolbar} role="group" aria-label={T.toolbar}>
        <div className={styles.group}>
          <IconButton {...TOOLBAR.first} disabled={!nav.first} onClick={() => goTo(1)} />
          <IconButton {...TOOLBAR.previous} disabled={!nav.previous} onClick={() => goTo(page - 1)} />
          {/* eslint-disable-next-line no-restricted-syntax -- a toolbar's page box, labelled by aria-label and sized to three digits, not a form field */}
          <input
            className={styles.pageInput}
            aria-label={T.pageInput}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={pageDraft ?? String(page)}
            aria-invalid={pageInvalid}
            aria-describedby={pageInvalid ? `${totalId} ${pageErrorId}` : totalId}
            onChange={(e) => {
              setPageDraft(e.target.value);
              setPageInvalid(false);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                commitPage();
              } else if (e.key === 'Escape') resetPageDraft();
            }}
            onBlur={resetPageDraft}
          />
          <span id={totalId} className={styles.total}>
            {T.ofTotal(totalText)}
          </span>
          <IconButton {...TOOLBAR.next} disabled={!nav.next} onClick={() => goTo(page + 1)} />
          <IconButton {...TOOLBAR.last} disabled={!nav.last} onClick={() => goTo(total)} />
        </div>

        <div className={styles.group}>
          <IconButton {...TOOLBAR.zoomOut} disabled={!canZoomOut(zoom)} onClick={() => setZoom(zoomOut)} />
          <span className={styles.zoomLabel} aria-live="polite" aria-atomic="true">
            <VisuallyHidden>{T.zoomLevel}: </VisuallyHidden>
            {formatPercentPoints(zoom, 0)}
          </span>
          <IconButton {...TOOLBAR.zoomIn} disabled={!canZoomIn(zoom)} onClick={() => setZoom(zoomIn)} />
        </div>

        <DocumentActions url={url} fileName={fileName} />

        <DocumentSearchBar search={search} inputRef={searchRef} />

        {pageInvalid && (
          <p id={pageErrorId} className={styles.fieldError} role="alert">
            {T.badPage(totalText)}
          </p>
        )}
      </div>

      <div
        ref={scrollerRef}
        className={styles.scroller}
        style={{ height }}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll it (axe: scrollable-region-focusable)
        tabIndex={0}
        role="region"
        aria-label={T.pagesRegion}
        onScroll={onScroll}
      >
        <div className={styles.pages} style={{ height: totalHeight, minWidth: widest + 2 * PAGE_GAP_PX }}>
          {boxes.map((box, i) => {
            const n = i + 1;
            return (
              <PdfPage
                key={n}
                pdfjs={pdfjs}
                doc={doc}
                pageNumber={n}
                box={box}
                scale={scale}
                rendered={visible.has(n)}
                pageText={search.pageTexts?.[i]}
                matches={search.matchesByPage.get(n)}
                selectedMatch={search.selected}
                revealToken={search.revealToken}
                onSize={onSize}
                onReveal={onReveal}
                observe={observe}
              />
            );
          })}
        </div>
      </div>

      <ShortcutList />
    </div>
  );
}
