import { useEffect, useRef } from 'react';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { objectKey } from '../primitives';
import { DocumentActions } from './DocumentActions';
import { describePdfError } from './errors';
import { PdfDocumentView } from './PdfDocumentView';
import * as styles from './PdfViewer.css';
import { PDF_VIEWER_STRINGS as T } from './strings';
import { usePdfDocument } from './usePdfDocument';

export interface PdfViewerProps {
  /** URL of the PDF. Without one the viewer says 'Nincs megadva PDF dokumentum'. A new URL reloads the document and resets page and zoom. */
  url?: string | null | undefined;
  /** The document's title; names the viewer for assistive technology. @default 'PDF-dokumentum' */
  title?: string | undefined;
  /** File name of the download. @default the URL's last part */
  fileName?: string | undefined;
  /** URL of pdf.js's worker script. @default the one given to `setPdfWorkerSrc` */
  workerSrc?: string | undefined;
  /** Height of the page area (any CSS length). @default '75vh' */
  height?: string | undefined;
  /** Called with the real page count once the document is loaded. */
  onLoad?: ((info: { pageCount: number }) => void) | undefined;
  /** Called when the document cannot be loaded. */
  onError?: ((error: unknown) => void) | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
}

/**
 * A PDF viewer on pdf.js (docs/product.md#pdf-viewer): first / previous / next / last page, a page counter you
 * can type into, zoom from 50 % to 200 %, open in a new tab, download, text search with highlighted
 * matches, keyboard shortcuts while focus is inside it, and only the pages in and near view rendered.
 */
export function PdfViewer({
  url,
  title,
  fileName,
  workerSrc,
  height = '75vh',
  onLoad,
  onError,
  className,
}: PdfViewerProps) {
  const { state, retry: reload } = usePdfDocument(url, workerSrc);
  const rootRef = useRef<HTMLElement>(null);

  const pageCount = state.status === 'ready' ? state.doc.numPages : null;
  const error = state.status === 'error' ? state.error : null;
  useEffect(() => {
    if (pageCount !== null) onLoad?.({ pageCount });
  }, [pageCount, onLoad]);
  useEffect(() => {
    if (error !== null) onError?.(error);
  }, [error, onError]);

  const retry = () => {
    reload();
    // The retry button goes away with the error; keep focus in the viewer rather than losing it.
    rootRef.current?.focus();
  };

  return (
    <section
      ref={rootRef}
      tabIndex={-1}
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-label={T.viewerLabel(title ?? T.defaultTitle)}
      aria-busy={state.status === 'loading'}
    >
      {state.status === 'empty' && <p className={styles.message}>{T.noUrl}</p>}
      {state.status === 'loading' && (
        <div className={styles.status}>
          <Spinner label={T.loading} />
        </div>
      )}
      {state.status === 'error' && url && (
        <div className={styles.errorBox}>
          <div role="alert">
            <p className={styles.errorTitle}>{T.loadError}</p>
            <p className={styles.errorDetail}>{describePdfError(state.error)}</p>
          </div>
          <div className={styles.actions}>
            <Button size="sm" onClick={retry}>
              {T.retry}
            </Button>
            <DocumentActions url={url} fileName={fileName} />
          </div>
        </div>
      )}
      {state.status === 'ready' && url && (
        <PdfDocumentView
          // A new document (another url, or a retry) is a new view, from its first page.
          key={objectKey(state.doc)}
          pdfjs={state.pdfjs}
          doc={state.doc}
          firstPage={state.firstPage}
          url={url}
          fileName={fileName}
          height={height}
        />
      )}
    </section>
  );
}
