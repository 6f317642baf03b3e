import { memo, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { PAGE_GAP_PX } from './constants';
import { applyHighlights } from './highlight';
import type { PageBox, PageSize } from './layout';
import type { PDFDocumentProxy, PdfJsModule } from './pdfjs';
import * as styles from './PdfViewer.css';
import { itemSegments, type PageText } from './search';
import { PDF_VIEWER_STRINGS as T } from './strings';

type TextLayerInstance = InstanceType<PdfJsModule['TextLayer']>;

export interface PdfPageProps {
  pdfjs: PdfJsModule;
  doc: PDFDocumentProxy;
  pageNumber: number;
  /** Where the page sits and how large it is, in CSS pixels. */
  box: PageBox;
  /** CSS pixels per PDF point. */
  scale: number;
  /** Draw the page (it is in or near the visible area); otherwise only its placeholder exists. */
  rendered: boolean;
  /** This page's text, once the document has been searched. */
  pageText?: PageText | undefined;
  /** This page's matches: offsets in `pageText` and their index in the whole document. */
  matches?: readonly { start: number; end: number; index: number }[] | undefined;
  /** Index of the current match in the whole document. */
  selectedMatch: number | null;
  /** Changes whenever the current match should be scrolled into view. */
  revealToken: number;
  /** The page's real size, once pdf.js has read it. */
  onSize: (pageNumber: number, size: PageSize) => void;
  /** The current match's mark, to scroll to. */
  onReveal: (mark: HTMLElement, pageNumber: number) => void;
  /** Observe the page element for visibility (called with null on unmount). */
  observe: (pageNumber: number, element: HTMLElement | null) => void;
}

const NO_SEGMENTS = new Map();

function isCancellation(e: unknown): boolean {
  const name = e instanceof Error ? e.name : '';
  return name === 'RenderingCancelledException' || name === 'AbortException';
}

/**
 * One page: a placeholder the size of the page, and while `rendered`, a canvas drawn by pdf.js at
 * the device's pixel ratio plus pdf.js's text layer over it (for selecting, copying and searching
 * text). Leaving the visible area drops both, so a long filing keeps only a few canvases in memory.
 */
export const PdfPage = memo(function PdfPage({
  pdfjs,
  doc,
  pageNumber,
  box,
  scale,
  rendered,
  pageText,
  matches,
  selectedMatch,
  revealToken,
  onSize,
  onReveal,
  observe,
}: PdfPageProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<TextLayerInstance | null>(null);
  const revealedRef = useRef(-1);
  const [textReady, setTextReady] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    observe(pageNumber, rootRef.current);
    return () => observe(pageNumber, null);
  }, [observe, pageNumber]);

  useEffect(() => {
    if (!rendered) return;
    let cancelled = false;
    let renderTask: { cancel: () => void; promise: Promise<void> } | null = null;
    let textLayer: TextLayerInstance | null = null;
    setFailed(false);
    (async () => {
      const page = await doc.getPage(pageNumber);
      if (cancelled) return;
      const natural = page.getViewport({ scale: 1 });
      onSize(pageNumber, { width: natural.width, height: natural.height });
      const viewport = page.getViewport({ scale });
      const canvas = canvasRef.current;
      const container = textRef.current;
      if (!canvas || !container) return;
      // Draw at the screen's pixel density, shown at CSS size: sharp text on high-DPI screens.
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      renderTask = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      container.replaceChildren();
      textLayer = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container, viewport });
      await Promise.all([renderTask.promise, textLayer.render()]);
      if (cancelled) return;
      layerRef.current = textLayer;
      setTextReady((n) => n + 1);
    })().catch((e: unknown) => {
      if (!cancelled && !isCancellation(e)) setFailed(true);
    });
    return () => {
      cancelled = true;
      renderTask?.cancel();
      textLayer?.cancel();
      layerRef.current = null;
      revealedRef.current = -1;
    };
  }, [pdfjs, doc, pageNumber, scale, rendered, onSize]);

  const segments = useMemo(
    () => (pageText && matches?.length ? itemSegments(pageText, matches) : NO_SEGMENTS),
    [pageText, matches],
  );

  useEffect(() => {
    const layer = layerRef.current;
    if (!layer || !rendered) return;
    const mark = applyHighlights(layer.textDivs as HTMLElement[], layer.textContentItemsStr, segments, selectedMatch, {
      match: styles.match,
      selected: styles.matchSelected,
    });
    if (mark && revealedRef.current !== revealToken) {
      revealedRef.current = revealToken;
      onReveal(mark, pageNumber);
    }
  }, [segments, selectedMatch, revealToken, textReady, rendered, onReveal, pageNumber]);

  const style = {
    top: box.top,
    width: box.width,
    height: box.height,
    // Centred, but never pushed off the left edge when wider than the column (it scrolls instead).
    left: `max(${PAGE_GAP_PX}px, calc(50% - ${box.width / 2}px))`,
    '--total-scale-factor': String(scale),
  } as CSSProperties;

  return (
    <div
      ref={rootRef}
      className={styles.page}
      style={style}
      data-page-number={pageNumber}
      role="group"
      aria-label={T.pageLabel(pageNumber)}
    >
      {rendered ? (
        <>
          <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" />
          <div ref={textRef} className={styles.textLayer} />
        </>
      ) : (
        <span className={styles.pagePlaceholder} aria-hidden="true">
          {pageNumber}
        </span>
      )}
      {failed && <p className={styles.pageError}>{T.pageError(pageNumber)}</p>}
    </div>
  );
});
