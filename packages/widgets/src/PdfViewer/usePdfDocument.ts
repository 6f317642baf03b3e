import { useEffect } from 'react';
import { useAsyncData } from '../primitives';
import { FALLBACK_PAGE_SIZE } from './constants';
import type { PageSize } from './layout';
import { pdfJsWithWorker, type PDFDocumentProxy, type PdfJsModule } from './pdfjs';

export type PdfDocumentState =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; pdfjs: PdfJsModule; doc: PDFDocumentProxy; firstPage: PageSize };

interface LoadedPdf {
  pdfjs: PdfJsModule;
  doc: PDFDocumentProxy;
  firstPage: PageSize;
}

/** Opens the PDF at `url`; an abort destroys the loading task, or the document if it arrived meanwhile. */
async function loadPdf(url: string, workerSrc: string | undefined, signal: AbortSignal): Promise<LoadedPdf> {
  const pdfjs = await pdfJsWithWorker(workerSrc);
  signal.throwIfAborted();
  // isEvalSupported: false keeps pdf.js working under a strict Content-Security-Policy (the embed).
  const task = pdfjs.getDocument({ url, isEvalSupported: false, enableXfa: false });
  const destroy = () => void task.destroy();
  signal.addEventListener('abort', destroy);
  try {
    const doc = await task.promise;
    const page = await doc.getPage(1);
    const { width, height } = page.getViewport({ scale: 1 });
    signal.throwIfAborted();
    return { pdfjs, doc, firstPage: width > 0 && height > 0 ? { width, height } : FALLBACK_PAGE_SIZE };
  } finally {
    signal.removeEventListener('abort', destroy);
  }
}

/**
 * Loads the PDF at `url` with pdf.js (useAsyncData: again whenever `url` or the worker changes, and
 * on `retry()`), and destroys a document and its worker once it is no longer shown, so switching
 * documents never leaks a worker. From the render where the url changes, the state is 'loading',
 * never the previous document.
 */
export function usePdfDocument(url: string | null | undefined, workerSrc: string | undefined) {
  const load = useAsyncData(url ? `${workerSrc ?? ''}\n${url}` : null, (key, signal) =>
    loadPdf(key.slice(key.indexOf('\n') + 1), workerSrc, signal),
  );
  const doc = load.status === 'ready' ? load.data.doc : null;
  useEffect(() => {
    if (doc === null) return;
    return () => void doc.destroy();
  }, [doc]);

  let state: PdfDocumentState;
  if (!url) state = { status: 'empty' };
  else if (load.status === 'ready') state = { status: 'ready', ...load.data };
  else if (load.status === 'error') state = { status: 'error', error: load.error };
  else state = { status: 'loading' };
  return { state, retry: load.retry };
}
